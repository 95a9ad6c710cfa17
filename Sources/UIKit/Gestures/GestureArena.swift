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
final class GestureArena {
    let touch: UITouch
    private(set) var recognizers: [UIGestureRecognizer] = []
    /// Sends a phase of the touch to the touched view (the application's responder delivery).
    private let deliverToView: (UITouch.Phase, UIEvent) -> Void

    /// False once a recognizer has cancelled the view's touches.
    private(set) var viewGetsTouches = true
    private var viewSawBegan = false
    private var held: [(UITouch.Phase, UIEvent)] = []
    private var lastEvent: UIEvent?

    init(touch: UITouch, deliverToView: @escaping (UITouch.Phase, UIEvent) -> Void) {
        self.touch = touch
        self.deliverToView = deliverToView
        var view = touch.view
        while let v = view {
            for g in v.gestureRecognizerStore where g.isEnabled && g.arena == nil {
                if let delegate = g.delegate, !delegate.gestureRecognizer(g, shouldReceive: touch) { continue }
                if g.state != .possible { g.resetForNextSequence() }
                g.arena = self
                recognizers.append(g)
            }
            view = v.superview
        }
    }

    // MARK: Delivery

    func deliver(_ phase: UITouch.Phase, _ event: UIEvent) {
        lastEvent = event
        for g in recognizers where g.arena === self && !g.state.isFinished {
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
            held.append((phase, event))
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
        for (phase, event) in pending {
            if phase == .began { viewSawBegan = true }
            deliverToView(phase, event)
        }
    }

    private func cancelViewTouches() {
        guard viewGetsTouches else { return }
        viewGetsTouches = false
        held = []
        if viewSawBegan {
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

    /// The touch sequence is over: what did not recognize fails, then everyone starts afresh.
    private func finishSequence() {
        for g in recognizers where g.state == .possible && g.deferredState == nil && g.arena === self {
            g.apply(.failed)
        }
        settle()
        for g in recognizers where g.state == .possible && g.arena === self { g.apply(.failed) }
        for g in recognizers where g.state.isActive && g.arena === self { g.apply(.cancelled) }
        flushHeldIfPossible()
        for g in recognizers where g.arena === self { g.resetForNextSequence() }
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
