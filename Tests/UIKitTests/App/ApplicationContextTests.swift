@testable import UIKit
import Testing
import Foundation
import UIKitTesting

/// A layer delegate that hears when its animations stop.
private final class StopRecorder: CAAnimationDelegate {
    var stops: [Bool] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

/// A view that takes key presses.
private final class KeyView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

extension SharedState {
    /// Per-application state has one owner, the application's `ApplicationContext`: two applications
    /// in one process keep their clocks, layer changes, transitions and first responders apart, and
    /// layers join the context of the tree they are added to.
    @Suite struct ApplicationContextTests {
        /// Makes an application on its own headless platform and virtual clock; it becomes current.
        private func makeApplication(size: CGSize = CGSize(width: 320, height: 480)) -> (UIApplication, VirtualFrameClock) {
            let clock = VirtualFrameClock()
            let app = UIApplication(platform: RecordingPlatform(windowSize: size), clock: clock)
            return (app, clock)
        }

        /// Runs `body`, then puts back the application that was current before.
        private func keepingCurrentApplication(_ body: () throws -> Void) rethrows {
            let saved = UIApplication.shared
            defer { UIApplication.shared = saved }
            try body()
        }

        @Test func eachApplicationHasItsOwnEngineLayerTreeAndTransitions() {
            keepingCurrentApplication {
                // Precondition: two applications, the second made last (so current).
                let (first, _) = makeApplication()
                let (second, _) = makeApplication()
                // Action: nothing; look at what each owns.
                // Assertion: distinct owners, and the current context is the shared application's.
                #expect(first.context !== second.context)
                #expect(first.context.engine !== second.context.engine)
                #expect(first.context.layerTree !== second.context.layerTree)
                #expect(ApplicationContext.current === second.context)
            }
        }

        @Test func aViewsChangesCountInTheApplicationItWasMadeIn() {
            keepingCurrentApplication {
                // Precondition: a view made while the first application is current, then a second app.
                let (first, _) = makeApplication()
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                let (second, _) = makeApplication()
                let firstBefore = first.context.layerTree.generation
                let secondBefore = second.context.layerTree.generation
                // Action: change the view.
                view.alpha = 0.5
                // Assertion: only the first application's tree saw the change.
                #expect(first.context.layerTree.generation > firstBefore)
                #expect(second.context.layerTree.generation == secondBefore)
            }
        }

        @Test func anApplicationTicksItsOwnAnimationsWhileAnotherIsCurrent() {
            keepingCurrentApplication {
                // Precondition: a view in the first application's window, animating for 1 s; then a
                // second application becomes current.
                let (first, firstClock) = makeApplication()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                window.makeKeyAndVisible()
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
                window.addSubview(view)
                first.renderNow()
                var finished: Bool?
                UIView.animate(withDuration: 1, animations: { view.center.x = 225 }, completion: { finished = $0 })
                let (second, secondClock) = makeApplication()
                // Action: the second application runs 2 s of frames; then the first does.
                for _ in 0..<120 { secondClock.advance(by: 1.0 / 60); second.renderNow() }
                let afterSecond = finished
                for _ in 0..<70 { firstClock.advance(by: 1.0 / 60); first.renderNow() }
                // Assertion: the other application's frames did not end the animation; its own did.
                #expect(afterSecond == nil)
                #expect(finished == true)
                #expect(view.layer.animationKeys() == nil)
            }
        }

        @Test func aStandaloneLayerJoinsTheTreeItIsAddedToWithItsAnimations() {
            keepingCurrentApplication {
                // Precondition: an application with a window; a layer made outside any tree, with a
                // one-second animation added before it joins one.
                let (app, clock) = makeApplication()
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
                window.makeKeyAndVisible()
                app.renderNow()
                let layer = CALayer()
                let recorder = StopRecorder()
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 0.0
                fade.toValue = 1.0
                fade.duration = 1
                fade.delegate = recorder
                #expect(layer.treeContext == nil)
                layer.add(fade, forKey: "fade")
                // Action: add it to the window's layer, then run 1.2 s of frames.
                window.layer.addSublayer(layer)
                for _ in 0..<72 { clock.advance(by: 1.0 / 60); app.renderNow() }
                // Assertion: it joined the application's tree and its engine ended the animation.
                #expect(layer.treeContext === app.context.layerTree)
                #expect(recorder.stops == [true])
            }
        }

        @Test func aNewApplicationTakesOverTheDiagnosticsButNotTheFirstResponder() {
            keepingCurrentApplication {
                // Precondition: a trace observer and a first responder in the first application.
                let (first, _) = makeApplication()
                var lines: [String] = []
                TransitionTrace.observers.append { lines.append($0) }
                let responder = KeyView()
                #expect(responder.becomeFirstResponder())
                // Action: a second application starts and records a trace line.
                let (second, _) = makeApplication()
                TransitionTrace.record { "from the second application" }
                // Assertion: the observer heard it; the first responder stayed the first's.
                #expect(lines == ["from the second application"])
                #expect(second.context.trace === first.context.trace)
                #expect(first.context.firstResponder === responder)
                #expect(second.context.firstResponder == nil)
                TransitionTrace.observers.removeAll()
            }
        }

        @Test func layerSerialsAreUniqueAcrossThreads() async {
            // Precondition / action: layers made on four tasks at once.
            let serials = await withTaskGroup(of: [Int].self) { group in
                for _ in 0..<4 {
                    group.addTask { (0..<500).map { _ in CALayer().serial } }
                }
                var all: [Int] = []
                for await part in group { all += part }
                return all
            }
            // Assertion: no serial was handed out twice.
            #expect(Set(serials).count == 2000)
        }
    }
}
