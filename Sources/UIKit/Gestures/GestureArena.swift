import Foundation

/// The recognizers that see one touch sequence, and the rules that decide between them.
///
/// Touches reach the recognizers first (those of the touched view, then of each superview), then
/// the touched view. A recognizer that wants to recognize may have to wait (`require(toFail:)`, the
/// `shouldRequireFailure…` answers) or be refused (another recognizer already recognized and the
/// two may not recognize together; `gestureRecognizerShouldBegin` said no). When one recognizes,
/// the others still possible that it can prevent fail, and with `cancelsTouchesInView` the view gets
/// `touchesCancelled`. When the sequence ends, recognizers that did not recognize fail, and all go
/// back to `.possible`.
///
/// A recognizer that needs more than one touch (a double tap) keeps the arena open after its touch
/// ends (`awaitsNextTouch`): the next touch on its view joins the same arena, so recognizers that
/// wait for it to fail (a single tap) stay waiting across the gap. The arena closes when nothing
/// awaits any more — the double tap recognized, or gave up when its gap ran out.
@MainActor
final class GestureArena {
    private(set) var touch: UITouch
    private(set) var recognizers: [UIGestureRecognizer] = []
    /// Sends a phase of the touch to the touched view (the application's responder delivery).
    private var deliverToView: (UITouch.Phase, UIEvent) -> Void

    /// False once a recognizer has cancelled the view's touches.
    private(set) var viewGetsTouches = true
    private var viewSawBegan = false
    /// Touches held back from the view, each with the delivery of its own touch sequence.
    private var held: [(UITouch.Phase, UIEvent, (UITouch.Phase, UIEvent) -> Void)] = []
    private var lastEvent: UIEvent?
    /// Between `began` and `ended`/`cancelled` of the current touch.
    private(set) var isTouchLive = true
    /// Every recognizer has been reset; the arena takes no more touches.
    private(set) var isClosed = false
    /// Called once, when the arena closes.
    var onClose: (() -> Void)?

    init(touch: UITouch, deliverToView: @escaping (UITouch.Phase, UIEvent) -> Void) {
        self.touch = touch
        self.deliverToView = deliverToView
        recognizers = collect(for: touch)
    }

