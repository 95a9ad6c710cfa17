import Foundation
import SegueTools
import UIKit

/// An app started by `UIApplicationMain` driven by an input script (`AppScriptOptions`): replayed in
/// real time (`--play`, `ScriptedPlayback`) or filmed frame-exactly (`--record`, `ScriptedRecording`),
/// the same machinery `segue play` and `segue record` use — so an app's recording has the bytes and
/// the sidecar a scene's has.
///
/// It follows the app's launch: `prepare` before the window (the script parses, OUT can be
/// written; a recording without `DISPLAY` gets a private Xvfb, as `segue record` does), `opened`
/// once the window is there, `clock` at launch, and `drive` instead of the run loop. Bad input ends
/// the process with a `segue:` line and status 1 or 2 before the window opens wherever it can.
@MainActor
final class AppScriptRun {
    private enum Work {
        case play(ScriptedPlayback, stays: Bool)
        case record(ScriptedRecording)
    }

    private let work: Work
    private let title: String
    private let size: CGSize
    /// The private Xvfb a recording without `DISPLAY` runs on; it dies with the process.
    private var server: PrivateXServer?
    private var platform: X11Platform?

    /// What `options` ask for, checked; nil when no script is to drive the app. Exits (status 1 or 2)
    /// with a `segue:` line when the script cannot be read or the recording cannot be written.
    static func prepare(_ options: AppScriptOptions, title: String, size: CGSize) -> AppScriptRun? {
        guard let mode = options.mode else { return nil }
        do {
            switch mode {
            case .play(let script, let stays):
                return AppScriptRun(.play(try ScriptedPlayback(scriptPath: script), stays: stays), title: title, size: size)
            case .record(let out, let script, let fps, let duration):
                let recording = try ScriptedRecording(.init(
                    scriptPath: script, outPath: out, fps: fps, duration: duration, durationOption: "--record-duration",
                    windowManagerRemedy: "record on a display without one (unset DISPLAY and the app records on its own Xvfb)"))
                // Ctrl-C removes what was written so far instead of leaving a temporary behind.
                Interruption.install()
                return AppScriptRun(.record(recording), title: title, size: size)
            }
        } catch {
            fail(error)
        }
    }

    private init(_ work: Work, title: String, size: CGSize) {
        self.work = work
        self.title = title
        self.size = size
    }

    /// The display to open: a private Xvfb's when recording without `DISPLAY` (nil: `DISPLAY`).
    func display() -> String? {
        guard case .record = work, (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty else { return nil }
        do {
            let server = try PrivateXServer.start(width: Int(size.width), height: Int(size.height),
                                                  purpose: "to record without a display (DISPLAY is not set)")
            self.server = server
            return server.displayName
        } catch let interrupted as Interrupted {
            Self.fail(ScriptedRunFailure("\(interrupted); nothing was written", status: interrupted.exitStatus))
        } catch {
            Self.fail(ScriptedRunFailure("\(error)", status: 2))
        }
    }

    /// The window is open on `platform`: playback connects XTest to it, a recording checks its size.
    func opened(_ platform: X11Platform) {
        self.platform = platform
        do {
            switch work {
            case .play(let playback, _): try playback.connect(to: platform)
            case .record(let recording): try recording.check(platform, requested: size)
            }
        } catch {
            Self.fail(error)
        }
    }

    /// The clock to launch the app on: a recording's, frame `i` at `i / fps`; nil for real time.
    var clock: FrameClock? {
        if case .record(let recording) = work { return recording.clock }
        return nil
    }

    /// Runs the launched app as the script drives it, in place of `runUntilStopped()`, and returns
    /// the exit status: 0 when the script played (or the recording was written), else what failed,
    /// said in a `segue:` line.
    func drive(_ app: UIApplication) -> Int32 {
        guard let platform else { preconditionFailure("AppScriptRun.drive before opened(_:)") }
        do {
            switch work {
            case .play(let playback, let stays):
                let played = try playback.play(app, on: platform)
                switch played.ending {
                case .interrupted:
                    return Interruption.exitStatus
                case .closed:
                    Self.say("the window was closed before the script finished (\(played.figures))")
                case .finished:
                    // On standard output, as `segue play` says it, and at once: with --stay the app goes on.
                    FileHandle.standardOutput.write(Data(("segue: played \(playback.scriptPath) on \(title) "
                        + "(\(played.figures))\(stays ? "; the window stays open" : "")\n").utf8))
                    if stays {
                        Interruption.restoreDefaults()
                        app.runUntilStopped()
                    }
                }
            case .record(let recording):
                let wrote = try recording.record(app, on: platform) { frames in manifest(recording, frames: frames) }
                print("segue: \(wrote)")
            }
            return 0
        } catch {
            Self.say(error.description)
            return error.status
        }
    }

    /// The sidecar, as `segue record` writes it: the scene is the app's executable.
    private func manifest(_ recording: ScriptedRecording, frames: Int) -> RecordingManifest {
        let settings = recording.settings
        let name = (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent }) ?? title
        let width = Int(size.width), height = Int(size.height)
        return RecordingManifest(
            segueVersion: SegueVersion.current, scene: name,
            script: .init(path: settings.scriptPath, sourceHash: recording.script.sourceHash),
            format: recording.output.format.rawValue, fps: recording.fps, size: .init(width: width, height: height),
            slowMotion: 1, frameCount: frames, duration: Double(frames) / Double(recording.fps),
            parameters: .init(out: settings.outPath, fps: settings.fps, size: "\(width)x\(height)", slowMotion: 1,
                              duration: settings.duration, ownServer: server != nil),
            arguments: Array(CommandLine.arguments.dropFirst()))
    }

    private static func say(_ message: String) {
        FileHandle.standardError.write(Data("segue: \(message)\n".utf8))
    }

    private static func fail(_ failure: ScriptedRunFailure) -> Never {
        say(failure.description)
        exit(failure.status)
    }
}
