import Foundation

/// The callback trace: every delegate, presentation-controller, animator and appearance callback of
/// a transition, one line each, in the order Segue makes them. `SEGUE_TRACE=transitions` (or
/// `segue demo --trace`) prints it to standard error; tests and the HUD subscribe to it.
///
/// ```
/// segue: trace: PanelTransition.animationController(forPresented: Child, presenting: Parent, source: Parent) -> PresentAnimation
/// segue: trace: Child.viewWillAppear(true)
/// segue: trace: DimmingPresentationController.presentationTransitionWillBegin()
/// ```
public enum TransitionTrace {
    /// Whether lines go to standard error. Starts from `SEGUE_TRACE` ("transitions" or "all").
    nonisolated(unsafe) public static var printsToStandardError: Bool = {
        let value = ProcessInfo.processInfo.environment["SEGUE_TRACE"] ?? ""
        return value.split(separator: ",").contains { $0 == "transitions" || $0 == "all" }
    }()

    /// Called with every line (tests, the HUD).
    nonisolated(unsafe) public static var observers: [(String) -> Void] = []

    /// The most recent lines, oldest first, at most `recentLimit`.
    nonisolated(unsafe) public private(set) static var recentLines: [String] = []
    public static let recentLimit = 64

    /// Whether anybody listens; lines are not even formatted otherwise.
    static var isActive: Bool { printsToStandardError || !observers.isEmpty || keepsRecentLines }
    /// The HUD turns this on to see the last lines.
    nonisolated(unsafe) public static var keepsRecentLines = false

    static func record(_ line: () -> String) {
        guard isActive else { return }
        let text = line()
        if printsToStandardError {
            FileHandle.standardError.write(Data(("segue: trace: " + text + "\n").utf8))
        }
        if keepsRecentLines {
            recentLines.append(text)
            if recentLines.count > recentLimit { recentLines.removeFirst(recentLines.count - recentLimit) }
        }
        for observer in observers { observer(text) }
    }

    /// Collects the lines recorded while `body` runs.
    public static func capture(_ body: () throws -> Void) rethrows -> [String] {
        var lines: [String] = []
        observers.append { lines.append($0) }
        let index = observers.count - 1
        defer { observers.remove(at: index) }
        try body()
        return lines
    }

    /// The name a trace line uses for an object: its type's name.
    static func name(_ object: AnyObject?) -> String {
        guard let object else { return "nil" }
        return String(describing: type(of: object))
    }
}
