import CX11
import Foundation
import UIKit

/// `UIKit`'s `Platform` on X11: one window, XRender compositing, Pango text, libpng images.
///
/// ```swift
/// let platform = try X11Platform()                 // $DISPLAY
/// try platform.openWindow(title: "Segue", size: CGSize(width: 900, height: 640))
/// ```
public final class X11Platform: Platform {
    public let connection: XConnection
    public let text: PangoTextSystem
    public let compositor: Compositor
    /// The server's keymap with compose, for key events; nil without XKB (then `XLookupString`).
    let keyboard: XkbKeyboard?
    /// `CLIPBOARD` and `PRIMARY`, answered from this platform's event loop.
    let selections: X11Pasteboard
    /// Readable in the module so `ShmCapture` can read the back buffer the frame was drawn into.
    private(set) var window: X11Window?
    private var pending: [PlatformEvent] = []
    private var grab = PointerGrab()
    /// The modifiers last reported with the pointer, to report a change before the event that shows it.
    private var pointerModifiers: UIKeyModifierFlags = []
    /// When the last `waitForEvents` stopped waiting (monotonic seconds): a frame's work starts here.
    public private(set) var lastWakeTime: TimeInterval = 0
    /// The display's refresh rate, read from XRandR when the window opens (nil under Xvfb).
    public private(set) var refreshRate: Double?
    /// `GraphicsExpose` and `NoExpose` events received: none are asked for (the copies to the window
    /// go through a GC without graphics exposures), so any here woke the loop for nothing.
    public private(set) var copyExposureEvents = 0

    /// Connects to `display` (nil: `$DISPLAY`) and checks the system font: without Inter, text is
    /// drawn with DejaVu Sans and one warning says how to install it; without either, this throws.
    public init(display: String? = nil) throws {
        connection = try XConnection(name: display)
        if let warning = try PangoTextSystem.checkSystemFont() {
            PangoTextSystem.warnOnce(about: UIFont.systemFontFamily, warning)
        }
        text = PangoTextSystem()
        compositor = Compositor(connection: connection, text: text)
        keyboard = XkbKeyboard(display: connection.display)
        selections = X11Pasteboard(connection: connection)
    }

    /// Images decode with libpng.
    public func decodeImage(atPath path: String) throws -> Bitmap {
        try PNGCodec.decode(contentsOf: path)
    }

    /// Drawings rasterize with cairo, as layer content does.
    public func rasterize(_ drawing: Drawing) -> Bitmap? { CairoRasterizer.bitmap(of: drawing, text: text) }

    /// PNG data encoded with libpng, in memory.
    public func encodePNG(_ bitmap: Bitmap) -> Data? { PNGCodec.encodedData(bitmap) }

    isolated deinit {
        // Pictures must go before the connection closes.
        compositor.purgeCaches()
        window = nil
    }

    // MARK: Platform

    public func openWindow(title: String, size: CGSize) throws {
        try openWindow(title: title, size: size, origin: nil)
    }

    /// Opens the window with its top-left corner at `origin` on the screen (nil: where the window
    /// manager puts it).
    public func openWindow(title: String, size: CGSize, origin: CGPoint?) throws {
        precondition(window == nil, "X11Platform shows one window; openWindow was called twice")
        window = X11Window(connection: connection, title: title, width: Int(size.width), height: Int(size.height),
                           origin: origin)
        refreshRate = DisplayRefresh.rate(connection, window: window?.id)
        connection.flush()
    }

    /// The window's place and size on the screen, in pixels; nil before it opens.
    public var windowFrameOnScreen: CGRect? {
        guard let w = window else { return nil }
        return CGRect(origin: w.originOnScreen(), size: CGSize(width: w.width, height: w.height))
    }

    public var windowSize: CGSize {
        guard let w = window else { return .zero }
        return CGSize(width: w.width, height: w.height)
    }

    public var textMeasurer: TextMeasuring { text }

    /// The X selections: `UIPasteboard.general` is `CLIPBOARD`, `primarySelection` is `PRIMARY`.
    public var pasteboard: PlatformPasteboard? { selections }

