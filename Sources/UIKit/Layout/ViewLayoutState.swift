import Foundation

/// What Auto Layout keeps for one view, made the first time the view takes part (most views in a
/// frame-based hierarchy never do, and carry nothing).
@MainActor
final class ViewLayoutState {
    let variables: LayoutVariables
    /// Known to the engine: its variables may appear in the solver.
    var registered = false
    /// Its frame as required constraints (`translatesAutoresizingMaskIntoConstraints`), and the frame
    /// they hold.
    var pins: [NSLayoutConstraint] = []
    var pinnedFrame: CGRect?
    /// Hugging and compression-resistance constraints from the intrinsic size they were made for.
    var contentSizeConstraints: [NSLayoutConstraint] = []
    var contentSize: CGSize?
    var intrinsicSizeIsStale = true
    /// Waiting in the engine's list of views to compare with their solved frames.
    var awaitingSync = false
    /// Listed among the views whose frame is kept as constraints (checked every pass).
    var listedAsPinned = false
    /// Subviews whose solved frame differs from their frame, applied in this view's next layout.
    var subviewsToPlace: [UIView] = []
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
    /// The constraints this view holds (`UIView.constraints`): those added to it, and active ones
    /// whose items' nearest common ancestor it is.
    var constraints: [NSLayoutConstraint] = []
    var needsUpdateConstraints = false
    var layoutGuides: [UILayoutGuide] = []
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// What `exerciseAmbiguityInLayout` added to hold the view where it moved it, and which way it
    /// moved it last.
    var nudges: [Cassowary.Constraint] = []
    var exerciseDirection: Double = -1

    init(name: String) { variables = LayoutVariables(name) }
}
