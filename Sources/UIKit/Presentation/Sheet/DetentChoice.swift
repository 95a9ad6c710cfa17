import Foundation

/// Where a sheet dragged between its detents comes to rest when let go: the detent nearest to where
/// the release's speed would carry the card — its projection, as a flung scroll view decelerates.
///
/// The projection is UIKit's deceleration model (docs/UIKIT-REFERENCE.md, "Scroll views"): a speed
/// `v` that keeps `rate` of itself each millisecond covers `v·rate / (1 − rate) / 1000` points before
/// it stops, and with `rate` = 0.998 (`UIScrollView.DecelerationRate.normal`) that is `0.499·v` —
/// half a second's worth of the release speed. UIKit does not publish the rule its sheets use; this
/// is the one Apple's "Designing Fluid Interfaces" (WWDC 2018) recommends.
///
/// Heights, not positions: a larger height is a higher card, and `velocity` is positive when the card
/// grows (the pointer moves up). The choice is only among the detents: a drag that goes below the
/// smallest one has already turned into the interactive dismissal, which the release rule decides.
struct DetentChoice: Equatable {
    /// The detents, any order.
    let detents: [UISheetPresentationController.ResolvedDetent]
    /// The fraction of its speed the card keeps each millisecond.
    var decelerationRate: CGFloat = 0.998

    /// How far beyond `height` the card would travel at `velocity` (points per second).
    func projection(velocity: CGFloat) -> CGFloat {
        velocity * decelerationRate / (1 - decelerationRate) / 1000
    }

    /// The detent to rest at after a release at `height` moving at `velocity`; ties go to the larger
    /// detent. Nil when there are no detents.
    func choose(height: CGFloat, velocity: CGFloat) -> UISheetPresentationController.Detent.Identifier? {
        let projected = height + projection(velocity: velocity)
        let best = detents.min { a, b in
            let da = abs(a.height - projected), db = abs(b.height - projected)
            return da == db ? a.height > b.height : da < db
        }
        return best?.identifier
    }
}
