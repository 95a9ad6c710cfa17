// What happens when the X server goes away under Segue: save what can be saved, say so, exit.

import CX11
import Foundation
import Synchronization

/// Xlib's fatal I/O error handler, in Segue's words. When the connection breaks (the server was
/// killed, crashed, or the session ended), Xlib calls it from whichever X call noticed, and no X
/// call may follow: its default prints "X connection to :N broken" and exits, losing whatever the
/// process had not yet written.
///
/// Instead: one line saying the server went away, then the `salvage` actions owners registered —
/// newest first, e.g. `segue demo` closing the film R started with the frames it has — then
/// `exit(exitStatus)`, which runs `ExitCleanup` (temporaries removed, helpers stopped).
///
/// Contract: salvage actions belong to the main actor, where Segue's commands make their X calls; they
/// run inside the Xlib call that noticed, when that call was made on the main thread (a broken
/// connection noticed on another thread, such as a test's input thread, exits without them). They
/// must not call X (the connection is gone) and must not wait for anything but their own helpers.
/// Xlib's handler must not return, and this one never does. Process-wide, as Xlib's handler is.
///
/// ```swift
/// let token = XServerLoss.addSalvage { print("segue: wrote \(recorder.stop())") }
/// defer { XServerLoss.removeSalvage(token) }
/// ```
public enum XServerLoss {
    /// The exit status after the server went away.
    public static let exitStatus: Int32 = 1

    @MainActor private static var actions: [(id: Int, run: () -> Void)] = []
    @MainActor private static var nextID = 0
    private static let installed = Atomic<Bool>(false)
    /// Set by the first broken connection: a salvage action that itself ends in one (it should not)
    /// must not loop.
    private static let handling = Atomic<Bool>(false)

    /// Registers `action` to run if the server goes away; returns the token to remove it with.
    @MainActor
    public static func addSalvage(_ action: @escaping () -> Void) -> Int {
        nextID += 1
        actions.append((nextID, action))
        return nextID
    }

    /// Forgets the action registered under `token` (what it would save is saved or gone).
    @MainActor
    public static func removeSalvage(_ token: Int) {
        actions.removeAll { $0.id == token }
    }

    /// The line said when the server on `display` went away.
    public static func message(display: String) -> String {
        "the X server \(display.isEmpty ? "" : "on \(display) ")went away"
    }

    /// Installs the handler (once; every connection shares it).
    static func install() {
        guard installed.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged else { return }
        XSetIOErrorHandler { display in
            // Reading the name is not a request: it is a field of the dead connection's structure.
            let name = display.flatMap { XDisplayString($0) }.map { String(cString: $0) } ?? ""
            XServerLoss.handle(display: name)
        }
    }

    private static func handle(display: String) -> Never {
        if handling.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged {
            FileHandle.standardError.write(Data("segue: \(message(display: display))\n".utf8))
            if Thread.isMainThread { MainActor.assumeIsolated { runSalvage() } }
        }
        exit(exitStatus)
    }

    @MainActor
    private static func runSalvage() {
        let pending = actions.reversed()
        actions.removeAll()
        for action in pending { action.run() }
    }
}
