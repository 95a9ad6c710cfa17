import Foundation

/// Something the engine calls once per frame: a display link, a running property animator.
@MainActor
protocol FrameTicker: AnyObject {
    /// Called with the frame's media time. Return false to be dropped.
    func tick(mediaTime: CFTimeInterval) -> Bool
    /// True while it needs frames to keep coming.
    var needsFrames: Bool { get }
}

/// The animation clock and the per-frame housekeeping: starts and stops layer animations (telling
/// their delegates), drives display links and animators, and says whether more frames are needed.
///
/// Media time advances by frame time × `speed`, so slow motion scales animation only; input
/// timestamps never pass through here.
///
/// One per application (`ApplicationContext.engine`); the layers it ticks register in the
/// application's `LayerTreeContext`.
@MainActor
public final class AnimationEngine {
    /// Where layers count changes and register their animations.
    let layerTree: LayerTreeContext

    init(layerTree: LayerTreeContext) { self.layerTree = layerTree }

    /// Seconds on the animation clock (what `CACurrentMediaTime()` returns).
    public private(set) var mediaTime: CFTimeInterval = 0 {
        didSet { layerTree.mediaTime = mediaTime }
    }
    /// Slow motion: 0.1 makes every animation ten times longer. Must be > 0.
    public var speed: Double = 1 {
        didSet { precondition(speed > 0, "animation speed must be positive (got \(speed))") }
    }
    private var lastFrameTime: CFTimeInterval?
    /// Frozen animation time (the demo's P key): frames keep coming for input, but media time stands
    /// still until `step(by:)` moves it or the pause ends.
    public var isPaused = false {
        didSet { layerTree.invalidate() }
    }

    private var tickers: [FrameTicker] = []
    private var afterTick: [() -> Void] = []
    /// Work due at a media time (see `AnimationEngine+Timers.swift`).
    var timers = TimerQueue()

    /// Starts the clock afresh at `time` at normal speed (a new application, a new test).
    public func reset(to time: CFTimeInterval) {
        speed = 1
        isPaused = false
        mediaTime = time
        lastFrameTime = time
        layerTree.removeAllAnimatedLayers()
        tickers.removeAll()
        afterTick.removeAll()
        timers.removeAll()
    }

    /// Moves media time to the frame at `frameTime` (seconds on the frame clock).
    public func advance(toFrameTime frameTime: CFTimeInterval) {
        if let last = lastFrameTime, frameTime > last, !isPaused {
            mediaTime += (frameTime - last) * speed
        }
        lastFrameTime = frameTime
    }

    /// Moves media time on by `seconds` of real time (scaled by `speed`) whatever `isPaused` says:
    /// one step of a paused clock.
    public func step(by seconds: CFTimeInterval) {
        precondition(seconds >= 0, "AnimationEngine.step(by:) cannot go back in time (\(seconds))")
        mediaTime += seconds * speed
        layerTree.invalidate()
    }

    func add(_ ticker: FrameTicker) {
        if !tickers.contains(where: { $0 === ticker }) { tickers.append(ticker) }
        layerTree.invalidate()
    }

    func remove(_ ticker: FrameTicker) {
        tickers.removeAll { $0 === ticker }
    }

    /// Runs `work` at the end of the next tick (completions of blocks that animated nothing).
    func runAfterNextTick(_ work: @escaping () -> Void) {
        afterTick.append(work)
        layerTree.invalidate()
    }

    /// One frame of housekeeping at the current media time.
    public func tick() {
        // The changes made since the last frame outside any CATransaction are committed here, as
        // Core Animation commits its implicit transaction once per turn of the run loop.
        layerTree.transactions.commitImplicit()
        let now = mediaTime
        fireDueTimers()
        for t in tickers where !t.tick(mediaTime: now) { remove(t) }
        for (id, entry) in layerTree.animatedLayers {
            guard let layer = entry.layer else { layerTree.unregister(id); continue }
            layer.updateAnimations(at: now)
            if layer.animationEntries.isEmpty { layerTree.unregister(id) }
        }
        let work = afterTick
        afterTick.removeAll()
        for w in work { w() }
        if needsFrames { layerTree.invalidate() }
    }

    /// True while some animation, display link or animator will change what is drawn.
    public var needsFrames: Bool {
        if !afterTick.isEmpty { return true }
        // Paused, nothing moves until a step: no frames, no CPU.
        if isPaused { return false }
        if tickers.contains(where: { $0.needsFrames }) { return true }
        for entry in layerTree.animatedLayers.values {
            guard let layer = entry.layer else { continue }
            if layer.animationEntries.contains(where: { $0.animation.needsFrames(at: mediaTime) }) { return true }
        }
        return false
    }
}
