import Foundation

/// Offsets in one string three ways: UTF-16 code units (UIKit's ranges), UTF-8 bytes (Pango's
/// indices) and Unicode scalars (Pango's character counts, as in its log attributes).
///
/// Pango works on UTF-8 and counts characters as scalars; `NSRange` counts UTF-16 units, where a
/// character outside the Basic Multilingual Plane (an emoji, a rare CJK ideograph) takes two. Every
/// offset that crosses the seam goes through here.
struct UTF16ByteMap {
    let bytes: [UInt8]
    /// The byte offset of each UTF-16 offset, the end included (the second unit of a surrogate
    /// pair maps to its scalar's first byte).
    private let byteAtUTF16: [Int]
    /// The UTF-16 offset of each byte offset, the end included (a scalar's inner bytes map to its
    /// first unit).
    private let utf16AtByte: [Int]
    /// The byte offset where each scalar starts, and the end.
    let scalarBytes: [Int]

    init(_ string: String) {
        let bytes = Array(string.utf8)
        var byteAt: [Int] = [], utf16At: [Int] = [], scalars: [Int] = []
        byteAt.reserveCapacity(bytes.count + 1)
        utf16At.reserveCapacity(bytes.count + 1)
        scalars.reserveCapacity(bytes.count + 1)
        var byte = 0, utf16 = 0
        for scalar in string.unicodeScalars {
            scalars.append(byte)
            let length = scalar.utf8.count, units = scalar.utf16.count
            for _ in 0..<units { byteAt.append(byte) }
            for _ in 0..<length { utf16At.append(utf16) }
            byte += length
            utf16 += units
        }
        byteAt.append(byte)
        utf16At.append(utf16)
        scalars.append(byte)
        self.bytes = bytes
        byteAtUTF16 = byteAt
        utf16AtByte = utf16At
        scalarBytes = scalars
    }

    var utf16Count: Int { byteAtUTF16.count - 1 }

    /// The byte offset of UTF-16 `offset`, clamped to the string.
    func byte(atUTF16 offset: Int) -> Int {
        byteAtUTF16[min(max(0, offset), byteAtUTF16.count - 1)]
    }

    /// The UTF-16 offset of byte `offset`, clamped to the string.
    func utf16(atByte offset: Int) -> Int {
        utf16AtByte[min(max(0, offset), utf16AtByte.count - 1)]
    }

    /// The text of bytes `range`, clamped to the string.
    func text(bytes range: Range<Int>) -> String {
        let lower = min(max(0, range.lowerBound), bytes.count), upper = min(max(lower, range.upperBound), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}
