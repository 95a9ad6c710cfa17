import Foundation

/// Text that Xlib wrote into a caller's buffer.
enum XText {
    /// The UTF-8 text before the first NUL of `buffer` (all of it when there is none), with invalid
    /// bytes repaired: Xlib fills fixed-size `char` arrays and terminates them.
    static func string(fromNullTerminated buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
