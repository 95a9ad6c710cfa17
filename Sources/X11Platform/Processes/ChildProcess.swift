// Starting and stopping the helper programs Segue depends on (Xvfb, ffmpeg) under its own control.

import Foundation

/// A program started with `posix_spawn` in a process group of its own.
///
/// Why not Foundation's `Process`: Segue needs three things it does not promise. A process group of
/// its own, so the terminal's Ctrl-C reaches only `segue`, which then stops its helpers in order
/// (an X server killed by the same Ctrl-C would take the connection down mid-frame). Signals reset to
/// their defaults and unblocked, so `terminate()` works even when Segue itself was started with
/// SIGTERM blocked or SIGPIPE ignored (a test runner does the first, `FFmpegSink` the second). And a
/// caller-chosen standard input descriptor (the write end of a pipe stays close-on-exec here, so no
/// other child keeps the encoder's input open).
///
/// Ownership: the child is reaped by `wait()` or `terminate()`; until then it is registered with
/// `ExitCleanup`, which sends SIGTERM if the process leaves without stopping it.
public final class ChildProcess {
    public let pid: pid_t
    public let executable: String
    private var status: Int32?
    private var cleanupToken: Int?

    /// Starts `executable` with `arguments`. Its standard input is `standardInput` (a descriptor
    /// this process owns and keeps; nil: /dev/null); its standard output and error are appended to
    /// `outputPath` (nil: /dev/null).
    public init(executable: String, arguments: [String], standardInput: Int32? = nil, outputPath: String? = nil) throws {
        self.executable = executable
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let standardInput {
            posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 1, outputPath ?? "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noneBlocked = sigset_t()
        sigemptyset(&noneBlocked)
        posix_spawnattr_setsigmask(&attributes, &noneBlocked)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var child = pid_t()
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, environ)
        guard result == 0 else {
            throw ChildProcessError(description: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        pid = child
        cleanupToken = ExitCleanup.add { kill(child, SIGTERM) }
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

    /// Asks the child to end (SIGTERM), gives it `grace` seconds, then kills it; returns once reaped.
    public func terminate(grace: TimeInterval = 1) {
        guard isRunning else { return }
        kill(pid, SIGTERM)
        let deadline = Date().addingTimeInterval(grace)
        while isRunning && Date() < deadline { usleep(5_000) }
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
