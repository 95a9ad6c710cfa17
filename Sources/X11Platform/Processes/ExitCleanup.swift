// The last line of defence against leftovers: temporary recordings and private X servers.

import Foundation

/// Work that must happen even when the process leaves through `exit()` from deep inside a call —
/// `XServerLoss` exits from Xlib's fatal I/O error handler when the X server goes away mid-frame.
/// Owners register an action when they create something (a temporary file, a child server) and
/// unregister it once they have cleaned up themselves; whatever is still registered runs at exit.
/// (A crash or SIGKILL runs nothing: children die by their parent-death signal, see `ChildProcess`,
/// and temporaries are removed at the next start, see `StaleTemporaries`.)
///
/// Contract: actions run on the thread that calls `exit()`, once, newest first. They must be quick and
/// must not call back into X.
public enum ExitCleanup {
    nonisolated(unsafe) private static var actions: [(id: Int, run: () -> Void)] = []
    nonisolated(unsafe) private static var nextID = 0
    nonisolated(unsafe) private static var installed = false
    private static let lock = NSLock()

    /// Registers `action`; returns the token to `remove` it with.
    public static func add(_ action: @escaping () -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if !installed {
            installed = true
            atexit { ExitCleanup.runAll() }
        }
        nextID += 1
        actions.append((nextID, action))
        return nextID
    }

    /// Forgets the action registered under `token` (its owner cleaned up already).
    public static func remove(_ token: Int) {
        lock.lock()
        defer { lock.unlock() }
        actions.removeAll { $0.id == token }
    }

    static func runAll() {
        lock.lock()
        let pending = actions.reversed()
        actions.removeAll()
        lock.unlock()
        for action in pending { action.run() }
    }
}
