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

    @Argument(help: "The scene to open (\(SceneChoice.builtIDs)).")
    var scene: String

    @Option(help: "The input script to replay (docs/INPUT-SCRIPTS.md).")
    var script: String

    @Option(parsing: .unconditional, help: "Window size in pixels, as WIDTHxHEIGHT \(OptionLimits.windowSize.range) (default: 900x640).",
            transform: OptionLimits.windowSize.parse)
    var size: WindowSize = WindowSize(width: 900, height: 640)

    @Option(name: .customLong("slow-motion"), parsing: .unconditional,
            help: "Run animations this many times slower, \(OptionLimits.slowMotion.range) (default: 1); input keeps real time.",
            transform: OptionLimits.slowMotion.parse)
    var slowMotion: Double = 1

    @Flag(help: "Keep the window open after the script has finished.")
    var stay = false

    @OptionGroup var pacing: PacingOptions

    nonisolated func validate() throws {
        try MainActor.assumeIsolated { try check() }
    }

    @MainActor private func check() throws {
        try SceneChoice.validate(scene)
    }

    /// ArgumentParser calls this on the main thread; the command drives UIKit, so it runs there as
    /// the main actor.
    nonisolated func run() throws {
        try MainActor.assumeIsolated { try perform() }
    }

    @MainActor func perform() throws {
        let input = try InputScriptArgument.load(script)
        let platform: X11Platform
        let injector: XTestInjector
        do {
            platform = try X11Platform()
            try platform.openWindow(title: "Segue", size: CGSize(width: size.width, height: size.height))
            injector = try XTestInjector(window: platform.windowID, display: platform.connection.name)
        } catch {
            throw RecordCommand.fail("\(error)", status: 2)
        }
        guard let app = DemoAppDelegate.launch(DemoLaunchOptions(initialSceneID: scene), platform: platform) else {
            throw RecordCommand.fail("the demo app refused to launch", status: 1)
        }
        defer { app.delegate?.applicationWillTerminate(app) }
        app.animationSpeed = 1 / slowMotion
        pacing.apply(to: app)
        // Draw the scene before the first event, so a tap finds its target on screen.
        app.renderNow()
        Interruption.install()
        let ending: RealTimeReplay.Ending
        do {
            ending = try RealTimeReplay(app: app, platform: platform, script: input, injector: injector).run()
        } catch {
            injector.releaseAll()
            throw RecordCommand.fail("\(error)", status: 1)
        }
        injector.releaseAll()
        switch ending {
        case .interrupted:
            throw ExitCode(Interruption.exitStatus)
        case .finished where stay:
            Interruption.restoreDefaults()
            app.runUntilStopped()
        case .finished, .closed:
            break
        }
    }
}