    /// The recognizers that see `touch`: those of its view and of each superview, nearest first,
    /// that are enabled, free (or already in this arena) and whose delegate lets them receive it.
    private func collect(for touch: UITouch) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var view = touch.view
        while let v = view {
            for g in v.gestureRecognizerStore where g.isEnabled && (g.arena == nil || g.arena === self) {
                if let delegate = g.delegate, !delegate.gestureRecognizer(g, shouldReceive: touch) { continue }
                if g.arena == nil {
                    if g.state != .possible { g.resetForNextSequence() }
                    g.arena = self
                }
                found.append(g)
            }
            view = v.superview
        }
        return found
    }

    /// Recognizers still possible that wait for a further touch sequence.
    private var awaiting: [UIGestureRecognizer] {
        recognizers.filter { $0.arena === self && $0.state == .possible && $0.awaitsNextTouch }
    }

    /// Takes `touch` as the next sequence of this open arena when a recognizer awaiting a further
    /// touch sees and accepts it; those awaiting that do not fail. False (and the arena closes) when none
    /// sees it: the touch then starts a new arena.
    func adopt(_ touch: UITouch, deliverToView: @escaping (UITouch.Phase, UIEvent) -> Void) -> Bool {
        guard !isClosed, !isTouchLive else { return false }
        let waiting = awaiting
        let chain = collect(for: touch)
        let continuing = waiting.filter { g in chain.contains { $0 === g } && g.acceptsNextTouch(touch) }
        for g in waiting where !continuing.contains(where: { $0 === g }) { request(g, .failed) }
        guard !continuing.isEmpty, !isClosed else {
            for g in chain where g.arena === self && !recognizers.contains(where: { $0 === g }) {
                g.resetForNextSequence()
            }
            close()
            return false
        }
        // Recognizers kept from the previous sequence (waiting on the awaiting ones) stay in the arena.
        let kept = recognizers.filter { g in g.arena === self && !chain.contains { $0 === g } }
        recognizers = chain + kept
        self.touch = touch
        self.deliverToView = deliverToView
        viewGetsTouches = true
        viewSawBegan = false
        isTouchLive = true
        return true
    }

    // MARK: Delivery

    func deliver(_ phase: UITouch.Phase, _ event: UIEvent) {
        lastEvent = event
        // A discrete recognizer that recognized and only waits for others to fail has seen its
        // gesture; later touches (the second tap of a double tap it waits for) are not its own.
        for g in recognizers where g.arena === self && !g.state.isFinished && g.deferredState != .ended {
            switch phase {
            case .began:
                g.trackedTouches = [touch]
                g.touchesBegan([touch], with: event)
            case .moved, .stationary:
                g.touchesMoved([touch], with: event)
            case .ended:
                g.lastLocation = touch.locationInWindow
                g.touchesEnded([touch], with: event)
                g.trackedTouches.removeAll { $0 === touch }
            case .cancelled:
                g.lastLocation = touch.locationInWindow
                g.touchesCancelled([touch], with: event)
                g.trackedTouches.removeAll { $0 === touch }
            }
        }
        toView(phase, event)
        if phase == .ended || phase == .cancelled { finishSequence() }
    }

    private func toView(_ phase: UITouch.Phase, _ event: UIEvent) {
        guard viewGetsTouches else { return }
        if !held.isEmpty || (phase == .began && isDelayingView) {
            held.append((phase, event, deliverToView))
            return
        }
        if phase == .began { viewSawBegan = true }
        deliverToView(phase, event)
    }

    /// A recognizer with `delaysTouchesBegan` is still deciding.
    private var isDelayingView: Bool {
        recognizers.contains { $0.delaysTouchesBegan && $0.state == .possible && $0.arena === self }
    }

    private func flushHeldIfPossible() {
        guard viewGetsTouches, !held.isEmpty, !isDelayingView else { return }
        let pending = held
        held = []
        for (phase, event, deliver) in pending {
            if phase == .began { viewSawBegan = true }
            deliver(phase, event)
        }
    }

    private func cancelViewTouches() {
        guard viewGetsTouches else { return }
        viewGetsTouches = false
        held = []
        if viewSawBegan && isTouchLive {
            deliverToView(.cancelled, lastEvent ?? UIEvent(type: .touches, timestamp: touch.timestamp, touches: [touch]))
        }
    }

    // MARK: Arbitration

    /// A recognizer's subclass set `state = new`.
    func request(_ g: UIGestureRecognizer, _ new: UIGestureRecognizer.State) {
        if (new == .began || new == .ended) && g.state == .possible {
            tryToRecognize(g, as: new)
        } else {
            g.apply(new)
        }
        settle()
        // Between sequences: the last awaiting recognizer decided, so the arena is done.
        if !isTouchLive && awaiting.isEmpty { close() }
    }

    private func tryToRecognize(_ g: UIGestureRecognizer, as new: UIGestureRecognizer.State) {
        let winner = recognizers.first { o in
            o !== g && (o.state.isActive || o.state == .ended) && !mayRecognizeTogether(o, g)
                && o.canPrevent(g) && g.canBePrevented(by: o)
        }
        if winner != nil { return g.apply(.failed) }
        let requirements = failureRequirements(of: g)
        if requirements.contains(where: { $0.state.isActive || $0.state == .ended }) { return g.apply(.failed) }
        if requirements.contains(where: { $0.state == .possible }) {
            g.deferredState = new
            return
        }
        guard mayBegin(g) else { return g.apply(.failed) }
        g.apply(new)
        for o in recognizers where o !== g && o.state == .possible && !mayRecognizeTogether(g, o)
            && g.canPrevent(o) && o.canBePrevented(by: g) {
            o.apply(.failed)
        }
        if g.cancelsTouchesInView { cancelViewTouches() }
    }

    /// Lets recognizers that waited for others go on (or fail), until nothing changes.
    private func settle() {
        var changed = true
        while changed {
            changed = false
            for d in recognizers where d.deferredState != nil && d.state == .possible {
                let requirements = failureRequirements(of: d)
                if requirements.contains(where: { $0.state.isActive || $0.state == .ended }) {
                    d.apply(.failed)
                    changed = true
                } else if requirements.allSatisfy({ $0.state == .failed || $0.state == .cancelled }) {
                    let wanted = d.deferredState!
                    d.deferredState = nil
                    tryToRecognize(d, as: wanted)
                    changed = true
                }
            }
        }
        flushHeldIfPossible()
    }

    /// The touch sequence is over: what did not recognize fails, unless it awaits a further touch
    /// (then the arena stays open for it); otherwise everyone starts afresh.
    private func finishSequence() {
        isTouchLive = false
        for g in recognizers where g.state == .possible && g.deferredState == nil && g.arena === self
            && !g.awaitsNextTouch {
            g.apply(.failed)
        }
        settle()
        guard awaiting.isEmpty else {
            // Those that are done go back to `.possible` for other touches; the rest wait here.
            for g in recognizers where g.arena === self && g.state != .possible { g.resetForNextSequence() }
            recognizers.removeAll { $0.arena !== self }
            flushHeldIfPossible()
            return
        }
        close()
    }

    /// Ends the arena: recognizers awaiting a touch that will not come fail (letting those that
    /// waited for them recognize), the undecided fail, the active are cancelled, and all reset.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        for g in recognizers where g.state == .possible && g.arena === self && g.awaitsNextTouch { g.apply(.failed) }
        settle()
        for g in recognizers where g.state == .possible && g.arena === self { g.apply(.failed) }
        for g in recognizers where g.state.isActive && g.arena === self { g.apply(.cancelled) }
        flushHeldIfPossible()
        for g in recognizers where g.arena === self { g.resetForNextSequence() }
        onClose?()
        onClose = nil
    }

    // MARK: Rules

    private func mayRecognizeTogether(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func failureRequirements(of g: UIGestureRecognizer) -> [UIGestureRecognizer] {
        recognizers.filter { o in
            o !== g && (g.failureRequirements.contains { $0.recognizer === o }
                || g.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: g)
                || g.delegate?.gestureRecognizer(g, shouldRequireFailureOf: o) == true
                || o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: g) == true)
        }
    }

    /// The delegate, then each view from the touched one up to the recognizer's own, may refuse.
    private func mayBegin(_ g: UIGestureRecognizer) -> Bool {
        if let delegate = g.delegate, !delegate.gestureRecognizerShouldBegin(g) { return false }
        var view = touch.view
        while let v = view {
            if !v.gestureRecognizerShouldBegin(g) { return false }
            if v === g.view { break }
            view = v.superview
        }
        return true
    }
}
