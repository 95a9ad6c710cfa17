// `@testable import UIKit`: a plain `import UIKit` next to `import Testing` fails on Linux (the
// toolchain looks for a `_Testing_UIKit` overlay), see docs/UIKIT-DIFFERENCES.md.
@testable import UIKit
import SegueDemo
import SegueTools
import Testing
import UIKitTesting

/// Random press, move, release, tap, key, scroll and resize sequences over every scene of the demo,
/// on the virtual clock under the invariant checker: none may crash, break a transition rule or
/// leave the app unsettled. `scripts/soak N` runs the same sequences by the hundred thousand.
@Suite(.serialized) struct MonkeyTests {
    /// Sequences per scene in the suite; the soak runs many more.
    static let sequencesPerScene: UInt64 = 80

    /// Where each sequence starts: the gallery, and every scene that is built.
    nonisolated static let startingPoints: [String?] = [nil] + SceneCatalog.all.filter { $0.make != nil }.map(\.id)

    @Test(arguments: startingPoints)
    func randomSequencesNeitherBreakARuleNorLeaveTheAppUnsettled(scene: String?) {
        // Precondition: the demo, launched at `scene` (nil: the gallery).
        let runner = MonkeyRunner { DemoAppDelegate.launch(at: scene, platform: $0, clock: $1) }
        var failures: [MonkeyOutcome] = []
        var frames = 0
        // Action: the sequences of a fixed range of seeds, different for each starting point.
        let base: UInt64 = scene.map { UInt64($0.utf8.reduce(0) { $0 &* 31 &+ UInt64($1) }) } ?? 0
        withRestoredDemoState {
            for i in 0..<Self.sequencesPerScene {
                let outcome = runner.run(seed: base &+ i)
                frames += outcome.frames
                if !outcome.passed { failures.append(outcome) }
            }
        }
        // Assertion: every sequence passed; a failure prints its seed and steps.
        #expect(failures.isEmpty, "\(failures.prefix(3).map(\.report).joined(separator: "\n"))")
        #expect(frames > Int(Self.sequencesPerScene) * 40, "the sequences ran only \(frames) frames")
    }

    @Test func aViewAtAnInfinitePositionIsNotAimedAt() {
        // Precondition: an app whose only screen holds buttons and a view placed at the null
        // rectangle (what `insetBy` gives a rectangle smaller than its insets: an infinite origin).
        let runner = MonkeyRunner(stepsPerSequence: 30) {
            UIApplication.launch(delegateType: LostViewAppDelegate.self, platform: $0, clock: $1)
        }
        // Action: a few sequences, most of whose presses and taps aim at a random view.
        var outcomes: [MonkeyOutcome] = []
        withRestoredDemoState {
            for seed in 0..<UInt64(8) { outcomes.append(runner.run(seed: seed)) }
        }
        // Assertion: every sequence ran to its end (none trapped on the lost view's frame) and
        // aimed at the views that can be reached.
        #expect(outcomes.count == 8 && outcomes.allSatisfy(\.passed), "\(outcomes.map(\.report))")
        #expect(outcomes.flatMap(\.steps).contains { "\($0)".contains("(reachable)") })
    }

    @Test func theGeneratorRepeatsASequenceFromItsSeed() {
        // Precondition: two generators with one seed, one with another.
        var a = MonkeyGenerator(seed: 7), b = MonkeyGenerator(seed: 7), c = MonkeyGenerator(seed: 8)
        let size = CGSize(width: 900, height: 640)
        let targets = [MonkeyGenerator.Target(name: "button", frame: CGRect(x: 100, y: 100, width: 200, height: 44))]
        // Action
        let steps = { (g: inout MonkeyGenerator) in
            (0..<50).map { i in g.nextStep(pointerIsDown: i % 3 == 1, pointer: .zero, windowSize: size, targets: targets) }
        }
        let first = steps(&a), second = steps(&b), other = steps(&c)
        // Assertion
        #expect(first == second)
        #expect(first != other)
    }
}

/// Puts back what launching the demo changed process-wide — the application state and the violation
/// sink (silenced meanwhile: the runner collects violations itself) — so the suites after this one
/// see the state they set up themselves.
func withRestoredDemoState(_ body: () -> Void) {
    let savedReport = SegueDiagnostics.reportViolation
    defer {
        SegueDiagnostics.reportViolation = savedReport
    }
    SegueDiagnostics.reportViolation = { _ in }
    withRestoredApplicationState(body)
}

/// One screen: a reachable view, and a view whose frame is the null rectangle (infinite origin).
private final class LostViewAppDelegate: UIApplicationDelegate {
    var window: UIWindow?
    required init() {}

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = UIViewController()
        let reachable = UIView(frame: CGRect(x: 40, y: 40, width: 200, height: 100))
        reachable.accessibilityIdentifier = "reachable"
        let lost = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10).insetBy(dx: 20, dy: 20))
        lost.accessibilityIdentifier = "lost"
        root.view.addSubview(reachable)
        root.view.addSubview(lost)
        window.rootViewController = root
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
