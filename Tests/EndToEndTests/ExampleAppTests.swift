import Foundation
import Testing
import TestTurns

/// The README's example app is real: its code is the file in Examples/HelloSegue, it builds against
/// Segue as a dependency from a clone in a folder of any name, and the built app runs far enough to
/// report a missing display.
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
        // Assertion: both files appear verbatim, and so do the steps that build and run it.
        #expect(blocks.contains(main.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(blocks.contains(manifest.trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(blocks.contains { $0.contains("cd Examples/HelloSegue") && $0.contains("swift run") })
    }

    @Test func exampleAppBuildsAndRunsInACloneWhoseFolderIsNotNamedSegue() throws {
        // Precondition: the repository as a clone in a folder named nothing like Segue (SwiftPM names a
        // path dependency after its folder), with a space in its name, kept between runs so the build
        // is incremental.
        let clone = try CheckoutCopy.prepare()
        #expect(clone.lastPathComponent.lowercased() != "segue")
        let example = clone.appendingPathComponent("Examples/HelloSegue")

        // Action: the README's steps, `cd Examples/HelloSegue && swift build`.
        let build = try Self.run(["swift", "build"], in: example, environment: [:])

        // Assertion: it builds, and the app starts and reports the missing display with exit 2.
        #expect(build.status == 0, "swift build failed:\n\(build.output.suffix(3000))")
        guard build.status == 0 else { return }
        let binary = example.appendingPathComponent(".build/debug/HelloSegue").path
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

    /// Runs a command (in `directory`, when given) with `environment` overriding the current one (""
    /// removes a variable).
    static func run(_ arguments: [String], in directory: URL? = nil,
                    environment: [String: String]) throws -> (status: Int32, output: String) {
        let p = Process()
        if let directory { p.currentDirectoryURL = directory }
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
