import Foundation

/// The one seam between `UIKit` and a windowing system. `X11Platform` implements it; nothing else in
/// `UIKit` knows which system draws the pixels.
///
/// Contract (docs/PLATFORM.md): all calls happen on the main actor, which runs the application. Coordinates are window pixels
/// (1 pixel = 1 point), origin top-left, y down.
@MainActor
public protocol Platform: AnyObject {
    /// Opens the top-level window of `size`, titled `title`, and shows it.
    func openWindow(title: String, size: CGSize) throws

    /// The window's current size (it follows the user's resizes).
    var windowSize: CGSize { get }

    /// Returns the events that arrived, waiting at most `timeout` seconds for the first one;
    /// `nil` waits as long as it takes (the idle state: no CPU used).
    func waitForEvents(timeout: TimeInterval?) -> [PlatformEvent]

    /// The same wait, ended early also when `descriptor` becomes readable (then it may return no
    /// events): the run loop passes the main queue's wake-up descriptor, so main-actor work queued
    /// from elsewhere runs at once. Optional: the default ignores `descriptor`.
    func waitForEvents(timeout: TimeInterval?, wakingOn descriptor: Int32?) -> [PlatformEvent]

    /// Draws `list` into the window (a complete frame).
    func present(_ list: DisplayList)

    /// Measures text with the same fonts `present` draws with.
    var textMeasurer: TextMeasuring { get }

    /// Decodes the image file at `path` into premultiplied ARGB pixels; errors say what is wrong
    /// with which file. `UIImage(named:)` and `UIImage(contentsOfFile:)` load through it.
    func decodeImage(atPath path: String) throws -> Bitmap

    /// The pixels currently shown in the window.
    func captureWindow() throws -> Bitmap

    /// Plays `drawing` into premultiplied ARGB pixels over its extent, one pixel per point (what
    /// `UIGraphicsImageRenderer` makes its images from). Optional: the default cannot (nil).
    func rasterize(_ drawing: Drawing) -> Bitmap?

    /// Encodes `bitmap` as a PNG file's bytes (`UIImage.pngData()`). Optional: the default cannot (nil).
    func encodePNG(_ bitmap: Bitmap) -> Data?

    /// The selections shared with other applications (`UIPasteboard`). Optional: the default has
    /// none (nil), and the application keeps copied text to itself.
    var pasteboard: PlatformPasteboard? { get }

    /// Seconds on a monotonic clock (the demo's frame clock reads it; UIKit never does directly).
    func monotonicTime() -> TimeInterval

    /// Refreshes per second of the display the window is on; nil when unknown (the run loop then
    /// paces to 60).
    var refreshRate: Double? { get }
}

extension Platform {
    public var refreshRate: Double? { nil }

    public func waitForEvents(timeout: TimeInterval?, wakingOn descriptor: Int32?) -> [PlatformEvent] {
        waitForEvents(timeout: timeout)
    }

    public func rasterize(_ drawing: Drawing) -> Bitmap? { nil }
    public func encodePNG(_ bitmap: Bitmap) -> Data? { nil }
    public var pasteboard: PlatformPasteboard? { nil }

    /// A platform without an image decoder: every load fails with this message.
    public func decodeImage(atPath path: String) throws -> Bitmap {
        throw ImageDecoding.NoDecoder(path: path)
    }
}

/// Input and window events, in window pixels, with the windowing system's own timestamps (seconds).
public enum PlatformEvent: Equatable, Sendable {
    case pointerDown(CGPoint, button: Int, time: TimeInterval)
    case pointerMoved(CGPoint, time: TimeInterval)
    case pointerUp(CGPoint, button: Int, time: TimeInterval)
    /// The pointer grab was lost or the window went away mid-drag: the touch is cancelled.
    case pointerCancelled(time: TimeInterval)
    case scroll(CGPoint, dx: CGFloat, dy: CGFloat, time: TimeInterval)
    case keyDown(UIKey, time: TimeInterval)
    case keyUp(UIKey, time: TimeInterval)
    /// The modifier keys held changed (Shift, Control, Alt, Caps Lock), reported before the pointer
    /// event that found them changed; `UIEvent.modifierFlags` of touches carries them.
    case modifiersChanged(UIKeyModifierFlags, time: TimeInterval)
    case resized(CGSize)
    /// The user asked to close the window.
    case closeRequested
}

extension PlatformEvent {
    /// The windowing system's timestamp of an input event; nil for window events (resize, close),
    /// which carry none. A Segue addition.
    public var timestamp: TimeInterval? {
        switch self {
        case .pointerDown(_, _, let t), .pointerMoved(_, let t), .pointerUp(_, _, let t), .pointerCancelled(let t),
             .scroll(_, _, _, let t), .keyDown(_, let t), .keyUp(_, let t), .modifiersChanged(_, let t):
            return t
        case .resized, .closeRequested:
            return nil
        }
    }
}
