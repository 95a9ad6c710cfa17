import Foundation

/// Builds a prototype's package with `swift build` as a child process whose output goes straight to
/// this process's (so compile errors read as the compiler prints them), then starts the app.
nonisolated enum PrototypeBuild {
    /// Resolves `path`, finds the checkout, writes the package and builds it; returns the executable.
    static func build(_ path: String) throws -> URL {
        let source = try PrototypeSource(path: path)
        guard let checkout = SegueCheckout.ofThisBinary() else {
            throw PrototypeError("no Segue checkout found to build the prototype against; run the segue built in a Segue checkout (swift build --product segue)")
        }
        let package = PrototypePackage(source: source, checkout: checkout)
        do {
            try package.write()
        } catch {
            throw PrototypeError("cannot write the prototype's package in \(package.folder.path): \(error.localizedDescription)")
        }
        let status = try run(swift(), ["build", "--package-path", package.folder.path,
                                       "--scratch-path", PrototypePackage.scratch.path, "--product", "SeguePrototype"])
        guard status == 0 else { throw PrototypeError("the prototype did not compile") }
        return package.executable
    }

    /// `swift` next to this machine's toolchain: `$SWIFT_EXEC`'s folder is not used; PATH decides,
    /// as it does for `swift build` typed by hand.
    static func swift() -> String {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/swift"
    }

    /// Runs `executable` with `arguments`, its output this process's, and returns its exit status.
    static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        do {
            try process.run()
        } catch {
            throw PrototypeError("cannot start \(executable): \(error.localizedDescription); put Swift's toolchain on PATH")
        }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }
}
