import Foundation

/// The frame loop (docs/ARCHITECTURE.md): events, one frame time, layout, display list, present;
/// then either the next frame at the next display refresh or a blocking wait that costs no CPU.
///
/// Two ways to turn it:
/// - `runLoopTurn` (and `runUntilStopped`, which repeats it) is the real loop: input is handled as it
///   arrives, but a frame is drawn only when `pacer` says a refresh has come — never more than one
///   frame per refresh, whatever woke the loop.
/// - `runFrame(waitingUpTo:)` is for drivers that own time (tests on a virtual clock): it draws
///   whenever anything changed, unpaced.
extension UIApplication {
    /// Runs until `stop()`, the window's close button, or `shouldEnd` returns true. `shouldEnd` is
    /// asked once per turn, so a tool can end the loop on something outside the app (`segue` stops on
    /// SIGINT this way); the platform must wake an idle wait when it may have changed.
    public func runUntilStopped(orWhen shouldEnd: () -> Bool = { false }) {
        isRunning = true
        while isRunning && !shouldEnd() {
            runLoopTurn()
        }
    }

    /// One turn of the paced loop: waits for input until the next frame is due (while something
    /// animates or changed), the next timer (when idle with a timer pending), `limit`, or for ever
    /// (idle: no CPU); handles what arrived; draws a frame if anything changed and a refresh has come
    /// since the last one. Returns true when a frame was presented.
    @discardableResult
    public func runLoopTurn(waitingAtMost limit: TimeInterval? = nil) -> Bool {
        var timeout: TimeInterval?
        if needsFrame { timeout = pacer.secondsUntilDue(at: platform.monotonicTime()) }
        if let timer = secondsUntilNextTimer { timeout = min(timeout ?? timer, timer) }
        if let limit { timeout = min(timeout ?? limit, limit) }
        let events = platform.waitForEvents(timeout: timeout, wakingOn: MainQueueWork.wakeDescriptor)
        let woke = platform.monotonicTime()
        MainQueueWork.drain()
        advanceClockAndHandle(events)
        guard needsFrame, pacer.isDue(at: woke) else {
            // Drawn at the next refresh; the benchmark counts this work as that frame's.
            if !events.isEmpty { inputWorkBeforeFrame += platform.monotonicTime() - woke }
            return false
        }
        lastFrameInputWorkTime = inputWorkBeforeFrame
        inputWorkBeforeFrame = 0
        renderNow(advancingClock: false)
        pacer.didDraw(at: woke, stillAnimating: context.engine.needsFrames)
        return true
    }

    public func stop() { isRunning = false }

    /// Starts counting frames and their rate afresh (`pacer.statistics`), for a tool measuring one
    /// stretch of the loop. The refresh grid is kept.
    public func resetFrameStatistics() { pacer.resetStatistics() }

    /// Whether anything changed since the last presented frame, or an animation is running.
    public var needsFrame: Bool {
        renderedGeneration != context.layerTree.generation || context.engine.needsFrames
    }

    /// One turn for a driver that owns time: waits up to `timeout` for events (nil: until one
    /// comes), handles them, and draws a frame if anything changed — unpaced, so a test on a virtual
    /// clock sees every change drawn. Returns true when a frame was presented.
    @discardableResult
    public func runFrame(waitingUpTo timeout: TimeInterval?) -> Bool {
        let events = platform.waitForEvents(timeout: timeout)
        advanceClockAndHandle(events)
        return renderIfNeeded(advancingClock: false)
    }

    /// Takes the turn's one timestamp (after the wait, so event handlers see the frame's time),
    /// moves animation time and fires what is due, then handles `events` in order.
    private func advanceClockAndHandle(_ events: [PlatformEvent]) {
        frameTime = clock.frameTime()
        context.engine.advance(toFrameTime: frameTime)
        context.engine.fireDueTimers()
        fireDueFrameTimers()
        for event in events {
            handle(event)
        }
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
            context.engine.advance(toFrameTime: frameTime)
            fireDueFrameTimers()
        }
        context.engine.tick()
        for w in windows { w.layoutIfNeeded() }
        deviceChrome?.refresh(appWindows: windows, screenBounds: UIScreen.main.bounds)
        // Layout may change layers; the frame below includes all of it.
        let list = makeDisplayList()
        renderedGeneration = context.layerTree.generation
        platform.present(list)
        framesPresented += 1
        for observer in didPresentFrame { observer(list) }
    }

    /// The display list of all visible windows, bottom to top. Layers that did not change since the
    /// last list give the nodes they kept; with the invariant checker on, the list is also built from
    /// nothing and compared, and a difference is reported as a violation.
    public func makeDisplayList() -> DisplayList {
        let size = platform.windowSize
        // The device's chrome last: above everything the app shows.
        let visible = windows.filter { !$0.isHidden } + (deviceChrome.map { [$0] } ?? [])
        var built = 0
        let roots = visible.compactMap { DisplayListBuilder.makeNode($0.layer, parentOrigin: .zero, countingBuiltNodesIn: &built) }
        nodesBuiltInLastList = built
        if TransitionInvariantChecker.isEnabled {
            let fresh = visible.compactMap { DisplayListBuilder.makeFreshNode($0.layer, parentOrigin: .zero) }
            if let difference = Self.firstDifference(roots, fresh) {
                retainedNodeMismatches += 1
                SegueDiagnostics.reportViolation(
                    "a kept render node is stale (\(difference)); a layer property changed without dropping its kept node — make its setter call changed()")
            }
        }
        return DisplayList(size: size, backgroundColor: backgroundColor, roots: roots)
    }

    private static func firstDifference(_ a: [RenderNode], _ b: [RenderNode]) -> String? {
        guard a.count == b.count else { return "\(a.count) windows vs \(b.count)" }
        for (x, y) in zip(a, b) { if let d = x.firstDifference(from: y) { return d } }
        return nil
    }
}
