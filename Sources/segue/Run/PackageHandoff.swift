import Foundation

/// `segue record PACKAGE` and `segue play PACKAGE`: a package's app is an app like any other, so it
/// films and plays itself — `UIApplicationMain`'s `--record` and `--play`, the same recorder and
/// player these commands use for the built-in scenes and prototypes. `segue` builds the app as
/// `segue run` does (`RunBuild`) and hands the command over to it as those launch arguments.
nonisolated enum PackageHandoff {
    /// For a package: builds its app and replaces this process with it, given `arguments` (it does
    /// not return). For anything else does nothing. `size` is the window size asked for on the
    /// command line, if it was (`asked(_:)`); else the app keeps its own.
    static func handOffIfPackage(_ path: String, size: WindowSize?, arguments: [String],
                                 unsupported: [(option: String, given: Bool)] = []) throws {
        guard !PrototypeHandoff.isPrototypeBinary, AppPackage(path: path) != nil else { return }
        if let refused = unsupported.first(where: \.given) {
            throw Diagnostic.failure("\(refused.option) is not available for a package's app, which records and plays itself "
                                     + "(docs/PROTOTYPING-TOOLS.md); leave it out", status: 2)
        }
        let launch: AppLaunch
        do {
            launch = try RunBuild(path: path, product: nil, size: size).build()
        } catch let error as PrototypeError {
            throw Diagnostic.failure(error.description, status: 1)
        }
        try AppLaunch(executable: launch.executable, arguments: arguments, environment: launch.environment).exec()
    }

    /// Whether `option` (`--size`) is on this process's command line, alone or as `--size=…`.
    static func asked(_ option: String) -> Bool {
        CommandLine.arguments.dropFirst().contains { $0 == option || $0.hasPrefix(option + "=") }
    }
}
