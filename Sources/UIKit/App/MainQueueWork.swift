import Foundation

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// Main-actor work queued while the run loop waits — `Task { @MainActor in … }` from a background
/// task, `DispatchQueue.main.async`, a `MainActor.run` — run by the run loop itself.
///
/// Why: on Linux that work goes to libdispatch's main queue, which only `dispatchMain()` or a run
/// loop that drains it runs. Segue's run loop owns the main thread and blocks in its platform's wait,
/// so without this such work would wait for ever (on iOS, the main run loop drains the queue). The
/// loop passes the queue's wake-up descriptor (an eventfd libdispatch signals when work is queued) to
/// the platform's wait and drains the queue after every wake, as CoreFoundation's run loop does.
///
/// Only on the process's main thread, where the loop is the main actor's executor. Elsewhere (a test
/// runner whose main actor runs on a dispatch thread) the main queue has another owner, and this does
/// nothing.
enum MainQueueWork {
    /// The descriptor that becomes readable when work is queued; nil off the main thread.
    static var wakeDescriptor: Int32? {
        guard Thread.isMainThread else { return nil }
        let handle = dispatchMainQueueHandle()
        return handle >= 0 ? handle : nil
    }

    /// Runs what is queued (called on every wake of the loop; cheap when nothing is).
    static func drain() {
        guard Thread.isMainThread, let descriptor = wakeDescriptor else { return }
        // Consume the wake-up (the eventfd is non-blocking) so the next wait blocks again.
        var count: UInt64 = 0
        _ = read(descriptor, &count, MemoryLayout<UInt64>.size)
        dispatchMainQueueCallback(nil)
    }
}
