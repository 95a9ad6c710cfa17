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
///
/// The lines belong to the current application (`ApplicationContext.trace`); these static members
/// reach its log.
@MainActor
public enum TransitionTrace {
    /// Whether lines go to standard error. Starts from `SEGUE_TRACE` ("transitions" or "all").
    public static var printsToStandardError: Bool {
        get { log.printsToStandardError }
        set { log.printsToStandardError = newValue }
    }

    /// Called with every line (tests, the HUD).
    public static var observers: [(String) -> Void] {
        get { log.observers }
        set { log.observers = newValue }
    }

    /// The most recent lines, oldest first, at most `recentLimit`.
    public static var recentLines: [String] { log.recentLines }
    public static let recentLimit = 64

    /// The HUD turns this on to see the last lines.
    public static var keepsRecentLines: Bool {
        get { log.keepsRecentLines }
        set { log.keepsRecentLines = newValue }
    }

    private static var log: TransitionTraceLog { ApplicationContext.current.trace }

    static func record(_ line: () -> String) { log.record(line) }

    /// Collects the lines recorded while `body` runs.
    public static func capture(_ body: () throws -> Void) rethrows -> [String] {
        try log.capture(body)
    }

    /// The name a trace line uses for an object: its type's name.
    static func name(_ object: AnyObject?) -> String {
        guard let object else { return "nil" }
        return String(describing: type(of: object))
    }
}
