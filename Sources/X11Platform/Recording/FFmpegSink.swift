// A recording as a video: frames piped raw into ffmpeg, which encodes H.264 (.mp4) or a GIF.

import Foundation
import SegueFiles
import UIKit

/// Streams frames as raw `bgr0` pixels into an `ffmpeg` process that writes the video's `AtomicFile`
/// temporary (hidden, beside the destination) by path; `finish` closes the pipe, waits for ffmpeg,
/// writes the sidecar beside it, and commits both.
///
/// Why `bgr0`: a `Bitmap` pixel is the `UInt32` `0xFFRRGGBB`, whose bytes on a little-endian machine
/// are B, G, R, 0xFF — the frame goes to the pipe as it is, and the constant fourth byte is ignored
/// rather than read as alpha. MP4: `libx264`, `yuv420p` (what every player decodes; it needs even
/// sides, so an odd size is padded by one pixel), `+faststart` (the index first, so a browser plays
/// it while loading). GIF: one filter graph builds a palette from all frames, then maps every frame
/// to it — far better colours than GIF's default palette, at the cost of ffmpeg holding the clip
/// until the end. Frames that come faster than `RecordingOutput.fastestGIFRate` are thinned evenly to
/// it first (ffmpeg's `fps` filter), so no frame gets a delay under 2/100 s, which browsers slow to
/// 1/10 s; `segue record` asks for that rate to begin with, so nothing it renders is dropped.
///
/// ffmpeg's messages go to a log file; when it fails its last lines are part of the error.
///
/// An encoder that stops reading (stalled, stopped, swamped) must not hold Segue: the pipe is
/// non-blocking and a full one is waited on with `poll` beside `Interruption.wakeDescriptor`, so
/// SIGINT or SIGTERM ends `append` and `finish` with `Interrupted` within a frame — unless the sink
/// was made not to `stopAtSignal`, for a film that is closed after the signal (the demo's R): then a
/// frame is never cut short (half a frame would shift every later one), and a stalled ffmpeg is
/// left to the second signal or `Interruption.backstop`. ffmpeg dies with Segue (SIGKILL as its
/// parent-death signal): its half-written temporary is worth nothing alone.
final class FFmpegSink: FrameSink {
    let output: RecordingOutput
    private(set) var frameCount = 0
    private let width: Int
    private let height: Int
    /// The video, filled by ffmpeg at `video.temporaryPath`.
    private let video: AtomicFile
    private let sidecarFile: AtomicFile
    private let logPath: String
    private var input: Int32
    private let process: ChildProcess
    private var cleanupToken: Int?
    private let stopsAtSignal: Bool

    init(output: RecordingOutput, ffmpeg: String, width: Int, height: Int, fps: Int, stopAtSignal: Bool = true) throws {
        self.output = output
        stopsAtSignal = stopAtSignal
        self.width = width
        self.height = height
        video = AtomicFile(path: output.path)
        sidecarFile = AtomicFile(path: output.sidecarPath)
        logPath = NSTemporaryDirectory() + "segue-ffmpeg-\(getpid()).log"
        // A frame written after ffmpeg died must fail with EPIPE, not kill Segue with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
            throw RecordingError("\(output.path): cannot make a pipe to ffmpeg: \(String(cString: strerror(errno)))")
        }
        // Close-on-exec: no other child (the X server) may hold ffmpeg's input open, or ffmpeg would
        // never see the end of it. The spawn's dup2 gives ffmpeg a copy without the flag. Only
        // Segue's end is non-blocking; ffmpeg's end is a separate open file and keeps blocking.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(fds[1], F_SETFL, fcntl(fds[1], F_GETFL) | O_NONBLOCK)
        StaleTemporaries.removeLogs()
        try? FileManager.default.removeItem(atPath: logPath)
        do {
            process = try ChildProcess(executable: ffmpeg,
                                       arguments: Self.arguments(format: output.format, width: width, height: height,
                                                                 fps: fps, destination: video.temporaryPath),
                                       standardInput: fds[0], outputPath: logPath, deathSignal: SIGKILL)
        } catch {
            close(fds[0])
            close(fds[1])
            throw error
        }
        close(fds[0])
        input = fds[1]
        let paths = [video.temporaryPath, sidecarFile.temporaryPath, logPath]
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
            let rate = fps > RecordingOutput.fastestGIFRate ? "fps=\(RecordingOutput.fastestGIFRate)," : ""
            return input + ["-filter_complex", "[0:v]\(rate)split[a][b];[a]palettegen[p];[b][p]paletteuse", "-f", "gif", destination]
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
        let written = try frame.pixels.withUnsafeBytes { bytes in try writeAll(bytes) }
        guard written else { throw failure("ffmpeg stopped reading frames") }
        frameCount += 1
    }

    /// Writes all of `bytes` to ffmpeg's input, waiting while the pipe is full; false when ffmpeg
    /// has gone. Throws `Interrupted` when a signal comes while it waits.
    private func writeAll(_ bytes: UnsafeRawBufferPointer) throws -> Bool {
        var offset = 0
        while offset < bytes.count {
            let n = write(input, bytes.baseAddress! + offset, bytes.count - offset)
            if n >= 0 {
                offset += n
                continue
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN:
                if stopsAtSignal { try Interruption.check() }
                // Writable again, or ffmpeg gone (POLLERR, then EPIPE above), or a signal.
                var fds = [pollfd(fd: input, events: Int16(POLLOUT), revents: 0),
                           pollfd(fd: stopsAtSignal ? Interruption.wakeDescriptor : -1, events: Int16(POLLIN), revents: 0)]
                _ = poll(&fds, 2, -1)
                if stopsAtSignal { try Interruption.check() }
            default:
                return false
            }
        }
        return true
    }

    /// Waits for ffmpeg to write the end of the file and exit; throws `Interrupted` when a signal
    /// comes first.
    private func waitForEncoder() throws -> Int32 {
        while true {
            if let status = process.exitStatus { return status }
            try Interruption.check()
            Interruption.sleep(0.01)
        }
    }

    func finish(sidecar: Data) throws {
        guard let token = cleanupToken else { throw RecordingError("\(output.path): the recording is already closed") }
        close(input)
        input = -1
        do {
            let status = try waitForEncoder()
            guard status == 0 else { throw failure("ffmpeg exited with status \(status)") }
            // The sidecar is complete before the video takes its name: a full disk leaves neither.
            do {
                try sidecarFile.create()
                try sidecarFile.write(sidecar)
            } catch {
                throw RecordingError(sidecarOf: output, error)
            }
            do {
                try video.commit()
                try sidecarFile.commit()
            } catch {
                throw RecordingError(error.description)
            }
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
        // What ffmpeg wrote is thrown away: no need to let it finish the file.
        process.terminate(grace: 0)
        video.discard()
        sidecarFile.discard()
        unlink(logPath)
        ExitCleanup.remove(token)
        cleanupToken = nil
    }

    /// An error saying `what`, with the last lines ffmpeg wrote.
    private func failure(_ what: String) -> RecordingError {
        let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        let last = log.split(separator: "\n").suffix(3).joined(separator: " / ")
        return RecordingError("\(output.path): \(what)\(last.isEmpty ? "" : ": \(last)")")
    }
}
