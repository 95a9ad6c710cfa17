import ArgumentParser
import Foundation

/// `segue port SOURCES… --out DIR`: rewrites iOS Swift source into the form Segue's UIKit compiles
/// (`#selector` target-action to method references, `@objc`/`@IB…` removed, `#keyPath` to key
/// paths, `#if os(iOS)` to `#if canImport(UIKit)`, a missing `import UIKit` added) and lists every
/// rewrite and every line left to change by hand. The rewriter is a swift-syntax tool in its own
/// package (`Tools/SeguePort`), built into the cache on first use (`PortTool`), so building `segue`
/// never builds swift-syntax.
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite iOS Swift source (files or folders of .swift) so it builds against Segue's UIKit, listing every change.")

    @Argument(help: "The .swift files, or folders of them, to port.")
    var sources: [String] = []

    @Option(help: "The folder the ported files are written to, under the same relative names.")
    var out: String?

    @Flag(help: "Exit with status 2 when some line must be changed by hand.")
    var strict = false

    func run() throws {
        guard !sources.isEmpty else { throw Diagnostic.failure("no sources given; usage: segue port SOURCES… --out DIR", status: 1) }
        guard let out else { throw Diagnostic.failure("no --out folder given; usage: segue port SOURCES… --out DIR", status: 1) }
        for source in sources where !FileManager.default.fileExists(atPath: source) {
            throw Diagnostic.failure("\(source): no such file or folder; give .swift files or folders holding them", status: 1)
        }
        let tool: URL
        do {
            tool = try PortTool.built()
        } catch let error as PrototypeError {
            throw Diagnostic.failure(error.description, status: 1)
        }
        try PrototypeBuild.exec(tool, sources + ["--out", out] + (strict ? ["--strict"] : []))
    }
}
