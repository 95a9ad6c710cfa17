import Foundation
import SegueFiles
import Testing

/// A file written with `AtomicFile` is the old one or the whole new one, never half of either; a
/// failure leaves the old target and no temporary beside it, and says which file and why.
@Suite struct AtomicFileTests {
    /// A writer's own failure, thrown midway through the file.
    struct WriterFailed: Error, Equatable {}

    @Test func theTargetGetsTheNewBytes() throws {
        // Precondition: nothing at the target.
        let dir = try ScratchDirectory()
        defer { dir.remove() }

        // Action
        try AtomicFile.write(Array("new\n".utf8), to: dir.file("out.txt"))

        // Assertion: the bytes, and nothing else in the directory.
        #expect(dir.contents(of: "out.txt") == "new\n")
        #expect(try dir.names() == ["out.txt"])
    }

    @Test func anExistingTargetIsReplaced() throws {
        // Precondition: a longer old file, so a write in place would leave its tail.
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        try dir.write("old contents that are longer\n", to: "out.txt")

        // Action
        try AtomicFile.write(Data("new\n".utf8), to: dir.file("out.txt"))

        // Assertion
        #expect(dir.contents(of: "out.txt") == "new\n")
        #expect(try dir.names() == ["out.txt"])
    }

    @Test func aWriterThatThrowsLeavesTheOldTargetAndNoTemporary() throws {
        // Precondition: an old file.
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        try dir.write("old\n", to: "out.txt")

        // Action: half the new file is written, then the writer fails.
        #expect(throws: WriterFailed()) {
            try AtomicFile.write(to: dir.file("out.txt")) { file in
                try file.write(Array("half of the new".utf8))
                throw WriterFailed()
            }
        }

