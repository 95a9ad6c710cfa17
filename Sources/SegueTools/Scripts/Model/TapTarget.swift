import Foundation

/// What a `tap` presses on. Views are found when the tap is due, in the key window as it is then,
/// so a script can tap a button that a transition has only just brought on screen.
public enum TapTarget: Equatable, Sendable {
    /// A point in window coordinates.
    case point(CGPoint)
    /// `tap "text"`: the view whose accessibility identifier is `text`, else a label or button
    /// showing `text`.
    case identifierOrLabel(String)
    /// `tap id "text"`: only by accessibility identifier.
    case identifier(String)
    /// `tap label "text"`: only by a label's text or a button's title.
    case label(String)
}
