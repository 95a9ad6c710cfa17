// Images read back from a real X window: a bitmap-made UIImage lands scaled into its image view's
// frame with each quadrant where it belongs, and a PNG file written by PNGCodec loads and shows.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct ImagePixelTests {
        static let topLeft = RGB(230, 30, 40)
        static let topRight = RGB(20, 170, 60)
        static let bottomLeft = RGB(30, 60, 220)
        static let bottomRight = RGB(250, 200, 20)

        /// A 10×6 opaque image: four 5×3 quadrants of distinct colours (not square, so a transposed
        /// image fails).
        static func quadrants() -> Bitmap {
            var b = Bitmap(width: 10, height: 6)
            for y in 0..<6 {
                for x in 0..<10 {
                    let c = y < 3 ? (x < 5 ? topLeft : topRight) : (x < 5 ? bottomLeft : bottomRight)
                    b[x, y] = 0xFF00_0000 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
                }
            }
            return b
        }

        /// Expects the quadrant colours of `frame` at the quadrants' centres and 1 px inside each of
        /// the frame's corners, and the backdrop just outside it.
        func expectQuadrants(_ shot: Bitmap, in frame: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
            let minX = Int(frame.minX), minY = Int(frame.minY), maxX = Int(frame.maxX) - 1, maxY = Int(frame.maxY) - 1
            let qx = [Int(frame.minX + frame.width / 4), Int(frame.minX + frame.width * 3 / 4)]
            let qy = [Int(frame.minY + frame.height / 4), Int(frame.minY + frame.height * 3 / 4)]
            expectPixel(shot, qx[0], qy[0], Self.topLeft, "top-left quadrant", sourceLocation: sourceLocation)
            expectPixel(shot, qx[1], qy[0], Self.topRight, "top-right quadrant", sourceLocation: sourceLocation)
            expectPixel(shot, qx[0], qy[1], Self.bottomLeft, "bottom-left quadrant", sourceLocation: sourceLocation)
            expectPixel(shot, qx[1], qy[1], Self.bottomRight, "bottom-right quadrant", sourceLocation: sourceLocation)
            expectPixel(shot, minX + 1, minY + 1, Self.topLeft, "1 px inside the top-left corner", sourceLocation: sourceLocation)
            expectPixel(shot, maxX - 1, minY + 1, Self.topRight, "1 px inside the top-right corner", sourceLocation: sourceLocation)
            expectPixel(shot, minX + 1, maxY - 1, Self.bottomLeft, "1 px inside the bottom-left corner", sourceLocation: sourceLocation)
            expectPixel(shot, maxX - 1, maxY - 1, Self.bottomRight, "1 px inside the bottom-right corner", sourceLocation: sourceLocation)
            let white = RGB(255, 255, 255)
            expectPixel(shot, minX - 1, qy[0], white, "just left of the image", sourceLocation: sourceLocation)
            expectPixel(shot, maxX + 1, qy[1], white, "just right of the image", sourceLocation: sourceLocation)
            expectPixel(shot, qx[1], minY - 1, white, "just above the image", sourceLocation: sourceLocation)
            expectPixel(shot, qx[0], maxY + 1, white, "just below the image", sourceLocation: sourceLocation)
        }

        @Test func bitmapImageLandsScaledInItsFrame() throws {
            try XWindowHarness.run { x in
                // Precondition: the 10×6 quadrant image in a 160×120 image view at (40, 30): scaled
                // 16× across and 20× down.
                let frame = CGRect(x: 40, y: 30, width: 160, height: 120)
                let view = UIImageView(image: UIImage(bitmap: Self.quadrants()))
                view.frame = frame
                x.add(view)

                // Action
                let shot = try x.render()

                // Assertion
                expectQuadrants(shot, in: frame)
            }
        }

        @Test func pngWrittenByPNGCodecLoadsThroughContentsOfFileAndShows() throws {
            let dir = FileManager.default.temporaryDirectory
                .appendingPathComponent("segue-image-pixel-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let path = dir.appendingPathComponent("quadrants.png").path

            try XWindowHarness.run { x in
                // Precondition: the quadrant image written to a PNG file (the platform installed the
                // decoder UIImage uses), shown in a 100×90 view at (170, 20).
                try PNGCodec.write(Self.quadrants(), to: path)
                let image = try #require(UIImage(contentsOfFile: path), "UIImage(contentsOfFile:) returned nil for \(path)")
                #expect(image.size == CGSize(width: 10, height: 6))
                let frame = CGRect(x: 170, y: 20, width: 100, height: 90)
                let view = UIImageView(image: image)
                view.frame = frame
                x.add(view)

                // Action
                let shot = try x.render()

                // Assertion
                expectQuadrants(shot, in: frame)
            }
        }
    }
}
