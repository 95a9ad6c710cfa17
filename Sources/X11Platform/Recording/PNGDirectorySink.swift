// A recording as a directory of PNG files: lossless frames for tests, diffing and editors.

import Foundation
import SegueFiles
import UIKit

/// Writes `frame-00000.png`, `frame-00001.png`, … and `recording.json` into the `AtomicFile`
/// temporary directory beside the destination (`.frames.segue-PID.tmp/`), then commits it. A
/// destination that already holds a Segue recording (only frames and `recording.json`;
/// `RecordingOutput.preflight` checks) is replaced as a whole and in one step, so no frames of the
/// old recording remain after a shorter new one, and the old one is never gone before the new one is
/// complete.
///
/// PNG bytes depend only on the pixels (libpng, no timestamps), so two recordings of the same scene
/// and script are byte-identical file by file.
final class PNGDirectorySink: FrameSink {
    let output: RecordingOutput
    private(set) var frameCount = 0
    private let directory: AtomicFile
    private var cleanupToken: Int?
    private var size: (width: Int, height: Int)?

    init(output: RecordingOutput) throws {
        self.output = output
        directory = AtomicFile(path: output.path)
        do {
            try directory.createDirectory()
        } catch {
            throw RecordingError("\(output.path): cannot create \(directory.temporaryPath): \(error.reason)")
        }
        let path = directory.temporaryPath
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
        try PNGFrameWriter.write(frame, to: directory.temporaryPath + "/" + name)
        frameCount += 1
    }

    func finish(sidecar: Data) throws {
        guard let token = cleanupToken else { throw RecordingError("\(output.path): the recording is already closed") }
        let target = output.path
        do {
            do {
                try AtomicFile.write(sidecar, to: directory.temporaryPath + "/recording.json")
            } catch let error as FileWriteError {
                throw RecordingError(sidecarOf: output, error)
            }
            // Checked again: the directory may have changed since the preflight.
            if FileManager.default.fileExists(atPath: target),
               let stranger = try RecordingOutput.foreignEntries(in: target).first {
                throw RecordingError("\(target) now holds \(stranger); the recording was not written")
            }
            do {
                try directory.commit()
            } catch {
                throw RecordingError(error.description)
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
        directory.discard()
        ExitCleanup.remove(token)
        cleanupToken = nil
    }
}
