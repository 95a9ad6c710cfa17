import Foundation
import Testing
@testable import UIKit
@testable import X11Platform

/// A sidecar that cannot be written says which sidecar and why, in words — not Foundation's
/// `Error Domain=NSCocoaErrorDomain Code=640` — and leaves no temporary behind.
@Suite struct SidecarFileTests {
    @Test func aFullDiskNamesTheSidecarAndTheReason() throws {
        // Precondition: the sidecar's temporary name leads to /dev/full, where every write fails with
        // ENOSPC, as on a full disk.
        let dir = NSTemporaryDirectory() + "segue-sidecar-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let output = try RecordingOutput(path: dir + "/clip.mp4")
        let temporary = dir + "/.clip.mp4.json.tmp"
        try FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: "/dev/full")

        // Action
        let error = #expect(throws: RecordingError.self) {
            try SidecarFile.save(Data("{}\n".utf8), to: temporary, for: output)
        }

        // Assertion
        #expect(error?.description == "\(dir)/clip.mp4: cannot write the sidecar \(dir)/clip.mp4.json: "
                + "no space left on device; nothing was written")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [])
        #expect(FileManager.default.fileExists(atPath: "/dev/full"))
    }

    @Test func theSidecarIsWrittenWhole() throws {
        // Precondition
        let dir = NSTemporaryDirectory() + "segue-sidecar-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let output = try RecordingOutput(path: dir + "/clip.mp4")
        let data = Data((0..<100_000).map { UInt8($0 % 251) })

        // Action
        try SidecarFile.save(data, to: dir + "/sidecar.tmp", for: output)

        // Assertion
        #expect(FileManager.default.contents(atPath: dir + "/sidecar.tmp") == data)
    }
}
