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

    init(name: String) { variables = LayoutVariables(name) }
}
