// Starting and stopping the helper programs Segue depends on (Xvfb, ffmpeg) under its own control.

import CX11
import Foundation

/// A program started in a process group of its own that dies with Segue, however Segue ends.
///
/// Why not Foundation's `Process` or `posix_spawn`: Segue needs four things they do not give. A
/// parent-death signal (`deathSignal`), so a private X server or an encoder never runs on, orphaned,
/// after Segue crashed or was killed with SIGKILL — only a step between fork and exec can arm it
/// (`segue_spawn`, forked from `ForkingThread`). A process group of its own, so the terminal's
/// Ctrl-C reaches only `segue`, which then stops its helpers in order (an X server killed by the
/// same Ctrl-C would take the connection down mid-frame). Signals reset to their defaults and
/// unblocked, so `terminate()` works even when Segue itself was started with SIGTERM blocked or
/// SIGPIPE ignored (a test runner does the first, `FFmpegSink` the second). And a caller-chosen
/// standard input descriptor (the write end of a pipe stays close-on-exec here, so no other child
/// keeps the encoder's input open).
///
/// Ownership: the child is reaped by `wait()` or `terminate()`; until then it is registered with
/// `ExitCleanup`, which sends it `deathSignal` if the process leaves through `exit()` without
/// stopping it. Every other way out (a crash, SIGKILL) sends the same signal through the kernel.
public final class ChildProcess {
    public let pid: pid_t
    public let executable: String
    private var status: Int32?
    private var cleanupToken: Int?

    /// Starts `executable` with `arguments`. Its standard input is `standardInput` (a descriptor
    /// this process owns and keeps; nil: /dev/null); its standard output and error are appended to
    /// `outputPath` (nil: /dev/null). `deathSignal` is what the child receives when Segue dies:
    /// SIGTERM for a program that must tidy up (Xvfb removes its lock file and socket), SIGKILL for
    /// one whose work is worthless without Segue (an encoder writing a temporary).
    public init(executable: String, arguments: [String], standardInput: Int32? = nil, outputPath: String? = nil,
                deathSignal: Int32 = SIGTERM) throws {
        self.executable = executable
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        let input = standardInput ?? -1
        // Everything the child needs is made here; the forking thread only forks and execs.
        let (child, error) = ForkingThread.shared.perform { () -> (pid_t, Int32) in
            var error: Int32 = 0
            let child = segue_spawn(executable, argv, environ, input, outputPath, deathSignal, &error)
            return (child, error)
        }
        guard child > 0 else {
            throw ChildProcessError(description: "cannot start \(executable): \(String(cString: strerror(error)))")
        }
        pid = child
        cleanupToken = ExitCleanup.add { kill(child, deathSignal) }
    }

    deinit {
        terminate()
    }

    /// The exit status once the child has ended (`128 + signal` when a signal ended it), else nil.
    /// Does not block.
    public var exitStatus: Int32? {
        if status == nil { reap(options: WNOHANG) }
        return status
    }

    public var isRunning: Bool { exitStatus == nil }

    /// Waits for the child to end and returns its exit status.
    @discardableResult
    public func wait() -> Int32 {
        while status == nil { reap(options: 0) }
        return status!
    }

    /// Asks the child to end (SIGTERM), gives it `grace` seconds, then kills it (SIGKILL; at once
    /// when `grace` is 0); returns once reaped.
    public func terminate(grace: TimeInterval = 1) {
        guard isRunning else { return }
        if grace > 0 {
            kill(pid, SIGTERM)
            let deadline = Date().addingTimeInterval(grace)
            while isRunning && Date() < deadline { usleep(5_000) }
        }
        if isRunning { kill(pid, SIGKILL) }
        wait()
    }

    private func reap(options: Int32) {
        var raw: Int32 = 0
        let r = waitpid(pid, &raw, options)
        if r == pid {
            // WIFEXITED / WEXITSTATUS / WTERMSIG are macros Swift cannot import.
            let signal = raw & 0x7F
            status = signal == 0 ? (raw >> 8) & 0xFF : 128 + signal
        } else if r < 0 && errno != EINTR {
            status = -1
        }
        if status != nil, let token = cleanupToken {
            ExitCleanup.remove(token)
            cleanupToken = nil
        }
    }
}

/// A helper program could not be started.
public struct ChildProcessError: Error, CustomStringConvertible {
    public let description: String
}
