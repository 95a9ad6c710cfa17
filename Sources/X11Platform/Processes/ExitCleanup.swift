// The last line of defence against leftovers: temporary recordings and private X servers.

import Foundation
import Synchronization

/// Work that must happen even when the process leaves through `exit()` from deep inside a call —
/// `XServerLoss` exits from Xlib's fatal I/O error handler when the X server goes away mid-frame.
/// Owners register an action when they create something (a temporary file, a child server) and
/// unregister it once they have cleaned up themselves; whatever is still registered runs at exit.
/// (A crash or SIGKILL runs nothing: children die by their parent-death signal, see `ChildProcess`,
/// and temporaries are removed at the next start, see `StaleTemporaries`.)
///
/// Contract: actions run on the thread that calls `exit()`, once, newest first. They must be quick and
/// must not call back into X; any thread may register them, so they capture only what any thread may
/// use (`@Sendable`). Process-wide, as `exit()` is.
public enum ExitCleanup {
    private struct Registry {
        var actions: [(id: Int, run: @Sendable () -> Void)] = []
        var nextID = 0
        var installed = false
    }

    private static let registry = Mutex(Registry())

    /// Registers `action`; returns the token to `remove` it with.
    public static func add(_ action: @escaping @Sendable () -> Void) -> Int {
        let (token, install) = registry.withLock { r in
            defer { r.installed = true }
            r.nextID += 1
            r.actions.append((r.nextID, action))
            return (r.nextID, !r.installed)
        }
        if install { atexit { ExitCleanup.runAll() } }
        return token
    }

    /// Forgets the action registered under `token` (its owner cleaned up already).
    public static func remove(_ token: Int) {
        registry.withLock { $0.actions.removeAll { $0.id == token } }
    }

    static func runAll() {
        let pending = registry.withLock { r in
            defer { r.actions.removeAll() }
            return Array(r.actions.reversed())
        }
        for action in pending { action.run() }
    }
}
