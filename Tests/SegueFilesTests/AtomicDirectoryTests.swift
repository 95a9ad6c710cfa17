import Foundation
@testable import SegueFiles
import Testing

/// A directory made with `createDirectory()` (a recording's frames) replaces the old directory as a
/// whole: none of the old files remain, and the old directory is never gone before the new one is
/// complete.
@Suite struct AtomicDirectoryTests {
    /// An old directory of three frames at `frames`, and a new temporary one with a single frame.
    private func oldAndNew(in dir: ScratchDirectory) throws -> AtomicFile {
        let target = dir.file("frames")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        for i in 0..<3 { try dir.write("old \(i)", to: "frames/frame-\(i).png") }
        let directory = AtomicFile(path: target)
        try directory.createDirectory()
        try Data("new 0".utf8).write(to: URL(fileURLWithPath: directory.temporaryPath + "/frame-0.png"))
        return directory
    }

    @Test func aNewDirectoryReplacesTheOldOneAsAWhole() throws {
        // Precondition
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let directory = try oldAndNew(in: dir)

        // Action
        try directory.commit()

        // Assertion: only the new frame; the old directory and the temporary are gone.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.file("frames")) == ["frame-0.png"])
        #expect(dir.contents(of: "frames/frame-0.png") == "new 0")
        #expect(try dir.names() == ["frames"])
    }

    @Test func withoutAnExchangeTheTwoRenamesGiveTheSameResult() throws {
        // Precondition: a file system that cannot exchange two names.
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let directory = try oldAndNew(in: dir)

        // Action
        try directory.replaceDirectory(exchange: { _, _ in EINVAL })

        // Assertion
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.file("frames")) == ["frame-0.png"])
        #expect(try dir.names() == ["frames"])
    }

    @Test func anExchangeSwapsTheTwoNamesOrSaysItCannot() throws {
        // Precondition: two directories, each with a file naming it.
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        for name in ["a", "b"] {
            try FileManager.default.createDirectory(atPath: dir.file(name), withIntermediateDirectories: false)
            try dir.write(name, to: name + "/which")
        }

        // Action
        let code = DirectoryExchange.exchange(dir.file("a"), dir.file("b"))

        // Assertion: swapped (Linux file systems Segue records to can), or the fallback's errno and
        // nothing moved.
        if code == 0 {
            #expect(dir.contents(of: "a/which") == "b" && dir.contents(of: "b/which") == "a")
        } else {
            #expect(code == EINVAL || code == ENOSYS)
            #expect(dir.contents(of: "a/which") == "a" && dir.contents(of: "b/which") == "b")
        }
    }

    @Test func aDiscardedDirectoryLeavesTheOldOne() throws {
        // Precondition
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let directory = try oldAndNew(in: dir)

        // Action
        directory.discard()

        // Assertion
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.file("frames")).sorted()
                == ["frame-0.png", "frame-1.png", "frame-2.png"])
        #expect(try dir.names() == ["frames"])
    }

    @Test func aLeftoverOfTheSameNameIsReplaced() throws {
        // Precondition: a temporary directory this PID's name already holds (a dead process's).
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let directory = AtomicFile(path: dir.file("frames"))
        try FileManager.default.createDirectory(atPath: directory.temporaryPath, withIntermediateDirectories: false)
        try Data("stale".utf8).write(to: URL(fileURLWithPath: directory.temporaryPath + "/frame-7.png"))

        // Action
        try directory.createDirectory()
        try directory.commit()

        // Assertion: the new directory starts empty.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.file("frames")) == [])
    }
}
