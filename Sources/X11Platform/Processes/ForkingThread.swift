// The one thread Segue forks its helper programs from, so their parent-death signal means what it says.

import Foundation

/// Runs work on a thread that lives as long as the process.
///
/// Why: Linux sends a child its parent-death signal (`PR_SET_PDEATHSIG`, see `segue_spawn`) when the
/// *thread* that forked it ends, not the process. A child forked from a worker thread that a thread
/// pool later retires (Swift's concurrency pool, a test runner's threads) would be killed while Segue
/// still needs it. Forking from this thread ties the signal to the process.
///
/// The thread blocks every signal: a signal caught between fork and exec would run Segue's handler
/// in the child (see `Interruption`), and the child resets and unblocks what it needs itself.
///
/// ```swift
/// let pid = ForkingThread.shared.perform { segue_spawn(...) }
/// ```
final class ForkingThread: @unchecked Sendable {
    static let shared = ForkingThread()

    private let condition = NSCondition()
    /// Callers take turns: one piece of work at a time.
    private let turn = NSLock()
    private var work: (() -> Void)?

    private init() {
        let thread = Thread { [self] in serve() }
        thread.name = "segue-fork"
        thread.start()
    }

    /// Runs `body` on the forking thread and returns its result once it has run.
    func perform<T>(_ body: @escaping () -> T) -> T {
        turn.lock()
        defer { turn.unlock() }
        var result: T?
        condition.lock()
        work = { result = body() }
        condition.broadcast()
        while work != nil { condition.wait() }
        condition.unlock()
        return result!
    }

    private func serve() {
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        condition.lock()
        while true {
            while work == nil { condition.wait() }
            work!()
            work = nil
            condition.broadcast()
        }
    }
}
