// The `segue` binary without an X server: it must say in one line what is missing and how to get it,
// and exit with status 2 (docs/ARCHITECTURE.md, "Errors and input from outside"), both when DISPLAY is unset
// and when it names a display where nothing listens.

import Foundation
import Testing

@Suite struct NoDisplayTests {
    /// The package root: this file is `<root>/Tests/EndToEndTests/NoDisplayTests.swift`.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Where the built `segue` binary should be: `$SEGUE_BUILD_DIR/debug/segue` when that variable
    /// names a scratch path (relative paths are taken from the package root), else `.build/debug/segue`.
    static func binaryURL() -> URL {
        let env = ProcessInfo.processInfo.environment["SEGUE_BUILD_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        let buildDir = env ?? ".build"
        let base = buildDir.hasPrefix("/") ? URL(fileURLWithPath: buildDir)
                                           : packageRoot.appendingPathComponent(buildDir)
        return base.appendingPathComponent("debug/segue")
    }

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `segue` with the test's environment changed by `edit`, and collects what it said.
    static func runSegue(editingEnvironment edit: (inout [String: String]) -> Void) throws -> Outcome {
        let binary = binaryURL()
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw MissingBinary(path: binary.path)
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = []
        var environment = ProcessInfo.processInfo.environment
        edit(&environment)
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes to the end before waiting, so a chatty child cannot block on a full pipe.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       stdout: String(decoding: outData, as: UTF8.self),
                       stderr: String(decoding: errData, as: UTF8.self))
    }

    struct MissingBinary: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "the segue binary is not at \(path): run `swift build` first (or set SEGUE_BUILD_DIR to the "
                + "--scratch-path you built with)"
        }
    }

    /// The lines of `text`, without the final newline's empty remainder.
    static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast(text.hasSuffix("\n") ? 1 : 0).map { $0 }
    }

    @Test func withoutDISPLAYSegueExitsTwoSayingHowToRenderHeadless() throws {
        // Precondition: the environment has no DISPLAY at all.
        // Action
        let outcome = try Self.runSegue { $0.removeValue(forKey: "DISPLAY") }

        // Assertion: status 2, nothing on stdout, and one line on stderr naming the problem and the
        // headless way out.
        #expect(outcome.status == 2, "exit status \(outcome.status); stderr: \(outcome.stderr)")
        #expect(outcome.stdout.isEmpty, "unexpected stdout: \(outcome.stdout)")
        let lines = Self.lines(outcome.stderr)
        #expect(lines.count == 1, "stderr should be one line, got \(lines.count): \(outcome.stderr)")
        #expect(outcome.stderr.contains("no X display"), "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.contains("scripts/demo --headless"), "stderr: \(outcome.stderr)")
    }

    @Test func withADisplayWhereNothingListensSegueExitsTwoSayingItCannotOpenIt() throws {
        // Precondition: DISPLAY names :59, where no X server runs.
        #expect(!FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X59"),
                "an X server seems to be listening on :59; this test needs that display to be free")

        // Action
        let outcome = try Self.runSegue { $0["DISPLAY"] = ":59" }

        // Assertion: status 2 and one line saying the display cannot be opened.
        #expect(outcome.status == 2, "exit status \(outcome.status); stderr: \(outcome.stderr)")
        let lines = Self.lines(outcome.stderr)
        #expect(lines.count == 1, "stderr should be one line, got \(lines.count): \(outcome.stderr)")
        #expect(outcome.stderr.contains("cannot open X display"), "stderr: \(outcome.stderr)")
        #expect(outcome.stderr.contains(":59"), "the message should name the display: \(outcome.stderr)")
    }
}
