import ArgumentParser
import Foundation
import SegueDemo
import SegueTools
import UIKit
import X11Platform

/// `segue play`: a scene in a visible window on `$DISPLAY`, with an input script replayed in real
/// time as real input — XTest events the X server delivers like a mouse's and a keyboard's — for
/// demos in front of people and screen sharing. (`segue record` is the frame-exact way to film it.)
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Replay an input script on a scene in a visible window, in real time, through XTest.",
        discussion: """
            The script moves the real pointer and presses real buttons and keys on $DISPLAY: leave the \
            mouse alone while it plays. The window closes when the script has finished and nothing \
            animates, unless --stay is given.
            """)

    @Argument(help: "The scene to open: \(SceneChoice.help).")
    var scene: String = SceneChoice.defaultID

    @Option(help: "The input script to replay (docs/INPUT-SCRIPTS.md).")
    var script: String

    @Option(parsing: .unconditional, help: "Window size in pixels, as WIDTHxHEIGHT \(OptionLimits.windowSize.range) (default: 900x640).",
            transform: OptionLimits.windowSize.parse)
    var size: WindowSize = WindowSize(width: 900, height: 640)

    @OptionGroup var deviceOption: DeviceOption

    @Option(name: .customLong("slow-motion"), parsing: .unconditional,
            help: "Run animations this many times slower, \(OptionLimits.slowMotion.range) (default: 1); input keeps real time.",
            transform: OptionLimits.slowMotion.parse)
    var slowMotion: Double = 1

    @Flag(help: "Keep the window open after the script has finished.")
    var stay = false

    @Flag(help: "Print nothing when the script has played (errors are still printed).")
    var quiet = false

    @OptionGroup var pacing: PacingOptions
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
        try PackageHandoff.handOffIfPackage(
            scene, size: PackageHandoff.asked("--size") ? size : nil,
            arguments: ["--play", script] + (stay ? ["--stay"] : []),
            unsupported: [("--slow-motion", slowMotion != 1), ("--quiet", quiet), ("--fps", pacing.fps != nil)])
        try PrototypeHandoff.handOffIfNeeded(scene)
        try MainActor.assumeIsolated { try perform() }
    }

    @MainActor func perform() throws {
        UIScreen.main.emulatedDevice = try deviceOption.resolved()
        let playback: ScriptedPlayback
        do {
            playback = try ScriptedPlayback(scriptPath: script)
        } catch {
            throw RecordCommand.fail(error)
        }
        let platform: X11Platform
        do {
            platform = try X11Platform()
            try platform.openWindow(title: "Segue", size: CGSize(width: size.width, height: size.height))
        } catch {
            throw RecordCommand.fail("\(error)", status: 2)
        }
        do {
            try playback.connect(to: platform)
        } catch {
            throw RecordCommand.fail(error)
        }
        // The keys any app has while it is played (`UIApplicationMain` under `--play`).
        var tools: AppTools?
        guard let app = DemoAppDelegate.launch(PrototypeHandoff.launchOptions(scene), platform: platform, configure: { app, _ in
            tools = AppTools(options: AppToolOptions(), scriptFile: nil, app: app, platform: platform, source: "segue play")
        }) else {
            tools?.finish()
            throw RecordCommand.fail("the demo app refused to launch", status: 1)
        }
        tools?.launched()
        defer {
            app.delegate?.applicationWillTerminate(app)
            tools?.finish()
        }
        app.animationSpeed = 1 / slowMotion
        pacing.apply(to: app)
        let played: ScriptedPlayback.Played
        do {
            played = try playback.play(app, on: platform)
        } catch {
            throw RecordCommand.fail(error)
        }
        switch played.ending {
        case .interrupted:
            throw ExitCode(Interruption.exitStatus)
        case .finished:
            if !quiet {
                // Written at once, not buffered: with --stay the process goes on for a while.
                let on = scene == SceneChoice.defaultID ? "the gallery" : "the \(scene) scene"
                FileHandle.standardOutput.write(Data(("segue: played \(script) on \(on) in a \(size.width)x\(size.height) "
                    + "window on \(platform.connection.name) (\(played.figures))\(stay ? "; the window stays open" : "")\n").utf8))
            }
            if stay {
                Interruption.restoreDefaults()
                app.runUntilStopped()
            }
        case .closed:
            if !quiet { RecordCommand.say("the window was closed before the script finished (\(played.figures))") }
        }
    }
}
