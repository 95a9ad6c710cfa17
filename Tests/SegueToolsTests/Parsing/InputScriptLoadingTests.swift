import Foundation
import SegueTools
import Testing

/// Scripts read from disk report errors against their path; a file that cannot be read says which
/// path and why.
@Suite struct InputScriptLoadingTests {
    /// A fresh directory for one test, removed afterwards.
    private func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
        let dir = NSTemporaryDirectory() + "segue-script-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try body(dir)
    }

    @Test func loadsAndParsesAgainstThePath() throws {
        try withTemporaryDirectory { dir in
            // Precondition
            let path = dir + "/present.txt"
            try "tap \"Present\"\nwait until idle\n".write(toFile: path, atomically: true, encoding: .utf8)
            // Action
            let script = try InputScript.load(contentsOf: path)
            // Assertion
            #expect(script.actions.map(\.kind) == [.tap(.identifierOrLabel("Present")), .waitUntilIdle(timeout: 10)])
            #expect(script.actions[1].location == ScriptLocation(file: path, line: 2, column: 1))
            #expect(script.source == "tap \"Present\"\nwait until idle\n")
        }
    }

    @Test func errorsInAFileNameThePath() throws {
        try withTemporaryDirectory { dir in
            // Precondition
            let path = dir + "/bad.txt"
            try "wait 1s\n  fling 1,1\n".write(toFile: path, atomically: true, encoding: .utf8)
            // Action
            let error = #expect(throws: InputScriptError.self) { try InputScript.load(contentsOf: path) }
            // Assertion
            #expect(error?.description.hasPrefix(path + ":2:9: expected \"from\" after \"fling\"") == true,
                    "\(error.map(String.init(describing:)) ?? "")")
        }
    }

    @Test func aMissingFileNamesThePath() throws {
        try withTemporaryDirectory { dir in
            // Precondition
            let path = dir + "/nowhere.txt"
            // Action
            let error = #expect(throws: InputScriptError.self) { try InputScript.load(contentsOf: path) }
            // Assertion
            #expect(error?.description == path + ": cannot read input script: no such file")
        }
    }

    @Test func aDirectoryIsNotAScript() throws {
        try withTemporaryDirectory { dir in
            let error = #expect(throws: InputScriptError.self) { try InputScript.load(contentsOf: dir) }
            #expect(error?.description == dir + ": cannot read input script: it is a directory")
        }
    }

    @Test func bytesThatAreNotUTF8AreRefused() throws {
        try withTemporaryDirectory { dir in
            // Precondition
            let path = dir + "/binary.txt"
            try Data([0x77, 0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: path))
            // Action
            let error = #expect(throws: InputScriptError.self) { try InputScript.load(contentsOf: path) }
            // Assertion
            #expect(error?.description == path + ": cannot read input script: it is not UTF-8 text")
        }
    }
}
