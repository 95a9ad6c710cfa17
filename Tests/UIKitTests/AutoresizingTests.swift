@testable import UIKit
import Testing
import Foundation

// Autoresizing masks and the layout pass: setNeedsLayout / layoutIfNeeded / layoutSubviews, and a
// view controller's viewWillLayoutSubviews / viewDidLayoutSubviews.

/// Logs each layoutSubviews into a shared list, tagged with its name.
private final class LayoutLoggingView: UIView {
    final class Log { var entries: [String] = [] }
    let log: Log
    let name: String

    init(_ name: String, log: Log, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.log = log
        self.name = name
        super.init(frame: .zero)
        self.frame = frame
    }

    var layoutCount: Int { log.entries.filter { $0 == "\(name).layoutSubviews" }.count }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append("\(name).layoutSubviews")
    }
}

private final class LoggingViewController: UIViewController {
    let log: LayoutLoggingView.Log
    init(log: LayoutLoggingView.Log) {
        self.log = log
        super.init()
    }
    override func loadView() {
        view = LayoutLoggingView("root", log: log, frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }
    override func viewWillLayoutSubviews() { log.entries.append("vc.viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.entries.append("vc.viewDidLayoutSubviews") }
}

extension SharedState {
    @Suite struct AutoresizingTests {
        /// A 300×200 parent with a child at (20, 40) 100×40 carrying `mask`: margins 20 / 180 across,
        /// 40 / 120 down.
        private func resized(_ mask: UIView.AutoresizingMask, to size: CGSize) -> CGRect {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let child = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 40))
            child.autoresizingMask = mask
            parent.addSubview(child)
            parent.frame.size = size
            return child.frame
        }

        @Test func flexibleWidthTakesTheWholeWidthChange() {
            // Action / assertion: 60 wider.
            #expect(resized(.flexibleWidth, to: CGSize(width: 360, height: 200))
                    == CGRect(x: 20, y: 40, width: 160, height: 40))
        }

        @Test func flexibleLeftMarginOnlyMovesTheView() {
            #expect(resized(.flexibleLeftMargin, to: CGSize(width: 360, height: 200))
                    == CGRect(x: 80, y: 40, width: 100, height: 40))
        }

