import CX11
import Foundation
import UIKit

/// The top-level X window: created with no background (so the server never clears it and nothing
/// flickers), a back-buffer pixmap the compositor draws into, and one copy to the window per frame.
final class X11Window {
    let connection: XConnection
    let id: Window
    private(set) var width: Int
    private(set) var height: Int
    private(set) var backBuffer: OwnedPicture
    /// Optional only so `deinit` can free it before the window: destroying a window frees its
    /// pictures on the server, and freeing one again afterwards is a RenderBadPicture error.
    private var windowPicture: OwnedPicture?
    private let gc: GC
    let deleteAtom: Atom
    let protocolsAtom: Atom

    /// `origin`: where on the screen the window goes (a hot restart puts the new build's window where
    /// the old one was); nil leaves it to the window manager.
    init(connection x: XConnection, title: String, width: Int, height: Int, origin: CGPoint? = nil) {
        connection = x
        self.width = width
        self.height = height
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = 0   // None: no server-side clearing on expose
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = ExposureMask | StructureNotifyMask | ButtonPressMask | ButtonReleaseMask
            | PointerMotionMask | KeyPressMask | KeyReleaseMask | FocusChangeMask
        let mask = UInt(CWBackPixmap | CWBitGravity | CWEventMask)
        id = XCreateWindow(x.display, x.root, Int32(origin?.x ?? 0), Int32(origin?.y ?? 0), UInt32(width), UInt32(height),
                           0, x.depth, UInt32(InputOutput), x.visual, mask, &attributes)
        if let origin {
            // A position the user asked for, of the window itself (static gravity), not of the
            // frame a window manager puts around it.
            let hints = XAllocSizeHints()
            if let hints {
                hints.pointee.flags = USPosition | PPosition | PWinGravity
                hints.pointee.x = Int32(origin.x)
                hints.pointee.y = Int32(origin.y)
                hints.pointee.win_gravity = StaticGravity
                XSetWMNormalHints(x.display, id, hints)
                XFree(hints)
            }
        }
        deleteAtom = x.atom("WM_DELETE_WINDOW")
        protocolsAtom = x.atom("WM_PROTOCOLS")
        var protocols = [deleteAtom]
        XSetWMProtocols(x.display, id, &protocols, 1)
        // No GraphicsExpose/NoExpose events: the server would answer every copy to the window with
        // one, and each would wake the run loop for nothing.
        var gcValues = XGCValues()
        gcValues.graphics_exposures = 0
        gc = XCreateGC(x.display, id, UInt(GCGraphicsExposures), &gcValues)
        windowPicture = OwnedPicture(x, drawable: id, format: x.windowFormat, width: width, height: height)
        backBuffer = Self.makeBackBuffer(x, width: width, height: height)
        setTitle(title)
        // Which process owns the window, for window managers and for tools that drive the demo.
        var pid = UInt(getpid())
        let window = id
        withUnsafePointer(to: &pid) { p in
            p.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout<UInt>.size) { bytes in
                _ = XChangeProperty(x.display, window, x.atom("_NET_WM_PID"), 6 /* XA_CARDINAL */, 32, PropModeReplace, bytes, 1)
            }
        }
        var classHint = XClassHint()
        "segue".withCString { name in
            "Segue".withCString { cls in
                classHint.res_name = UnsafeMutablePointer(mutating: name)
                classHint.res_class = UnsafeMutablePointer(mutating: cls)
                XSetClassHint(x.display, id, &classHint)
            }
        }
        XMapWindow(x.display, id)
        waitForMap()
    }

    deinit {
        windowPicture = nil
        XFreeGC(connection.display, gc)
        XDestroyWindow(connection.display, id)
    }

    private static func makeBackBuffer(_ x: XConnection, width: Int, height: Int) -> OwnedPicture {
        let pm = OwnedPixmap(x, width: width, height: height, depth: x.depth)
        return OwnedPicture(x, pixmap: pm, format: x.windowFormat)
    }

    func setTitle(_ title: String) {
        XStoreName(connection.display, id, title)
        let utf8 = Array(title.utf8)
        _ = utf8.withUnsafeBufferPointer { buf in
            XChangeProperty(connection.display, id, connection.atom("_NET_WM_NAME"), connection.atom("UTF8_STRING"), 8,
                            PropModeReplace, buf.baseAddress, Int32(buf.count))
        }
    }

    /// Blocks until the server has mapped the window, so the first frame is visible at once.
    private func waitForMap() {
        var event = XEvent()
        XMaskEvent(connection.display, StructureNotifyMask, &event)
        while event.type != MapNotify {
            if event.type == ConfigureNotify { noteSize(Int(event.xconfigure.width), Int(event.xconfigure.height)) }
            XMaskEvent(connection.display, StructureNotifyMask, &event)
        }
    }

    /// Records a new size; returns true when it changed (the back buffer is then remade).
    @discardableResult
    func noteSize(_ w: Int, _ h: Int) -> Bool {
        guard w != width || h != height, w > 0, h > 0 else { return false }
        width = w
        height = h
        backBuffer = Self.makeBackBuffer(connection, width: w, height: h)
        return true
    }

    /// Copies the back buffer to the window: the one transfer per frame, all of it (an expose).
    func showBackBuffer() {
        guard let pm = backBuffer.pixmap else { return }
        XCopyArea(connection.display, pm.id, id, gc, 0, 0, UInt32(width), UInt32(height), 0, 0)
    }

    /// Copies only `damage` from the back buffer, through `calls` (so a recorded frame includes
    /// its copies): the rest of the window already shows it.
    func showBackBuffer(_ damage: DamageRegion, through calls: RenderCalls) {
        guard let pm = backBuffer.pixmap else { return }
        for r in damage.rects {
            calls.copy(from: pm.id, to: id, gc: gc, Int32(r.minX), Int32(r.minY), UInt32(r.width), UInt32(r.height))
        }
    }

    /// Where the window's top-left corner is on the screen, in pixels.
    func originOnScreen() -> CGPoint {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(connection.display, id, connection.root, 0, 0, &x, &y, &child)
        return CGPoint(x: Int(x), y: Int(y))
    }

    /// Asks the window manager (or the server, when there is none) for a new size.
    func resize(width: Int, height: Int) {
        XResizeWindow(connection.display, id, UInt32(width), UInt32(height))
    }
}
