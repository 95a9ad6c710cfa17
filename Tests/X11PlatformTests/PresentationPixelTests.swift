// A custom half-screen modal presentation (scene 000 "Panel") read back from a real X window at
// fixed virtual times: the dimming view fades alongside the panel's slide, the panel ends on the
// bottom half, and a dismissal or a cancelled presentation leaves exactly the pixels it started from.

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension XServerTests {
    @Suite struct PresentationPixelTests {
        static let size = CGSize(width: 320, height: 480)
        static let parentColor = RGB(40, 160, 220)
        static let panelColor = RGB(250, 180, 30)
        /// The parent seen through the black dimming view at `alpha`.
        static func dimmedParent(_ alpha: Double) -> RGB { RGB.blend(RGB(0, 0, 0), alpha: alpha, over: parentColor) }

        @Test func midPresentationDimsByHalfAndThePanelIsHalfWayUp() throws {
            try withPanelScene { x, parent, panel, _ in
                // Precondition: the parent fills the window, drawn once at t = 0.
                _ = try x.render()

                // Action: present; draw the frame at 0.15 s of the 0.3 s linear transition.
                parent.present(panel, animated: true)
                x.clock.advance(by: 0.15)
                let shot = try x.render()

                // Assertion: the transition still runs; the dimming is at alpha 0.15 over the whole top
                // half; the panel's top edge is half way between 480 and 240, at 360.
                #expect(panel.transitionCoordinator != nil, "the presentation ended before its duration")
                let dim15 = Self.dimmedParent(0.15)
                for (px, py) in [(5, 5), (160, 120), (314, 235), (160, 300), (10, 355)] {
                    expectPixel(shot, px, py, dim15, "parent dimmed by 0.15")
                }
                let edge = try #require(Self.firstRow(in: shot, column: 160) { $0.isClose(to: Self.panelColor) },
                                        "no panel-coloured pixel in column 160")
                #expect(abs(edge - 360) <= 1, "panel top edge at y \(edge), expected 360 ±1")
                Self.expectRows(shot, 0..<(edge - 1), dim15, tolerance: 2, "dimmed parent above the panel")
                Self.expectRows(shot, (edge + 1)..<shot.height, Self.panelColor, tolerance: 2, "panel below its top edge")
            }
        }

        @Test func afterPresentationTheTopHalfIsDimmedAndTheBottomHalfIsThePanel() throws {
            try withPanelScene { x, parent, panel, delegate in
                // Precondition: the parent on screen at t = 0.
                _ = try x.render()

                // Action: present and run past the 0.3 s duration.
                parent.present(panel, animated: true)
                x.clock.advance(by: 0.35)
                _ = try x.render()
                let shot = try x.render()

                // Assertion: the presentation completed; the top half is the parent under alpha 0.3 black,
                // the bottom half (y ≥ 240) exactly the panel colour, the boundary between rows 239 and 240.
                #expect(panel.transitionCoordinator == nil, "the presentation has not completed")
                #expect(parent.presentedViewController === panel)
                #expect(delegate.presentationController?.dimmingView.superview != nil, "the dimming view left too early")
                let dim30 = Self.dimmedParent(0.3)
                Self.expectRows(shot, 0..<240, dim30, tolerance: 2, "parent dimmed by 0.3")
                Self.expectRows(shot, 240..<480, Self.panelColor, tolerance: 0, "panel")
                expectPixel(shot, 160, 239, dim30, "last dimmed row")
                expectPixel(shot, 160, 240, Self.panelColor, tolerance: 0, "first panel row")
            }
        }

        @Test func afterDismissalTheWindowIsExactlyAsBeforePresenting() throws {
            try withPanelScene { x, parent, panel, delegate in
                // Precondition: the parent's pixels before presenting.
                let before = try x.render()
                expectPixel(before, 160, 240, Self.parentColor, tolerance: 0, "parent")

                // Action: present, let it finish, dismiss, let it finish, draw again.
                parent.present(panel, animated: true)
                x.clock.advance(by: 0.35)
                _ = try x.render()
                #expect(parent.presentedViewController === panel, "the presentation did not complete")
                let pc = try #require(delegate.presentationController)
                panel.dismiss(animated: true)
                x.clock.advance(by: 0.35)
                _ = try x.render()
                let after = try x.render()

                // Assertion: the same pixels as before, and the view tree is back to the parent's view alone.
                #expect(panel.transitionCoordinator == nil, "the dismissal has not completed")
                #expect(parent.presentedViewController == nil)
                expectIdentical(after, before, "window after dismissal vs before presenting")
                Self.expectOnlyParentView(in: x.window, parent: parent, panel: panel, dimming: pc.dimmingView)
            }
        }

        @Test func presentationCompletedWithFalseLeavesThePixelsAsBefore() throws {
            try withPanelScene { x, parent, panel, delegate in
                // Precondition: the parent's pixels before presenting; the presenting animator will report
                // completeTransition(false) when its animation ends.
                delegate.presentationCompletes = false
                let before = try x.render()

                // Action: present, run past the duration (the animation reaches its end, then the
                // transition is reported as not completed), draw again.
                parent.present(panel, animated: true)
                x.clock.advance(by: 0.15)
                let mid = try x.render()
                expectPixel(mid, 160, 120, Self.dimmedParent(0.15), "dimmed parent while the transition runs")
                let pc = try #require(delegate.presentationController)
                x.clock.advance(by: 0.2)
                _ = try x.render()
                let after = try x.render()

                // Assertion: nothing is presented and the window shows exactly what it showed before.
                #expect(panel.transitionCoordinator == nil, "the cancelled presentation has not ended")
                #expect(parent.presentedViewController == nil)
                #expect(panel.presentingViewController == nil)
                expectIdentical(after, before, "window after a presentation completed with false vs before presenting")
                Self.expectOnlyParentView(in: x.window, parent: parent, panel: panel, dimming: pc.dimmingView)
            }
        }

        // MARK: Helpers

        /// A 320×480 window whose root is the parent, a panel to present with `.custom` style and the
        /// transitioning delegate (kept alive here: the controller holds it weakly).
        private func withPanelScene(_ body: (XWindowHarness, SolidViewController, SolidViewController,
                                             PanelTransitionDelegate) throws -> Void) throws {
            try XWindowHarness.run(size: Self.size) { x in
                ModalTransition.inFlight.removeAll()
                defer { ModalTransition.inFlight.removeAll() }
                let parent = SolidViewController(UIColor(Self.parentColor))
                let panel = SolidViewController(UIColor(Self.panelColor))
                let delegate = PanelTransitionDelegate()
                panel.modalPresentationStyle = .custom
                panel.transitioningDelegate = delegate
                x.show(parent)
                try withExtendedLifetime(delegate) { try body(x, parent, panel, delegate) }
            }
        }

        /// The first row, top down, whose pixel in `column` passes `test`.
        static func firstRow(in image: Bitmap, column: Int, where test: (RGB) -> Bool) -> Int? {
            (0..<image.height).first { test(image.rgb(column, $0)) }
        }

        /// Expects every pixel of `rows` (whole width) to be `expected`; reports the count and the first miss.
        static func expectRows(_ image: Bitmap, _ rows: Range<Int>, _ expected: RGB, tolerance: Int, _ what: String,
                               sourceLocation: SourceLocation = #_sourceLocation) {
            var misses = 0
            var first: (x: Int, y: Int, got: RGB)?
            for y in rows {
                for x in 0..<image.width where !image.rgb(x, y).isClose(to: expected, tolerance: tolerance) {
                    misses += 1
                    if first == nil { first = (x, y, image.rgb(x, y)) }
                }
            }
            if let first {
                Issue.record("\(what), rows \(rows): \(misses) pixels differ from \(expected) ±\(tolerance); first at (\(first.x), \(first.y)): \(first.got)",
                             sourceLocation: sourceLocation)
            }
        }

        /// Expects the window to hold the parent's view alone: no container, dimming or panel view left.
        static func expectOnlyParentView(in window: UIWindow, parent: UIViewController, panel: UIViewController,
                                         dimming: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(window.subviews.count == 1 && window.subviews.first === parent.view,
                    "window subviews: \(window.subviews.map { String(describing: type(of: $0)) })",
                    sourceLocation: sourceLocation)
            func all(_ v: UIView) -> [UIView] { [v] + v.subviews.flatMap(all) }
            let leftovers = all(window).filter { $0 is UITransitionView || $0 === dimming || $0 === panel.viewIfLoaded }
            #expect(leftovers.isEmpty, "views left in the window: \(leftovers.map { String(describing: type(of: $0)) })",
                    sourceLocation: sourceLocation)
            #expect(dimming.superview == nil, "the dimming view is still in \(String(describing: dimming.superview))",
                    sourceLocation: sourceLocation)
            #expect(panel.viewIfLoaded?.superview == nil, "the panel's view is still in a superview",
                    sourceLocation: sourceLocation)
        }
    }
}

