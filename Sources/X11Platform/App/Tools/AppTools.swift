import Foundation
import SegueTools
import UIKit

/// The prototyping tools `UIApplicationMain` gives every app, as `segue demo` has them: the keys
/// (S, P, ., H, R, D — `DemoTools`), the HUD, R filming the window (`WindowRecorder`), the
/// transition trace and the input script of `--record-input`.
///
/// The keys are installed before the delegate's `application(_:didFinishLaunchingWithOptions:)`,
/// so a delegate that wants none sets `application.toolKeyHandler = nil` there (or the app passes
/// `tools: false` to `UIApplicationMain`, or its user sets `SEGUE_TOOLS=0`). They never take a key a
/// text field needs: while a text input is first responder plain keys are typed, and with Control,
/// Alt or Command held they always go to the app.
@MainActor
final class AppTools {
    private let app: UIApplication
    private let platform: X11Platform
    private let title: String
    private var keys: DemoTools?
    private var recorder: WindowRecorder?
    private var scriptFile: InputScriptFile?
    private var salvage: Int?

    /// Sets up what `options` asks for on `app` before it launches; `scriptFile` (opened for
    /// `options.recordInputPath`) records every event the app is given.
    init(options: AppToolOptions, scriptFile: InputScriptFile?, app: UIApplication, platform: X11Platform, title: String) {
        self.app = app
        self.platform = platform
        self.title = title
        if options.trace { TransitionTrace.printsToStandardError = true }
        if let scriptFile {
            app.eventObservers.append { scriptFile.record($0) }
            self.scriptFile = scriptFile
        }
        if options.keys {
            let tools = DemoTools(app: app)
            tools.toggleRecording = { [weak self] in self?.toggleRecording() ?? "cannot record: the application has ended" }
            tools.install()
            keys = tools
        }
        // The X server went away: the film R started ends with the frames it has.
        salvage = XServerLoss.addSalvage { [weak self] in self?.finish() }
    }

    /// The delegate has made its window: D switches that window's appearance.
    func launched() {
        keys?.window = app.keyWindow
    }

    /// Ends what is still running (a film, the input script) and says where it went.
    func finish() {
        if let salvage { XServerLoss.removeSalvage(salvage) }
        salvage = nil
        if let recorder {
            self.recorder = nil
            say(recorder.stop())
        }
        if let scriptFile {
            self.scriptFile = nil
            scriptFile.close()
            say(scriptFile.failure ?? "wrote the input script \(scriptFile.path) (\(scriptFile.eventCount) events)")
        }
    }

    private func toggleRecording() -> String {
        if let recorder {
            self.recorder = nil
            return recorder.stop()
        }
        do {
            recorder = try WindowRecorder(app: app, platform: platform, provenance: ["source": "\(title) (R key)"])
            return "recording the window (R stops)"
        } catch {
            return "cannot record: \(error)"
        }
    }

    private func say(_ line: String) {
        FileHandle.standardError.write(Data("segue: \(line)\n".utf8))
    }
}
