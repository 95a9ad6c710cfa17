import Foundation

/// The frame loop of DESIGN.md "One frame": events, one frame time, layout, display list, present;
/// then either the next frame or a blocking wait that costs no CPU.
extension UIApplication {
    /// Runs until `stop()` or the window's close button.
    public func runUntilStopped() {
        isRunning = true
        var nextFrame = platform.monotonicTime()
        while isRunning {
            var timeout: TimeInterval?
            if needsFrame {
                // Animating: wait for input only until the next frame is due.
                timeout = max(0, nextFrame - platform.monotonicTime())
            } else if let timer = secondsUntilNextTimer {
                // Idle but a timer is pending (the transition watchdog): wake up for it.
                timeout = timer
            }
            let drew = runFrame(waitingUpTo: timeout)
            if drew {
                nextFrame = max(nextFrame + 1 / preferredFramesPerSecond, platform.monotonicTime() - 0.5 / preferredFramesPerSecond)
            } else if !needsFrame {
                nextFrame = platform.monotonicTime()
            }
        }
    }

    public func stop() { isRunning = false }

    /// Whether anything changed since the last presented frame, or an animation is running.
    public var needsFrame: Bool {
        renderedGeneration != RenderInvalidation.generation || AnimationEngine.shared.needsFrames
    }

    /// One turn of the loop: waits up to `timeout` for events (nil: until one comes), handles them,
    /// and draws a frame if anything changed. Returns true when a frame was presented.
    @discardableResult
    public func runFrame(waitingUpTo timeout: TimeInterval?) -> Bool {
        let events = platform.waitForEvents(timeout: timeout)
        // One timestamp per frame, taken after the wait: event handlers see the frame's time.
        frameTime = clock.frameTime()
        AnimationEngine.shared.advance(toFrameTime: frameTime)
        AnimationEngine.shared.fireDueTimers()
        fireDueFrameTimers()
        for event in events {
            handle(event)
        }
        return renderIfNeeded(advancingClock: false)
    }

    /// Draws a frame if anything changed since the last one.
    @discardableResult
    public func renderIfNeeded() -> Bool {
        renderIfNeeded(advancingClock: true)
    }

    func renderIfNeeded(advancingClock: Bool) -> Bool {
        guard needsFrame else { return false }
        renderNow(advancingClock: advancingClock)
        return true
    }

    /// Ticks animations, lays out and draws a frame now, whether or not anything changed.
    public func renderNow() {
        renderNow(advancingClock: true)
    }

    func renderNow(advancingClock: Bool) {
        let started = platform.monotonicTime()
        defer { lastFrameWorkTime = platform.monotonicTime() - started }
        if advancingClock {
            frameTime = clock.frameTime()
            AnimationEngine.shared.advance(toFrameTime: frameTime)
            fireDueFrameTimers()
        }
        AnimationEngine.shared.tick()
        for w in windows { w.layoutIfNeeded() }
        // Layout may change layers; the frame below includes all of it.
        let list = makeDisplayList()
        renderedGeneration = RenderInvalidation.generation
        platform.present(list)
        framesPresented += 1
        for observer in didPresentFrame { observer(list) }
    }

    /// The display list of all visible windows, bottom to top.
    public func makeDisplayList() -> DisplayList {
        let size = platform.windowSize
        let roots = windows.filter { !$0.isHidden }.compactMap {
            DisplayListBuilder.makeNode($0.layer, parentOrigin: .zero)
        }
        return DisplayList(size: size, backgroundColor: backgroundColor, roots: roots)
    }
}
