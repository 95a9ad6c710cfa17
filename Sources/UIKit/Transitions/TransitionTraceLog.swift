import Foundation

/// One application's transition trace: who listens and the recent lines (`TransitionTrace` is the
/// static face of the current application's log). Owned by `ApplicationContext.trace`.
@MainActor
public final class TransitionTraceLog {
    /// Whether lines go to standard error. Starts from `SEGUE_TRACE` ("1", "transitions" or "all").
    public var printsToStandardError: Bool = {
        let value = ProcessInfo.processInfo.environment["SEGUE_TRACE"] ?? ""
        return value.split(separator: ",").contains { $0 == "1" || $0 == "transitions" || $0 == "all" }
    }()

    /// Called with every line (tests, the HUD).
    public var observers: [(String) -> Void] = []

    /// The most recent lines, oldest first, at most `TransitionTrace.recentLimit`.
    public private(set) var recentLines: [String] = []

    /// The HUD turns this on to see the last lines.
    public var keepsRecentLines = false

    /// Whether anybody listens; lines are not even formatted otherwise.
    var isActive: Bool { printsToStandardError || !observers.isEmpty || keepsRecentLines }

    nonisolated init() {}

    func record(_ line: () -> String) {
        guard isActive else { return }
        let text = line()
        if printsToStandardError {
            FileHandle.standardError.write(Data(("segue: trace: " + text + "\n").utf8))
        }
        if keepsRecentLines {
            recentLines.append(text)
            let limit = TransitionTrace.recentLimit
            if recentLines.count > limit { recentLines.removeFirst(recentLines.count - limit) }
        }
        for observer in observers { observer(text) }
    }

    /// Collects the lines recorded while `body` runs.
    public func capture(_ body: () throws -> Void) rethrows -> [String] {
        var lines: [String] = []
        observers.append { lines.append($0) }
        let index = observers.count - 1
        defer { observers.remove(at: index) }
        try body()
        return lines
    }
}
