import Foundation
import SegueTools
import UIKit

/// An app driven by an input script and filmed frame-exactly — frame `i` shows it at exactly
/// `i / fps` seconds, the same bytes on any machine at any load — to an .mp4, a .gif or a directory
/// of PNG frames with a JSON sidecar: what `segue record SCENE --script FILE --out OUT` and an app
/// started with `--record OUT --script FILE` both do.
///
/// In three steps, so that whatever can fail for a reason the user can fix does so before any window
/// opens, and the recording appears all at once at the end or not at all:
///
/// ```swift
/// let recording = try ScriptedRecording(settings)        // the script parses, OUT can be written
/// try platform.openWindow(title: "App", size: size)
/// try recording.check(platform, requested: size)         // no window manager changed the size
/// let app = UIApplication.launch(…, platform: platform, clock: recording.clock)
/// let line = try recording.record(app, on: platform) { frames in manifest(frames) }
/// ```
@MainActor
public final class ScriptedRecording {
    /// What the user asked for.
    public struct Settings: Sendable {
        /// The input script, as given.
        public var scriptPath: String
        /// clip.mp4, clip.gif or a directory for PNG frames, as given.
        public var outPath: String
        /// Frames a second asked for (a GIF is made at no more than `RecordingOutput.fastestGIFRate`).
        public var fps: Int
        /// Seconds to record; nil: until the script has finished and the app settled.
        public var duration: TimeInterval?
        /// How the user gives a duration (`--duration`), for the messages that suggest one.
        public var durationOption: String
        /// How to record where no window manager changes the window's size, for the message that
        /// says one did (`record with --own-server`).
        public var windowManagerRemedy: String

        public init(scriptPath: String, outPath: String, fps: Int, duration: TimeInterval?, durationOption: String,
                    windowManagerRemedy: String) {
            self.scriptPath = scriptPath
            self.outPath = outPath
            self.fps = fps
            self.duration = duration
            self.durationOption = durationOption
            self.windowManagerRemedy = windowManagerRemedy
        }
    }

    public let settings: Settings
    public let script: InputScript
    public let output: RecordingOutput
    /// The rate the frames are made at: `settings.fps`, or less for a GIF.
    public let fps: Int
    /// The clock to launch the app on.
    public let clock: RecordingClock
    private let fit: ScriptFit

    /// Reads the script and checks that it fits in a recording (status 1) and that the output can be
    /// written (status 1; a missing ffmpeg, status 2).
    public init(_ settings: Settings) throws(ScriptedRunFailure) {
        self.settings = settings
        script = try InputScript.loadedForRun(settings.scriptPath)
        fit = ScriptFit(path: settings.scriptPath, scriptDuration: script.duration, requested: settings.duration,
                        durationOption: settings.durationOption)
        if let problem = fit.problemBeforeRecording { throw ScriptedRunFailure(problem, status: 1) }
        do {
            output = try RecordingOutput(path: settings.outPath)
            try output.preflight()
        } catch let missing as MissingToolError {
            throw ScriptedRunFailure("\(missing)", status: 2)
        } catch {
            throw ScriptedRunFailure("\(error)", status: 1)
        }
        fps = output.frameRate(forRequested: settings.fps)
        clock = RecordingClock(fps: fps)
    }

    /// Refuses a window that is not `requested` (a window manager chose another size): every frame
    /// would differ from a recording elsewhere.
    public func check(_ platform: X11Platform, requested: CGSize) throws(ScriptedRunFailure) {
        guard platform.windowSize == requested else {
            throw ScriptedRunFailure("the window is \(Int(platform.windowSize.width))x\(Int(platform.windowSize.height)), not "
                + "\(Int(requested.width))x\(Int(requested.height)) (a window manager?); \(settings.windowManagerRemedy)", status: 1)
        }
    }

    /// Films `app` (launched on `clock`, its window on `platform`) as the script drives it, then
    /// writes the clip with the sidecar `manifest` makes for the number of frames recorded, and
    /// returns the line that says where it went (`wrote clip.mp4 (95 frames, 400x300, 60 fps)`).
    /// Nothing is left behind when it fails. `verbose`: also say what capturing cost.
    public func record(_ app: UIApplication, on platform: X11Platform, verbose: Bool = false,
                       manifest: (_ frames: Int) -> RecordingManifest) throws(ScriptedRunFailure) -> String {
        let width = Int(platform.windowSize.width), height = Int(platform.windowSize.height)
        let player = ScriptPlayer(script: script, application: app, send: { [unowned app] in app.handle($0) })
        let capture = ShmCapture(platform: platform)
        let sink: FrameSink
        do {
            sink = try output.makeSink(width: width, height: height, fps: fps)
        } catch {
            throw ScriptedRunFailure("\(error)", status: 1)
        }
        // The X server went away: nothing half-made is kept (`ExitCleanup` removes the temporaries).
        let output = output
        let salvage = XServerLoss.addSalvage { Self.say("nothing was written to \(output.path)") }
        defer { XServerLoss.removeSalvage(salvage) }
        do {
            let recorder = SceneRecorder(app: app, platform: platform, clock: clock, player: player, capture: capture,
                                         sink: sink, length: RecordingLength(duration: settings.duration, fps: fps),
                                         resizeRemedy: settings.windowManagerRemedy)
            let outcome = try recorder.run()
            if outcome.hitCap && outcome.scriptUnfinished {
                // Cut by the cap, not by the user: the clip would silently miss the script's end.
                throw SceneRecorder.Stopped(description: fit.problemAtCap(idleDelay: player.idleDelay))
            }
            if outcome.hitCap {
                Self.say("the app still animated after \(ScriptFit.seconds(RecordingLength.cap)) s; the recording stops "
                    + "there (give \(settings.durationOption) to choose its length)")
            }
            if outcome.scriptUnfinished { Self.say(fit.noteWhenCut) }
            if verbose { Self.say("capture (\(capture.usesSharedMemory ? "MIT-SHM" : "XGetImage")): \(outcome.capture)") }
            try Interruption.check()
            try sink.finish(sidecar: manifest(outcome.frames).encoded())
            let slower = fps < settings.fps ? ", the most a GIF plays" : ""
            return "wrote \(settings.outPath) (\(outcome.frames) frames, \(width)x\(height), \(fps) fps\(slower))"
        } catch let stopped as SceneRecorder.Stopped {
            sink.discard()
            throw ScriptedRunFailure(stopped.description, status: stopped.status)
        } catch let interrupted as Interrupted {
            // A signal while ffmpeg stalled, or while it finished the file.
            sink.discard()
            throw ScriptedRunFailure("\(interrupted); nothing was written", status: interrupted.exitStatus)
        } catch {
            sink.discard()
            throw ScriptedRunFailure("\(error)", status: 1)
        }
    }

    /// One line on standard error, after `segue: `.
    static func say(_ message: String) {
        FileHandle.standardError.write(Data("segue: \(message)\n".utf8))
    }
}
