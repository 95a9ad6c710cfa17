import Foundation
import Testing
import TestTurns

/// The README's example app is real: its code is the file in Examples/HelloSegue, it builds against
/// Segue as a dependency, and the built app runs far enough to report a missing display.
@Suite(.serialized, .takesTurns("builds Segue with every core for a minute, which would throw off the real-time suites"))
struct ExampleAppTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func readmeShowsTheExampleAppInFull() throws {
        // Precondition: the README and the example's main.swift.
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let main = try String(contentsOf: Self.root.appendingPathComponent("Examples/HelloSegue/Sources/HelloSegue/main.swift"),
                              encoding: .utf8)
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Examples/HelloSegue/Package.swift"),
                                  encoding: .utf8)
        // Action: collect the README's swift code blocks.
        let blocks = Self.codeBlocks(in: readme)
        // Assertion: both files appear verbatim.
        #expect(blocks.contains(main.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(blocks.contains(manifest.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test func exampleAppBuildsAgainstSegueAndRuns() throws {
        // Precondition: a scratch folder holding a copy of Segue named "Segue" and the example beside it.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("segue-example-\(getpid())")
        try? FileManager.default.removeItem(at: scratch)
        let segue = scratch.appendingPathComponent("Segue")
        try FileManager.default.createDirectory(at: segue, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources", "Resources"] {
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent(item), to: segue.appendingPathComponent(item))
        }
        let app = scratch.appendingPathComponent("HelloSegue")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Examples/HelloSegue"), to: app)
        defer { try? FileManager.default.removeItem(at: scratch) }

        // Action: build it as its author would.
        let build = try Self.run(["swift", "build", "--package-path", app.path], environment: [:])

        // Assertion: it builds, and the app starts and reports the missing display with exit 2.
        #expect(build.status == 0, "swift build failed:\n\(build.output.suffix(3000))")
        guard build.status == 0 else { return }
        let binary = app.appendingPathComponent(".build/debug/HelloSegue").path
        let started = try Self.run([binary], environment: ["DISPLAY": ""])
        #expect(started.status == 2)
        #expect(started.output.contains("no X display"))
    }

    static func codeBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let c = current {
                    blocks.append(c.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines))
                    current = nil
                } else {
                    current = []
                }
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    /// Runs a command with `environment` overriding the current one ("" removes a variable).
    static func run(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment {
            if v.isEmpty { env.removeValue(forKey: k) } else { env[k] = v }
        }
        p.environment = env
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = pipe
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
