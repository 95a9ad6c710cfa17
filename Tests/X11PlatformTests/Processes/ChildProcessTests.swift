import Foundation
import Testing
@testable import X11Platform

/// Helpers start as Segue asks, whatever Segue's own signal state: fed from the given input,
/// writing to the given log, with default signal handling.
@Suite(.serialized) struct ChildProcessTests {
    @Test func aMissingProgramFailsToStartNamingIt() {
        // Precondition: a path with nothing there.
        let missing = "/nonexistent/segue-helper"

        // Action / Assertion: the start itself fails (exec failed in the child and was reported).
        #expect(throws: ChildProcessError.self) { try ChildProcess(executable: missing, arguments: []) }
        do {
            _ = try ChildProcess(executable: missing, arguments: [])
        } catch {
            #expect("\(error)".contains(missing) && "\(error)".contains("No such file"), "\(error)")
        }
    }

    @Test func theChildReadsTheGivenInputAndAppendsToTheGivenLog() throws {
        // Precondition: a pipe for its input and a log that already holds a line.
        let log = NSTemporaryDirectory() + "segue-child-test-\(UUID().uuidString).log"
        try "before\n".write(toFile: log, atomically: true, encoding: .utf8)
        defer { unlink(log) }
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)

        // Action: cat copies its input to the log.
        let child = try ChildProcess(executable: "/bin/cat", arguments: [], standardInput: fds[0], outputPath: log)
        close(fds[0])
        _ = "from the pipe\n".withCString { write(fds[1], $0, strlen($0)) }
        close(fds[1])

        // Assertion
        #expect(child.wait() == 0)
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "before\nfrom the pipe\n")
    }

    /// Regression guard: Segue ignores SIGPIPE (`FFmpegSink`) and catches SIGINT and SIGTERM; a
    /// helper inheriting that would ignore a broken pipe or outlive a `terminate()`.
    @Test func theChildStartsWithNoSignalIgnoredOrBlocked() throws {
        // Precondition: this process ignores SIGPIPE and blocks SIGUSR1.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var blocked = sigset_t(), before = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGUSR1)
        pthread_sigmask(SIG_BLOCK, &blocked, &before)
        defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
        let log = NSTemporaryDirectory() + "segue-child-test-\(UUID().uuidString).log"
        defer { unlink(log) }

        // Action: the child reports its own signal state.
        let child = try ChildProcess(executable: "/bin/cat", arguments: ["/proc/self/status"], outputPath: log)
        #expect(child.wait() == 0)

        // Assertion: SIGPIPE not ignored, SIGUSR1 not blocked (the masks are hex, bit n-1 for signal n).
        let status = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        func mask(_ name: String) -> UInt64? {
            status.first { $0.hasPrefix(name + ":") }.flatMap { UInt64($0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces), radix: 16) }
        }
        let ignored = try #require(mask("SigIgn")), blockedInChild = try #require(mask("SigBlk"))
        #expect(ignored & (1 << UInt64(SIGPIPE - 1)) == 0, "SigIgn \(String(ignored, radix: 16))")
        #expect(blockedInChild & (1 << UInt64(SIGUSR1 - 1)) == 0, "SigBlk \(String(blockedInChild, radix: 16))")
    }

    @Test func terminateWithoutGraceKillsAtOnce() throws {
        // Precondition: a child that ignores SIGTERM and sleeps.
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", "trap '' TERM; exec sleep 60"])

        // Action
        child.terminate(grace: 0)

        // Assertion: SIGKILL ended it.
        #expect(child.exitStatus == 128 + SIGKILL)
    }
}
