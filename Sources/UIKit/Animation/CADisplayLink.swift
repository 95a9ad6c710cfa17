import Foundation

/// A callback once per frame, in step with drawing (closure form: Swift on Linux has no selectors).
///
/// ```swift
/// let link = CADisplayLink { link in progressView.progress = … }
/// link.add(to: .main, forMode: .common)
/// ```
@MainActor
public final class CADisplayLink: FrameTicker {
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames (1/60 s, or `1 / preferredFramesPerSecond`).
    public var duration: CFTimeInterval { 1 / Double(preferredFramesPerSecond > 0 ? preferredFramesPerSecond : 60) }
    public var preferredFramesPerSecond = 60
    public var isPaused = false {
        didSet { if !isPaused { ApplicationContext.current.layerTree.invalidate() } }
    }
    private var action: ((CADisplayLink) -> Void)?
    private var isScheduled = false

    /// The engine that ticks this (its application's), kept so that removing it later, even from a
    /// deinit while another application is current, reaches the right one.
    private weak var scheduledEngine: AnimationEngine?

    public init(handler: @escaping (CADisplayLink) -> Void) {
        action = handler
    }

    /// Starts the callbacks (the run loop and mode are accepted for source compatibility).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard action != nil else { return }
        isScheduled = true
        scheduledEngine = ApplicationContext.current.engine; scheduledEngine?.add(self)
    }

    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
        scheduledEngine?.remove(self)
    }

    /// Stops for good and releases the handler.
    public func invalidate() {
        isScheduled = false
        action = nil
        scheduledEngine?.remove(self)
    }

    func tick(mediaTime: CFTimeInterval) -> Bool {
        guard isScheduled, let action else { return false }
        if isPaused { return true }
        timestamp = mediaTime
        targetTimestamp = mediaTime + duration
        action(self)
        return isScheduled && self.action != nil
    }

    var needsFrames: Bool { isScheduled && !isPaused && action != nil }
}
