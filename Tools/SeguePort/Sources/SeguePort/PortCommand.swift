import Foundation
import SwiftParser
import SwiftSyntax

/// `segue port SOURCES… --out DIR [--strict]`: every file is parsed first (one that does not parse
/// stops the port before anything is written), then rewritten into DIR under its relative name.
/// Rewrites go to standard output, lines to change by hand to standard error, each as
/// `file:line: …`, then a summary. Status 0, or 1 for bad input, or 2 with `--strict` when some line
/// needs changing by hand.
struct PortCommand {
    var sources: [String] = []
    var out: String?
    var strict = false

    static let usage = "usage: segue port SOURCES… --out DIR [--strict]"

    init(arguments: [String]) throws(PortFailure) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--out":
                guard let value = rest.popFirst() else { throw PortFailure("--out needs a folder; \(Self.usage)") }
                out = value
            case "--strict":
                strict = true
            case let option where option.hasPrefix("-") && option != "-":
                throw PortFailure("unknown option \(option); \(Self.usage)")
            default:
                sources.append(argument)
            }
        }
        guard !sources.isEmpty else { throw PortFailure("no sources given; \(Self.usage)") }
        guard out != nil else { throw PortFailure("no --out folder given; \(Self.usage)") }
    }

    func run() throws(PortFailure) -> Int32 {
        let files = try SourceFiles.collect(sources)
        let outFolder = URL(fileURLWithPath: out!)
        try SourceFiles.checkNothingIsOverwritten(files, outFolder: outFolder, shownAs: out!)
        var parsed: [(SourceFile, SourceFileSyntax)] = []
        for file in files {
            guard let text = try? String(contentsOf: file.url, encoding: .utf8) else {
                throw PortFailure("\(file.shown): cannot be read as UTF-8 text")
            }
            let tree = Parser.parse(source: text)
            if let problem = ParseProblem.first(in: tree, fileName: file.shown) {
                throw PortFailure("\(file.shown):\(problem.line): does not parse as Swift (near `\(problem.text)`); fix it so it builds for iOS, then port it")
            }
            parsed.append((file, tree))
        }
        do {
            try FileManager.default.createDirectory(at: outFolder, withIntermediateDirectories: true)
        } catch {
            throw PortFailure("cannot create the output folder \(out!): \(error.localizedDescription); give a writable --out")
        }
        let optional = OptionalRequirements.collect(parsed.map(\.1))
        var rewrites = 0, byHand = 0
        for (file, tree) in parsed {
            let rewriter = SegueRewriter(tree: tree, fileName: file.shown, optionalRequirements: optional)
            var result = rewriter.rewrite(tree).as(SourceFileSyntax.self) ?? tree
            var report = rewriter.report
            if UIKitImport.isMissing(in: tree) {
                result = UIKitImport.adding(to: result)
                report.rewrote(1, "(no import UIKit)", "import UIKit")
            }
            let target = outFolder.appendingPathComponent(file.relative)
            do {
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(result.description.utf8).write(to: target, options: .atomic)
            } catch {
                throw PortFailure("cannot write \(target.path): \(error.localizedDescription); give a writable --out")
            }
            for entry in report.rewrites.sorted() { print("\(file.shown):\(entry.line): \(entry.text)") }
            for entry in report.byHand.sorted() { Self.standardError("\(file.shown):\(entry.line): \(entry.text)") }
            rewrites += report.rewrites.count
            byHand += report.byHand.count
        }
        let summary = "segue port: \(files.count) file\(files.count == 1 ? "" : "s") written to \(out!): \(rewrites) rewrite\(rewrites == 1 ? "" : "s"), \(byHand) line\(byHand == 1 ? "" : "s") to change by hand"
        print(summary)
        return strict && byHand > 0 ? 2 : 0
    }

    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// The first place a file fails to parse: a token the parser had to invent or one it could not place.
struct ParseProblem {
    let line: Int
    let text: String

    static func first(in tree: SourceFileSyntax, fileName: String) -> ParseProblem? {
        guard tree.hasError else { return nil }
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        for token in tree.tokens(viewMode: .all) {
            let unexpected = token.ancestorOrSelf { $0.is(UnexpectedNodesSyntax.self) ? $0 : nil } != nil
            guard token.presence == .missing || unexpected else { continue }
            let near = token.presence == .missing ? (token.previousToken(viewMode: .sourceAccurate) ?? token) : token
            return ParseProblem(line: near.startLocation(converter: converter).line, text: near.trimmedDescription)
        }
        return ParseProblem(line: 1, text: "")
    }
}
