// Tests for PNGCodec: round trips, decoding PNG formats Segue does not write itself (written here
// with libpng directly), error messages, and that a failed write never leaves a file behind.

import CPNG
import Foundation
import SegueFiles
import Testing
@testable import X11Platform

// UIKit is not imported here: see PNGCodecTestSupport.swift for why.
private typealias Bitmap = PNGCodecTestSupport.Bitmap

@Suite struct PNGCodecTests {
    // MARK: - Round trip

    @Test func roundTripKeepsEveryPixelWithinRounding() throws {
        // Precondition: a 3×2 bitmap (not square, so a transposed result would fail) whose pixels all
        // differ, including half- and quarter-transparent premultiplied ones.
        let original = Bitmap(width: 3, height: 2, pixels: [
            0xFF_FF_00_00, 0x80_10_40_7F, 0x00_00_00_00,
            0xFF_12_34_56, 0x40_20_00_3F, 0xC0_C0_60_01,
        ])
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("round-trip.png")

        // Action
        try PNGCodec.write(original, to: path)
        let decoded = try PNGCodec.decode(contentsOf: path)

        // Assertion: same size, and every premultiplied channel within ±1 (un-premultiplying to 8 bits
        // and premultiplying again may round the other way).
        #expect(decoded.width == 3)
        #expect(decoded.height == 2)
        for y in 0..<2 {
            for x in 0..<3 {
                let want = original.rgba(x: x, y: y)
                let got = decoded.rgba(x: x, y: y)
                #expect(abs(got.a - want.a) <= 1 && abs(got.r - want.r) <= 1
                        && abs(got.g - want.g) <= 1 && abs(got.b - want.b) <= 1,
                        "pixel (\(x), \(y)): wrote \(want), read back \(got)")
            }
        }
    }

    @Test func decodeOfDataMatchesDecodeOfFile() throws {
        // Precondition: a PNG written to disk.
        let bitmap = Bitmap(width: 2, height: 1, pixels: [0xFF_01_02_03, 0x7F_7F_00_10])
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("data.png")
        try PNGCodec.write(bitmap, to: path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))

        // Action
        let fromData = try PNGCodec.decode(data: bytes)

        // Assertion
        #expect(fromData == (try PNGCodec.decode(contentsOf: path)))
        #expect(fromData[0, 0] == 0xFF_01_02_03)
    }

    // MARK: - Other PNG formats

    @Test func decodesRGBWithoutAlphaAsOpaque() throws {
        // Precondition: a 2×2 8-bit RGB PNG (colour type 2, no alpha channel).
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("rgb.png")
        try writeWithLibpng(path, width: 2, height: 2, format: UInt32(PNG_FORMAT_RGB), samples: [
            255, 0, 0,    0, 128, 255,
            10, 20, 30,   200, 100, 50,
        ] as [UInt8])
        #expect(try ihdr(path) == (bitDepth: 8, colourType: 2))

        // Action
        let bitmap = try PNGCodec.decode(contentsOf: path)

        // Assertion
        #expect(bitmap.pixels == [0xFF_FF_00_00, 0xFF_00_80_FF, 0xFF_0A_14_1E, 0xFF_C8_64_32])
    }

    @Test func decodesGreyscaleAsOpaqueGrey() throws {
        // Precondition: a 3×2 8-bit greyscale PNG (colour type 0).
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("grey.png")
        try writeWithLibpng(path, width: 3, height: 2, format: UInt32(PNG_FORMAT_GRAY),
                            samples: [0x00, 0x40, 0xFF, 0x80, 0x11, 0xEE] as [UInt8])
        #expect(try ihdr(path) == (bitDepth: 8, colourType: 0))

        // Action
        let bitmap = try PNGCodec.decode(contentsOf: path)

        // Assertion
        #expect(bitmap.width == 3 && bitmap.height == 2)
        #expect(bitmap.pixels == [0xFF_00_00_00, 0xFF_40_40_40, 0xFF_FF_FF_FF,
                                  0xFF_80_80_80, 0xFF_11_11_11, 0xFF_EE_EE_EE])
    }

    @Test func premultipliesStraightAlphaWithRoundingNotTruncation() throws {
        // Precondition: an RGBA PNG whose exact premultiplied values sit just above and below .5:
        // 1×128/255 = 0.502 → 1, 254×128/255 = 127.498 → 127, 254×127/255 = 126.502 → 127,
        // 2×127/255 = 0.996 → 1. Truncating would give 0, 127, 126, 0.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("rgba.png")
        try writeWithLibpng(path, width: 2, height: 1, format: rgbaFormat, samples: [
            1, 254, 255, 128,
            254, 0, 2, 127,
        ] as [UInt8])

        // Action
        let bitmap = try PNGCodec.decode(contentsOf: path)

        // Assertion
        #expect(bitmap.pixels == [0x80_01_7F_80, 0x7F_7F_00_01])
    }

    @Test func decodesPaletteWithTransparency() throws {
        // Precondition: a palette PNG (colour type 3) whose second entry is blue at alpha 51 (tRNS).
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("palette.png")
        try writeWithLibpng(path, width: 3, height: 1, format: rgbaColormapFormat,
                            samples: [1, 0, 0] as [UInt8],
                            colormap: [255, 0, 0, 255, 0, 0, 255, 51])
        #expect(try ihdr(path).colourType == 3)

        // Action
        let bitmap = try PNGCodec.decode(contentsOf: path)

        // Assertion: 255 × 51 / 255 = 51 = 0x33 in blue, premultiplied.
        #expect(bitmap.pixels == [0x33_00_00_33, 0xFF_FF_00_00, 0xFF_FF_00_00])
    }

    @Test func decodesSixteenBitPNG() throws {
        // Precondition: a 16-bit-per-channel RGB PNG (written from libpng's linear 16-bit format).
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("sixteen.png")
        try writeWithLibpng(path, width: 2, height: 1, format: UInt32(PNG_FORMAT_LINEAR_RGB),
                            samples: [65535, 0, 0, 0, 65535, 65535] as [UInt16])
        #expect(try ihdr(path) == (bitDepth: 16, colourType: 2))

        // Action
        let bitmap = try PNGCodec.decode(contentsOf: path)

        // Assertion
        #expect(bitmap.pixels == [0xFF_FF_00_00, 0xFF_00_FF_FF])
    }

    // MARK: - Errors

    @Test func missingFileErrorNamesPathAndReason() throws {
        // Precondition: a path where no file exists.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("absent-7.png")

        // Action
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOf: path) }

        // Assertion
        #expect(error?.description == "\(path): no such file")
    }

    @Test func nonPNGFileErrorNamesPathAndReason() throws {
        // Precondition: a file of non-PNG bytes longer than a PNG signature.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.path("fake.png")
        try Data("GIF89a\u{1}\u{0}definitely not a PNG".utf8).write(to: URL(fileURLWithPath: path))

        // Action
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOf: path) }

        // Assertion
        #expect(error?.description == "\(path): not a PNG file (bad signature)")
    }

    @Test func truncatedPNGErrorNamesPathAndLibpngReason() throws {
        // Precondition: the first 45 bytes of a real PNG: signature and header intact, data cut off.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let whole = dir.path("whole.png")
        let cut = dir.path("cut.png")
        try PNGCodec.write(Bitmap(width: 5, height: 3, pixels: Array(repeating: 0xFF_20_40_60, count: 15)), to: whole)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        try bytes.prefix(45).write(to: URL(fileURLWithPath: cut))

        // Action
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(contentsOf: cut) }

        // Assertion: the path, our words, then libpng's own message.
        let description = error?.description ?? ""
        #expect(description.hasPrefix("\(cut): damaged PNG file: "))
        #expect(description.count > "\(cut): damaged PNG file: ".count)
    }

    @Test func errorForInMemoryDataSaysPNGData() {
        // Precondition: four bytes, too short to hold a signature.
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47]

        // Action
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(data: bytes) }

        // Assertion
        #expect(error?.path == nil)
        #expect(error?.description.hasPrefix("PNG data: not a PNG file (only 4 bytes") == true)
    }

    // MARK: - Safe writing

    @Test func failedWriteIntoMissingDirectoryNamesItAndLeavesNoFile() throws {
        // Precondition: the target's directory does not exist.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let target = dir.path("no-such-dir/out.png")

        // Action
        let error = #expect(throws: PNGError.self) {
            try PNGCodec.write(Bitmap(width: 2, height: 3), to: target)
        }

        // Assertion
        #expect(error?.description == "\(target): cannot write: the directory \(dir.path("no-such-dir")) does not exist")
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(try dir.contents() == [])
    }

    @Test func failedRenameRemovesTemporaryFile() throws {
        // Precondition: the target path is an existing directory, so the temporary file is written in
        // full but cannot be renamed over it.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let target = dir.path("taken.png")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)

        // Action
        let error = #expect(throws: PNGError.self) {
            try PNGCodec.write(Bitmap(width: 4, height: 1), to: target)
        }

        // Assertion: the directory is untouched and no ".taken.png.segue-<pid>.tmp" is left beside it.
        #expect(error?.description == "\(target): cannot write: it is a directory")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(try dir.contents() == ["taken.png"])
    }

    @Test func writeReplacesExistingFileWithoutLeftovers() throws {
        // Precondition: a non-PNG file already sits at the target.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let target = dir.path("frame.png")
        try Data("old contents".utf8).write(to: URL(fileURLWithPath: target))
        let bitmap = Bitmap(width: 1, height: 2, pixels: [0xFF_00_00_FF, 0xFF_00_FF_00])

        // Action
        try PNGCodec.write(bitmap, to: target)

        // Assertion
        #expect(try PNGCodec.decode(contentsOf: target) == bitmap)
        #expect(try dir.contents() == ["frame.png"])
    }

    @Test func aWriteThatFailsMidwayKeepsTheOldPNG() throws {
        // Precondition: a PNG at the target, and the temporary's name leading to /dev/full, where
        // every write fails with ENOSPC, as on a full disk.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let target = dir.path("frame.png")
        let old = Bitmap(width: 1, height: 1, pixels: [0xFF_12_34_56])
        try PNGCodec.write(old, to: target)
        try FileManager.default.createSymbolicLink(atPath: AtomicFile.temporaryPath(for: target),
                                                   withDestinationPath: "/dev/full")

        // Action
        let error = #expect(throws: PNGError.self) {
            try PNGCodec.write(Bitmap(width: 64, height: 64), to: target)
        }

        // Assertion: the old PNG is whole, and nothing else is in the directory.
        #expect(error?.description.hasPrefix("\(target): cannot write: ") == true)
        #expect(try PNGCodec.decode(contentsOf: target) == old)
        #expect(try dir.contents() == ["frame.png"])
    }

    @Test func writingAnEmptyBitmapIsRefused() throws {
        // Precondition: a bitmap with no pixels, which PNG cannot represent.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let target = dir.path("empty.png")

        // Action
        let error = #expect(throws: PNGError.self) {
            try PNGCodec.write(Bitmap(width: 0, height: 3), to: target)
        }

        // Assertion
        #expect(error?.reason.contains("0×3") == true)
        #expect(try dir.contents() == [])
    }
}

