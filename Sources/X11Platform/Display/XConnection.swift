import CX11
import Foundation
import UIKit

/// One open connection to an X server, with the XRender formats Segue draws with.
///
/// Contract: every X resource Segue creates belongs to exactly one `XConnection` and is freed through
/// it; the connection is closed in `deinit`, after its owner has released the resources.
public final class XConnection {
    /// Xlib's `Display *`.
    public let display: OpaquePointer
    public let screen: Int32
    public let root: Window
    public let visual: UnsafeMutablePointer<Visual>
    public let depth: Int32
    /// The picture format of windows on the default visual (usually RGB24).
    public let windowFormat: UnsafeMutablePointer<XRenderPictFormat>
    public let argb32: UnsafeMutablePointer<XRenderPictFormat>
    public let a8: UnsafeMutablePointer<XRenderPictFormat>
    /// The display name that was opened (`:99`), for messages.
    public let name: String

    /// Opens `name` (nil: `$DISPLAY`). Throws `PlatformError.noDisplay` with a one-line explanation.
    public init(name: String? = nil) throws {
        let env = ProcessInfo.processInfo.environment["DISPLAY"]
        let wanted = name ?? env
        guard let wanted, !wanted.isEmpty else { throw PlatformError.noDisplay(name: nil) }
        guard let dpy = XOpenDisplay(wanted) else { throw PlatformError.noDisplay(name: wanted) }
        XErrorLog.install()
        XServerLoss.install()
        XErrorLog.learnExtensions(of: dpy)
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XRenderQueryExtension(dpy, &eventBase, &errorBase) != 0 else {
            XCloseDisplay(dpy)
            throw PlatformError.missingExtension("RENDER", display: wanted)
        }
        display = dpy
        self.name = wanted
        screen = XDefaultScreen(dpy)
        root = XRootWindow(dpy, screen)
        visual = XDefaultVisual(dpy, screen)
        depth = XDefaultDepth(dpy, screen)
        guard let wf = XRenderFindVisualFormat(dpy, visual),
              let argb = XRenderFindStandardFormat(dpy, Int32(PictStandardARGB32)),
              let alpha = XRenderFindStandardFormat(dpy, Int32(PictStandardA8)) else {
            XCloseDisplay(dpy)
            throw PlatformError.missingExtension("RENDER picture formats", display: wanted)
        }
        windowFormat = wf
        argb32 = argb
        a8 = alpha
    }

    deinit {
        XCloseDisplay(display)
    }

    /// The file descriptor to poll for incoming events.
    public var fileDescriptor: Int32 { XConnectionNumber(display) }

    public func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    public func flush() { XFlush(display) }

    /// One round trip: everything sent so far has been executed by the server.
    public func sync() { XSync(display, 0) }
}

/// Why the platform could not start or continue, each with what to do about it.
public enum PlatformError: Error, CustomStringConvertible, Equatable {
    case noDisplay(name: String?)
    case missingExtension(String, display: String)
    case missingFont(family: String, package: String)
    case windowGone
    case capture(String)

    public var description: String {
        switch self {
        case .noDisplay(nil):
            return "no X display: DISPLAY is not set. Run Segue inside an X session, or use `scripts/demo --headless` to render under Xvfb"
        case .noDisplay(let name?):
            return "cannot open X display \"\(name)\": is an X server running there? Check DISPLAY, or use `scripts/demo --headless` to render under Xvfb"
        case .missingExtension(let ext, let display):
            return "the X server on \(display) lacks the \(ext) extension, which Segue draws with; use Xorg or Xvfb"
        case .missingFont(let family, let package):
            return "font \"\(family)\" is not installed; install it with `apt-get install \(package)`"
        case .windowGone:
            return "the window is gone"
        case .capture(let why):
            return "cannot capture the window: \(why)"
        }
    }
}
