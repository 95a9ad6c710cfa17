// Any image file read back through ffmpeg, an independent decoder: what a user's viewer would show.

import Foundation
import UIKit

/// Decodes an image file (a JPEG, a PNG, a GIF's first frame) with the real `ffprobe` and `ffmpeg`,
/// so a test checks a file Segue wrote with a decoder Segue did not write.
///
/// ```swift
/// let shot = try FFmpegImageDecoder.decode("shot.jpg")
/// #expect(shot.rgb(10, 10).isClose(to: RGB(242, 242, 247), tolerance: 4))
/// ```
nonisolated public enum FFmpegImageDecoder {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The image at `path` as an opaque `Bitmap`.
    public static func decode(_ path: String) throws -> Bitmap {
        let size = try run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height",
                            "-of", "csv=p=0", path])
        let parts = String(decoding: size, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw Failure(description: "ffprobe cannot tell the size of \(path)")
        }
        let rgb = try run(["ffmpeg", "-nostdin", "-v", "error", "-i", path, "-frames:v", "1", "-f", "rawvideo",
                           "-pix_fmt", "rgb24", "pipe:1"])
        guard rgb.count == width * height * 3 else {
            throw Failure(description: "ffmpeg decoded \(rgb.count) bytes of \(path), not \(width)×\(height)×3")
        }
        let pixels = (0..<width * height).map { i in
            0xFF00_0000 | UInt32(rgb[3 * i]) << 16 | UInt32(rgb[3 * i + 1]) << 8 | UInt32(rgb[3 * i + 2])
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Standard output of `arguments` (found on PATH); throws when it fails.
    private static func run(_ arguments: [String]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let message = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(arguments.joined(separator: " ")) failed: \(String(decoding: message, as: UTF8.self))")
        }
        return [UInt8](data)
    }
}
