// The frame delays of a GIF file, read block by block, so recording tests can check how fast a clip
// plays without trusting the encoder that wrote it.

import Foundation

/// The Graphic Control Extension delays of a GIF, in hundredths of a second, one per image.
///
/// Why its own parser: ffprobe reports a GIF's average rate, which hides what browsers do with a
/// single short delay (they play anything under 2/100 s as 10/100 s). Walking the blocks gives each
/// frame's delay exactly as written.
///
/// ```swift
/// let timing = try GIFTiming(contentsOf: "clip.gif")
/// #expect(timing.delays.allSatisfy { $0 >= 2 })
/// ```
nonisolated public struct GIFTiming: Sendable {
    /// One entry per image, in order: the delay of the Graphic Control Extension before it (0 when
    /// it has none).
    public let delays: [Int]
    public let width: Int
    public let height: Int

    /// What is wrong with a file that is not a well-formed GIF.
    public struct Malformed: Error, CustomStringConvertible {
        public let description: String
    }

    /// The sum of the delays in seconds: how long a player shows the clip for.
    public var seconds: Double { Double(delays.reduce(0, +)) / 100 }

    public init(contentsOf path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw Malformed(description: "\(path): cannot read") }
        try self.init(bytes: [UInt8](data))
    }

    public init(bytes: [UInt8]) throws {
        var reader = Reader(bytes: bytes)
        let signature = try reader.take(6)
        guard Array(signature) == Array("GIF89a".utf8) || Array(signature) == Array("GIF87a".utf8) else {
            throw Malformed(description: "no GIF signature")
        }
        width = try reader.uint16()
        height = try reader.uint16()
        let packed = try reader.byte()
        _ = try reader.take(2)   // background colour index, pixel aspect ratio
        if packed & 0x80 != 0 { _ = try reader.take(3 << (Int(packed & 0x07) + 1)) }
        var delays: [Int] = []
        var pending: Int?
        reading: while true {
            switch try reader.byte() {
            case 0x21:   // extension
                let label = try reader.byte()
                if label == 0xF9 {
                    let size = try reader.byte()
                    guard size == 4 else { throw Malformed(description: "graphic control extension of \(size) bytes") }
                    _ = try reader.byte()   // disposal, transparency flags
                    pending = try reader.uint16()
                    _ = try reader.byte()   // transparent colour index
                    guard try reader.byte() == 0 else { throw Malformed(description: "graphic control extension not terminated") }
                } else {
                    try reader.skipSubBlocks()
                }
            case 0x2C:   // image descriptor
                _ = try reader.take(8)   // left, top, width, height
                let flags = try reader.byte()
                if flags & 0x80 != 0 { _ = try reader.take(3 << (Int(flags & 0x07) + 1)) }
                _ = try reader.byte()   // LZW minimum code size
                try reader.skipSubBlocks()
                delays.append(pending ?? 0)
                pending = nil
            case 0x3B:   // trailer
                break reading
            case let other:
                throw Malformed(description: String(format: "unknown block 0x%02X at byte %d", other, reader.offset - 1))
            }
        }
        self.delays = delays
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func byte() throws -> UInt8 {
            guard offset < bytes.count else { throw Malformed(description: "ends early, at byte \(offset)") }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func uint16() throws -> Int {
            let low = try byte(), high = try byte()
            return Int(low) | Int(high) << 8
        }

        mutating func take(_ count: Int) throws -> ArraySlice<UInt8> {
            guard offset + count <= bytes.count else { throw Malformed(description: "ends early, at byte \(offset)") }
            defer { offset += count }
            return bytes[offset..<offset + count]
        }

        /// Skips data sub-blocks up to and including the empty one that ends them.
        mutating func skipSubBlocks() throws {
            while true {
                let size = Int(try byte())
                if size == 0 { return }
                _ = try take(size)
            }
        }
    }
}
