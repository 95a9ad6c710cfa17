// A recording as a video: frames piped raw into ffmpeg, which encodes H.264 (.mp4) or a GIF.

import Foundation
import UIKit

/// Streams frames as raw `bgr0` pixels into an `ffmpeg` process that writes a hidden temporary file
/// beside the destination; `finish` closes the pipe, waits for ffmpeg, and renames file and sidecar
/// into place.
///
/// Why `bgr0`: a `Bitmap` pixel is the `UInt32` `0xFFRRGGBB`, whose bytes on a little-endian machine
/// are B, G, R, 0xFF — the frame goes to the pipe as it is, and the constant fourth byte is ignored
/// rather than read as alpha. MP4: `libx264`, `yuv420p` (what every player decodes; it needs even
/// sides, so an odd size is padded by one pixel), `+faststart` (the index first, so a browser plays
/// it while loading). GIF: one filter graph builds a palette from all frames, then maps every frame
/// to it — far better colours than GIF's default palette, at the cost of ffmpeg holding the clip
/// until the end.
///
/// ffmpeg's messages go to a log file; when it fails its last lines are part of the error.
final class FFmpegSink: FrameSink {
    let output: RecordingOutput
    private(set) var frameCount = 0
    private let width: Int
    private let height: Int
    private let temporary: String
    private let sidecarTemporary: String
    private let logPath: String
    private var input: Int32
    private let process: ChildProcess
    private var cleanupToken: Int?

    init(output: RecordingOutput, ffmpeg: String, width: Int, height: Int, fps: Int) throws {
        self.output = output
        self.width = width
        self.height = height
        temporary = output.temporaryPath
        sidecarTemporary = temporary + ".json"
        logPath = NSTemporaryDirectory() + "segue-ffmpeg-\(getpid()).log"
        // A frame written after ffmpeg died must fail with EPIPE, not kill Segue with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            throw RecordingError("\(output.path): cannot make a pipe to ffmpeg: \(String(cString: strerror(errno)))")
        }
        // Close-on-exec: no other child (the X server) may hold ffmpeg's input open, or ffmpeg would
        // never see the end of it. The spawn's dup2 gives ffmpeg a copy without the flag.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        try? FileManager.default.removeItem(atPath: logPath)
        do {
            process = try ChildProcess(executable: ffmpeg,
                                       arguments: Self.arguments(format: output.format, width: width, height: height,
                                                                 fps: fps, destination: temporary),
                                       standardInput: fds[0], outputPath: logPath)
        } catch {
            close(fds[0])
            close(fds[1])
            throw error
        }
        close(fds[0])
        input = fds[1]
        let paths = [temporary, sidecarTemporary, logPath]
        cleanupToken = ExitCleanup.add { for p in paths { unlink(p) } }
    }

    deinit {
        discard()
    }

    /// ffmpeg's command line: raw frames on standard input, `format` to `destination`.
    static func arguments(format: RecordingOutput.Format, width: Int, height: Int, fps: Int, destination: String) -> [String] {
        let input = ["-hide_banner", "-loglevel", "error", "-nostats", "-y",
                     "-f", "rawvideo", "-pixel_format", "bgr0", "-video_size", "\(width)x\(height)",
                     "-framerate", "\(fps)", "-i", "pipe:0"]
        switch format {
        case .gif:
            return input + ["-filter_complex", "[0:v]split[a][b];[a]palettegen[p];[b][p]paletteuse", "-f", "gif", destination]
        case .mp4, .pngFrames:
            let pad = width % 2 == 1 || height % 2 == 1 ? ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2"] : []
            return input + pad + ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-r", "\(fps)",
                                  "-movflags", "+faststart", "-f", "mp4", destination]
        }
    }

    func append(_ frame: Bitmap) throws {
        guard cleanupToken != nil, input >= 0 else { throw RecordingError("\(output.path): the recording is already closed") }
        guard frame.width == width, frame.height == height else {
            throw RecordingError("\(output.path): frame \(frameCount) is \(frame.width)×\(frame.height), "
                + "the recording \(width)×\(height)")
        }
        let written = frame.pixels.withUnsafeBytes { bytes in writeAll(bytes) }
        guard written else { throw failure("ffmpeg stopped reading frames") }
        frameCount += 1
    }

    /// Writes all of `bytes` to ffmpeg's input; false when ffmpeg has gone.
    private func writeAll(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = write(input, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += n
        }
        return true
    }

    func finish(sidecar: Data) throws {
        guard let token = cleanupToken else { throw RecordingError("\(output.path): the recording is already closed") }
        close(input)
        input = -1
        let status = process.wait()
        do {
            guard status == 0 else { throw failure("ffmpeg exited with status \(status)") }
            try SidecarFile.save(sidecar, to: sidecarTemporary, for: output)
            try rename(temporary, to: output.path)
            try rename(sidecarTemporary, to: output.sidecarPath)
        } catch {
            discard()
            throw error
        }
        unlink(logPath)
        ExitCleanup.remove(token)
        cleanupToken = nil
    }

    func discard() {
        guard let token = cleanupToken else { return }
        if input >= 0 {
            close(input)
            input = -1
        }
        process.terminate()
        for p in [temporary, sidecarTemporary, logPath] { unlink(p) }
        ExitCleanup.remove(token)
        cleanupToken = nil
    }

    /// An error saying `what`, with the last lines ffmpeg wrote.
    private func failure(_ what: String) -> RecordingError {
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        let last = log.split(separator: "\n").suffix(3).joined(separator: " / ")
        return RecordingError("\(output.path): \(what)\(last.isEmpty ? "" : ": \(last)")")
    }

    private func rename(_ from: String, to: String) throws {
        guard Foundation.rename(from, to) == 0 else {
            throw RecordingError("\(output.path): cannot rename \(from) to \(to): \(String(cString: strerror(errno)))")
        }
    }
}
