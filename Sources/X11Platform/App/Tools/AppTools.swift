import Foundation
import SegueTools
import UIKit

/// The prototyping tools every app gets from its host: the keys (S, P, ., H, R, D — `DemoTools`),
/// the HUD, R filming the window (`WindowRecorder`), the transition trace and the input script of
/// `--record-input`. `UIApplicationMain` installs them for any app, and `segue demo`, `segue record`
/// and `segue play` install them the same way for the built-in scenes, so the scenes get nothing
/// an app does not.
///
/// The keys are installed before the delegate's `application(_:didFinishLaunchingWithOptions:)`,
/// so a delegate that wants none sets `application.toolKeyHandler = nil` there (or the app passes
/// `tools: false` to `UIApplicationMain`, or its user sets `SEGUE_TOOLS=0`). They never take a key a
/// text field needs: while a text input is first responder plain keys are typed, and with Control,
/// Alt or Command held they always go to the app.
@MainActor
public final class AppTools {
    private let app: UIApplication
    private let platform: X11Platform
    private let source: String
    private var keys: DemoTools?
    private var recorder: WindowRecorder?
    private var scriptFile: InputScriptFile?
    private var salvage: Int?

    /// Sets up what `options` asks for on `app` before it launches (call it from the closure
    /// `UIApplication.launch` gives the app to); `scriptFile` (opened for `options.recordInputPath`)
    /// records every event the app is given. `source` names the host in the sidecar of a film R
    /// makes ("\(source) (R key)").
    public init(options: AppToolOptions, scriptFile: InputScriptFile?, app: UIApplication, platform: X11Platform,
                source: String) {
        self.app = app
        self.platform = platform
        self.source = source
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
        salvage = XServerLoss.addSalvage { [weak self] in _ = self?.finish() }
    }

    /// The delegate has made its window: D switches that window's appearance.
    public func launched() {
        keys?.window = app.keyWindow
    }

    /// Ends what is still running (a film, the input script) and says where it went; false when the
    /// input script could not be written in full (what went wrong is said).
    @discardableResult
    public func finish() -> Bool {
        var complete = true
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
            complete = scriptFile.failure == nil
        }
        return complete
    }

    private func toggleRecording() -> String {
        if let recorder {
            self.recorder = nil
            return recorder.stop()
        }
        do {
            recorder = try WindowRecorder(app: app, platform: platform, provenance: [
                "source": "\(source) (R key)", "segueVersion": SegueVersion.current])
            return "recording the window (R stops)"
        } catch {
            return "cannot record: \(error)"
        }
    }

    private func say(_ line: String) {
        FileHandle.standardError.write(Data("segue: \(line)\n".utf8))
    }
}
