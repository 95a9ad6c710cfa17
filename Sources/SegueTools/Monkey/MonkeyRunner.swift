import Foundation
import UIKit

/// Runs monkey sequences: each launches a fresh app on a headless platform and a virtual clock,
/// plays `stepsPerSequence` random steps into it at 60 frames a second through the same
/// `UIApplication.handle(_:)` a mouse reaches, lets go of the pointer, undoes the time tools
/// (pause, slow motion), and waits for everything to settle — under the transition invariant
/// checker, which must find nothing.
///
/// The app comes from `launch`, so the runner knows no scene: the tests and `segue soak` launch the
/// demo at the gallery or at one of its scenes.
public final class MonkeyRunner {
    public typealias Launch = (HeadlessPlatform, VirtualFrameClock) -> UIApplication?

    public let stepsPerSequence: Int
    /// How long the app may take to come to rest after the last step.
    public let settleLimit: TimeInterval
    private let launch: Launch
    static let frameInterval: TimeInterval = 1.0 / 60

    public init(stepsPerSequence: Int = 40, settleLimit: TimeInterval = 10, launch: @escaping Launch) {
        self.stepsPerSequence = stepsPerSequence
        self.settleLimit = settleLimit
        self.launch = launch
    }

    /// Plays the sequence of `seed` in a window of `size`. Turns the invariant checker on for the
    /// run and puts its previous state back.
    public func run(seed: UInt64, size: CGSize = CGSize(width: 900, height: 640)) -> MonkeyOutcome {
        let wasEnabled = TransitionInvariantChecker.isEnabled
        TransitionInvariantChecker.isEnabled = true
        defer { TransitionInvariantChecker.isEnabled = wasEnabled }
        let known = TransitionInvariantChecker.violations.count

        let platform = HeadlessPlatform(windowSize: size)
        let clock = VirtualFrameClock()
        guard let app = launch(platform, clock) else {
            return MonkeyOutcome(seed: seed, steps: [], violations: [], settled: false, frames: 0)
        }
        // The time keys the generator presses (S, P, .) are the tools every app's host installs.
        let keys = DemoTools(app: app)
        keys.window = app.keyWindow
        keys.install()
        defer { withExtendedLifetime(keys) {} }
        let driver = MonkeyDriver(app: app, platform: platform, clock: clock)
        driver.start()
        var generator = MonkeyGenerator(seed: seed)
        var steps: [MonkeyStep] = []
        for _ in 0..<stepsPerSequence {
            let step = generator.nextStep(pointerIsDown: driver.pointerIsDown, pointer: driver.pointer,
                                          windowSize: platform.windowSize, targets: driver.targets())
            steps.append(step)
            driver.perform(step)
        }
        let settled = driver.letGoAndSettle(within: settleLimit)
        TransitionInvariantChecker.verifySettled(app.windows)
        app.delegate?.applicationWillTerminate(app)
        let violations = Array(TransitionInvariantChecker.violations.dropFirst(known))
        return MonkeyOutcome(seed: seed, steps: steps, violations: violations, settled: settled, frames: driver.frames)
    }
}