// MARK: - Helpers

/// A fresh directory under the system temporary directory. Tests remove it with `defer` (rather
/// than a deinit, which ARC may run before the test's last use of a path inside it).
private struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("segue-png-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}

// libpng's composite PNG_FORMAT_RGBA / PNG_FORMAT_RGBA_COLORMAP macros are too nested for Swift's
// importer, so they are spelled out from the flags they combine.
private let rgbaFormat = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
private let rgbaColormapFormat = rgbaFormat | UInt32(PNG_FORMAT_FLAG_COLORMAP)

/// Writes `samples` (and `colormap`, for colour-mapped formats) as a PNG in `format` using libpng's
/// simplified API directly, so tests can produce PNG kinds PNGCodec never writes.
private func writeWithLibpng<Sample>(_ path: String, width: Int, height: Int, format: UInt32,
                                     samples: [Sample], colormap: [UInt8]? = nil) throws {
    var image = png_image()
    image.version = png_uint_32(PNG_IMAGE_VERSION)
    image.width = png_uint_32(width)
    image.height = png_uint_32(height)
    image.format = format
    image.colormap_entries = png_uint_32((colormap?.count ?? 0) / 4)
    let ok = samples.withUnsafeBytes { buffer in
        if let colormap {
            return colormap.withUnsafeBytes { map in
                png_image_write_to_file(&image, path, 0, buffer.baseAddress, 0, map.baseAddress)
            }
        }
        return png_image_write_to_file(&image, path, 0, buffer.baseAddress, 0, nil)
    }
    guard ok != 0 else {
        let message = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        throw PNGError(path: path, reason: "test fixture could not be written: \(message)")
    }
}

/// Bit depth and colour type from a PNG's IHDR chunk, to prove a fixture is the kind the test means.
private func ihdr(_ path: String) throws -> (bitDepth: UInt8, colourType: UInt8) {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    // 8-byte signature, 4-byte length, "IHDR", 4-byte width, 4-byte height, then depth and type.
    return (bytes[24], bytes[25])
}
