import Foundation

/// Which of the windowing system's shared selections a pasteboard is.
///
/// X11 has two that users rely on: `CLIPBOARD` (Ctrl+C / Ctrl+V, what iOS's general pasteboard is)
/// and `PRIMARY` (whatever text was last selected, pasted with the middle button).
public enum PasteboardSelection: Hashable, Sendable {
    case clipboard
    case primary
}

/// The part of `Platform` that shares text with other applications: a platform that has one hands it
/// over through `Platform.pasteboard`; without one, `UIPasteboard` keeps strings inside the
/// application (`InProcessPasteboard`).
@MainActor
public protocol PlatformPasteboard: AnyObject {
    /// The text currently in `selection`, whoever owns it (this application or another); nil when it
    /// holds no text or its owner did not answer in time.
    func string(in selection: PasteboardSelection) -> String?
    /// Makes this application own `selection` with `string` (nil gives it up).
    func setString(_ string: String?, in selection: PasteboardSelection)
}

/// Strings kept for the life of the application: the pasteboard of a platform that shares none.
@MainActor
public final class InProcessPasteboard: PlatformPasteboard {
    private var strings: [PasteboardSelection: String] = [:]

    public init() {}

    public func string(in selection: PasteboardSelection) -> String? { strings[selection] }

    public func setString(_ string: String?, in selection: PasteboardSelection) { strings[selection] = string }
}
