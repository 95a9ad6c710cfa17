import CX11
import Foundation
import Synchronization
import UIKit
import UIKitTesting

/// The `segue` binary built for this test run, started as a separate process on the test's X server,
/// and a second X connection to find and poke its window, as a window manager or a user would.
final class DemoProcess {
    let process = Process()
    private let errorPipe = Pipe()
    let display: OpaquePointer
    /// `closeDisplay()` was called: the connection must not be used (or closed) again.
    private var displayClosed = false

    /// Where `swift build` put the binary: `$SEGUE_BUILD_DIR/debug/segue`, else `.build/debug/segue`.
    static var binary: URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let build = ProcessInfo.processInfo.environment["SEGUE_BUILD_DIR"].map { URL(fileURLWithPath: $0) }
            ?? root.appendingPathComponent(".build")
        return build.appendingPathComponent("debug/segue")
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Starts `segue arguments` (or another app, `executable`), in `directory` when given (where it
    /// writes files it names itself), on the X server `displayName` (nil: the test's `DISPLAY`), with
    /// the test's environment changed by `edit`.
    init(arguments: [String], executable: URL = DemoProcess.binary, directory: URL? = nil, display displayName: String? = nil,
         environment edit: (inout [String: String]) -> Void = { _ in }) throws {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Failure(description: "\(executable.path) is missing: run `swift build` first")
        }
        guard let dpy = XOpenDisplay(displayName) else {
            throw Failure(description: "no X display for the end-to-end tests: run them through scripts/test")
        }
        display = dpy
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        if let displayName { environment["DISPLAY"] = displayName }
        edit(&environment)
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        process.standardError = errorPipe
        process.standardOutput = FileHandle.nullDevice
        startCollectingStandardError()
        try process.run()
        // Only the child writes: without closing our copy of the write end, reading to the end of
        // the pipe would wait forever.
        try? errorPipe.fileHandleForWriting.close()
    }

    deinit {
        stop()
        closeDisplay()
    }

    /// Closes the test's own connection — before a test kills the X server, since Xlib's default
    /// answer to a broken connection in the test process would be to exit it.
    func closeDisplay() {
        guard !displayClosed else { return }
        displayClosed = true
        XCloseDisplay(display)
    }

