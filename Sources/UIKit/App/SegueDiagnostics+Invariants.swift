import Foundation

/// Where `TransitionInvariantChecker` reports a broken transition rule. Apart from `report` (the
/// warnings), so that a test asserting the exact warnings of a misuse does not also see the
/// checker's verdict on it, and so that a violation can never be mistaken for a mere warning.
extension SegueDiagnostics {
    /// Prints `segue: invariant violated: <message>` to standard error; replaceable in tests.
    public static var reportViolation: (String) -> Void {
        get { ApplicationContext.current.diagnostics.reportViolation }
        set { ApplicationContext.current.diagnostics.reportViolation = newValue }
    }
}
