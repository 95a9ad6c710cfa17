// An X server of Segue's own, for recording where there is no display (CI, ssh, a container).

import CX11
import Foundation

/// `Xvfb` started on a free display number, stopped when this object goes away.
///
/// Why a private server rather than the user's display: a recording must not depend on what else is
/// on screen, and headless machines have no display at all. Display numbers are tried from 90 up,
/// skipping any with a socket (`/tmp/.X11-unix/XN`) or a lock file (`/tmp/.XN-lock`, even a stale
/// one); if another program takes the same number first, Xvfb exits and the next is tried. The
/// server runs in its own process group (see `ChildProcess`), so Ctrl-C reaches only `segue`, and
/// dies with Segue however Segue ends: it gets SIGTERM (and removes its lock file and socket) when
/// Segue crashes or is killed, not only when `stop()` runs.
///
/// ```swift
/// let server = try PrivateXServer.start(width: 400, height: 300, purpose: "to record without a display")
/// let platform = try X11Platform(display: server.displayName)
/// ```
public final class PrivateXServer {
    /// `:N`, for `X11Platform(display:)`.
    public let displayName: String
    private let process: ChildProcess
    /// The server's process id (the benchmark reads its CPU time).
    public var processID: Int32 { process.pid }
    private let logPath: String

    private init(displayName: String, process: ChildProcess, logPath: String) {
        self.displayName = displayName
        self.process = process
        self.logPath = logPath
    }

    deinit {
        stop()
    }

    /// Starts `Xvfb :N -screen 0 WIDTHxHEIGHTx24 -nolisten tcp` on the first free N from 90 and
    /// waits (up to `timeout`) until it accepts connections. Throws `MissingToolError` (package
    /// `xvfb`) when Xvfb is not installed; `purpose` says why it was needed.
    public static func start(width: Int, height: Int, purpose: String, timeout: TimeInterval = 5) throws -> PrivateXServer {
        let xvfb = try ExternalTool.require("Xvfb", package: "xvfb", neededFor: purpose)
        StaleTemporaries.removeLogs()
        for n in 90...140 {
            guard !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)"),
                  !FileManager.default.fileExists(atPath: "/tmp/.X\(n)-lock") else { continue }
            let log = NSTemporaryDirectory() + "segue-xvfb-\(getpid())-\(n).log"
            let process = try ChildProcess(executable: xvfb, arguments: [":\(n)", "-screen", "0", "\(width)x\(height)x24",
                                                                        "-nolisten", "tcp", "-noreset"],
                                           outputPath: log, deathSignal: SIGTERM)
            let server = PrivateXServer(displayName: ":\(n)", process: process, logPath: log)
            if try server.waitUntilReady(display: n, timeout: timeout) { return server }
            // Exited at once: someone else took :N between the check and the start. Try the next.
        }
        throw ChildProcessError(description: "could not start Xvfb: no free display between :90 and :140")
    }

    /// True once the server accepts a connection; false when it exited (the number was taken).
    /// Throws `Interrupted` (after stopping the server) when a signal comes first.
    private func waitUntilReady(display n: Int, timeout: TimeInterval) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let caught = Interruption.caughtSignal {
                stop()
                throw Interrupted(signal: caught)
            }
            guard process.isRunning else { return false }
            if FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(n)"), let dpy = XOpenDisplay(displayName) {
                XCloseDisplay(dpy)
                return true
            }
            Interruption.sleep(0.02)
        }
        let said = (try? String(contentsOfFile: logPath, encoding: .utf8))?
            .split(separator: "\n").last.map { ": \($0)" } ?? ""
        stop()
        throw ChildProcessError(description: "Xvfb on \(displayName) did not accept connections within \(Int(timeout)) s\(said)")
    }

    /// Stops the server (SIGTERM, so it removes its socket and lock file) and waits for it.
    public func stop() {
        process.terminate()
        try? FileManager.default.removeItem(atPath: logPath)
    }
}
