@testable import UIKit
import Testing
import UIKitTesting

/// A view subclass of the app's own, as transition code observes its own views.
private final class PanelView: UIView {}

/// Holds an observation and stops it in its `deinit`, as a view controller does on iOS; being
/// main-actor isolated with a nonisolated `deinit` is the case that must compile.
private final class ObservingOwner {
    var observation: NSKeyValueObservation?
    deinit { observation?.invalidate() }
}

/// A class whose deinitialisation a test watches, captured by a handler.
private final class Captured {}

extension SharedState {
    /// Segue's key-value observing: `observe(_:options:changeHandler:)` on views, scroll views and
    /// view controllers, with Foundation's options and change values, stopping as on iOS.
    @Suite struct KeyValueObservingTests {
        @Test func oldAndNewValuesOfAFrameChange() {
            // Precondition
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            var changes: [(old: CGRect?, new: CGRect?, prior: Bool)] = []
            let observation = view.observe(\.frame, options: [.old, .new]) { _, change in
                changes.append((change.oldValue, change.newValue, change.isPrior))
            }
            // Action
            view.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
            // Assertion: one call after the change, with both values and the setting kind.
            #expect(changes.count == 1)
            #expect(changes.first?.old == CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(changes.first?.new == CGRect(x: 10, y: 20, width: 30, height: 40))
            #expect(changes.first?.prior == false)
            _ = observation
        }

        @Test func withoutOptionsTheChangeCarriesNoValues() {
            // Precondition
            let view = UIView()
            var calls: [(Bool, Bool)] = []
            let observation = view.observe(\.alpha) { _, change in
                calls.append((change.oldValue == nil, change.newValue == nil))
            }
            // Action
            view.alpha = 0.5
            // Assertion
            #expect(calls.count == 1)
            #expect(calls.first! == (true, true))
            _ = observation
        }