extension UIColor {
    /// The opaque colour whose 8-bit channels are `rgb`'s.
    fileprivate convenience init(_ rgb: RGB) {
        self.init(red: CGFloat(rgb.r) / 255, green: CGFloat(rgb.g) / 255, blue: CGFloat(rgb.b) / 255, alpha: 1)
    }
}

// MARK: The app's side of scene 000: controller, presentation controller, animator, delegate

/// A screen of one solid colour.
private final class SolidViewController: UIViewController {
    let color: UIColor
    init(_ color: UIColor) {
        self.color = color
        super.init()
    }
    override func loadView() {
        // The window (root) or the presentation controller (panel) sets the frame.
        let v = UIView(frame: .zero)
        v.backgroundColor = color
        view = v
    }
}

/// The bottom half of the container, over a black dimming view that fades to 0.3 alongside.
private final class HalfPanelPresentationController: UIPresentationController {
    let dimmingView = UIView()

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = .black
        dimmingView.alpha = 0
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let b = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0.3
            return
        }
        coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 0.3 }, completion: nil)
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { [dimmingView] _ in dimmingView.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewDidLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Slides the panel up from just below its final frame, or down out of the container, with a
/// 0.3 s linear property animator vended from `interruptibleAnimator(using:)`.
private final class PanelSlideAnimator: UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    /// What the animator reports to `completeTransition` when its animation ends.
    let completes: Bool
    private var animator: UIViewPropertyAnimator?

    init(presenting: Bool, completes: Bool) {
        isPresenting = presenting
        self.completes = completes
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using ctx: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let animator { return animator }
        let a = UIViewPropertyAnimator(duration: 0.3, curve: .linear)
        if isPresenting {
            let to = ctx.view(forKey: .to)!
            let final = ctx.finalFrame(for: ctx.viewController(forKey: .to)!)
            ctx.containerView.addSubview(to)
            to.frame = final.offsetBy(dx: 0, dy: final.height)
            a.addAnimations { to.frame = final }
        } else {
            let from = ctx.view(forKey: .from)!
            let initial = ctx.initialFrame(for: ctx.viewController(forKey: .from)!)
            let below = initial.offsetBy(dx: 0, dy: ctx.containerView.bounds.maxY - initial.minY)
            a.addAnimations { from.frame = below }
        }
        let completes = self.completes
        a.addCompletion { _ in ctx.completeTransition(completes && !ctx.transitionWasCancelled) }
        animator = a
        return a
    }

    func animationEnded(_ transitionCompleted: Bool) { animator = nil }
}

/// Vends the half-panel presentation controller and the slide animators.
private final class PanelTransitionDelegate: UIViewControllerTransitioningDelegate {
    /// What the presenting animator reports when its animation ends.
    var presentationCompletes = true
    private(set) var presentationController: HalfPanelPresentationController?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let pc = HalfPanelPresentationController(presentedViewController: presented, presenting: presenting)
        presentationController = pc
        return pc
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PanelSlideAnimator(presenting: true, completes: presentationCompletes)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PanelSlideAnimator(presenting: false, completes: true)
    }
}
