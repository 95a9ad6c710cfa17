import Foundation
import UIKit

/// The R key of an app's prototyping tools (`segue demo`, any app started by `UIApplicationMain`):
/// records the window as the user sees it, in real time, to an mp4 (or, without
/// ffmpeg, a directory of PNG frames) in the current directory.
///
/// The loop only draws when something changes, so frames arrive irregularly and not at all while
/// idle. The recorder writes a constant 60 fps clip: each presented frame is repeated for every
/// 1/60 s of real time until the next one, so a pause on screen is a pause in the clip. A gap is
/// filled for at most `maximumHold` seconds per frame, so a recording left running over an idle
/// window does not grow without bound.
@MainActor
public final class WindowRecorder {
    static let fps = 60
    static let maximumHold: TimeInterval = 10

    private let app: UIApplication
    private let platform: X11Platform
    private let output: RecordingOutput
    private let sink: FrameSink
    private let capture: ShmCapture
    private var last: (frame: Bitmap, time: TimeInterval)?
    public private(set) var framesWritten = 0
    private var observerIndex: Int?
    public private(set) var failure: Error?
    public let width: Int, height: Int
    /// What the sidecar says made the clip (`source`, `segueVersion`), beside the clip's own figures.
    private let provenance: [String: String]

    /// Starts recording to `path` (or a time-stamped name in the current directory); throws what
    /// keeps it from starting (no ffmpeg, a directory that cannot be written). `provenance` goes into
    /// the sidecar as it is (who recorded: `source`, and `segueVersion` when the host knows it).
    public init(app: UIApplication, platform: X11Platform, path: String? = nil,
                provenance: [String: String] = ["source": "R key"]) throws {
        self.app = app
        self.provenance = provenance
        self.platform = platform
        width = Int(platform.windowSize.width)
        height = Int(platform.windowSize.height)
        var chosen = try RecordingOutput(path: path ?? Self.defaultName(extension: "mp4"))
        do {
            try chosen.preflight()
        } catch let missing as MissingToolError where path == nil {
            // No ffmpeg: frames instead of a video, and say why.
            FileHandle.standardError.write(Data("segue: \(missing); recording PNG frames instead\n".utf8))
            chosen = try RecordingOutput(path: Self.defaultName(extension: nil) + "/")
            try chosen.preflight()
        }
        output = chosen
        // Ctrl-C ends the demo and closes the film: the frame being written when it comes is
        // written whole.
        sink = try chosen.makeSink(width: width, height: height, fps: Self.fps, stopAtSignal: false)
        capture = ShmCapture(platform: platform)
        observerIndex = app.didPresentFrame.count
        app.didPresentFrame.append { [weak self] _ in self?.framePresented() }
        framePresented()
    }

    /// `segue-20261121-233000.mp4`: sortable and unique enough for clips made by hand.
    private static func defaultName(extension ext: String?) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let stem = "segue-" + formatter.string(from: Date())
        return ext.map { stem + "." + $0 } ?? stem
    }

    private func framePresented() {
        guard failure == nil else { return }
        do {
            let frame = try capture.capture()
            let now = app.frameTime
            fill(until: now)
            try sink.append(frame)
            framesWritten += 1
            last = (frame, now)
        } catch {
            failure = error
        }
    }

    /// Repeats the last frame for the real time that passed since it was shown.
    private func fill(until now: TimeInterval) {
        guard let last else { return }
        let held = min(now - last.time, Self.maximumHold)
        let repeats = Int((held * Double(Self.fps)).rounded()) - 1
        guard repeats > 0 else { return }
        for _ in 0..<repeats {
            do { try sink.append(last.frame) } catch { failure = error; return }
            framesWritten += 1
        }
    }

    /// Ends the clip: the last frame held until now, the file renamed into place with its sidecar.
    /// Returns a line saying where it went.
    public func stop() -> String {
        if let index = observerIndex { app.didPresentFrame[index] = { _ in } }
        observerIndex = nil
        fill(until: app.frameTime)
        if let failure {
            sink.discard()
            return "recording failed: \(failure)"
        }
        do {
            var sidecar: [String: Any] = [
                "fps": Self.fps, "width": width, "height": height,
                "frameCount": framesWritten, "format": output.format.rawValue,
            ]
            sidecar.merge(provenance) { mine, _ in mine }
            try sink.finish(sidecar: try JSONSerialization.data(withJSONObject: sidecar, options: [.prettyPrinted, .sortedKeys]))
            return "wrote \(output.path) (\(framesWritten) frames, \(width)x\(height), \(Self.fps) fps)"
        } catch {
            sink.discard()
            return "recording failed: \(error)"
        }
    }
}
