import ArgumentParser
import Foundation
import SegueDemo
import SegueTools
import UIKit
import X11Platform

/// `segue demo`: opens the gallery window on `$DISPLAY`, or renders one settled frame to a PNG.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the demo gallery in an X11 window.")

    @Option(help: "Render the first settled frame to this image and exit: .png, or .jpg/.jpeg (JPEG, quality 92).")
    var screenshot: String?

    @Option(help: "The scene to open: \(SceneChoice.help).")
    var scene: String = SceneChoice.defaultID

    @Option(parsing: .unconditional, help: "Window size in pixels, as WIDTHxHEIGHT \(OptionLimits.windowSize.range) (default: 900x640).",
            transform: OptionLimits.windowSize.parse)
    var size: WindowSize = WindowSize(width: 900, height: 640)

    @OptionGroup var deviceOption: DeviceOption

    @Flag(help: "Print every transition callback (delegate, presentation controller, animator, appearance) to standard error, in order; the same as SEGUE_TRACE=transitions.")
    var trace = false

    @Option(name: .customLong("record-input"),
            help: "Write what the real mouse and keyboard do to this file, as an input script (docs/INPUT-SCRIPTS.md) that `segue record` or `segue play` replays.")
    var recordInput: String?

    @Option(help: "The window's appearance: light (the default) or dark; D switches it while the demo runs.")
    var appearance: String?

    @OptionGroup var pacing: PacingOptions
    @OptionGroup var reduceMotion: ReduceMotionOption

    nonisolated mutating func validate() throws {
        size = deviceOption.windowSize(replacing: size, sizeAsked: PackageHandoff.asked("--size"))
        try MainActor.assumeIsolated { try check() }
    }

    @MainActor private func check() throws {
        if let recordInput {
            let directory = URL(fileURLWithPath: recordInput).deletingLastPathComponent().path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
                  access(directory, W_OK) == 0 else {
                throw ValidationError("--record-input \(recordInput): cannot write in \(directory)")
            }
        }
        try SceneChoice.validate(scene)
        _ = try launchAppearance()
    }

    /// The window's style from `--appearance`; unspecified (light) without it.
    @MainActor private func launchAppearance() throws -> UIUserInterfaceStyle {
        guard let appearance else { return .unspecified }
        do {
            return try DemoLaunchOptions.appearance(named: appearance)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// ArgumentParser calls this on the main thread; the command drives UIKit, so it runs there as
    /// the main actor.
    nonisolated func run() throws {
        reduceMotion.apply()
        try MainActor.assumeIsolated { try perform() }
    }

    /// The tools' options as any app reads them (`SEGUE_TOOLS`, `SEGUE_TRACE`, `SEGUE_RECORD_INPUT`),
    /// with this command's `--trace` and `--record-input` as the launch arguments; the window's size
    /// is `--size`'s.
    @MainActor private func toolOptions() throws -> AppToolOptions {
        var environment = ProcessInfo.processInfo.environment
        environment["SEGUE_WINDOW_SIZE"] = nil
        environment["SEGUE_DEVICE"] = nil
        var arguments = ["segue"]
        if trace { arguments.append("--trace") }
        if let recordInput { arguments += ["--record-input", recordInput] }
        return try AppToolOptions(environment: environment, arguments: arguments)
    }

    @MainActor func perform() throws {
        UIScreen.main.emulatedDevice = try deviceOption.resolved()
        let options: AppToolOptions
        do {
            options = try toolOptions()
        } catch {
            say("\(error)")
            throw ExitCode(2)
        }
        // Refused before a window opens: nothing is written in a format the name does not say.
        let screenshotFormat: ImageFileFormat?
        do {
            screenshotFormat = try screenshot.map { try ImageFileFormat(path: $0) }
        } catch {
            say("--screenshot \(error)")
            throw ExitCode(1)
        }
        let platform: X11Platform
        do {
            platform = try X11Platform()
            try platform.openWindow(title: "Segue", size: CGSize(width: size.width, height: size.height))
        } catch {
            say("\(error)")
            throw ExitCode(2)
        }
        Interruption.install()
        // Written as it is recorded: whatever ends the demo, the file holds what was done until then.
        let scriptFile: InputScriptFile?
        do {
            scriptFile = try options.recordInputPath.map {
                try InputScriptFile(path: $0, comment: "Recorded by `segue demo\(scene == SceneChoice.defaultID ? "" : " --scene \(scene)")` at \(size.width)x\(size.height)")
            }
        } catch {
            say("\(error)")
            throw ExitCode(1)
        }
        var failure: String?
        var tools: AppTools?
        let launchOptions = DemoLaunchOptions(initialSceneID: scene, appearance: try launchAppearance())
        let launched = DemoAppDelegate.launch(launchOptions, platform: platform) { app, _ in
            // The tools any app gets, installed as `UIApplicationMain` installs them.
            tools = AppTools(options: options, scriptFile: scriptFile, app: app, platform: platform, source: "segue demo")
            pacing.apply(to: app)
            guard let path = screenshot, let format = screenshotFormat else { return }
            app.didPresentFrame.append { [unowned app] list in
                guard !app.needsFrame else { return }
                do {
                    try format.write(try platform.captureWindow(), to: path)
                    print("segue: wrote \(path)")
                } catch {
                    failure = "\(error)"
                }
                app.stop()
            }
        }
        guard let app = launched else {
            tools?.finish()
            say("the demo app refused to launch")
            throw ExitCode(1)
        }
        tools?.launched()
        app.runUntilStopped(orWhen: { Interruption.caughtSignal != nil })
        app.delegate?.applicationWillTerminate(app)
        // A signal ends the demo as the close button does; the film is still closed (another signal
        // while it closes gives it up).
        let caught = Interruption.acknowledge()
        let toolsFinished = tools?.finish() ?? true
        if let failure {
            say(failure)
            throw ExitCode(1)
        }
        if !toolsFinished { throw ExitCode(1) }
        if let caught { throw ExitCode(128 + caught) }
    }

    @MainActor private func say(_ message: String) {
        FileHandle.standardError.write(Data("segue: \(message)\n".utf8))
    }
}
