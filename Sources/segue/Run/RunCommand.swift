import ArgumentParser
import Foundation

/// `segue run FILE.swift|FOLDER`: one Swift file, or a folder of them, is an app. The prototype
/// declares a global `let root = MyViewController()`; `segue run` builds it against this checkout's
/// UIKit in a cache outside the user's folder and shows `root` in a window.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Build a Swift file (or a folder of them) that declares `let root = SomeViewController()` and show it in a window.")

    @Argument(help: "The prototype: a .swift file, or a folder of .swift files, declaring a global `root` view controller.")
    var prototype: String

    @Option(parsing: .unconditional, help: "Window size in pixels, as WIDTHxHEIGHT \(OptionLimits.windowSize.range) (default: 900x640).",
            transform: OptionLimits.windowSize.parse)
    var size: WindowSize = WindowSize(width: 900, height: 640)

    @Flag(help: "Print every transition callback (delegate, presentation controller, animator, appearance) to standard error, in order; the same as SEGUE_TRACE=transitions.")
    var trace = false

    @Flag(help: "Rebuild on every save and swap the running app for the new build in the same window place and size, replaying your input so far so you land where you were; a failed build keeps the old app with the errors shown over it.")
    var watch = false

    func run() throws {
        let title = URL(fileURLWithPath: prototype).lastPathComponent
        // UIKit reads it as the app starts.
        if trace { setenv("SEGUE_TRACE", "transitions", 1) }
        if watch {
            let status: Int32
            do {
                status = try HotRestartSupervisor(prototype: prototype, size: size, title: title).run()
            } catch let error as PrototypeError {
                throw Diagnostic.failure(error.description, status: 1)
            }
            throw ExitCode(status)
        }
        let executable: URL
        do {
            executable = try PrototypeBuild.build(prototype, product: PrototypePackage.appProduct)
        } catch let error as PrototypeError {
            throw Diagnostic.failure(error.description, status: 1)
        }
        try PrototypeBuild.exec(executable, ["--size", size.description, "--title", title])
    }
}
