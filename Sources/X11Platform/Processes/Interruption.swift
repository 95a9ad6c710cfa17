// SIGINT, SIGTERM and SIGHUP as a flag every loop and every wait of Segue's commands looks at.

import Foundation
import Synchronization

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP caught as a flag and a wake-up, instead of the default of dying
/// on the spot: `segue record` must remove its temporary output and stop its X server and encoder,
/// `segue play` must let go of the buttons it holds down on a real display, `segue demo` must close
/// the film R started. Each command stops within a second of the signal.
///
/// Why a flag and a pipe: almost nothing is safe inside a signal handler; setting one word and
/// writing one byte are. The flag is what loops check (`caughtSignal`, `check()`); the pipe's read
/// end (`wakeDescriptor`) becomes readable at the signal and stays so, so a wait that also watches it
/// — the frame loop's idle wait in `X11Platform.waitForEvents`, a write to a stalled ffmpeg in
/// `FFmpegSink` — returns at once instead of blocking for ever. (A blocking `write` or `waitpid` is
/// restarted after the handler, and a check-then-wait would miss a signal arriving in between.)
///
/// Two backstops, for a step that fails to look at the flag: a second signal ends the process at
/// once, and so does the `backstop` timer armed by the first. Both skip the clean-up `exit()` runs,
/// but Segue's helpers still die with it (`ChildProcess`) and its temporaries are removed at the
/// next start (`StaleTemporaries`).
///
/// ```swift
/// Interruption.install()
/// while !done {
///     try Interruption.check()      // throws `Interrupted` once a signal came
///     …
/// }
/// ```
public enum Interruption {
    /// Seconds after the first signal when the process ends whatever it is doing.
    public static let backstop: UInt32 = 3

    /// Starts catching the signals (and unblocks them: a parent may have started Segue with them
    /// blocked). Call once, before the loop; calling again forgets a signal caught before.
    public static func install() {
        if wakeReadEnd.load(ordering: .relaxed) < 0 {
            var fds: [Int32] = [0, 0]
            if pipe(&fds) == 0 {
                for fd in fds {
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                }
                wakeReadEnd.store(fds[0], ordering: .relaxed)
                wakeWriteEnd.store(fds[1], ordering: .relaxed)
            }
            let message = strdup("segue: still running \(backstop) s after the signal; stopped without cleaning up\n")
            backstopMessage.store(Int(bitPattern: message), ordering: .relaxed)
        }
        drain()
        // Each global the handlers touch is touched here first, so none is first used inside one.
        interruptingSignal.store(0, ordering: .relaxed)
        backstopSeconds.store(backstop, ordering: .relaxed)
        for number in signals {
            signal(number) { caught in
                if interruptingSignal.load(ordering: .relaxed) != 0 { _exit(128 + caught) }
                interruptingSignal.store(caught, ordering: .relaxed)
                var byte: UInt8 = 1
                _ = write(wakeWriteEnd.load(ordering: .relaxed), &byte, 1)
                alarm(backstopSeconds.load(ordering: .relaxed))
            }
        }
        signal(SIGALRM) { _ in
            if let message = UnsafePointer<CChar>(bitPattern: backstopMessage.load(ordering: .relaxed)) {
                _ = write(2, message, strlen(message))
            }
            _exit(128 + interruptingSignal.load(ordering: .relaxed))
        }
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for number in signals { sigaddset(&unblock, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Forgets the caught signal once the command has stopped because of it, so that finishing
    /// work (`segue demo` closing the film R started) can wait again: another signal interrupts that
    /// work in turn. The backstop keeps running. Returns the signal that was caught, if any.
    @discardableResult
    public static func acknowledge() -> Int32? {
        let caught = caughtSignal
        drain()
        interruptingSignal.store(0, ordering: .relaxed)
        return caught
    }

    /// Back to dying on the signals (once nothing is left to clean up, e.g. `segue play --stay`).
    public static func restoreDefaults() {
        alarm(0)
        for number in signals + [SIGALRM] { signal(number, SIG_DFL) }
    }

    /// The signal that asked Segue to stop, or nil.
    public static var caughtSignal: Int32? {
        let caught = interruptingSignal.load(ordering: .relaxed)
        return caught == 0 ? nil : caught
    }

    /// The conventional exit status after `caughtSignal`: 128 + its number.
    public static var exitStatus: Int32 { 128 + (caughtSignal ?? SIGINT) }

    /// Throws `Interrupted` once a signal was caught.
    public static func check() throws {
        if let caught = caughtSignal { throw Interrupted(signal: caught) }
    }

    /// Readable from the moment a signal is caught (and until `install` is called again); -1 before
    /// `install`. Watch it beside whatever a wait is for; never read it.
    public static var wakeDescriptor: Int32 { wakeReadEnd.load(ordering: .relaxed) }

    /// Waits up to `timeout` seconds (nil: no limit) or until a signal is caught, whichever is first.
    public static func sleep(_ timeout: TimeInterval?) {
        guard caughtSignal == nil else { return }
        var fds = [pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)]
        _ = poll(&fds, 1, timeout.map { Int32(min(max(0, $0), 86_400) * 1000) } ?? -1)
    }

    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    private static func drain() {
        let descriptor = wakeDescriptor
        guard descriptor >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }
}

/// A signal asked Segue to stop; whoever catches this cleans up and exits with `exitStatus`.
public struct Interrupted: Error, CustomStringConvertible, Equatable {
    public let signal: Int32

    public init(signal: Int32) { self.signal = signal }

    /// 128 + the signal's number, as a shell reports a process the signal ended.
    public var exitStatus: Int32 { 128 + signal }

    public var description: String {
        switch signal {
        case SIGINT: return "interrupted (Ctrl-C)"
        case SIGTERM: return "interrupted (SIGTERM)"
        case SIGHUP: return "interrupted (SIGHUP: the terminal went away)"
        default: return "interrupted (signal \(signal))"
        }
    }
}

/// Touched by the handlers: lock-free atomics, the only kind of state a signal handler may touch.
/// Process-wide, as signal dispositions are.
private let interruptingSignal = Atomic<Int32>(0)
private let wakeReadEnd = Atomic<Int32>(-1)
private let wakeWriteEnd = Atomic<Int32>(-1)
/// The address of the line the backstop prints (made once, never freed); 0 before `install`.
private let backstopMessage = Atomic<Int>(0)
private let backstopSeconds = Atomic<UInt32>(0)