        @Test func initialAndPriorCallsComeInIOSOrder() {
            // Precondition: hidden is false.
            let view = UIView()
            var log: [String] = []
            let observation = view.observe(\.isHidden, options: [.initial, .prior, .old, .new]) { view, change in
                log.append("prior=\(change.isPrior) old=\(String(describing: change.oldValue)) "
                    + "new=\(String(describing: change.newValue)) seen=\(view.isHidden)")
            }
            // Action
            view.isHidden = true
            // Assertion: the initial call from observe itself, then the prior call while the view
            // still shows, then the call after it is hidden.
            #expect(log == [
                "prior=false old=nil new=Optional(false) seen=false",
                "prior=true old=Optional(false) new=nil seen=false",
                "prior=false old=Optional(false) new=Optional(true) seen=true",
            ])
            _ = observation
        }

        @Test func everyObservableViewKeyReports() {
            // Precondition
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var keys: [String] = []
            let observations = [
                view.observe(\.bounds) { _, _ in keys.append("bounds") },
                view.observe(\.center) { _, _ in keys.append("center") },
                view.observe(\.transform) { _, _ in keys.append("transform") },
                view.observe(\.alpha) { _, _ in keys.append("alpha") },
                view.observe(\.isHidden) { _, _ in keys.append("isHidden") },
                view.observe(\.frame) { _, _ in keys.append("frame") },
            ]
            // Action
            view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
            view.center = CGPoint(x: 50, y: 50)
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            view.alpha = 0.25
            view.isHidden = true
            view.frame = .zero
            // Assertion: each key's own setter reports it, once.
            #expect(keys == ["bounds", "center", "transform", "alpha", "isHidden", "frame"])
            _ = observations
        }

        @Test func aSubclassObservesThroughItsOwnKeyPaths() {
            // Precondition: the key path's root is the app's class, not UIView.
            let panel = PanelView()
            var alphas: [CGFloat?] = []
            let observation = panel.observe(\PanelView.alpha, options: .new) { _, change in alphas.append(change.newValue) }
            // Action
            panel.alpha = 0.25
            // Assertion
            #expect(alphas == [0.25])
            _ = observation
        }

        @Test func invalidateStopsTheObservation() {
            // Precondition
            let view = UIView()
            var calls = 0
            let observation = view.observe(\.alpha) { _, _ in calls += 1 }
            view.alpha = 0.5
            // Action
            observation.invalidate()
            view.alpha = 0.2
            // Assertion
            #expect(calls == 1)
        }

        @Test func droppingTheObservationStopsItAndReleasesTheHandler() {
            // Precondition: the handler captures an object.
            let view = UIView()
            var calls = 0
            var captured: Captured? = Captured()
            weak let watched = captured
            var observation: NSKeyValueObservation? = view.observe(\.center) { [captured] _, _ in
                _ = captured
                calls += 1
            }
            captured = nil
            view.center = CGPoint(x: 1, y: 1)
            #expect(watched != nil)
            // Action
            observation = nil
            view.center = CGPoint(x: 2, y: 2)
            // Assertion: no further call, and what the handler held is gone.
            #expect(calls == 1)
            #expect(watched == nil)
            _ = observation
        }

        @Test func anOwnersDeinitInvalidates() {
            // Precondition
            let view = UIView()
            var calls = 0
            var owner: ObservingOwner? = ObservingOwner()
            owner?.observation = view.observe(\.alpha) { _, _ in calls += 1 }
            // Action
            owner = nil
            view.alpha = 0
            // Assertion
            #expect(calls == 0)
        }

        @Test func aHandlerThatSetsThePropertyAgainNestsItsChange() {
            // Precondition: the handler clamps alpha to at most 0.5.
            let view = UIView()
            var log: [String] = []
            let observation = view.observe(\.alpha, options: [.old, .new]) { view, change in
                log.append("\(change.oldValue!)→\(change.newValue!)")
                if view.alpha > 0.5 { view.alpha = 0.5 }
            }
            view.alpha = 0.25
            log = []
            // Action
            view.alpha = 0.75
            // Assertion: the first change is reported, then the clamp's (made inside the first
            // handler), each with its own old value.
            #expect(log == ["0.25→0.75", "0.75→0.5"])
            #expect(view.alpha == 0.5)
            _ = observation
        }

        @Test func observationsAreCalledInTheOrderTheyWereMade() {
            // Precondition
            let view = UIView()
            var order: [Int] = []
            let observations = (1...3).map { n in view.observe(\.bounds) { _, _ in order.append(n) } }
            // Action
            view.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
            // Assertion
            #expect(order == [1, 2, 3])
            _ = observations
        }

        @Test func aScrollViewReportsContentSizeInsetAndItsViewKeys() {
            // Precondition: `\.frame` here is `\UIScrollView.frame`.
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var log: [String] = []
            let observations = [
                scrollView.observe(\.contentSize, options: .new) { _, c in log.append("size \(c.newValue!.height)") },
                scrollView.observe(\.contentInset, options: .new) { _, c in log.append("inset \(c.newValue!.top)") },
                scrollView.observe(\.frame, options: .new) { _, c in log.append("frame \(c.newValue!.width)") },
            ]
            // Action
            scrollView.contentSize = CGSize(width: 100, height: 900)
            scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 0, right: 0)
            scrollView.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
            // Assertion
            #expect(log == ["size 900.0", "inset 8.0", "frame 50.0"])
            _ = observations
        }

        @Test func aDragReportsEveryContentOffsetTheDelegateSees() {
            withGestureStage { stage in
                // Precondition
                let (scrollView, scrollLog) = stage.addScrollView(CGRect(x: 0, y: 0, width: 300, height: 200),
                                                                  contentSize: CGSize(width: 300, height: 1000))
                var offsets: [CGPoint] = []
                var olds: [CGPoint] = []
                let observation = scrollView.observe(\.contentOffset, options: [.old, .new]) { _, change in
                    offsets.append(change.newValue!)
                    olds.append(change.oldValue!)
                }
                // Action: drag up 60 pt, held (no fling).
                stage.drag(from: CGPoint(x: 150, y: 150), through: [(0, -10), (0, -30), (0, -60)], releaseAfter: nil)
                // Assertion: one change per move the delegate saw, each starting where the last ended.
                #expect(!offsets.isEmpty)
                #expect(offsets == scrollLog.offsets)
                #expect(offsets.last == scrollView.contentOffset)
                #expect(olds.first == .zero)
                #expect(Array(olds.dropFirst()) == Array(offsets.dropLast()))
                _ = observation
            }
        }

        @Test func settingContentOffsetInCodeReports() {
            // Precondition
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scrollView.contentSize = CGSize(width: 100, height: 500)
            var news: [CGPoint?] = []
            let observation = scrollView.observe(\.contentOffset, options: .new) { _, c in news.append(c.newValue) }
            // Action
            scrollView.contentOffset = CGPoint(x: 0, y: 120)
            scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
            // Assertion
            #expect(news == [CGPoint(x: 0, y: 120), CGPoint(x: 0, y: 40)])
            _ = observation
        }

        @Test func aControllerReportsPreferredContentSizeAndTitle() {
            // Precondition
            let controller = UIViewController()
            var log: [String] = []
            let observations = [
                controller.observe(\.preferredContentSize, options: [.old, .new]) { _, c in
                    log.append("size \(c.oldValue!.width) → \(c.newValue!.width)")
                },
                controller.observe(\.title, options: .new) { controller, c in
                    log.append("title \(c.newValue! ?? "nil") item \(controller.navigationItem.title ?? "nil")")
                },
            ]
            // Action
            controller.preferredContentSize = CGSize(width: 320, height: 240)
            controller.title = "Inbox"
            // Assertion: the title call comes after the navigation item has the new title.
            #expect(log == ["size 0.0 → 320.0", "title Inbox item Inbox"])
            _ = observations
        }

        @Test func anUnobservableKeyPathWarnsAndNeverCalls() {
            // Precondition
            let view = UIView()
            var warnings: [String] = []
            let saved = SegueDiagnostics.report
            defer { SegueDiagnostics.report = saved }
            SegueDiagnostics.report = { warnings.append($0) }
            var calls = 0
            // Action
            let observation = view.observe(\.tag, options: .initial) { _, _ in calls += 1 }
            view.tag = 4
            // Assertion
            #expect(calls == 0)
            #expect(warnings.count == 1)
            #expect(warnings.first?.contains("UIView.observe(") == true)
            #expect(warnings.first?.contains("never call back") == true)
            _ = observation
        }

        @Test func anUnobservedViewMakesNoObservers() {
            // Precondition
            let view = UIView()
            // Action
            view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            view.alpha = 0.5
            // Assertion: the registry exists only once something observes.
            #expect(view.keyValueObservers == nil)
            let observation = view.observe(\.alpha) { _, _ in }
            #expect(view.keyValueObservers?.count(of: .alpha) == 1)
            observation.invalidate()
            #expect(view.keyValueObservers?.count(of: .alpha) == 0)
        }
    }
}
