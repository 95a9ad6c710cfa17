@testable import UIKit
import Testing
import Foundation

// Subview order and layer order, reparenting, removal, the move callbacks, tags and ancestry.

/// A view named by its layer's `name`, so orders read as strings in failure messages.
private func named(_ name: String) -> UIView {
    let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    v.layer.name = name
    return v
}

private func subviewNames(_ v: UIView) -> [String] { v.subviews.map { $0.layer.name ?? "?" } }
private func sublayerNames(_ v: UIView) -> [String] { v.layer.sublayers?.map { $0.name ?? "?" } ?? [] }

/// The layers of `v` that belong to subviews, in layer order, as names.
private func subviewLayerNames(_ v: UIView) -> [String] {
    (v.layer.sublayers ?? []).filter { $0.delegate is UIView }.map { $0.name ?? "?" }
}

/// Records the hierarchy callbacks it receives, tagged with its name, into a shared log.
private final class LoggingView: UIView {
    final class Log { var entries: [String] = [] }
    let log: Log

    init(_ name: String, log: Log) {
        self.log = log
        super.init(frame: .zero)
        layer.name = name
    }

    private var name: String { layer.name ?? "?" }
    override func willMove(toSuperview newSuperview: UIView?) {
        log.entries.append("\(name).willMove(toSuperview: \(newSuperview?.layer.name ?? "nil"))")
    }
    override func didMoveToSuperview() { log.entries.append("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.entries.append("\(name).willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log.entries.append("\(name).didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.entries.append("\(name).didAddSubview(\(subview.layer.name ?? "?"))") }
    override func willRemoveSubview(_ subview: UIView) {
        log.entries.append("\(name).willRemoveSubview(\(subview.layer.name ?? "?"))")
    }
}

extension SharedState {
    @Suite struct ViewHierarchyTests {

        // MARK: Order

        @Test func addSubviewAppendsViewAndLayerOnTop() {
            // Precondition
            let parent = named("parent")
            // Action
            for n in ["a", "b", "c"] { parent.addSubview(named(n)) }
            // Assertion
            #expect(subviewNames(parent) == ["a", "b", "c"])
            #expect(sublayerNames(parent) == ["a", "b", "c"])
            #expect(parent.subviews.allSatisfy { $0.superview === parent })
        }

        @Test func insertAtIndexBelowAndAboveKeepLayerOrderInStep() {
            // Precondition: a, b, c.
            let parent = named("parent")
            let a = named("a"), b = named("b"), c = named("c")
            for v in [a, b, c] { parent.addSubview(v) }
            // Action / assertion
            parent.insertSubview(named("d"), at: 1)
            #expect(subviewNames(parent) == ["a", "d", "b", "c"])
            #expect(sublayerNames(parent) == ["a", "d", "b", "c"])
            parent.insertSubview(named("e"), belowSubview: c)
            #expect(subviewNames(parent) == ["a", "d", "b", "e", "c"])
            #expect(sublayerNames(parent) == ["a", "d", "b", "e", "c"])
            parent.insertSubview(named("f"), aboveSubview: a)
            #expect(subviewNames(parent) == ["a", "f", "d", "b", "e", "c"])
            #expect(sublayerNames(parent) == ["a", "f", "d", "b", "e", "c"])
            // An index past the end appends.
            parent.insertSubview(named("g"), at: 99)
            #expect(subviewNames(parent).last == "g")
            #expect(sublayerNames(parent).last == "g")
        }

        @Test func reorderingAnExistingSubviewMovesItWithoutDuplicating() {
            // Precondition: a, b, c, d.
            let parent = named("parent")
            let a = named("a"), b = named("b"), c = named("c"), d = named("d")
            for v in [a, b, c, d] { parent.addSubview(v) }
            // Action / assertion: each operation on views already there.
            parent.bringSubviewToFront(a)
            #expect(subviewNames(parent) == ["b", "c", "d", "a"])
            #expect(sublayerNames(parent) == ["b", "c", "d", "a"])
            parent.sendSubviewToBack(d)
            #expect(subviewNames(parent) == ["d", "b", "c", "a"])
            #expect(sublayerNames(parent) == ["d", "b", "c", "a"])
            parent.exchangeSubview(at: 0, withSubviewAt: 2)
            #expect(subviewNames(parent) == ["c", "b", "d", "a"])
            #expect(sublayerNames(parent) == ["c", "b", "d", "a"])
            parent.insertSubview(a, belowSubview: b)
            #expect(subviewNames(parent) == ["c", "a", "b", "d"])
            #expect(sublayerNames(parent) == ["c", "a", "b", "d"])
            parent.insertSubview(c, aboveSubview: d)
            #expect(subviewNames(parent) == ["a", "b", "d", "c"])
            #expect(sublayerNames(parent) == ["a", "b", "d", "c"])
            parent.addSubview(a)
            #expect(subviewNames(parent) == ["b", "d", "c", "a"])
            #expect(sublayerNames(parent) == ["b", "d", "c", "a"])
        }

        @Test func insertAboveASiblingFromBelowItLandsDirectlyAboveIt() {
            // Regression: for a view already below the sibling, insertSubview(_:aboveSubview:)
            // allowed twice for the slot it vacated and put the view back below the sibling.
            let parent = named("parent")
            let a = named("a"), b = named("b"), c = named("c")
            for v in [a, b, c] { parent.addSubview(v) }
            // Action
            parent.insertSubview(a, aboveSubview: b)
            // Assertion
            #expect(subviewNames(parent) == ["b", "a", "c"])
            #expect(sublayerNames(parent) == ["b", "a", "c"])
        }

        @Test func plainSublayerBetweenViewsKeepsLayerOrderInStepWithSubviews() {
            // Precondition: a plain layer put directly on the parent's layer between a and b.
            let parent = named("parent")
            let a = named("a"), b = named("b")
            parent.addSubview(a)
            parent.addSubview(b)
            let plain = CALayer()
            plain.name = "plain"
            parent.layer.insertSublayer(plain, above: a.layer)
            #expect(sublayerNames(parent) == ["a", "plain", "b"])
            // Action / assertion: insert at an index, below and above.
            let c = named("c")
            parent.insertSubview(c, at: 1)
            #expect(subviewNames(parent) == ["a", "c", "b"])
            #expect(sublayerNames(parent) == ["a", "plain", "c", "b"])
            parent.insertSubview(named("d"), belowSubview: b)
            #expect(sublayerNames(parent) == ["a", "plain", "c", "d", "b"])
            // Above a sibling means directly above its layer, so under the plain layer (UIKit).
            parent.insertSubview(named("e"), aboveSubview: a)
            #expect(subviewNames(parent) == ["a", "e", "c", "d", "b"])
            #expect(sublayerNames(parent) == ["a", "e", "plain", "c", "d", "b"])
            // Reordering keeps the two orders the same, with the plain layer still there.
            parent.bringSubviewToFront(a)
            #expect(subviewLayerNames(parent) == subviewNames(parent))
            #expect(subviewNames(parent) == ["e", "c", "d", "b", "a"])
            parent.sendSubviewToBack(b)
            #expect(subviewLayerNames(parent) == subviewNames(parent))
            #expect(subviewNames(parent) == ["b", "e", "c", "d", "a"])
            parent.exchangeSubview(at: 1, withSubviewAt: 4)
            #expect(subviewLayerNames(parent) == subviewNames(parent))
            #expect(subviewNames(parent) == ["b", "a", "c", "d", "e"])
            #expect(sublayerNames(parent).contains("plain"))
            #expect(sublayerNames(parent).count == 6)
        }

        // MARK: Reparenting and removal

        @Test func addingToAnotherSuperviewMovesTheViewAndItsLayer() {
            // Precondition: `child` in `old`.
            let log = LoggingView.Log()
            let old = LoggingView("old", log: log), new = named("new")
            let child = named("child")
            old.addSubview(child)
            log.entries = []
            // Action
            new.addSubview(child)
            // Assertion: gone from the old parent (which is told), present once in the new one.
            #expect(child.superview === new)
            #expect(old.subviews.isEmpty)
            #expect(old.layer.sublayers == nil)
            #expect(child.layer.superlayer === new.layer)
            #expect(subviewNames(new) == ["child"])
            #expect(log.entries == ["old.willRemoveSubview(child)"])
        }

        @Test func removeFromSuperviewDetachesViewAndLayer() {
            // Precondition: a and b in a logging parent.
            let log = LoggingView.Log()
            let parent = LoggingView("parent", log: log)
            let a = LoggingView("a", log: log), b = named("b")
            parent.addSubview(a)
            parent.addSubview(b)
            log.entries = []
            // Action
            a.removeFromSuperview()
            // Assertion
            #expect(a.superview == nil)
            #expect(a.layer.superlayer == nil)
            #expect(subviewNames(parent) == ["b"])
            #expect(sublayerNames(parent) == ["b"])
            #expect(log.entries == ["a.willMove(toSuperview: nil)", "parent.willRemoveSubview(a)", "a.didMoveToSuperview"])
            // A second removal is a no-op.
            log.entries = []
            a.removeFromSuperview()
            #expect(log.entries.isEmpty)
        }

        // MARK: Callbacks

        @Test func addSubviewCallbackOrderOutsideAWindow() {
            // Precondition: neither view is in a window.
            let log = LoggingView.Log()
            let parent = LoggingView("parent", log: log), child = LoggingView("child", log: log)
            // Action
            parent.addSubview(child)
            // Assertion: no window callbacks, since the window does not change (nil → nil).
            #expect(log.entries == ["child.willMove(toSuperview: parent)", "child.didMoveToSuperview",
                                    "parent.didAddSubview(child)"])
        }

        @Test func enteringAWindowCallsWindowCallbacksOnTheWholeSubtreeInUIKitOrder() {
            // Precondition: a container in a window, and a view with its own subview outside it.
            let log = LoggingView.Log()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let container = LoggingView("container", log: log)
            window.addSubview(container)
            let view = LoggingView("view", log: log), inner = LoggingView("inner", log: log)
            view.addSubview(inner)
            log.entries = []
            // Action
            container.addSubview(view)
            // Assertion: the order iOS logs: superview will, window will (subtree), window did
            // (subtree), superview did, then the parent's didAddSubview.
            #expect(log.entries == [
                "view.willMove(toSuperview: container)",
                "view.willMove(toWindow: window)", "inner.willMove(toWindow: window)",
                "view.didMoveToWindow", "inner.didMoveToWindow",
                "view.didMoveToSuperview",
                "container.didAddSubview(view)",
            ])
            #expect(inner.window === window)
        }

