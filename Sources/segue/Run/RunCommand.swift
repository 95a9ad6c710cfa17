import ArgumentParser
import Foundation

/// `segue run FILE.swift|FOLDER|PACKAGE`: one Swift file, or a folder of them, is an app. The
/// prototype declares a global `let root = MyViewController()`; `segue run` builds it against this
/// checkout's UIKit in a cache outside the user's folder and shows `root` in a window. A folder
/// holding a Package.swift is a package whose executable is built, in the cache too, and started.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Build a Swift file (or a folder of them) that declares `let root = SomeViewController()`, or a package's app, and show it in a window.")

    @Argument(help: "The prototype: a .swift file, or a folder of .swift files, declaring a global `root` view controller; or a package's folder (with a Package.swift), whose executable is run.")
    var prototype: String

    @Option(parsing: .unconditional, help: "Window size in pixels, as WIDTHxHEIGHT \(OptionLimits.windowSize.range) (default: 900x640; a package's app: its own).",
            transform: OptionLimits.windowSize.parse)
    var size: WindowSize?

    @OptionGroup var deviceOption: DeviceOption

    @Option(help: "The package's executable product to run, when it has several.")
    var product: String?

    @Flag(help: "Print every transition callback (delegate, presentation controller, animator, appearance) to standard error, in order; the same as SEGUE_TRACE=transitions.")
    var trace = false

    @Flag(help: "Rebuild on every save and swap the running app for the new build in the same window place and size, replaying your input so far so you land where you were; a failed build keeps the old app with the errors shown over it.")
    var watch = false

    func run() throws {
        let build = RunBuild(path: prototype, product: product, size: size, trace: trace, device: try deviceOption.resolved()?.id)
        if watch {
            let status: Int32
            do {
                status = try HotRestartSupervisor(build: build).run()
            } catch let error as PrototypeError {
                throw Diagnostic.failure(error.description, status: 1)
            }
            throw ExitCode(status)
        }
        let launch: AppLaunch
        do {
            launch = try build.build()
        } catch let error as PrototypeError {
            throw Diagnostic.failure(error.description, status: 1)
        }
        try launch.exec()
    }
}