    public func monotonicTime() -> TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1e9
    }

    public func waitForEvents(timeout: TimeInterval?) -> [PlatformEvent] {
        waitForEvents(timeout: timeout, wakingOn: nil)
    }

    /// Also returns (with what has arrived, possibly nothing) when `descriptor` becomes readable.
    public func waitForEvents(timeout: TimeInterval?, wakingOn descriptor: Int32?) -> [PlatformEvent] {
        let dpy = connection.display
        if XPending(dpy) == 0 && pending.isEmpty {
            connection.flush()
            // To the microsecond: a wait in whole milliseconds would wake up to 1 ms off the refresh
            // the loop is pacing to. A caught signal ends the wait too, so an idle loop sees it.
            let ns: Int64 = timeout.map { Int64((min(max(0, $0), 86_400) * 1e9).rounded(.up)) } ?? -1
            _ = segue_wait_readable(connection.fileDescriptor, Interruption.wakeDescriptor, descriptor ?? -1, ns)
        }
        lastWakeTime = monotonicTime()
        var out = pending
        pending.removeAll()
        while XPending(dpy) > 0 {
            var event = XEvent()
            XNextEvent(dpy, &event)
            if event.type == GraphicsExpose || event.type == NoExpose { copyExposureEvents += 1 }
            // Selection traffic and keymap changes are the platform's own business, never UIKit's.
            if selections.handle(&event) || keyboard?.handle(&event) == true { continue }
            if let cancel = grab.cancellation(for: &event) { out.append(cancel) }
            if let (mods, time) = X11EventTranslator.pointerModifiers(of: event), mods != pointerModifiers {
                pointerModifiers = mods
                out.append(.modifiersChanged(mods, time: time))
            }
            if let e = handleWindowEvent(&event) ?? X11EventTranslator.translate(&event, keyboard: keyboard), grab.admit(e) {
                // Only the newest pointer position matters for a frame: coalesce consecutive motion.
                if case .pointerMoved = e, case .pointerMoved? = out.last { out.removeLast() }
                out.append(e)
            }
        }
        return out
    }

    /// Handles expose and configure itself; returns an event for UIKit when the window changed size
    /// or the user asked to close it.
    private func handleWindowEvent(_ event: inout XEvent) -> PlatformEvent? {
        guard let window else { return nil }
        switch event.type {
        case Expose:
            if event.xexpose.count == 0 { window.showBackBuffer() }
            return nil
        case ConfigureNotify:
            let c = event.xconfigure
            if window.noteSize(Int(c.width), Int(c.height)) {
                compositor.invalidate()   // a new, empty back buffer
                return .resized(CGSize(width: Int(c.width), height: Int(c.height)))
            }
            return nil
        case ClientMessage:
            let m = event.xclient
            if m.message_type == window.protocolsAtom, Atom(m.data.l.0) == window.deleteAtom {
                return .closeRequested
            }
            return nil
        default:
            return nil
        }
    }

    public func present(_ list: DisplayList) {
        guard let window else { return }
        let damage = compositor.draw(list, into: window.backBuffer.id, width: window.width, height: window.height)
        window.showBackBuffer(damage, through: compositor.calls)
        connection.flush()
    }

    /// Draws the last frame again over the whole window, ignoring damage: tests compare it with what
    /// damage-limited drawing left on screen.
    public func redrawLastFrameFully() {
        guard let window else { return }
        let all = compositor.redrawLastFrame(into: window.backBuffer.id, width: window.width, height: window.height)
        window.showBackBuffer(all, through: compositor.calls)
        connection.flush()
    }

    public func captureWindow() throws -> Bitmap {
        guard let window else { throw PlatformError.windowGone }
        return try WindowCapture.capture(connection, drawable: window.id, width: window.width, height: window.height)
    }

    // MARK: Segue additions

    /// Asks for a new window size; the change arrives as a `.resized` event.
    public func resizeWindow(to size: CGSize) {
        window?.resize(width: Int(size.width), height: Int(size.height))
        connection.flush()
    }

    /// Waits (up to `timeout`) until the server reports the window at `size`, queueing what arrives.
    @discardableResult
    public func waitForWindowSize(_ size: CGSize, timeout: TimeInterval = 2) -> Bool {
        let deadline = monotonicTime() + timeout
        while windowSize != size && monotonicTime() < deadline {
            pending += waitForEvents(timeout: 0.05)
        }
        return windowSize == size
    }

    /// The X server's vendor string ("The X.Org Foundation"), for reports of where figures came from.
    public var serverVendor: String { XServerVendor(connection.display).map { String(cString: $0) } ?? "unknown" }

    /// Requests sent on the connection so far (Xlib's sequence number): the benchmark's requests
    /// per frame are differences of it.
    public var requestsSent: UInt { UInt(XNextRequest(connection.display)) }

    /// The X window id (for tools that inject input or grab the screen).
    public var windowID: UInt { UInt(window?.id ?? 0) }
}
