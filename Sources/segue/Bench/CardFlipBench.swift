import Foundation
import SegueDemo
import SegueTools
import UIKit
import X11Platform

/// The pet-cards scene's 3-D flip, measured both ways the panel is: the "Cat" card tapped with
/// XTest flips into its reveal (the screen turning away under the container's perspective, a rotated
/// snapshot turning in and growing) and "Done" flips it back, again and again.
///
/// - Frame by frame: each frame timed until flushed and until the server finished, with its
///   requests replayed half a refresh later as the baseline (`DragMeasurement.measureFrame`).
/// - On the free-running paced loop: frame rate against the refresh, CPU, and server CPU per frame
///   against the same requests replayed at the same rate (`CPUMeasurement`).
///
/// The projected layers are what make it drawing-heavy: while one moves the compositor draws it
/// through its fast (nearest) filter, and every frame re-projects the snapshot and the screen.
struct CardFlipBench {
    static let sceneID = "pet-cards"
    static let name = "card flip present-dismiss"

    let stage: BenchStage
    let injector: XTestInjector
    /// Window points of the Cat card and of the reveal's "Done".
    let card: CGPoint
    let done: CGPoint

    /// Opens the scene and flips the card open and shut once, to find "Done" and to fail loudly on
    /// a scene that no longer flips rather than measure it sitting still.
    init(display: String, size: CGSize, fps: Double?) throws {
        (stage, injector) = try BenchStage.opened(display: display, sceneID: Self.sceneID, root: PetCardsSceneViewController.self,
                                                  size: size, fps: fps)
        do {
            guard let card = stage.centre(ofIdentifier: "card-cat") else { throw BenchError("no Cat card (card-cat) in the pet-cards scene") }
            try stage.tap(card, with: injector)
            guard stage.presentedAnywhere != nil, let done = stage.centre(ofIdentifier: "reveal-done") else {
                throw BenchError("tapping the Cat card presented no reveal with a Done button (reveal-done)")
            }
            try stage.tap(done, with: injector)
            guard stage.presentedAnywhere == nil else { throw BenchError("Done left the Cat's reveal up") }
            self.card = card
            self.done = done
        } catch {
            stage.finish()
            throw error
        }
    }

    func finish() { stage.finish() }

    /// Where the next tap goes: "Done" while the reveal is up, the card otherwise.
    private var nextTarget: CGPoint { stage.presentedAnywhere == nil ? card : done }

    private func sendTap(at point: CGPoint) {
        injector.send(.pointerDown(point, button: 1, time: 0))
        injector.send(.pointerUp(point, button: 1, time: 0))
        injector.flush()
    }

    /// Flips open and shut, turn by turn, for at least `seconds` (ending shut), measuring every
    /// frame; latency is from each tap to the first frame drawn after it. No paced-stage row: with
    /// a replay between every two frames the loop's frame rate says more about the replays than
    /// about the flip, which `paced` measures on its own.
    func frames(seconds: TimeInterval, serverPID: Int32?) throws -> DragMeasurement {
        let platform = stage.platform, app = stage.app
        var out = DragMeasurement()
        platform.compositor.keepsPicturesForReplay = true
        platform.compositor.calls.recording = []
        defer {
            platform.compositor.calls.recording = nil
            platform.compositor.keepsPicturesForReplay = false
        }
        platform.compositor.statistics.reset()
        app.resetFrameStatistics()
        let end = platform.monotonicTime() + seconds
        while platform.monotonicTime() < end || stage.presentedAnywhere != nil {
            let opening = stage.presentedAnywhere == nil
            let sent = platform.monotonicTime()
            sendTap(at: opening ? card : done)
            var drawnSinceTap = false
            let limit = sent + 5
            while true {
                try Interruption.check()
                let requestsBefore = platform.requestsSent
                if app.runLoopTurn(waitingAtMost: 0.05) {
                    _ = try out.measureFrame(on: stage, requestsBefore: requestsBefore,
                                                    inputSent: drawnSinceTap ? nil : sent, serverPID: serverPID)
                    drawnSinceTap = true
                }
                if drawnSinceTap, !app.needsFrame, (stage.presentedAnywhere != nil) == opening { break }
                guard platform.monotonicTime() < limit else {
                    throw BenchError("the card did not flip \(opening ? "open" : "shut") within 5 s of the tap")
                }
            }
        }
        out.composedLayers = platform.compositor.statistics.composedLayers
        return out
    }

    /// Flips open and shut on the free-running paced loop for `seconds`: a tap goes out whenever
    /// the last flip has finished (again after 3 s should one be lost), then the frames' requests
    /// are replayed one per refresh for the baseline.
    func paced(seconds: TimeInterval, serverPID: Int32?) throws -> CPUMeasurement {
        let app = stage.app, platform = stage.platform
        var running = true
        var awaiting: (open: Bool, since: TimeInterval)?
        func tick() {
            guard running else { return }
            let open = stage.presentedAnywhere != nil
            let now = platform.monotonicTime()
            if let wait = awaiting, (open != wait.open || app.needsFrame), now - wait.since < 3 {
                // The last tap's flip is still under way.
            } else if !app.needsFrame || awaiting == nil {
                awaiting = (!open, now)
                sendTap(at: nextTarget)
            }
            app.schedule(after: 0.02) { tick() }
        }
        return try CPUMeasurement.run(stage, serverPID: serverPID, seconds: seconds, withBaseline: true,
                                      start: { tick() },
                                      settle: {
                                          running = false
                                          try stage.runUntilIdle()
                                          if stage.presentedAnywhere != nil { try stage.tap(done, with: injector) }
                                      })
    }
}