        @Test func leavingAWindowCallsWindowCallbacksWithNil() {
            // Precondition: a view inside a window.
            let log = LoggingView.Log()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let view = LoggingView("view", log: log)
            window.addSubview(view)
            log.entries = []
            // Action
            view.removeFromSuperview()
            // Assertion
            #expect(log.entries == ["view.willMove(toSuperview: nil)", "view.willMove(toWindow: nil)",
                                    "view.didMoveToWindow", "view.didMoveToSuperview"])
            #expect(view.window == nil)
        }

        @Test func movingWithinTheSameWindowSendsNoWindowCallbacks() {
            // Precondition: two containers in one window, the view in the first.
            let log = LoggingView.Log()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let first = named("first"), second = named("second")
            window.addSubview(first)
            window.addSubview(second)
            let view = LoggingView("view", log: log)
            first.addSubview(view)
            log.entries = []
            // Action
            second.addSubview(view)
            // Assertion
            #expect(log.entries == ["view.willMove(toSuperview: second)", "view.didMoveToSuperview"])
        }

        // MARK: Misuse

        @Test func addingAnAncestorAsASubviewTraps() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let grandparent = UIView(), parent = UIView(), child = UIView()
                    grandparent.addSubview(parent)
                    parent.addSubview(child)
                    child.addSubview(grandparent)
                }
            }
        }

        @Test func addingAViewToItselfTraps() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let view = UIView()
                    view.addSubview(view)
                }
            }
        }

        @Test func insertBelowANonSubviewTraps() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let parent = UIView(), stranger = UIView()
                    parent.insertSubview(UIView(), belowSubview: stranger)
                }
            }
        }

        // MARK: Queries

        @Test func viewWithTagSearchesSelfThenSubtreesDepthFirst() {
            // Precondition: tags 7 on a deep view in the first branch and on the second branch.
            let root = named("root")
            let first = named("first"), second = named("second"), deep = named("deep")
            root.addSubview(first)
            root.addSubview(second)
            first.addSubview(deep)
            deep.tag = 7
            second.tag = 7
            root.tag = 3
            // Action / assertion
            #expect(root.viewWithTag(3) === root)
            #expect(root.viewWithTag(7) === deep)
            #expect(second.viewWithTag(7) === second)
            #expect(root.viewWithTag(8) == nil)
            #expect(first.viewWithTag(3) == nil)
        }

        @Test func isDescendantFollowsTheSuperviewChainOnly() {
            // Precondition: root → a → a1, root → b.
            let root = named("root"), a = named("a"), a1 = named("a1"), b = named("b")
            root.addSubview(a)
            a.addSubview(a1)
            root.addSubview(b)
            // Action / assertion
            #expect(a1.isDescendant(of: root))
            #expect(a1.isDescendant(of: a))
            #expect(a1.isDescendant(of: a1))
            #expect(!a1.isDescendant(of: b))
            #expect(!root.isDescendant(of: a1))
        }
    }
}
