import Foundation

/// Turns platform events into UIKit's: the pointer with a button held is one `UITouch`, seen first by
/// the gesture recognizers of the view it began on and its superviews (`GestureArena`), then by that
/// view (hit-tested with model values) and up its responder chain; keys go to the first responder,
/// else to the topmost presented or child controller of the key window's root.
extension UIApplication {
    public func handle(_ event: PlatformEvent) {
        for observer in eventObservers { observer(event) }
        notePointer(event)
        switch event {
        case .resized(let size):
            resize(to: size)
        case .closeRequested:
            stop()
        case .pointerDown(let p, let button, let time):
            if button == 2, activeTouch == nil, let window = keyWindow {
                TextInputFocus.pastePrimarySelection(on: window.hitTest(window.convert(p, from: nil), with: nil), at: p)
                return
            }
            guard button == 1, activeTouch == nil, let window = keyWindow else { return }
            let view = window.hitTest(window.convert(p, from: nil), with: nil)
            TextInputFocus.pointerPressed(on: view)
            let touch = UITouch(location: p, timestamp: time, phase: .began, view: view, window: window,
                                tapCount: tapCount(at: p, time: time))
            activeTouch = touch
            let deliver: (UITouch.Phase, UIEvent) -> Void = { phase, event in Self.send(touch, phase, event) }
            let arena: GestureArena
            if let open = openArena, open.adopt(touch, deliverToView: deliver) {
                arena = open
            } else {
                openArena = nil
                arena = GestureArena(touch: touch, deliverToView: deliver)
            }
            activeArena = arena
            arena.deliver(.began, UIEvent(type: .touches, timestamp: time, touches: [touch], modifierFlags: pointerModifierFlags))
        case .pointerMoved(let p, let time):
            guard let touch = activeTouch else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = p
            touch.timestamp = time
            touch.phase = .moved
            activeArena?.deliver(.moved, UIEvent(type: .touches, timestamp: time, touches: [touch], modifierFlags: pointerModifierFlags))
        case .pointerUp(let p, let button, let time):
            guard button == 1, let touch = activeTouch else { return }
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = p
            touch.timestamp = time
            touch.phase = .ended
            let arena = activeArena
            activeTouch = nil
            activeArena = nil
            lastTouchEnd = (time, p, touch.tapCount)
            arena?.deliver(.ended, UIEvent(type: .touches, timestamp: time, touches: [touch], modifierFlags: pointerModifierFlags))
            keepOpen(arena)
        case .pointerCancelled(let time):
            guard let touch = activeTouch else { return }
            touch.phase = .cancelled
            touch.timestamp = time
            let arena = activeArena
            activeTouch = nil
            activeArena = nil
            lastTouchEnd = nil
            arena?.deliver(.cancelled, UIEvent(type: .touches, timestamp: time, touches: [touch], modifierFlags: pointerModifierFlags))
            keepOpen(arena)
        case .scroll(let p, let dx, let dy, _):
            // The wheel scrolls the innermost scroll view under the pointer that can move that way.
            guard let window = keyWindow else { return }
            UIScrollView.scrollWheel(dx: dx, dy: dy, over: window.hitTest(window.convert(p, from: nil), with: nil))
        case .keyDown(let key, let time):
            if let tool = toolKeyHandler, !isTyping(key), tool(key) { return }
            let press = UIPress(key: key, timestamp: time)
            keyResponder()?.pressesBegan([press], with: UIPressesEvent(timestamp: time, presses: [press]))
        case .keyUp(let key, let time):
            let press = UIPress(key: key, timestamp: time)
            keyResponder()?.pressesEnded([press], with: UIPressesEvent(timestamp: time, presses: [press]))
        case .modifiersChanged(let flags, _):
            pointerModifierFlags = flags
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
        context.layerTree.invalidate()
        guard changed, let coordinator else { return }
        coordinator.runAnimations()
        for w in windows { w.layoutIfNeeded() }
        coordinator.runCompletions()
        TransitionInvariantChecker.windowDidResize(windows)
    }

    /// Keeps an arena whose touch ended for the next press, while a recognizer in it awaits one.
    private func keepOpen(_ arena: GestureArena?) {
        guard let arena, !arena.isClosed else { return }
        openArena = arena
        arena.onClose = { [weak self, weak arena] in
            if self?.openArena === arena { self?.openArena = nil }
        }
    }

    /// 1 for a press on its own; one more than the last touch's count when it ended less than
    /// `UITouch.multiTapInterval` ago within `UITouch.multiTapDistance` of this press.
    private func tapCount(at p: CGPoint, time: TimeInterval) -> Int {
        guard let last = lastTouchEnd, time - last.time <= UITouch.multiTapInterval,
              hypot(p.x - last.location.x, p.y - last.location.y) <= UITouch.multiTapDistance else { return 1 }
        return last.tapCount + 1
    }

    /// Sends one phase of `touch` to the view it began on (or its window) and up the responder chain.
    private static func send(_ touch: UITouch, _ phase: UITouch.Phase, _ event: UIEvent) {
        guard let responder: UIResponder = touch.view ?? touch.window else { return }
        let touches: Set<UITouch> = [touch]
        switch phase {
        case .began: responder.touchesBegan(touches, with: event)
        case .moved, .stationary: responder.touchesMoved(touches, with: event)
        case .ended: responder.touchesEnded(touches, with: event)
        case .cancelled: responder.touchesCancelled(touches, with: event)
        }
    }

    /// Whether `key` is text for a text input that is first responder: plain keys (Shift at most)
    /// then never reach the tool key handler, so typing "s" types it rather than slowing animations.
    private func isTyping(_ key: UIKey) -> Bool {
        UIResponder.currentFirstResponder is UIKeyInput && key.modifierFlags.isDisjoint(with: [.control, .alternate, .command])
    }

    private func keyResponder() -> UIResponder? {
        if let r = UIResponder.currentFirstResponder { return r }
        return keyWindow?.rootViewController?.topmostForKeys ?? keyWindow
    }
}
