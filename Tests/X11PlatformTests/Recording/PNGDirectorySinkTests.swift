import Foundation
import SegueFiles
import Testing
@testable import UIKit
@testable import X11Platform

/// A frames recording appears whole or not at all: a new one replaces an old one as a whole, and a
/// failure — a sidecar on a full disk, a stranger in the directory — says why in words and leaves
/// the old recording and no temporary behind.
@Suite struct PNGDirectorySinkTests {
    /// A scratch directory holding an old two-frame recording at `frames`.
    private struct Workspace {
        let path = NSTemporaryDirectory() + "segue-frames-sink-" + UUID().uuidString
        var frames: String { path + "/frames" }

        init() throws {
            try FileManager.default.createDirectory(atPath: path + "/frames", withIntermediateDirectories: true)
            for name in ["frame-00000.png", "frame-00001.png", "recording.json"] {
                try Data("old \(name)".utf8).write(to: URL(fileURLWithPath: frames + "/" + name))
            }
        }

        func names(in directory: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        }

        func remove() { try? FileManager.default.removeItem(atPath: path) }
    }

    /// A sink for `frames` holding one opaque 2×2 frame.
    private func sinkWithOneFrame(_ workspace: Workspace) throws -> FrameSink {
        let sink = try RecordingOutput(path: workspace.frames + "/").makeSink(width: 2, height: 2, fps: 60)
        try sink.append(Bitmap(width: 2, height: 2, pixels: [UInt32](repeating: 0xFF_20_40_60, count: 4)))
        return sink
    }

    @Test func aShorterRecordingReplacesTheOldOneAsAWhole() throws {
        // Precondition: an old recording of two frames; a new one of one frame.
        let workspace = try Workspace()
        defer { workspace.remove() }
        let sink = try sinkWithOneFrame(workspace)

        // Action
        try sink.finish(sidecar: Data("{}\n".utf8))

        // Assertion: the new frame and sidecar only, and nothing beside the directory.
        #expect(try workspace.names(in: workspace.frames) == ["frame-00000.png", "recording.json"])
        #expect(FileManager.default.contents(atPath: workspace.frames + "/recording.json") == Data("{}\n".utf8))
        #expect(try workspace.names(in: workspace.path) == ["frames"])
    }

    @Test func theSidecarIsWrittenWhole() throws {
        // Precondition
        let workspace = try Workspace()
        defer { workspace.remove() }
        let sink = try sinkWithOneFrame(workspace)
        let data = Data((0..<100_000).map { UInt8($0 % 251) })

        // Action
        try sink.finish(sidecar: data)

        // Assertion
        #expect(FileManager.default.contents(atPath: workspace.frames + "/recording.json") == data)
    }

    /// Regression: the sidecar's error was Foundation's `NSCocoaErrorDomain Code=640`, naming
    /// neither the file nor the reason.
    @Test func aFullDiskNamesTheSidecarAndTheReasonAndKeepsTheOldRecording() throws {
        // Precondition: the sidecar's temporary name leads to /dev/full, where every write fails
        // with ENOSPC, as on a full disk.
        let workspace = try Workspace()
        defer { workspace.remove() }
        let sink = try sinkWithOneFrame(workspace)
        let newDirectory = AtomicFile.temporaryPath(for: workspace.frames)
        try FileManager.default.createSymbolicLink(atPath: AtomicFile.temporaryPath(for: newDirectory + "/recording.json"),
                                                   withDestinationPath: "/dev/full")

        // Action
        let error = #expect(throws: RecordingError.self) { try sink.finish(sidecar: Data("{}\n".utf8)) }

        // Assertion: which recording, which sidecar, why; the old recording as it was, no temporary.
        #expect(error?.description == "\(workspace.frames): cannot write the sidecar \(workspace.frames)/recording.json: "
                + "no space left on the disk; nothing was written")
        #expect(try workspace.names(in: workspace.frames) == ["frame-00000.png", "frame-00001.png", "recording.json"])
        #expect(FileManager.default.contents(atPath: workspace.frames + "/frame-00001.png") == Data("old frame-00001.png".utf8))
        #expect(try workspace.names(in: workspace.path) == ["frames"])
        #expect(FileManager.default.fileExists(atPath: "/dev/full"))
    }

    @Test func aStrangerInTheDirectoryKeepsTheOldRecording() throws {
        // Precondition: while recording, someone puts a file of their own into the destination.
        let workspace = try Workspace()
        defer { workspace.remove() }
        let sink = try sinkWithOneFrame(workspace)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: workspace.frames + "/notes.txt"))

        // Action
        let error = #expect(throws: RecordingError.self) { try sink.finish(sidecar: Data("{}\n".utf8)) }

        // Assertion
        #expect(error?.description == "\(workspace.frames) now holds notes.txt; the recording was not written")
        #expect(try workspace.names(in: workspace.frames) == ["frame-00000.png", "frame-00001.png", "notes.txt", "recording.json"])
        #expect(try workspace.names(in: workspace.path) == ["frames"])
    }
}
