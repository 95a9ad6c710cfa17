import Foundation

/// The frame loop of DESIGN.md "One frame": events, one frame time, layout, display list, present;
/// then either the next frame or a blocking wait that costs no CPU.
extension UIApplication {
    /// Runs until `stop()` or the window's close button.
    public func runUntilStopped() {
        isRunning = true
        while isRunning {
            let timeout: TimeInterval? = needsFrame ? 0 : nil
            runFrame(waitingUpTo: timeout)
        }
    }

    public func stop() { isRunning = false }

    /// Whether anything changed since the last presented frame.
    public var needsFrame: Bool {
        renderedGeneration != RenderInvalidation.generation
    }

    /// One turn of the loop: waits up to `timeout` for events (nil: until one comes), handles them,
    /// and draws a frame if anything changed. Returns true when a frame was presented.
    @discardableResult
    public func runFrame(waitingUpTo timeout: TimeInterval?) -> Bool {
        for event in platform.waitForEvents(timeout: timeout) {
            handle(event)
        }
        return renderIfNeeded()
    }

    /// Draws a frame if anything changed since the last one.
    @discardableResult
    public func renderIfNeeded() -> Bool {
        guard needsFrame else { return false }
        renderNow()
        return true
    }

    /// Lays out and draws a frame now, whether or not anything changed.
    public func renderNow() {
        frameTime = clock.frameTime()
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
