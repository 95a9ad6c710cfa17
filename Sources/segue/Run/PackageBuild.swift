import Foundation

/// Builds a package's app for `segue run` as `swift build` in its folder would, but into a scratch
/// folder in the cache (`AppPackage.scratch`), its output copied to standard error as it comes: the
/// compiler's messages name the user's files by the paths the user gave.
nonisolated enum PackageBuild {
    /// Reads the package's manifest, picks its executable product (`asked`, or its only one) and
    /// builds it; returns the executable. `shown` is the package's path as the user gave it, for
    /// messages.
    static func build(_ package: AppPackage, product asked: String?, shown: String) throws -> URL {
        let manifest = try describe(package, shown: shown)
        let product = try package.product(asked, among: AppPackage.executables(inManifest: manifest), shown: shown)
        let scratch = package.scratch(dependencies: package.pathDependencies(inManifest: manifest),
                                      checkout: SegueCheckout.ofThisBinary())
        let rewriter = PathRewriter([], userFolder: package.folder.path + "/")
        // The manifest is not cached: the scratch folder may be shared with other packages.
        let status = try PrototypeBuild.run(PrototypeBuild.swift(), rewriting: rewriter, [
            "build", "--package-path", package.folder.path, "--scratch-path", scratch.path,
            "--disable-build-manifest-caching", "--product", product,
        ])
        guard status == 0 else { throw PrototypeError("the package did not compile", compilerOutput: rewriter.transcript) }
        return scratch.appendingPathComponent("debug/\(product)")
    }

    /// The package's manifest, as `swift package dump-package` prints it; the manifest's own errors
    /// go to standard error as SwiftPM prints them.
    static func describe(_ package: AppPackage, shown: String) throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PrototypeBuild.swift())
        process.arguments = ["package", "dump-package", "--package-path", package.folder.path]
        process.standardInput = FileHandle.nullDevice
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            throw PrototypeError("cannot start \(PrototypeBuild.swift()): \(error.localizedDescription); put Swift's toolchain on PATH")
        }
        try? out.fileHandleForWriting.close()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0,
              let manifest = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw PrototypeError("\(shown): its Package.swift cannot be read (SwiftPM's lines above say why)")
        }
        return manifest
    }
}