        // Assertion: the writer's error came out; the old file is whole and alone.
        #expect(dir.contents(of: "out.txt") == "old\n")
        #expect(try dir.names() == ["out.txt"])
    }

    @Test func aFullDiskLeavesTheOldTargetAndSaysWhy() throws {
        // Precondition: the temporary's name leads to /dev/full, where every write fails with
        // ENOSPC, as on a full disk; an old file at the target.
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        try dir.write("old\n", to: "out.txt")
        try FileManager.default.createSymbolicLink(atPath: AtomicFile.temporaryPath(for: dir.file("out.txt")),
                                                   withDestinationPath: "/dev/full")

        // Action
        let error = #expect(throws: FileWriteError.self) {
            try AtomicFile.write(Array("new\n".utf8), to: dir.file("out.txt"))
        }

        // Assertion: which file and why; the old file kept, the temporary gone, /dev/full still there.
        #expect(error?.description == dir.file("out.txt") + ": cannot write: no space left on the disk")
        #expect(error?.code == ENOSPC)
        #expect(dir.contents(of: "out.txt") == "old\n")
        #expect(try dir.names() == ["out.txt"])
        #expect(FileManager.default.fileExists(atPath: "/dev/full"))
    }

    @Test(.enabled(if: UnwritableDirectory.isAvailable, "needs a directory that refuses new files"))
    func anUnwritableDirectoryLeavesTheOldTargetAndNamesTheDirectory() throws {
        // Precondition: an old file in a directory that takes no new entries.
        let dir = try ScratchDirectory()
        defer { UnwritableDirectory.unlock(dir.path); dir.remove() }
        try dir.write("old\n", to: "out.txt")
        try #require(UnwritableDirectory.lock(dir.path))

        // Action
        let error = #expect(throws: FileWriteError.self) {
            try AtomicFile.write(Array("new\n".utf8), to: dir.file("out.txt"))
        }

        // Assertion
        #expect(error?.description == dir.file("out.txt") + ": cannot write: permission denied in \(dir.path)")
        #expect(dir.contents(of: "out.txt") == "old\n")
        #expect(try dir.names() == ["out.txt"])
    }

    @Test func aMissingDirectoryIsNamed() throws {
        // Precondition
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let target = dir.file("gone/out.txt")

        // Action
        let error = #expect(throws: FileWriteError.self) { try AtomicFile.write(Array("x".utf8), to: target) }

        // Assertion
        #expect(error?.description == target + ": cannot write: the directory \(dir.path)/gone does not exist")
        #expect(try dir.names() == [])
    }

    @Test func aDirectoryAtTheTargetIsRefusedAndKept() throws {
        // Precondition: a directory where the file should go.
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        try FileManager.default.createDirectory(atPath: dir.file("out.txt"), withIntermediateDirectories: false)

        // Action: the temporary is written in full but cannot take the directory's name.
        let error = #expect(throws: FileWriteError.self) { try AtomicFile.write(Array("x".utf8), to: dir.file("out.txt")) }

        // Assertion
        #expect(error?.description == dir.file("out.txt") + ": cannot write: it is a directory")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: dir.file("out.txt"), isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(try dir.names() == ["out.txt"])
    }

    @Test func aSymbolicLinkIsReplacedAndWhatItPointedToIsKept() throws {
        // Precondition: the target is a link to another file.
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        try dir.write("pointed to\n", to: "real.txt")
        try FileManager.default.createSymbolicLink(atPath: dir.file("link.txt"), withDestinationPath: dir.file("real.txt"))

        // Action
        try AtomicFile.write(Array("new\n".utf8), to: dir.file("link.txt"))

        // Assertion: as documented, the link's name now holds a plain file with the new bytes; the
        // file it pointed to is unchanged.
        let attributes = try FileManager.default.attributesOfItem(atPath: dir.file("link.txt"))
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect(dir.contents(of: "link.txt") == "new\n")
        #expect(dir.contents(of: "real.txt") == "pointed to\n")
        #expect(try dir.names() == ["link.txt", "real.txt"])
    }

    @Test func aPipeIsWrittenInPlace() throws {
        // Precondition: a FIFO with a reader (`--record-input >(tee …)`).
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        let fifo = dir.file("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = try FIFOReader(path: fifo)

        // Action
        try AtomicFile.write(Array("through the pipe\n".utf8), to: fifo)

        // Assertion: the reader got the bytes; the FIFO is still a FIFO, and nothing was made beside it.
        #expect(reader.wait() == "through the pipe\n")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try dir.names() == ["pipe"])
    }

    @Test func aCommitKeptOpenGoesOnWritingToTheTarget() throws {
        // Precondition: an old file; a new one begun and committed with its first line.
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        try dir.write("old\n", to: "script.txt")
        let file = AtomicFile(path: dir.file("script.txt"))
        try file.create()
        try file.write(Array("# first\n".utf8))
        try file.commit(keepingOpen: true)
        #expect(dir.contents(of: "script.txt") == "# first\n")

        // Action: a line after the commit.
        try file.write(Array("at 0.000 press 1,2\n".utf8))
        file.close()

        // Assertion: the target grew in place.
        #expect(dir.contents(of: "script.txt") == "# first\nat 0.000 press 1,2\n")
        #expect(try dir.names() == ["script.txt"])
    }

    @Test func aTemporaryFilledByPathIsCommittedOrDiscarded() throws {
        // Precondition: two targets whose temporaries another program filled by name (as ffmpeg
        // writes a video).
        let dir = try ScratchDirectory()
        defer { dir.remove() }
        try dir.write("old\n", to: "kept.mp4")
        let committed = AtomicFile(path: dir.file("clip.mp4"))
        let discarded = AtomicFile(path: dir.file("kept.mp4"))
        try Data("video".utf8).write(to: URL(fileURLWithPath: committed.temporaryPath))
        try Data("broken".utf8).write(to: URL(fileURLWithPath: discarded.temporaryPath))

        // Action
        try committed.commit()
        discarded.discard()

        // Assertion
        #expect(dir.contents(of: "clip.mp4") == "video")
        #expect(dir.contents(of: "kept.mp4") == "old\n")
        #expect(try dir.names() == ["clip.mp4", "kept.mp4"])
    }

    @Test func theTemporaryIsHiddenBesideTheTargetAndCarriesThePID() {
        #expect(AtomicFile.temporaryPath(for: "/data/shots/panel.png") == "/data/shots/.panel.png.segue-\(getpid()).tmp")
    }
}
