import Foundation

/// Ctrl-C (SIGINT), SIGTERM and SIGHUP as a flag the frame loop reads once per frame, instead of the
/// default of dying on the spot: `segue record` must remove its temporary output and stop its X
/// server, and `segue play` must let go of the buttons it holds down on a real display.
///
/// Why a flag: almost nothing is safe inside a signal handler; setting one word is.
enum Interruption {
    /// Starts catching the signals. Call once, before the loop.
    static func install() {
        interruptingSignal = 0
        for number in [SIGINT, SIGTERM, SIGHUP] {
            signal(number) { caught in interruptingSignal = caught }
        }
    }

    /// Back to dying on the signals (once nothing is left to clean up, e.g. `segue play --stay`).
    static func restoreDefaults() {
        for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, SIG_DFL) }
    }

    /// The signal that asked Segue to stop, or nil.
    static var caughtSignal: Int32? { interruptingSignal == 0 ? nil : interruptingSignal }

    /// The conventional exit status after `caughtSignal`: 128 + its number.
    static var exitStatus: Int32 { 128 + (caughtSignal ?? SIGINT) }
}

/// Written by the handler; a plain global so the handler touches nothing but this word.
nonisolated(unsafe) private var interruptingSignal: Int32 = 0
