import Foundation

/// One application's invariant checker: whether it runs, what it found, and the transitions it is
/// watching (`TransitionInvariantChecker` holds the rules and reaches the current application's
/// state). Owned by `ApplicationContext.checker`.
@MainActor
public final class TransitionCheckerState {
    /// Whether the checks run; the default is `TransitionInvariantChecker`'s.
    public var isEnabled = TransitionInvariantChecker.enabledByDefault(
        environment: ProcessInfo.processInfo.environment, arguments: CommandLine.arguments)

    /// Every violation found while enabled, oldest first.
    public internal(set) var violations: [TransitionInvariantViolation] = []

    /// Transitions between their start and their end.
    var watched: [TransitionInvariantChecker.Watched] = []

    nonisolated init() {}
}
