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
        let errorName = String(cString: buffer)
        let key = "\(e.request_code)"
        var requestBuffer = [CChar](repeating: 0, count: 256)
        XGetErrorDatabaseText(display, "XRequest", key, "request \(e.request_code).\(e.minor_code)",
                              &requestBuffer, Int32(requestBuffer.count))
        var requestName = String(cString: requestBuffer)
        if e.request_code >= 128 { requestName += " minor \(e.minor_code)" }
        let entry = Entry(errorName: errorName, requestName: requestName, resource: UInt(e.resourceid))
        count += 1
        entries.append(entry)
        if entries.count > 100 { entries.removeFirst() }
        if printsErrors {
            FileHandle.standardError.write(Data("segue: \(entry)\n".utf8))
        }
    }

    public static func reset() {
        entries.removeAll()
        count = 0
    }
}
