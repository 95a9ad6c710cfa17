import CX11
import Foundation
import Synchronization

/// Catches X protocol errors so they are reported with the request that failed, instead of Xlib's
/// default handler printing and calling `exit()`.
///
/// Errors are asynchronous: they arrive after the request that caused them. Each one is printed to
/// standard error once and kept (the last 100) so tests can assert that a frame produced none.
///
/// Process-wide, because Xlib's error handler is: one handler serves every connection. Its state is
/// behind a lock, since Xlib calls the handler on whichever thread made the failing call.
public enum XErrorLog {
    public struct Entry: Equatable, CustomStringConvertible, Sendable {
        public let errorName: String
        public let requestName: String
        public let resource: UInt
        public var description: String { "X error \(errorName) in \(requestName) (resource 0x\(String(resource, radix: 16)))" }
    }

    private struct State {
        var entries: [Entry] = []
        var count = 0
        var printsErrors = true
        var installed = false
        /// Extension names by major opcode (see `learnExtensions`).
        var extensions: [Int: String] = [:]
    }

    private static let state = Mutex(State())

    /// The last 100 errors, oldest first.
    public static var entries: [Entry] { state.withLock { $0.entries } }
    /// Every error since the start (or `reset()`).
    public static var count: Int { state.withLock { $0.count } }
    /// Set false in tests that provoke errors on purpose.
    public static var printsErrors: Bool {
        get { state.withLock { $0.printsErrors } }
        set { state.withLock { $0.printsErrors = newValue } }
    }

    static func install() {
        let first = state.withLock { s in
            defer { s.installed = true }
            return !s.installed
        }
        guard first else { return }
        XSetErrorHandler { display, event in
            guard let display, let e = event?.pointee else { return 0 }
            XErrorLog.record(display: display, event: e)
            return 0
        }
    }

    static func record(display: OpaquePointer, event e: XErrorEvent) {
        var buffer = [CChar](repeating: 0, count: 256)
        XGetErrorText(display, Int32(e.error_code), &buffer, Int32(buffer.count))
        let errorName = XText.string(fromNullTerminated: buffer)
        let key = "\(e.request_code)"
        var requestBuffer = [CChar](repeating: 0, count: 256)
        XGetErrorDatabaseText(display, "XRequest", key, "request \(e.request_code).\(e.minor_code)",
                              &requestBuffer, Int32(requestBuffer.count))
        var requestName = XText.string(fromNullTerminated: requestBuffer)
        if e.request_code >= 128, let ext = state.withLock({ $0.extensions[Int(e.request_code)] }) {
            let minor = ext == "RENDER" ? renderRequests[Int(e.minor_code)] : nil
            requestName = minor.map { "\(ext) \($0)" } ?? "\(ext) request \(e.minor_code)"
        }
        let entry = Entry(errorName: errorName, requestName: requestName, resource: UInt(e.resourceid))
        let prints = state.withLock { s in
            s.count += 1
            s.entries.append(entry)
            if s.entries.count > 100 { s.entries.removeFirst() }
            return s.printsErrors
        }
        if prints {
            FileHandle.standardError.write(Data("segue: \(entry)\n".utf8))
        }
    }

    /// Learns extension names by major opcode when a connection opens, because an error handler
    /// may not send requests (so it cannot ask the server then).
    static func learnExtensions(of display: OpaquePointer) {
        for name in ["RENDER", "MIT-SHM", "XTEST", "XKEYBOARD", "XInputExtension"] {
            var major: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
            if XQueryExtension(display, name, &major, &firstEvent, &firstError) != 0 {
                state.withLock { $0.extensions[Int(major)] = name }
            }
        }
    }

    /// RENDER's minor opcodes, from the protocol's `renderproto.h`.
    static let renderRequests: [Int: String] = [
        0: "QueryVersion", 1: "QueryPictFormats", 4: "CreatePicture", 5: "ChangePicture",
        6: "SetPictureClipRectangles", 7: "FreePicture", 8: "Composite", 10: "Trapezoids", 11: "Triangles",
        17: "CreateGlyphSet", 19: "FreeGlyphSet", 20: "AddGlyphs", 22: "FreeGlyphs", 23: "CompositeGlyphs8",
        24: "CompositeGlyphs16", 25: "CompositeGlyphs32", 26: "FillRectangles", 28: "SetPictureTransform",
        30: "SetPictureFilter", 33: "CreateSolidFill", 34: "CreateLinearGradient", 35: "CreateRadialGradient",
    ]

    public static func reset() {
        state.withLock { s in
            s.entries.removeAll()
            s.count = 0
        }
    }
}
