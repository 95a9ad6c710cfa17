import Foundation

/// The port tool (`Tools/SeguePort` in the checkout, which depends on swift-syntax), built once into
/// `$XDG_CACHE_HOME/segue/port/build` (default `~/.cache`) and rebuilt only when its sources change:
/// swift-syntax takes minutes to compile cold, which `swift build` of Segue itself never pays.
nonisolated enum PortTool {
    static let product = "SeguePort"

    static var scratch: URL { PrototypePackage.cacheRoot.deletingLastPathComponent().appendingPathComponent("port/build") }

    /// The built tool, building it first when it is missing or older than its package's sources.
    static func built() throws -> URL {
        guard let checkout = SegueCheckout.ofThisBinary() else {
            throw PrototypeError("no Segue checkout found to build the port tool from; run the segue built in a Segue checkout (swift build --product segue)")
        }
        let package = checkout.url.appendingPathComponent("Tools/SeguePort")
        guard FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path) else {
            throw PrototypeError("\(package.path)/Package.swift is missing: the checkout has no port tool; update it")
        }
        let executable = scratch.appendingPathComponent("debug/\(product)")
        if let built = modified(executable), built >= newestSource(in: package) { return executable }
        let first = !FileManager.default.fileExists(atPath: executable.path)
        FileHandle.standardError.write(Data(("segue port: " + (first
            ? "building the port tool once (swift-syntax: a few minutes on first use) into \(scratch.path)\n"
            : "rebuilding the port tool (its sources changed)\n")).utf8))
        let rewriter = PathRewriter([], userFolder: package.path + "/")
        let status = try PrototypeBuild.run(PrototypeBuild.swift(), rewriting: rewriter, [
            "build", "--package-path", package.path, "--scratch-path", scratch.path, "--product", product,
        ])
        guard status == 0 else {
            // Failing before anything compiled, with swift-syntax named, is failing to get it.
            if rewriter.transcript.contains("swift-syntax") && !rewriter.transcript.contains("Compiling") {
                throw PrototypeError("the port tool needs swift-syntax 603.0.1, which could not be fetched (SwiftPM's lines above say why); make https://github.com/swiftlang/swift-syntax reachable, or mirror it with `swift package --package-path \(package.path) config set-mirror`, then run segue port again")
            }
            throw PrototypeError("the port tool did not build (swift build's lines above say why); it is \(package.path), built with the swift on PATH")
        }
        // A no-op build leaves the executable's date alone; touch it so the next run skips the build.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: executable.path)
        return executable
    }

    private static func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    /// The newest modification date among the package's manifest and sources.
    private static func newestSource(in package: URL) -> Date {
        var newest = modified(package.appendingPathComponent("Package.swift")) ?? .distantFuture
        let sources = package.appendingPathComponent("Sources")
        for path in FileManager.default.enumerator(atPath: sources.path)?.compactMap({ $0 as? String }) ?? [] {
            if let date = modified(sources.appendingPathComponent(path)), date > newest { newest = date }
        }
        return newest
    }
}
