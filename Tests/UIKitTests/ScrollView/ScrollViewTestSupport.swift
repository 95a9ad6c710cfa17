@testable import UIKit
import Foundation
import UIKitTesting

/// A scroll-view delegate that writes each callback as a line ("didScroll", "willEndDragging",
/// "didEndDragging true"…), keeps what `scrollViewWillEndDragging` was given, and can move the
/// target there — so a test compares one ordered list and the numbers behind it.
final class ScrollLog: UIScrollViewDelegate {
    private(set) var lines: [String] = []
    /// The offset at every `scrollViewDidScroll`, in order.
    private(set) var offsets: [CGPoint] = []
    private(set) var releaseVelocity: CGPoint?
    private(set) var proposedTarget: CGPoint?
    /// When set, `scrollViewWillEndDragging` replaces the target with what this returns.
    var retarget: ((CGPoint) -> CGPoint)?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        lines.append("didScroll")
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { lines.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        lines.append("willEndDragging")
        releaseVelocity = velocity
        proposedTarget = targetContentOffset.pointee
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        lines.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { lines.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { lines.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { lines.append("didEndScrollingAnimation") }

    /// The lines with each run of "didScroll" folded into one, for comparing callback order.
    var order: [String] {
        lines.reduce(into: []) { folded, line in
            if line == "didScroll" && folded.last == "didScroll" { return }
            folded.append(line)
        }
    }

    func clear() {
        lines = []
        offsets = []
    }
}

extension GestureStage {
    /// Adds a scroll view with `frame` and `contentSize` to `parent` (the window by default), with a
    /// `ScrollLog` as its delegate. The log is returned because the delegate is weak.
    func addScrollView(_ frame: CGRect, contentSize: CGSize, to parent: UIView? = nil) -> (UIScrollView, ScrollLog) {
        let scrollView = UIScrollView(frame: frame)
        scrollView.contentSize = contentSize
        let log = ScrollLog()
        scrollView.delegate = log
        (parent ?? window).addSubview(scrollView)
        return (scrollView, log)
    }

    /// One wheel event of `dx`, `dy` notches at window point `p`.
    func wheel(at p: CGPoint, dx: CGFloat = 0, dy: CGFloat = 0) {
        app.handle(.scroll(p, dx: dx, dy: dy, time: time))
    }

    /// Draws frames 1/60 s apart for `seconds` of the virtual clock.
    func runFrames(for seconds: TimeInterval) {
        for _ in 0..<Int((seconds * 60).rounded()) { wait(1.0 / 60) }
    }
}

/// docs/UIKIT-REFERENCE.md's rubber band written out, `(1 − 1/(x·0.55/d + 1))·d`: what a pull of `x` past an
/// edge shows on a view `d` long. Tests compare against it rather than against `RubberBand` itself.
func rubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
    let stretch: CGFloat = x * 0.55 / d + 1
    return (1 - 1 / stretch) * d
}
