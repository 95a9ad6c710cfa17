import Foundation
import SegueTools
import UIKit

/// Starts an app on X11, as `UIApplicationMain` starts one on iOS:
///
/// ```swift
/// import UIKit
/// import X11Platform
///
/// UIApplicationMain(AppDelegate.self)
/// ```
///
/// Opens `$DISPLAY` (exits with status 2 and a one-line reason when there is none), opens a window of
/// `size` (or of `SEGUE_WINDOW_SIZE`, when the environment gives one: what `segue run --size` asks
/// for; or the phone's under `SEGUE_DEVICE`, which also draws its status bar and home indicator), makes the delegate and runs frames until the window is closed.
///
/// Every app gets Segue's prototyping tools (`AppToolOptions` lists the environment variables and
/// launch arguments; docs/PROTOTYPING-TOOLS.md explains them): the S / P / . / H / R / D keys, the HUD,
/// `--trace`, `--record-input FILE`. `tools: false` leaves the keys out whatever the environment says.
/// `--play FILE` and `--record OUT --script FILE` (`AppScriptOptions`) drive the app by an input
/// script, as `segue play` and `segue record` drive a scene. Under `segue run --watch` the app takes
/// part in a hot restart (`HotRestartClient`): its window opens where the previous build's was and it
/// catches up on that build's input before it draws.
///
/// Not isolated, as on iOS, so that a `main.swift` in Swift 5 or 6 mode calls it as it is; it must be
/// called on the main thread, where the application then runs as the main actor.
@discardableResult
public func UIApplicationMain(_ delegateType: sending UIApplicationDelegate.Type, title: String = "Segue",
                              size: CGSize = CGSize(width: 900, height: 640), tools: Bool = true) -> Int32 {
    MainActor.assumeIsolated { runApplication(delegateType, title: title, size: size, tools: tools) }
}

@MainActor
private func runApplication(_ delegateType: UIApplicationDelegate.Type, title: String, size codedSize: CGSize,
                            tools keysAllowed: Bool) -> Int32 {
    var options: AppToolOptions
    let scriptOptions: AppScriptOptions
    do {
        options = try AppToolOptions(environment: ProcessInfo.processInfo.environment,
                                     arguments: CommandLine.arguments)
        scriptOptions = try AppScriptOptions(environment: ProcessInfo.processInfo.environment,
                                             arguments: CommandLine.arguments)
    } catch {
        FileHandle.standardError.write(Data("segue: \(error)\n".utf8))
        exit(2)
    }
    if !keysAllowed { options.keys = false }
    // An emulated iPhone brings its size (a size asked for outright still wins) and its safe area.
    let size = options.windowSize ?? options.device?.size ?? codedSize
    UIScreen.main.emulatedDevice = options.device
    // Refused before the window opens: a script that cannot be written would lose what the user does.
    let scriptFile: InputScriptFile?
    do {
        scriptFile = try options.recordInputPath.map {
            try InputScriptFile(path: $0, comment: "Recorded by \(title) (UIApplicationMain) at \(Int(size.width))x\(Int(size.height))")
        }
    } catch {
        FileHandle.standardError.write(Data("segue: \(error)\n".utf8))
        exit(1)
    }
    // A script that cannot be read, or a recording that cannot be written, is refused here too.
    let scripted = AppScriptRun.prepare(scriptOptions, title: title, size: size)
    let platform: X11Platform
    let hotRestart: HotRestartClient?
    do {
        platform = try X11Platform(display: scripted?.display())
        // Under `segue run --watch` (and not driven by a script): the window goes where the previous
        // build's was.
        hotRestart = scripted != nil ? nil
            : HotRestartClient(environment: ProcessInfo.processInfo.environment, realTime: platform.monotonicTime)
        let frame = hotRestart?.windowFrame
        try platform.openWindow(title: title, size: frame?.size ?? size, origin: frame?.origin)
    } catch {
        FileHandle.standardError.write(Data("segue: \(error)\n".utf8))
        exit(2)
    }
    scripted?.opened(platform)
    var tools: AppTools?
    let launched = UIApplication.launch(delegateType: delegateType, platform: platform,
                                        clock: scripted?.clock ?? hotRestart?.frameClock) { app in
        tools = AppTools(options: options, scriptFile: scriptFile, app: app, platform: platform, source: title)
    }
    guard let app = launched else {
        tools?.finish()
        return 1
    }
    tools?.launched()
    var status: Int32 = 0
    if let scripted {
        status = scripted.drive(app)
    } else {
        hotRestart?.start(app: app, platform: platform)
        app.runUntilStopped()
    }
    app.delegate?.applicationWillTerminate(app)
    hotRestart?.finish()
    tools?.finish()
    // A `main.swift` drops what this returns, as on iOS: a failed script ends the process here.
    if status != 0 { exit(status) }
    return 0
}