    /// Ends the process if it still runs. SIGKILL, not SIGTERM: a child of the test runner may
    /// inherit a signal mask that blocks SIGTERM, and a test must never wait on it. The wait for
    /// Foundation to notice the end is bounded: while a helper the process started outlives it
    /// (the defect some tests look for), Foundation may never notice, and `waitUntilExit` would hang.
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        for _ in 0..<200 where process.isRunning { usleep(25_000) }
    }

    /// The top-level window named `title`, waiting up to `timeout` seconds for it to be mapped.
    func waitForWindow(titled title: String, timeout: TimeInterval = 20) -> Window? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let w = findWindow(titled: title) { return w }
            guard process.isRunning else { return nil }
            usleep(50_000)
        }
        return nil
    }

    private func findWindow(titled title: String) -> Window? {
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        let root = XDefaultRootWindow(display)
        guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children else { return nil }
        defer { XFree(children) }
        for i in 0..<Int(count) {
            var name: UnsafeMutablePointer<CChar>?
            if XFetchName(display, children[i], &name) != 0, let name {
                defer { XFree(name) }
                var attributes = XWindowAttributes()
                XGetWindowAttributes(display, children[i], &attributes)
                if String(cString: name) == title && attributes.map_state == IsViewable
                    && windowPID(children[i]) == Int(process.processIdentifier) {
                    return children[i]
                }
            }
        }
        return nil
    }

    /// The `_NET_WM_PID` of `window`: only this process's window is ours (another demo may run).
    private func windowPID(_ window: Window) -> Int? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let atom = XInternAtom(display, "_NET_WM_PID", 0)
        guard XGetWindowProperty(display, window, atom, 0, 1, 0, 6, &type, &format, &count, &after, &data) == Success,
              let data, count == 1, format == 32 else { return nil }
        defer { XFree(data) }
        return Int(UnsafeRawPointer(data).load(as: UInt.self))
    }

    /// One pixel of `window` as (r, g, b).
    func pixel(of window: Window, x: Int32, y: Int32) -> RGB? {
        guard let image = XGetImage(display, window, x, y, 1, 1, UInt.max, ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        // XGetPixel is a macro; read the 32-bit pixel directly (depth 24 stores one UInt32 per pixel).
        guard image.pointee.bits_per_pixel == 32, let data = image.pointee.data else { return nil }
        return RGB(packed: UnsafeRawPointer(data).load(as: UInt32.self))
    }

    /// Every pixel of `window`, opaque (a window has no alpha), as the platform's own capture gives
    /// them; nil if the window cannot be read.
    func capture(_ window: Window) -> Bitmap? {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, window, &attributes) != 0 else { return nil }
        let w = Int(attributes.width), h = Int(attributes.height)
        guard let image = XGetImage(display, window, 0, 0, UInt32(w), UInt32(h), UInt.max, ZPixmap) else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        guard image.pointee.bits_per_pixel == 32, let data = image.pointee.data else { return nil }
        let stride = Int(image.pointee.bytes_per_line)
        var pixels: [UInt32] = []
        pixels.reserveCapacity(w * h)
        for y in 0..<h {
            let row = UnsafeRawPointer(data).advanced(by: y * stride)
            for x in 0..<w { pixels.append(0xFF00_0000 | row.load(fromByteOffset: x * 4, as: UInt32.self) & 0xFF_FFFF) }
        }
        return Bitmap(width: w, height: h, pixels: pixels)
    }

    /// Clicks the left button at (`x`, `y`) in `window`'s coordinates, through XTest: real input that
    /// the X server delivers exactly as it delivers a mouse's.
    func click(_ window: Window, x: Int32, y: Int32) {
        var rootX: Int32 = 0, rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, XDefaultRootWindow(display), x, y, &rootX, &rootY, &child)
        XTestFakeMotionEvent(display, -1, rootX, rootY, UInt(CurrentTime))
        XTestFakeButtonEvent(display, 1, 1, UInt(CurrentTime))
        XTestFakeButtonEvent(display, 1, 0, 20)
        XFlush(display)
    }

    /// Moves the pointer to (`x`, `y`) in `window`'s coordinates through XTest.
    func movePointer(_ window: Window, x: Int32, y: Int32) {
        var rootX: Int32 = 0, rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, XDefaultRootWindow(display), x, y, &rootX, &rootY, &child)
        XTestFakeMotionEvent(display, -1, rootX, rootY, UInt(CurrentTime))
        XFlush(display)
    }

    /// Presses (`down`) or releases the left button where the pointer is.
    func button(down: Bool) {
        XTestFakeButtonEvent(display, 1, down ? 1 : 0, UInt(CurrentTime))
        XFlush(display)
    }

    /// A drag as a user makes it: press at `from`, move in `steps` equal steps `interval` seconds
    /// apart to `to`, optionally rest `rest` seconds, release.
    func drag(_ window: Window, from: (Int32, Int32), to: (Int32, Int32), steps: Int, interval: TimeInterval,
              rest: TimeInterval = 0) {
        movePointer(window, x: from.0, y: from.1)
        button(down: true)
        for i in 1...steps {
            usleep(useconds_t(interval * 1_000_000))
            let x = from.0 + (to.0 - from.0) * Int32(i) / Int32(steps)
            let y = from.1 + (to.1 - from.1) * Int32(i) / Int32(steps)
            movePointer(window, x: x, y: y)
        }
        if rest > 0 { usleep(useconds_t(rest * 1_000_000)) }
        button(down: false)
    }

    /// Presses and releases the key for `keysym` through XTest (the window must have focus; without a
    /// window manager it has it when the pointer is over it).
    func press(keysym: Int32) {
        let code = XKeysymToKeycode(display, KeySym(keysym))
        XTestFakeKeyEvent(display, UInt32(code), 1, UInt(CurrentTime))
        XTestFakeKeyEvent(display, UInt32(code), 0, 20)
        XFlush(display)
    }

    /// Polls `pixel(of:x:y:)` until `accept` holds or `timeout` passes; returns the last pixel seen.
    func waitForPixel(of window: Window, x: Int32, y: Int32, timeout: TimeInterval = 5,
                      _ accept: (RGB) -> Bool) -> RGB? {
        let deadline = Date().addingTimeInterval(timeout)
        var last: RGB?
        while Date() < deadline {
            last = pixel(of: window, x: x, y: y)
            if let p = last, accept(p) { return p }
            usleep(30_000)
        }
        return last
    }

    /// Sends WM_DELETE_WINDOW, as a window manager does when the user clicks the close button.
    func requestClose(_ window: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, window, 0, NoEventMask, &event)
        XFlush(display)
    }

    /// Waits for the process to exit; nil if it is still running after `timeout`.
    func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(50_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// What the process wrote to standard error, once it has exited (a process still running is
    /// stopped first: a test must never hang on a demo that did not exit).
    var standardError: String {
        stop()
        // Bounded too: a surviving helper may hold the pipe open.
        if errorDrained.wait(timeout: .now() + 10) == .success { errorDrained.signal() }
        return standardErrorSoFar
    }

    /// What the process wrote to standard error until now, while it runs.
    var standardErrorSoFar: String {
        errorBytes.withLock { String(decoding: $0, as: UTF8.self) }
    }

    /// Polls until standard error contains `text` (true) or `timeout` passes or the process exits
    /// without having written it (false).
    func waitForStandardError(containing text: String, timeout: TimeInterval = 30) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if standardErrorSoFar.contains(text) { return true }
            if !process.isRunning { break }
            usleep(50_000)
        }
        return standardErrorSoFar.contains(text)
    }

    /// Standard error, read on a thread of its own as it arrives, so a chatty process (`--trace`)
    /// never blocks on a full pipe.
    private let errorBytes = SharedBytes()
    private let errorDrained = DispatchSemaphore(value: 0)

    private func startCollectingStandardError() {
        let handle = errorPipe.fileHandleForReading
        let bytes = errorBytes, drained = errorDrained
        Thread.detachNewThread {
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                bytes.withLock { $0.append(chunk) }
            }
            drained.signal()
        }
    }
}
