import Foundation

/// UIKit's debugging aids for ambiguous layouts.
extension UIView {
    /// True when the view's constraints do not fix its frame: some part of it (position or size,
    /// on either axis) could take another value satisfying them all equally well. False for a view
    /// that keeps its frame (`translatesAutoresizingMaskIntoConstraints`) or takes no part in Auto
    /// Layout. Meant for debugging, as in UIKit; `SEGUE_CHECK=1` reports such views by itself.
    public var hasAmbiguousLayout: Bool {
        let engine = LayoutEngine.current
        guard autoLayoutState?.registered == true else { return false }
        engine.prepare()
        return !engine.undeterminedParts(of: self).isEmpty
    }

    /// Moves an ambiguous view to another frame its constraints allow (the next layout pass shows
    /// it there); each call goes the other way. Does nothing to a view whose layout is determined.
    public func exerciseAmbiguityInLayout() {
        guard autoLayoutState?.registered == true else { return }
        LayoutEngine.current.exerciseAmbiguity(of: self)
    }
}
