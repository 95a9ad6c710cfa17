// What happens when the X server goes away under Segue: save what can be saved, say so, exit.

import CX11
import Foundation

/// Xlib's fatal I/O error handler, in Segue's words. When the connection breaks (the server was
/// killed, crashed, or the session ended), Xlib calls it from whichever X call noticed, and no X
/// call may follow: its default prints "X connection to :N broken" and exits, losing whatever the
/// process had not yet written.
///
/// Instead: one line saying the server went away, then the `salvage` actions owners registered —
/// newest first, e.g. `segue demo` closing the film R started with the frames it has — then
/// `exit(exitStatus)`, which runs `ExitCleanup` (temporaries removed, helpers stopped).
///
/// Contract: a salvage action runs inside an Xlib call on the thread that made it; it must not call
/// X (the connection is gone) and must not wait for anything but its own helpers. Xlib's handler
/// must not return, and this one never does.
///
/// ```swift
/// let token = XServerLoss.addSalvage { print("segue: wrote \(recorder.stop())") }
/// defer { XServerLoss.removeSalvage(token) }
/// ```
public enum XServerLoss {
    /// The exit status after the server went away.
    public static let exitStatus: Int32 = 1

    nonisolated(unsafe) private static var actions: [(id: Int, run: () -> Void)] = []
    nonisolated(unsafe) private static var nextID = 0
    nonisolated(unsafe) private static var installed = false
    nonisolated(unsafe) private static var handling = false

    /// Registers `action` to run if the server goes away; returns the token to remove it with.
    public static func addSalvage(_ action: @escaping () -> Void) -> Int {
        nextID += 1
        actions.append((nextID, action))
        return nextID
    }

    /// Forgets the action registered under `token` (what it would save is saved or gone).
    public static func removeSalvage(_ token: Int) {
        actions.removeAll { $0.id == token }
    }

    /// The line said when the server on `display` went away.
    public static func message(display: String) -> String {
        "the X server \(display.isEmpty ? "" : "on \(display) ")went away"
    }

    /// Installs the handler (once; every connection shares it).
    static func install() {
        guard !installed else { return }
        installed = true
        XSetIOErrorHandler { display in
            // Reading the name is not a request: it is a field of the dead connection's structure.
            let name = display.flatMap { XDisplayString($0) }.map { String(cString: $0) } ?? ""
            XServerLoss.handle(display: name)
        }
    }

    private static func handle(display: String) -> Never {
        // A salvage action that itself ends in a broken connection (it should not) must not loop.
        if !handling {
            handling = true
            FileHandle.standardError.write(Data("segue: \(message(display: display))\n".utf8))
            let pending = actions.reversed()
            actions.removeAll()
            for action in pending { action.run() }
        }
        exit(exitStatus)
    }
}
