import Foundation

/// The attributes Segue's text layout reads, with the raw names UIKit gives them. What each does,
/// and its default when absent, is in docs/UIKIT-REFERENCE.md ("Attributed strings").
extension NSAttributedString.Key {
    /// A `UIFont`; a label's font, or the system font at 12 pt for drawn strings, when absent.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` (or `CGColor`); the label's text colour, or black for drawn strings, when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind the run's characters; nothing when absent.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`; the first paragraph's applies to the whole layout.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Points added after each character (a number); 0 when absent.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSUnderlineStyle` (or its raw value as a number); none when absent.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The underline's `UIColor`; the run's foreground colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` (or its raw value) for a line through the run; none when absent.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The strikethrough's `UIColor`; the run's foreground colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// Points the run is raised above the baseline (a number; negative lowers it); 0 when absent.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A `URL` or `String` the run links to: kept in the string, drawn like any other run (a label
    /// does not open links).
    public static let link = NSAttributedString.Key("NSLink")
}
