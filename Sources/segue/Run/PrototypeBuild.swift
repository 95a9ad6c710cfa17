import Foundation

/// Builds a prototype's package with `swift build` as a child process whose output goes straight to
/// this process's (so compile errors read as the compiler prints them), then starts the app.
nonisolated enum PrototypeBuild {
    /// Resolves `path`, finds the checkout, writes the package and builds it; returns the executable.
    static func build(_ path: String, product: String) throws -> URL {
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
        let rewriter = PathRewriter([
            (package.folder.appendingPathComponent("Prototype").path + "/", package.source.folder.path + "/"),
            (package.folder.appendingPathComponent("Segue").path + "/", checkout.url.appendingPathComponent("Sources/segue").path + "/"),
        ], userFolder: package.source.folder.path + "/")
        let status = try run(swift(), rewriting: rewriter, ["build", "--package-path", package.folder.path,
                                       "--scratch-path", PrototypePackage.scratch.path, "--disable-build-manifest-caching", "--product", product])
        guard status == 0 else {
            if rewriter.sawErrorsOnlyOutsideUserFolder {
                throw PrototypeError("the prototype did not compile: its `root` must be a UIViewController, as in `let root = MyViewController()`",
                                     compilerOutput: rewriter.transcript)
            }
            throw PrototypeError("the prototype did not compile", compilerOutput: rewriter.transcript)
        }
        return PrototypePackage.scratch.appendingPathComponent("debug/\(product)")
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

    /// Replaces this process with `executable` given `arguments`, so the app's process (and its
    /// window's) is the one the user started; throws only when it cannot be started.
    static func exec(_ executable: URL, _ arguments: [String]) throws -> Never {
        var pointers = ([executable.path] + arguments).map { strdup($0) } + [nil]
        execv(executable.path, &pointers)
        throw Diagnostic.failure("cannot start the built prototype \(executable.path): \(String(cString: strerror(errno)))", status: 1)
    }

    /// Runs `executable` with `arguments`, its output copied to this process's through `rewriter`
    /// as it comes, and returns its exit status.
    static func run(_ executable: String, rewriting rewriter: PathRewriter, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do {
            try process.run()
        } catch {
            throw PrototypeError("cannot start \(executable): \(error.localizedDescription); put Swift's toolchain on PATH")
        }
        try? out.fileHandleForWriting.close()
        try? err.fileHandleForWriting.close()
        let done = DispatchSemaphore(value: 0)
        rewriter.pump(out, to: .standardError, done: done)
        rewriter.pump(err, to: .standardError, done: done)
        done.wait()
        done.wait()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }
}
