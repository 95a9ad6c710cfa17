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

    @Option(help: "Render the first settled frame to this PNG file and exit.")
    var screenshot: String?

    @Option(help: "Open this scene instead of the gallery (\(SceneCatalog.all.filter { $0.make != nil }.map(\.id).joined(separator: ", "))).")
    var scene: String?

    @Option(help: "Window size in pixels, as WIDTHxHEIGHT.")
    var size: WindowSize = WindowSize(width: 900, height: 640)

    @Flag(help: "Print every transition callback (delegate, presentation controller, animator, appearance) to standard error, in order; the same as SEGUE_TRACE=transitions.")
    var trace = false

    @Option(name: .customLong("record-input"),
            help: "Write what the real mouse and keyboard do to this file, as an input script (docs/INPUT-SCRIPTS.md) that `segue record` or `segue play` replays.")
    var recordInput: String?

    @OptionGroup var pacing: PacingOptions

    func validate() throws {
        if let recordInput {
            let directory = URL(fileURLWithPath: recordInput).deletingLastPathComponent().path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
                  access(directory, W_OK) == 0 else {
                throw ValidationError("--record-input \(recordInput): cannot write in \(directory)")
            }
        }
        if let scene {
            guard let found = SceneCatalog.scene(id: scene) else {
                throw ValidationError("no scene \"\(scene)\"; scenes: \(SceneCatalog.all.map(\.id).joined(separator: ", "))")
            }
            guard found.make != nil else {
                throw ValidationError("scene \"\(scene)\" is not built yet")
            }
        }
    }

    func run() throws {
        DemoAppDelegate.initialSceneID = scene
        if trace { TransitionTrace.printsToStandardError = true }
        let platform: X11Platform
        do {
            platform = try X11Platform()
            try platform.openWindow(title: "Segue", size: CGSize(width: size.width, height: size.height))
        } catch {
            FileHandle.standardError.write(Data("segue: \(error)\n".utf8))
            throw ExitCode(2)
        }
        var failure: Error?
        var windowRecorder: WindowRecorder?
        let inputWriter = recordInput.map { _ in
            InputScriptWriter(comment: "Recorded by `segue demo\(scene.map { " --scene \($0)" } ?? "")` at \(size.width)x\(size.height)")
        }
        UIApplication.run(delegateType: DemoAppDelegate.self, platform: platform) { app in
            pacing.apply(to: app)
            DemoTools.toggleRecording = { [weak app] in
                guard let app else { return "cannot record: the application has ended" }
                if let recorder = windowRecorder {
                    windowRecorder = nil
                    return recorder.stop()
                }
                do {
                    let recorder = try WindowRecorder(app: app, platform: platform)
                    windowRecorder = recorder
                    return "recording the window (R stops)"
                } catch {
                    return "cannot record: \(error)"
                }
            }
            if let inputWriter { app.eventObservers.append { inputWriter.record($0) } }
            guard let path = screenshot else { return }
            app.didPresentFrame.append { [unowned app] list in
                guard !app.needsFrame else { return }
                do {
                    try PNGCodec.write(try platform.captureWindow(), to: path)
                    print("segue: wrote \(path)")
                } catch {
                    failure = error
                }
                app.stop()
            }
        }
        if let recorder = windowRecorder {
            FileHandle.standardError.write(Data("segue: \(recorder.stop())\n".utf8))
        }
        if let recordInput, let inputWriter {
            do {
                // Whole or not at all; a failure names the file and says why.
                try inputWriter.save(to: recordInput)
                FileHandle.standardError.write(Data("segue: wrote the input script \(recordInput)\n".utf8))
            } catch {
                failure = failure ?? error
            }
        }
        if let failure {
            FileHandle.standardError.write(Data("segue: \(failure)\n".utf8))
            throw ExitCode(1)
        }
    }
}

/// `WIDTHxHEIGHT`, e.g. `1280x800`.
struct WindowSize: ExpressibleByArgument {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0, w <= 8192, h <= 8192 else {
            return nil
        }
        self.init(width: w, height: h)
    }

    var defaultValueDescription: String { "\(width)x\(height)" }
}
