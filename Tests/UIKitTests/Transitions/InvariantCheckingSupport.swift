@testable import UIKit
import Foundation

/// Runs `body` with `TransitionInvariantChecker` switched on and starting clean, and returns the
/// violations it found. They are collected, not printed: a test that breaks a rule on purpose should
/// not put `segue: invariant violated` lines in the test log. The checker's previous state is put back.
func collectingViolations(_ body: () throws -> Void) rethrows -> [TransitionInvariantViolation] {
    let savedEnabled = TransitionInvariantChecker.isEnabled
    let savedReport = SegueDiagnostics.reportViolation
    TransitionInvariantChecker.isEnabled = true
    TransitionInvariantChecker.removeAllViolations()
    SegueDiagnostics.reportViolation = { _ in }
    defer {
        TransitionInvariantChecker.isEnabled = savedEnabled
        SegueDiagnostics.reportViolation = savedReport
        TransitionInvariantChecker.removeAllViolations()
    }
    try body()
    return TransitionInvariantChecker.violations
}
