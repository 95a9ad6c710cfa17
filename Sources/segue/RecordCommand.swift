import ArgumentParser
import Foundation
import SegueDemo
import SegueTools
import UIKit
import X11Platform

/// `segue record`: a scene driven by an input script, recorded frame by frame on a virtual clock to an
/// .mp4, a .gif or a directory of PNGs — the same frames on any machine, at any load.
///
/// Everything that can fail for a reason the user can fix is checked before the first frame: the
/// script parses, the output can be written, ffmpeg is installed, there is an X server (its own Xvfb
/// when `DISPLAY` is unset). The recording appears all at once at the end, or not at all.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record a scene driven by an input script, frame-exactly, to .mp4, .gif or PNG frames.",
        discussion: """
            Frame i shows the scene at exactly i/fps seconds, whatever the machine's speed. The script's \
            events reach the app at their times through the same gesture path as a mouse's. Without \
            DISPLAY (or with --own-server) the recording runs on a private Xvfb.
            """)

    @Argument(help: "The scene to record: \(SceneChoice.help).")
    var scene: String = SceneChoice.defaultID

    @Option(help: "The input script that drives the scene (docs/INPUT-SCRIPTS.md).")
    var script: String

    @Option(help: "clip.mp4 (H.264), clip.gif, or a directory for PNG frames (frames/).")
    var out: String

    @Option(parsing: .unconditional,
            help: "Frames per second, \(OptionLimits.recordedFPS.range) (default: 60; a .gif is recorded at 50 when more is asked: GIF frame delays count hundredths of a second, and browsers slow any under 2/100 s).",
            transform: OptionLimits.recordedFPS.parse)
    var fps: Int = 60

    @Option(parsing: .unconditional, help: "Window size in pixels, as WIDTHxHEIGHT \(OptionLimits.windowSize.range) (default: 900x640).",
            transform: OptionLimits.windowSize.parse)
    var size: WindowSize = WindowSize(width: 900, height: 640)

    @OptionGroup var deviceOption: DeviceOption

    @Option(name: .customLong("slow-motion"), parsing: .unconditional,
            help: "Run animations this many times slower, \(OptionLimits.slowMotion.range) (default: 1); input keeps real time.",
            transform: OptionLimits.slowMotion.parse)
    var slowMotion: Double = 1

    @Option(parsing: .unconditional,
            help: "Seconds to record, \(OptionLimits.duration.range) (default: until the script has finished and nothing animates, plus 0.25 s; at most \(ScriptFit.seconds(ScriptLimits.recordingCap)) s).",
            transform: OptionLimits.duration.parse)
    var duration: Double?

    @Flag(name: .customLong("own-server"), help: "Record on a private Xvfb even when DISPLAY is set.")
    var ownServer = false

    @Flag(help: "Print how the frames were captured and what it cost.")
    var verbose = false

    @OptionGroup var reduceMotion: ReduceMotionOption

    nonisolated mutating func validate() throws {
        size = deviceOption.windowSize(replacing: size, sizeAsked: PackageHandoff.asked("--size"))
        try MainActor.assumeIsolated { try check() }
    }

    @MainActor private func check() throws {
        if PrototypeHandoff.names(scene) { return }
        try SceneChoice.validate(scene)
    }

    /// ArgumentParser calls this on the main thread; the command drives UIKit, so it runs there as
    /// the main actor.
    nonisolated func run() throws {
        reduceMotion.apply()
        // Without DISPLAY a package's app records on its own Xvfb too.
        if ownServer, AppPackage(path: scene) != nil { unsetenv("DISPLAY") }
        try PackageHandoff.handOffIfPackage(
            scene, size: PackageHandoff.asked("--size") ? size : nil,
            arguments: ["--record", out, "--script", script, "--record-fps", String(fps)]
                + (duration.map { ["--record-duration", String($0)] } ?? []),
            unsupported: [("--slow-motion", slowMotion != 1), ("--verbose", verbose)])
        try PrototypeHandoff.handOffIfNeeded(scene)
        try MainActor.assumeIsolated { try perform() }
    }

    @MainActor func perform() throws {
        UIScreen.main.emulatedDevice = try deviceOption.resolved()
        let recording: ScriptedRecording
        do {
            recording = try ScriptedRecording(.init(scriptPath: script, outPath: out, fps: fps, duration: duration,
                                                    durationOption: "--duration", windowManagerRemedy: "record with --own-server"))
        } catch {
            throw Self.fail(error)
        }
        Interruption.install()

        var server: PrivateXServer?
        defer { server?.stop() }
        let display: String
        let environment = ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        if ownServer || environment.isEmpty {
            do {
                server = try PrivateXServer.start(width: size.width, height: size.height,
                                                  purpose: ownServer ? "for --own-server" : "to record without a display (DISPLAY is not set)")
            } catch let interrupted as Interrupted {
                throw Self.fail("\(interrupted); nothing was written", status: interrupted.exitStatus)
            } catch {
                throw Self.fail("\(error)", status: 2)
            }
            display = server!.displayName
        } else {
            display = environment
        }
        // In a function of its own so the window, the capture segment and the encoder are gone
        // before the server they live on stops.
        try record(recording, on: display)
    }

    /// The scene launched on the recording's clock and filmed (`ScriptedRecording`, which an app's
    /// `--record` uses too).
    @MainActor private func record(_ recording: ScriptedRecording, on display: String) throws {
        let requested = CGSize(width: size.width, height: size.height)
        let platform: X11Platform
        do {
            platform = try X11Platform(display: display)
            try platform.openWindow(title: "Segue — recording \(scene)", size: requested)
        } catch {
            throw Self.fail("\(error)", status: 2)
        }
        do {
            try recording.check(platform, requested: requested)
        } catch {
            throw Self.fail(error)
        }
        // The keys any app has while it is recorded (`UIApplicationMain` under `--record`).
        var tools: AppTools?
        guard let app = DemoAppDelegate.launch(PrototypeHandoff.launchOptions(scene), platform: platform,
                                               clock: recording.clock, configure: { app, _ in
            tools = AppTools(options: AppToolOptions(), scriptFile: nil, app: app, platform: platform, source: "segue record")
        }) else {
            tools?.finish()
            throw Self.fail("the demo app refused to launch", status: 1)
        }
        tools?.launched()
        defer {
            app.delegate?.applicationWillTerminate(app)
            tools?.finish()
        }
        app.animationSpeed = 1 / slowMotion
        do {
            let wrote = try recording.record(app, on: platform, verbose: verbose) { frames in
                manifest(recording, frames: frames)
            }
            print("segue: \(wrote)")
        } catch {
            throw Self.fail(error)
        }
    }

    /// The sidecar: `fps` in it is the rate the frames were made at (`parameters` keeps the one asked for).
    @MainActor private func manifest(_ recording: ScriptedRecording, frames: Int) -> RecordingManifest {
        RecordingManifest(
            segueVersion: Segue.version, scene: scene,
            script: .init(path: script, sourceHash: recording.script.sourceHash),
            format: recording.output.format.rawValue, fps: recording.fps, size: .init(width: size.width, height: size.height),
            slowMotion: slowMotion, frameCount: frames, duration: Double(frames) / Double(recording.fps),
            parameters: .init(out: out, fps: self.fps, size: "\(size.width)x\(size.height)", slowMotion: slowMotion,
                              duration: duration, ownServer: ownServer),
            arguments: Array(CommandLine.arguments.dropFirst()))
    }

    /// One line on standard error.
    @MainActor static func say(_ message: String) {
        Diagnostic.say(message)
    }

    /// Says `message` and returns the exit to throw.
    @MainActor static func fail(_ message: String, status: Int32) -> ExitCode {
        Diagnostic.failure(message, status: status)
    }

    /// Says what stopped a scripted run and returns the exit to throw.
    @MainActor static func fail(_ failure: ScriptedRunFailure) -> ExitCode {
        Diagnostic.failure(failure.description, status: failure.status)
    }
}
