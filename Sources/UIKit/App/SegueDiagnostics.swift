import Foundation

/// Warnings about API misuse that UIKit only logs (a second `present` while one is in flight, a
/// `completeTransition` called twice, an animator that never completes). Each says what is wrong and
/// what to do; it goes to the current application's sink (`ApplicationContext.diagnostics`, standard
/// error by default) and into the transition trace.
@MainActor
public enum SegueDiagnostics {
    /// Where warnings go; standard error by default, replaceable in tests.
    public static var report: (String) -> Void {
        get { ApplicationContext.current.diagnostics.report }
        set { ApplicationContext.current.diagnostics.report = newValue }
    }

    static func warn(_ message: String) {
        TransitionTrace.record { "warning: " + message }
        report(message)
    }
}
