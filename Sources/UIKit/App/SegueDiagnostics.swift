import Foundation

/// Warnings about API misuse that UIKit only logs (a second `present` while one is in flight, a
/// `completeTransition` called twice, an animator that never completes). Each says what is wrong and
/// what to do; it goes to standard error and into the transition trace.
public enum SegueDiagnostics {
    /// Where warnings go; standard error by default, replaceable in tests.
    nonisolated(unsafe) public static var report: (String) -> Void = { message in
        FileHandle.standardError.write(Data(("segue: warning: " + message + "\n").utf8))
    }

    static func warn(_ message: String) {
        TransitionTrace.record { "warning: " + message }
        report(message)
    }
}
