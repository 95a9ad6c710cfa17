import Foundation
import SegueFiles
import SegueTools
import UIKit

/// The app's side of a hot restart (`segue run --watch`; `HotRestartFolder` is the protocol): it
/// opens the window where the previous build's was, catches up on the input that brought that build
/// to its state (`ScriptCatchUp`, drawing nothing until it lands), then runs in real time, writing
/// what the user does after the replayed input to the history the next build will catch up on, and
/// follows segue's commands on standard input: "Rebuilding…" and compile errors over the app, its
/// window's place when asked, and quitting once the next build is ready.
///
/// Only for an app whose environment names a folder (`SEGUE_HOT_RESTART`), which segue sets.
@MainActor
final class HotRestartClient {
    private let folder: HotRestartFolder
    private let clock: CatchUpClock
    private var history: InputScriptFile?
    private var overlay: BuildStatusOverlay?
    private weak var app: UIApplication?
    private weak var platform: X11Platform?

    /// The client `environment` asks for, with the clock the app must run on; nil when it asks for none.
    init?(environment: [String: String], realTime: @escaping () -> TimeInterval) {
        guard let path = environment[HotRestartFolder.environmentKey], path.hasPrefix("/") else { return nil }
        folder = HotRestartFolder(URL(fileURLWithPath: path))
        clock = CatchUpClock(realTime: realTime)
    }

    /// The clock the app runs on: the catch-up's, then real time.
    var frameClock: FrameClock { clock }

    /// Where the previous build's window was, to open this one there.
    var windowFrame: CGRect? {
        (try? String(contentsOf: folder.window, encoding: .utf8)).flatMap(HotRestartFolder.frame(in:))
    }

    /// After launch: catches up, draws, starts recording the history, says it is ready and listens
    /// for commands.
    func start(app: UIApplication, platform: X11Platform) {
        self.app = app
        self.platform = platform
        let replayText = try? String(contentsOf: folder.replay, encoding: .utf8)
        var replayedLength: TimeInterval = 0
        if let replayText, !replayText.isEmpty {
            replayedLength = catchUp(on: replayText, app: app)
        }
        clock.release()
        app.renderNow()
        let releasedAt = platform.monotonicTime()
        let writer = replayText.map { InputScriptWriter(continuing: $0, after: replayedLength) }
            ?? InputScriptWriter(comment: "Input recorded by segue run --watch, replayed on each reload")
        do {
            let file = try InputScriptFile(path: folder.history.path, writer: writer)
            var first = true
            app.eventObservers.append { [weak file] event in
                guard let file else { return }
                if first {
                    first = false
                    // The stretch between the catch-up and the first touch, as the user waited it.
                    file.writer.startTime = replayedLength + platform.monotonicTime() - releasedAt
                }
                file.record(event)
            }
            history = file
        } catch {
            say("hot restart: cannot keep the input for the next reload: \(error)")
        }
        overlay = BuildStatusOverlay(app: app)
        try? Data().write(to: folder.ready)
        listen()
    }

    /// Ends the history (the app is closing).
    func finish() {
        history?.close()
        history = nil
    }

    /// Plays `text` into the app without drawing; returns the script time it reached.
    private func catchUp(on text: String, app: UIApplication) -> TimeInterval {
        let script: InputScript
        do {
            script = try InputScript.parse(text, file: folder.replay.path)
        } catch {
            say("hot restart: cannot replay the input so far (\(error)); starting afresh")
            return 0
        }
        // The tool keys replayed would film or toggle the HUD again; the app's own keys still go through.
        let keys = app.toolKeyHandler
        app.toolKeyHandler = nil
        defer { app.toolKeyHandler = keys }
        let outcome = ScriptCatchUp.run(script, on: app, clock: clock)
        if let failure = outcome.failure { say("hot restart: the replay stopped early: \(failure)") }
        return outcome.scriptTime
    }

    /// Reads commands from standard input on a thread of its own; each runs on the main actor.
    private func listen() {
        Thread.detachNewThread { [self] in
            while let line = readLine() {
                guard let command = HotRestartFolder.Command(rawValue: line.trimmingCharacters(in: .whitespaces)) else { continue }
                Task { @MainActor in self.perform(command) }
                if command == .quit { return }
            }
            Task { @MainActor in self.perform(.quit) }
        }
    }

    private func perform(_ command: HotRestartFolder.Command) {
        guard let app, !app.hasStopped else { return }
        switch command {
        case .building:
            overlay?.show(.building)
        case .failed:
            let output = (try? String(contentsOf: folder.errors, encoding: .utf8)) ?? "the compiler's output was not found"
            overlay?.show(.failed(output))
        case .geometry:
            guard let frame = platform?.windowFrameOnScreen else { return }
            try? AtomicFile.write(Data(HotRestartFolder.text(of: frame).utf8), to: folder.geometry.path)
        case .quit:
            finish()
            app.stop()
        }
    }

    private func say(_ line: String) {
        FileHandle.standardError.write(Data("segue: \(line)\n".utf8))
    }
}
