import Foundation

/// UIKit's pasteboard, for text: `UIPasteboard.general` is the windowing system's clipboard, so text
/// copied in a Segue app pastes into other applications and the other way round.
///
/// `primarySelection` is a Segue addition for X11's other selection (the last text selected,
/// pasted with the middle button); text views set it when their selection changes.
@MainActor
public final class UIPasteboard {
    /// The clipboard (Ctrl+C / Ctrl+V).
    public static var general: UIPasteboard { UIPasteboard(selection: .clipboard) }
    /// X11's `PRIMARY` selection. A Segue addition.
    public static var primarySelection: UIPasteboard { UIPasteboard(selection: .primary) }

    public let selection: PasteboardSelection

    private init(selection: PasteboardSelection) {
        self.selection = selection
    }

    private var store: PlatformPasteboard { ApplicationContext.current.pasteboard }

    /// The text on the pasteboard; setting it (nil clears) takes ownership of the selection.
    public var string: String? {
        get { store.string(in: selection) }
        set { store.setString(newValue, in: selection) }
    }

    /// The strings on it: the one string, as X selections hold one value.
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.first }
    }

    public var hasStrings: Bool { string.map { !$0.isEmpty } ?? false }
}
