import Foundation

/// Turns platform events into UIKit's: the pointer with a button held is one `UITouch`, delivered to
/// the view it began on (hit-tested with model values) and up its responder chain; keys go to the first
/// responder, else to the key window's root view controller.
extension UIApplication {
    public func handle(_ event: PlatformEvent) {
        switch event {
        case .resized(let size):
            resize(to: size)
        case .closeRequested:
            stop()
        case .pointerDown(let p, let button, let time):
            guard button == 1, activeTouch == nil, let window = keyWindow else { return }
            let view = window.hitTest(window.convert(p, from: nil), with: nil)
            let touch = UITouch(location: p, timestamp: time, phase: .began, view: view, window: window)
            activeTouch = touch
            deliver(touch, time: time) { $0.touchesBegan($1, with: $2) }
        case .pointerMoved(let p, let time):
            guard let touch = activeTouch else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = p
            touch.timestamp = time
            touch.phase = .moved
            deliver(touch, time: time) { $0.touchesMoved($1, with: $2) }
        case .pointerUp(let p, let button, let time):
            guard button == 1, let touch = activeTouch else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = p
            touch.timestamp = time
            touch.phase = .ended
            activeTouch = nil
            deliver(touch, time: time) { $0.touchesEnded($1, with: $2) }
        case .pointerCancelled(let time):
            guard let touch = activeTouch else { return }
            touch.phase = .cancelled
            touch.timestamp = time
            activeTouch = nil
            deliver(touch, time: time) { $0.touchesCancelled($1, with: $2) }
        case .scroll:
            break
        case .keyDown(let key, let time):
            let press = UIPress(key: key, timestamp: time)
            keyResponder()?.pressesBegan([press], with: UIPressesEvent(timestamp: time, presses: [press]))
        case .keyUp(let key, let time):
            let press = UIPress(key: key, timestamp: time)
            keyResponder()?.pressesEnded([press], with: UIPressesEvent(timestamp: time, presses: [press]))
        }
    }

    /// The window changed size: controllers hear `viewWillTransition(to:with:)` first, then every
    /// window takes the new size and lays out, then the coordinator's completions run.
    private func resize(to size: CGSize) {
        let changed = UIScreen.main.bounds.size != size
        let coordinator = keyWindow.map { ResizeTransitionCoordinator(containerView: $0) }
        if changed, let coordinator {
            for w in windows { w.rootViewController?.viewWillTransition(to: size, with: coordinator) }
        }
        UIScreen.main.bounds = CGRect(origin: .zero, size: size)
        for w in windows { w.frame = CGRect(origin: .zero, size: size) }
        RenderInvalidation.invalidate()
        guard changed, let coordinator else { return }
        coordinator.runAnimations()
        for w in windows { w.layoutIfNeeded() }
        coordinator.runCompletions()
    }

    private func deliver(_ touch: UITouch, time: TimeInterval,
                         _ send: (UIResponder, Set<UITouch>, UIEvent) -> Void) {
        let event = UIEvent(type: .touches, timestamp: time, touches: [touch])
        if let view = touch.view {
            send(view, [touch], event)
        } else if let window = touch.window {
            send(window, [touch], event)
        }
    }

    private func keyResponder() -> UIResponder? {
        if let r = UIResponder.currentFirstResponder { return r }
        return keyWindow?.rootViewController?.topmostForKeys ?? keyWindow
    }
}
