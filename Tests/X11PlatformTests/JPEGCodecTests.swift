// JPEG screenshots: libjpeg's bytes read back by ffmpeg, and names that ask for a format Segue
// cannot write refused with a message that lists the ones it can.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

@Suite struct JPEGCodecTests {
    /// 37×23, four flat quadrants split at x 16 and y 9, so a swapped width and height or a mirrored
    /// row shows.
    static let quadrants: Bitmap = {
        let colours: [UInt32] = [0xFFD0_3020, 0xFF20_A040, 0xFF30_40E0, 0xFFF0_F0F0]
        let pixels = (0..<23).flatMap { y in
            (0..<37).map { x in colours[(x < 16 ? 0 : 1) + (y < 9 ? 0 : 2)] }
        }
        return Bitmap(width: 37, height: 23, pixels: pixels)
    }()

    @Test func aJPEGStartsWithItsMagicAndDecodesToTheSameSizeAndColours() throws {
        // Precondition
        let path = NSTemporaryDirectory() + "segue-jpeg-\(UUID().uuidString).jpg"
        defer { unlink(path) }

        // Action
        try ImageFileFormat(path: path).write(Self.quadrants, to: path)

        // Assertion: FF D8 FF; ffmpeg reads 37×23; each quadrant's inner pixel keeps its colour
        // within JPEG's loss.
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(bytes.prefix(3)) == [0xFF, 0xD8, 0xFF])
        let decoded = try FFmpegImageDecoder.decode(path)
        #expect(decoded.width == 37 && decoded.height == 23)
        for (x, y, colour) in [(5, 3, RGB(0xD0, 0x30, 0x20)), (30, 3, RGB(0x20, 0xA0, 0x40)),
                               (5, 18, RGB(0x30, 0x40, 0xE0)), (30, 18, RGB(0xF0, 0xF0, 0xF0))] {
            expectPixel(decoded, x, y, colour, tolerance: 6, "quadrant at (\(x), \(y))")
        }
    }

    @Test(arguments: ["shot.JPG", "a/b/shot.jpeg"])
    func jpegNamesAreRecognisedWhateverTheirCase(_ name: String) throws {
        #expect(try ImageFileFormat(path: name) == .jpeg)
    }

    @Test func aNameOfAnotherFormatIsRefusedWithTheOnesSegueWrites() throws {
        // Action
        let error = #expect(throws: UnsupportedImageFormat.self) { try ImageFileFormat(path: "shot.bmp") }
        let bare = #expect(throws: UnsupportedImageFormat.self) { try ImageFileFormat(path: "shot") }

        // Assertion
        #expect(error?.description == "shot.bmp is a .bmp file, which Segue cannot write; name it .png, .jpg or .jpeg")
        #expect(bare?.description == "shot has no extension; name it .png, .jpg or .jpeg")
    }
}
