// A recording as a directory of PNG files: lossless frames for tests, diffing and editors.

import Foundation
import UIKit

/// Writes `frame-00000.png`, `frame-00001.png`, … and `recording.json` into a hidden temporary
/// directory beside the destination, then renames it into place. A destination that already holds a
/// Segue recording (only frames and `recording.json`; `RecordingOutput.preflight` checks) is
/// replaced as a whole, so no frames of the old recording remain after a shorter new one.
///
/// PNG bytes depend only on the pixels (libpng, no timestamps), so two recordings of the same scene
/// and script are byte-identical file by file.
final class PNGDirectorySink: FrameSink {
    let output: RecordingOutput
    private(set) var frameCount = 0
    private let temporary: String
    private var cleanupToken: Int?
    private var size: (width: Int, height: Int)?

    init(output: RecordingOutput) throws {
        self.output = output
        temporary = output.temporaryPath
        try? FileManager.default.removeItem(atPath: temporary)
        do {
            try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
        } catch {
            throw RecordingError("\(output.path): cannot create \(temporary): \(error.localizedDescription)")
        }
        let path = temporary
        cleanupToken = ExitCleanup.add { try? FileManager.default.removeItem(atPath: path) }
    }

    deinit {
        discard()
    }

    func append(_ frame: Bitmap) throws {
        guard cleanupToken != nil else { throw RecordingError("\(output.path): the recording is already closed") }
        if let size, size != (frame.width, frame.height) {
            throw RecordingError("\(output.path): frame \(frameCount) is \(frame.width)×\(frame.height), "
                + "the recording \(size.width)×\(size.height)")
        }
        size = (frame.width, frame.height)
        let name = String(format: "frame-%05d.png", frameCount)
        try PNGFrameWriter.write(frame, to: temporary + "/" + name)
        frameCount += 1
    }

    func finish(sidecar: Data) throws {
        guard let token = cleanupToken else { throw RecordingError("\(output.path): the recording is already closed") }
        let target = output.path
        do {
            try SidecarFile.save(sidecar, to: temporary + "/recording.json", for: output)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: target, isDirectory: &isDirectory) {
                // Checked again: the directory may have changed since the preflight.
                if let stranger = try RecordingOutput.foreignEntries(in: target).first {
                    throw RecordingError("\(target) now holds \(stranger); the recording was not written")
                }
                let old = temporary + ".old"
                try rename(target, to: old)
                try rename(temporary, to: target)
                try? FileManager.default.removeItem(atPath: old)
            } else {
                try rename(temporary, to: target)
            }
        } catch {
            discard()
            throw error
        }
        ExitCleanup.remove(token)
        cleanupToken = nil
    }

    func discard() {
        guard let token = cleanupToken else { return }
        try? FileManager.default.removeItem(atPath: temporary)
        ExitCleanup.remove(token)
        cleanupToken = nil
    }

    private func rename(_ from: String, to: String) throws {
        guard Foundation.rename(from, to) == 0 else {
            throw RecordingError("\(output.path): cannot rename \(from) to \(to): \(String(cString: strerror(errno)))")
        }
    }
}
