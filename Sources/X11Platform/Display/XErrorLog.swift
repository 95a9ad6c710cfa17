import CX11
import Foundation

/// Catches X protocol errors so they are reported with the request that failed, instead of Xlib's
/// default handler printing and calling `exit()`.
///
/// Errors are asynchronous: they arrive after the request that caused them. Each one is printed to
/// standard error once and kept (the last 100) so tests can assert that a frame produced none.
public enum XErrorLog {
    public struct Entry: Equatable, CustomStringConvertible {
        public let errorName: String
        public let requestName: String
        public let resource: UInt
        public var description: String { "X error \(errorName) in \(requestName) (resource 0x\(String(resource, radix: 16)))" }
    }

    nonisolated(unsafe) public private(set) static var entries: [Entry] = []
    nonisolated(unsafe) public private(set) static var count = 0
    /// Set false in tests that provoke errors on purpose.
    nonisolated(unsafe) public static var printsErrors = true
    nonisolated(unsafe) private static var installed = false

    static func install() {
        guard !installed else { return }
        installed = true
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
        if e.request_code >= 128, let ext = extensions[Int(e.request_code)] {
            let minor = ext == "RENDER" ? renderRequests[Int(e.minor_code)] : nil
            requestName = minor.map { "\(ext) \($0)" } ?? "\(ext) request \(e.minor_code)"
        }
        let entry = Entry(errorName: errorName, requestName: requestName, resource: UInt(e.resourceid))
        count += 1
        entries.append(entry)
        if entries.count > 100 { entries.removeFirst() }
        if printsErrors {
            FileHandle.standardError.write(Data("segue: \(entry)\n".utf8))
        }
    }

    /// Extension names by major opcode. Filled when a connection opens, because an error handler
    /// may not send requests (so it cannot ask the server then).
    nonisolated(unsafe) static var extensions: [Int: String] = [:]

    static func learnExtensions(of display: OpaquePointer) {
        for name in ["RENDER", "MIT-SHM", "XTEST", "XKEYBOARD", "XInputExtension"] {
            var major: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
            if XQueryExtension(display, name, &major, &firstEvent, &firstError) != 0 {
                extensions[Int(major)] = name
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
        entries.removeAll()
        count = 0
    }
}
