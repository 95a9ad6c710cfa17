import Foundation
import SegueDemo
import SegueTools
import UIKit
import X11Platform

/// The composer scene's presentation, measured frame by frame: compose tapped with XTest slides the
/// composer up over the timeline while a full-window blur fades in, Cancel slides it away, again and
/// again. The blur is what makes it drawing-heavy: every frame blurs what lies under it.
///
/// Two backdrops (`Backdrop`): the timeline sitting still, and the timeline scrolling underneath all
/// the while (its offset moved every frame), so the blurred backdrop changes in every frame, with
/// the composer up too (the strip above the card shows the timeline through the blur).
///
/// Each frame is timed until flushed and until the server finished, with its requests replayed half
/// a refresh later as the baseline (`DragMeasurement.measureFrame`).
struct ComposerBench {
    static let sceneID = "composer"

    enum Backdrop: String, CaseIterable {
        case still
        case scrolling

        var name: String {
            switch self {
            case .still: "composer present-dismiss"
            case .scrolling: "composer over scrolling timeline"
            }
        }
    }

    /// How far the scrolling timeline travels up and down, and how long a round trip takes.
    static let scrollAmplitude: CGFloat = 240
    static let scrollPeriod: TimeInterval = 2

    let stage: BenchStage
    let injector: XTestInjector
    let timeline: TimelineViewController
    /// Window points of the compose button and of the composer's Cancel.
    let compose: CGPoint
    let cancel: CGPoint

    /// Opens the scene and presents and cancels the composer once, to find Cancel and to fail
    /// loudly on a scene that no longer presents rather than measure it sitting still.
    init(display: String, size: CGSize, fps: Double?) throws {
        let opened = try BenchStage.opened(display: display, sceneID: Self.sceneID, root: TimelineViewController.self,
                                           size: size, fps: fps)
        (stage, injector) = opened
        do {
            guard let timeline = stage.controller(TimelineViewController.self) else { throw BenchError("no timeline in the composer scene") }
            guard let compose = stage.centre(ofIdentifier: "compose") else { throw BenchError("no compose button (compose) in the composer scene") }
            try stage.tap(compose, with: injector)
            guard stage.presentedAnywhere != nil, let cancel = stage.centre(ofButtonTitled: "Cancel") else {
                throw BenchError("tapping compose presented no composer with a Cancel button")
            }
            try stage.tap(cancel, with: injector)
            guard stage.presentedAnywhere == nil else { throw BenchError("Cancel left the composer up") }
            self.timeline = timeline
            self.compose = compose
            self.cancel = cancel
        } catch {
            stage.finish()
            throw error
        }
    }

    func finish() { stage.finish() }

    private func sendTap(at point: CGPoint) {
        injector.send(.pointerDown(point, button: 1, time: 0))
        injector.send(.pointerUp(point, button: 1, time: 0))
        injector.flush()
    }

    /// Where the scrolling timeline is at `time`: down and back up, smoothly.
    private func scrollOffset(at time: TimeInterval, from start: TimeInterval) -> CGFloat {
        let phase = (time - start) / Self.scrollPeriod * 2 * .pi
        return Self.scrollAmplitude * (1 - cos(phase)) / 2
    }

    /// Presents and cancels, turn by turn, for at least `seconds` (ending with the composer gone),
    /// measuring every frame; latency is from each tap to the first frame drawn after it.
    func frames(seconds: TimeInterval, backdrop: Backdrop, serverPID: Int32?) throws -> DragMeasurement {
        let platform = stage.platform, app = stage.app
        var out = DragMeasurement()
        platform.compositor.keepsPicturesForReplay = true
        platform.compositor.calls.recording = []
        defer {
            platform.compositor.calls.recording = nil
            platform.compositor.keepsPicturesForReplay = false
            timeline.scrollView.contentOffset = .zero
        }
        platform.compositor.statistics.reset()
        app.resetFrameStatistics()
        let start = platform.monotonicTime()
        let end = start + seconds
        while platform.monotonicTime() < end || stage.presentedAnywhere != nil {
            let opening = stage.presentedAnywhere == nil
            let sent = platform.monotonicTime()
            sendTap(at: opening ? compose : cancel)
            var drawnSinceTap = false
            let limit = sent + 5
            while true {
                try Interruption.check()
                if backdrop == .scrolling {
                    timeline.scrollView.contentOffset = CGPoint(x: 0, y: scrollOffset(at: platform.monotonicTime(), from: start))
                }
                let requestsBefore = platform.requestsSent
                if app.runLoopTurn(waitingAtMost: backdrop == .scrolling ? 0.004 : 0.05) {
                    _ = try out.measureFrame(on: stage, requestsBefore: requestsBefore,
                                             inputSent: drawnSinceTap ? nil : sent, serverPID: serverPID)
                    drawnSinceTap = true
                }
                let transitionDone = timeline.transitionCoordinator == nil && (stage.presentedAnywhere != nil) == opening
                if drawnSinceTap, transitionDone, backdrop == .scrolling || !app.needsFrame { break }
                guard platform.monotonicTime() < limit else {
                    throw BenchError("the composer did not \(opening ? "come up" : "go away") within 5 s of the tap")
                }
            }
        }
        out.composedLayers = platform.compositor.statistics.composedLayers
        return out
    }

    /// Presents and cancels on the free-running paced loop for `seconds`: a tap goes out whenever
    /// the last transition has finished (again after 3 s should one be lost), the timeline
    /// scrolling underneath for `.scrolling`; then the frames' requests are replayed one per
    /// refresh for the baseline.
    func paced(seconds: TimeInterval, backdrop: Backdrop, serverPID: Int32?) throws -> CPUMeasurement {
        let app = stage.app, platform = stage.platform
        var running = true
        var awaiting: (open: Bool, since: TimeInterval)?
        let start = platform.monotonicTime()
        func tick() {
            guard running else { return }
            let open = stage.presentedAnywhere != nil
            let now = platform.monotonicTime()
            if backdrop == .scrolling {
                timeline.scrollView.contentOffset = CGPoint(x: 0, y: scrollOffset(at: now, from: start))
            }
            let settled = timeline.transitionCoordinator == nil
            if let wait = awaiting, (open != wait.open || !settled), now - wait.since < 3 {
                // The last tap's transition is still under way.
            } else if settled {
                awaiting = (!open, now)
                sendTap(at: open ? cancel : compose)
            }
            app.schedule(after: backdrop == .scrolling ? 0.004 : 0.02) { tick() }
        }
        defer { timeline.scrollView.contentOffset = .zero }
        return try CPUMeasurement.run(stage, serverPID: serverPID, seconds: seconds, withBaseline: true,
                                      start: { tick() },
                                      settle: {
                                          running = false
                                          try stage.runUntilIdle()
                                          if stage.presentedAnywhere != nil { try stage.tap(cancel, with: injector) }
                                      })
    }
}
