@testable import UIKit
import Foundation
@testable import SegueScriptFuzz
import SegueTools
import Testing

/// The fuzz corpus (`Tests/Fuzz/ScriptCorpus`) through the fuzz harness in the normal suite: every
/// input keeps the harness's promises, so a regression on one of them fails here even when
/// `scripts/fuzz` is not run, and the crashers of issue 23 stay in the corpus as the errors they are.
extension SharedState {
    @Suite struct ScriptCorpusTests {
        static let corpus = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/ScriptCorpus").path

        private func text(_ name: String) throws -> String {
            try String(contentsOfFile: Self.corpus + "/" + name, encoding: .utf8)
        }

        @Test func everyInputKeepsTheHarnessPromises() throws {
            try withPlaybackStage { _ in
                // Precondition
                let names = try FileManager.default.contentsOfDirectory(atPath: Self.corpus).sorted()
                #expect(names.count >= 15, "\(names)")
                // Action / assertion
                for name in names {
                    #expect(ScriptFuzzHarness.problems(in: try text(name)) == [], "\(name)")
                }
            }
        }

        @Test func theCrashersOfTheIssueAreErrorsAtTheirNumbers() throws {
            // Precondition: the inputs that trapped or allocated 28.8 GB before.
            let crashers = ["crash-infinite-duration.txt": 27, "crash-huge-duration.txt": 27,
                            "crash-huge-distance.txt": 25, "crash-tiny-speed.txt": 32, "crash-allocation.txt": 17]
            for (name, column) in crashers {
                // Action
                let error = #expect(throws: InputScriptError.self) { try InputScript.parse(try text(name), file: name) }
                // Assertion
                #expect(error?.line == 1 && error?.column == column, "\(name): \(error.map(String.init(describing:)) ?? "")")
            }
        }

        @Test func theValidInputsParseSoThePlayerIsFuzzedToo() throws {
            // Precondition / action / assertion: the seeds the fuzzer mutates into playable scripts.
            for name in ["docs-panel.txt", "pointer.txt", "taps-and-keys.txt", "recorded.txt", "waits.txt",
                         "recording-tests.txt", "longest-move.txt", "at-the-limits.txt", "line-endings.txt"] {
                let script = try InputScript.parse(try text(name), file: name)
                #expect(!script.actions.isEmpty, "\(name)")
            }
        }
    }
}
