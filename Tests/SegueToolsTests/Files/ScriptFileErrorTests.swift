import Foundation
import SegueTools
import Testing

/// Reading and saving script files: every failure names the file and says what went wrong in
/// Segue's words — never Foundation's `Error Domain=NSCocoaErrorDomain Code=…` — and a failed save
/// leaves the file as it was and no temporary beside it.
@Suite struct ScriptFileErrorTests {
    /// A fresh directory for one test, removed afterwards.
    private func withTemporaryDirectory(_ body: (String) throws -> Void) throws {
        let dir = NSTemporaryDirectory() + "segue-script-files-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try body(dir)
    }

    /// A writer holding one recorded event.
    private func writerWithOneEvent() -> InputScriptWriter {
        let writer = InputScriptWriter()
        writer.record(.pointerDown(CGPoint(x: 12, y: 30), button: 1, time: 5))
        return writer
    }

    @Test func anEndlessFileIsRefusedAtTheLimit() throws {
        // Precondition: /dev/zero never ends (as a script it is 64 MB of NULs and more).
        // Action
        let error = #expect(throws: InputScriptError.self) { try InputScript.load(contentsOf: "/dev/zero") }
        // Assertion
        #expect(error?.description == "/dev/zero: cannot read input script: it is larger than 64 MB, more than any "
                + "script (an hour of recorded input is about 15 MB)")
        #expect(error?.isFileError == true)
    }

    @Test func aPipeIsReadLikeAFile() throws {
        try withTemporaryDirectory { dir in
            // Precondition: a FIFO with a script written into it by another thread (`--script <(…)`).
            let fifo = dir + "/script.fifo"
            #expect(mkfifo(fifo, 0o600) == 0)
            let writer = Thread {
                let fd = open(fifo, O_WRONLY)
                _ = "key escape\n".withCString { write(fd, $0, 11) }
                close(fd)
            }
            writer.start()
            // Action
            let script = try InputScript.load(contentsOf: fifo)
            // Assertion
            #expect(script.actions.count == 1)
            #expect(script.source == "key escape\n")
        }
    }

    @Test func savingWritesTheScriptAndNoTemporary() throws {
        try withTemporaryDirectory { dir in
            // Precondition: an older script at the path.
            let path = dir + "/trace.txt"
            try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
            // Action
            try writerWithOneEvent().save(to: path)
            // Assertion: replaced whole; nothing else in the directory.
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "at 0.000 press 12,30\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["trace.txt"])
        }
    }

    @Test func savingIntoAMissingDirectorySaysWhichDirectory() throws {
        try withTemporaryDirectory { dir in
            // Precondition
            let path = dir + "/gone/trace.txt"
            // Action
            let error = #expect(throws: InputScriptError.self) { try writerWithOneEvent().save(to: path) }
            // Assertion
            #expect(error?.description == path + ": cannot write input script: the directory \(dir)/gone does not exist")
        }
    }

    @Test func savingOverADirectorySaysItIsOne() throws {
        try withTemporaryDirectory { dir in
            // Precondition: a directory where the script should go.
            let path = dir + "/trace.txt"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            // Action
            let error = #expect(throws: InputScriptError.self) { try writerWithOneEvent().save(to: path) }
            // Assertion: said in words, the directory untouched, no temporary left.
            #expect(error?.description == path + ": cannot write input script: it is a directory")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["trace.txt"])
        }
    }

    @Test func aFullDiskIsSaidInWordsAndTheOldScriptIsKept() throws {
        try withTemporaryDirectory { dir in
            // Precondition: the save's temporary name leads to /dev/full, where every write fails
            // with ENOSPC, as on a full disk; an older script is at the path.
            let path = dir + "/trace.txt"
            try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
            let temporary = dir + "/.trace.txt.segue-\(getpid()).tmp"
            try FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: "/dev/full")
            // Action
            let error = #expect(throws: InputScriptError.self) { try writerWithOneEvent().save(to: path) }
            // Assertion: which file, and why; the old script is still there, the temporary is gone.
            #expect(error?.description == path + ": cannot write input script: no space left on the disk")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["trace.txt"])
            #expect(FileManager.default.fileExists(atPath: "/dev/full"))
        }
    }
}