        @Test func flexibleRightMarginOnlyKeepsTheFrame() {
            // Precondition for contrast: the same change without a mask also keeps it, but a
            // shrinking parent must not move a right-flexible view either.
            #expect(resized(.flexibleRightMargin, to: CGSize(width: 360, height: 200))
                    == CGRect(x: 20, y: 40, width: 100, height: 40))
            #expect(resized(.flexibleRightMargin, to: CGSize(width: 150, height: 200))
                    == CGRect(x: 20, y: 40, width: 100, height: 40))
        }

        @Test func bothMarginsShareTheChangeInProportionToTheirLengths() {
            // Margins 20 and 180 share +60 as 6 and 54.
            #expect(resized([.flexibleLeftMargin, .flexibleRightMargin], to: CGSize(width: 360, height: 200))
                    == CGRect(x: 26, y: 40, width: 100, height: 40))
            // With the width flexible too, 20 / 100 / 180 share +60 as 4 / 20 / 36.
            #expect(resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
                            to: CGSize(width: 360, height: 200))
                    == CGRect(x: 24, y: 40, width: 120, height: 40))
        }

        @Test func flexibleHeightAndBottomMarginShareTheHeightChange() {
            // Height 40 and bottom margin 120 share +80 as 20 and 60; the top stays.
            #expect(resized([.flexibleHeight, .flexibleBottomMargin], to: CGSize(width: 300, height: 280))
                    == CGRect(x: 20, y: 40, width: 100, height: 60))
        }

        @Test func flexibleTopMarginMovesDownOnlyVertically() {
            // The width change is ignored: only vertical flexibility is set.
            #expect(resized(.flexibleTopMargin, to: CGSize(width: 360, height: 230))
                    == CGRect(x: 20, y: 70, width: 100, height: 40))
        }

        @Test func noMaskLeavesTheFrameUnchanged() {
            #expect(resized([], to: CGSize(width: 360, height: 280)) == CGRect(x: 20, y: 40, width: 100, height: 40))
            #expect(resized([], to: CGSize(width: 50, height: 30)) == CGRect(x: 20, y: 40, width: 100, height: 40))
        }

        @Test func autoresizesSubviewsOffLeavesChildrenAlone() {
            // Precondition
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let child = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 40))
            child.autoresizingMask = .flexibleWidth
            parent.addSubview(child)
            parent.autoresizesSubviews = false
            // Action
            parent.frame.size.width = 360
            // Assertion
            #expect(child.frame == CGRect(x: 20, y: 40, width: 100, height: 40))
        }

        @Test func resizingAWindowPropagatesDownTheTree() {
            // Precondition: a window, a root filling it, a badge pinned to the root's right edge.
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let root = UIView(frame: window.bounds)
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let badge = UIView(frame: CGRect(x: 280, y: 10, width: 30, height: 20))
            badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
            window.addSubview(root)
            root.addSubview(badge)
            // Action
            window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
            // Assertion: the root fills the window, the badge keeps its 10 pt right margin and top.
            #expect(root.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
            #expect(badge.frame == CGRect(x: 360, y: 10, width: 30, height: 20))
        }

        // MARK: Layout pass

        @Test func layoutSubviewsRunsOncePerPassAfterSetNeedsLayout() {
            // Precondition: a view laid out once.
            let log = LayoutLoggingView.Log()
            let view = LayoutLoggingView("v", log: log)
            view.layoutIfNeeded()
            #expect(view.layoutCount == 1)
            // Action / assertion: nothing pending, no layout.
            view.layoutIfNeeded()
            #expect(view.layoutCount == 1)
            // Several requests, one layout.
            view.setNeedsLayout()
            view.setNeedsLayout()
            view.setNeedsLayout()
            view.layoutIfNeeded()
            view.layoutIfNeeded()
            #expect(view.layoutCount == 2)
        }

        @Test func sizeChangeRequestsLayoutButMoveDoesNot() {
            // Precondition
            let log = LayoutLoggingView.Log()
            let view = LayoutLoggingView("v", log: log)
            view.layoutIfNeeded()
            // Action / assertion: moving keeps the size, so no layout.
            view.center = CGPoint(x: 300, y: 17)
            view.layoutIfNeeded()
            #expect(view.layoutCount == 1)
            // Action / assertion: resizing lays out again.
            view.bounds.size = CGSize(width: 70, height: 100)
            view.layoutIfNeeded()
            #expect(view.layoutCount == 2)
        }

        @Test func addingOrRemovingASubviewLaysOutTheSuperview() {
            // Regression: only the added view was marked, so a container that places its
            // subviews in layoutSubviews never placed a newly added one (UIKit lays out both).
            let log = LayoutLoggingView.Log()
            let parent = LayoutLoggingView("parent", log: log)
            parent.layoutIfNeeded()
            // Action / assertion
            let child = UIView()
            parent.addSubview(child)
            parent.layoutIfNeeded()
            #expect(parent.layoutCount == 2)
            child.removeFromSuperview()
            parent.layoutIfNeeded()
            #expect(parent.layoutCount == 3)
        }

        @Test func layoutIfNeededGoesTopDown() {
            // Precondition: parent → child → grandchild, all needing layout.
            let log = LayoutLoggingView.Log()
            let parent = LayoutLoggingView("parent", log: log)
            let child = LayoutLoggingView("child", log: log)
            let grandchild = LayoutLoggingView("grandchild", log: log)
            let sibling = LayoutLoggingView("sibling", log: log)
            parent.addSubview(child)
            child.addSubview(grandchild)
            parent.addSubview(sibling)
            parent.layoutIfNeeded()
            log.entries = []
            // Action: mark them bottom-up.
            grandchild.setNeedsLayout()
            sibling.setNeedsLayout()
            child.setNeedsLayout()
            parent.setNeedsLayout()
            parent.layoutIfNeeded()
            // Assertion: each parent before its children, subviews in order.
            #expect(log.entries == ["parent.layoutSubviews", "child.layoutSubviews",
                                    "grandchild.layoutSubviews", "sibling.layoutSubviews"])
        }

        @Test func viewControllerLayoutCallbacksWrapItsRootViewsLayoutSubviews() {
            // Precondition: a controller whose root view has a child needing layout.
            let log = LayoutLoggingView.Log()
            let vc = LoggingViewController(log: log)
            let child = LayoutLoggingView("child", log: log)
            vc.view.addSubview(child)
            // Action
            vc.view.layoutIfNeeded()
            // Assertion: will / root layout / did, then the subviews.
            #expect(log.entries == ["vc.viewWillLayoutSubviews", "root.layoutSubviews",
                                    "vc.viewDidLayoutSubviews", "child.layoutSubviews"])
            // A pass where only the child needs layout does not call the controller.
            log.entries = []
            child.setNeedsLayout()
            vc.view.layoutIfNeeded()
            #expect(log.entries == ["child.layoutSubviews"])
        }
    }
}
