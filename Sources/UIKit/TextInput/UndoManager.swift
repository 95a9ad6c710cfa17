import Foundation

/// Foundation's undo manager, which swift-corelibs-foundation does not provide: the same names and
/// behaviour for what text editing needs. Registrations made while a group is open (between
/// `beginUndoGrouping()` and `endUndoGrouping()`) undo together, newest first; a registration
/// outside any group is a step of its own. Undoing records the inverse registrations as one redo
/// step, and a fresh registration clears the redo stack, as Foundation's does.
///
/// There is no run loop to close groups by event (`groupsByEvent`), so callers group explicitly:
/// text inputs open a group for each run of typing.
@MainActor
open class UndoManager {
    private typealias Step = [() -> Void]
    private var undoStack: [Step] = []
    private var redoStack: [Step] = []
    private var openGroup: Step?
    private var collecting: Step?

    public private(set) var isUndoing = false
    public private(set) var isRedoing = false
    /// 0 with no group open, 1 inside one (nested groups are folded into the outermost).
    public private(set) var groupingLevel = 0
    /// At most this many undo steps are kept (0: no limit).
    open var levelsOfUndo = 0
    /// Kept for source compatibility; groups are always closed by the caller here.
    open var groupsByEvent = false

    public init() {}

    open var canUndo: Bool { !undoStack.isEmpty || !(openGroup?.isEmpty ?? true) }
    open var canRedo: Bool { !redoStack.isEmpty }

    open func beginUndoGrouping() {
        if groupingLevel == 0 { openGroup = [] }
        groupingLevel += 1
    }

    open func endUndoGrouping() {
        guard groupingLevel > 0 else { return }
        groupingLevel -= 1
        guard groupingLevel == 0, let group = openGroup else { return }
        openGroup = nil
        if !group.isEmpty { push(group) }
    }

    /// Records `handler` to run on `target` when this step is undone (the target is not retained).
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping @MainActor (Target) -> Void) {
        let action: () -> Void = { [weak target] in if let target { handler(target) } }
        if collecting != nil {
            collecting!.append(action)
        } else if openGroup != nil {
            openGroup!.append(action)
            redoStack.removeAll()
        } else {
            push([action])
            redoStack.removeAll()
        }
    }

    open func undo() {
        closeOpenGroup()
        guard let step = undoStack.popLast() else { return }
        isUndoing = true
        let inverse = run(step)
        isUndoing = false
        if !inverse.isEmpty { redoStack.append(inverse) }
    }

    open func redo() {
        closeOpenGroup()
        guard let step = redoStack.popLast() else { return }
        isRedoing = true
        let inverse = run(step)
        isRedoing = false
        if !inverse.isEmpty { push(inverse) }
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup = groupingLevel > 0 ? [] : nil
    }

    private func closeOpenGroup() {
        while groupingLevel > 0 { endUndoGrouping() }
    }

    private func push(_ step: Step) {
        undoStack.append(step)
        if levelsOfUndo > 0 && undoStack.count > levelsOfUndo { undoStack.removeFirst() }
    }

    /// Runs a step's actions newest first, returning what they registered in turn.
    private func run(_ step: Step) -> Step {
        collecting = []
        for action in step.reversed() { action() }
        let inverse = collecting ?? []
        collecting = nil
        return inverse
    }
}
