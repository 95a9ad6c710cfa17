// What `--out` names: a video file, a GIF, or a directory of PNG frames, and whether it can be written.

import Foundation

/// The destination of a recording, its format decided by the path: `.mp4` (H.264), `.gif`, or a
/// directory of PNG frames (a path ending in `/`, an existing directory, or a name without an
/// extension).
///
/// ```swift
/// let output = try RecordingOutput(path: "clip.mp4")
/// try output.preflight()                 // ffmpeg installed? directory writable?
/// let sink = try output.makeSink(width: 400, height: 300, fps: 60)
/// ```
public struct RecordingOutput: Equatable {
    public enum Format: String, Equatable, Sendable {
        case mp4
        case gif
        /// `frame-00000.png`, `frame-00001.png`, … and `recording.json` in a directory.
        case pngFrames = "png-frames"
    }

    /// The destination: absolute, standardized, without a trailing `/`.
    public let path: String
    public let format: Format

    public init(path given: String) throws {
        var path = given
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        guard !path.isEmpty else { throw RecordingError("--out is empty: give clip.mp4, clip.gif or a directory (frames/)") }
        // Absolute and without `.`/`..`, so `--out .` or `--out ../x/` still has a name to hide a
        // temporary beside.
        path = URL(fileURLWithPath: path).standardizedFileURL.path
        self.path = path
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let ext = (path as NSString).pathExtension.lowercased()
        if given.hasSuffix("/") || (exists && isDirectory.boolValue) || ext.isEmpty {
            format = .pngFrames
        } else if let known = Format(rawValue: ext), known != .pngFrames {
            format = known
        } else {
            throw RecordingError("\(given): cannot record to .\(ext) files; use .mp4, .gif or a directory (frames/)")
        }
    }

    /// Where the sidecar JSON goes: `clip.mp4.json`, or `frames/recording.json`.
    public var sidecarPath: String {
        format == .pngFrames ? path + "/recording.json" : path + ".json"
    }

    /// The fastest rate a GIF is written at.
    ///
    /// Why: a GIF stores each frame's delay in hundredths of a second, and browsers (and ffmpeg)
    /// play a delay under 2/100 s as 10/100 s. At 60 fps every third frame gets 1/100 s, so a clip
    /// played about 2.8 times too slowly; at 50 fps every delay is exactly 2/100 s.
    public static let fastestGIFRate = 50

    /// The rate a recording asked for at `fps` is made at: `fps`, except that a GIF is made at no
    /// more than `fastestGIFRate`, so every frame delay is one a browser honours.
    public func frameRate(forRequested fps: Int) -> Int {
        format == .gif ? min(fps, Self.fastestGIFRate) : fps
    }

    /// Whether ffmpeg must be installed to write this format.
    public var needsFFmpeg: Bool { format != .pngFrames }

    /// Checks, before any work starts, everything that would make the recording fail at the end:
    /// a missing ffmpeg (`MissingToolError`, package `ffmpeg`), a directory that does not exist or
    /// cannot be written, a destination that is something else (a directory where a file goes, a
    /// directory holding other files where frames go).
    public func preflight() throws {
        if needsFFmpeg { _ = try ffmpeg() }
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RecordingError("\(path): the directory \(parent) does not exist")
        }
        guard access(parent, W_OK) == 0 else { throw RecordingError("\(path): cannot write in \(parent)") }
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
        switch format {
        case .pngFrames:
            if let stranger = try Self.foreignEntries(in: path).first {
                throw RecordingError("\(path) holds \(stranger), which is not part of a Segue recording; "
                    + "choose another --out or empty it")
            }
        case .mp4, .gif:
            if isDirectory.boolValue { throw RecordingError("\(path) is a directory") }
        }
    }

    /// Starts writing: a PNG directory, or an ffmpeg process for video, each under the `AtomicFile`
    /// temporary beside the destination until it is complete. First removes what recordings killed
    /// before they could clean up left in the destination's directory (`StaleTemporaries`).
    /// `stopAtSignal`: a caught SIGINT or SIGTERM ends a frame write to a slow encoder with
    /// `Interrupted` (false: the frame is written whole, for a recording closed after the signal).
    public func makeSink(width: Int, height: Int, fps: Int, stopAtSignal: Bool = true) throws -> FrameSink {
        StaleTemporaries.removeBeside(path)
        switch format {
        case .pngFrames: return try PNGDirectorySink(output: self)
        case .mp4, .gif:
            return try FFmpegSink(output: self, ffmpeg: try ffmpeg(), width: width, height: height, fps: fps,
                                  stopAtSignal: stopAtSignal)
        }
    }

    private func ffmpeg() throws -> String {
        try ExternalTool.require("ffmpeg", package: "ffmpeg", neededFor: "to write \((path as NSString).lastPathComponent)")
    }

    /// Entries of `directory` that a frames recording would not have written.
    static func foreignEntries(in directory: String) throws -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            // Foundation's error names neither the directory nor the reason in words.
            throw RecordingError("\(directory): cannot list what the directory holds "
                + (access(directory, R_OK) == 0 ? "" : "(permission denied) ") + "to replace it with the recording")
        }
        return names.filter { !isRecordingEntry($0) }.sorted()
    }

    static func isRecordingEntry(_ name: String) -> Bool {
        if name == "recording.json" { return true }
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        return !digits.isEmpty && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
    }
}
