import Foundation
import SegueDemo
import SegueTools
import UIKit
import X11Platform

/// Scene 001's sheet, measured as a user drives it: "Present" tapped with XTest (the snapshot, the
/// card's spring), the card dragged down a quarter of its height with XTest motion and let go still
/// (every frame timed and replayed as the baseline, `DragMeasurement`), then UIKit Dynamics bringing
/// it back (sliding attachment, item behaviour, snap) timed frame by frame until the animator
/// pauses: frames, time to rest, client work per frame with the engine's steps in it.
struct PhysicsSheetBench {
    static let sceneID = "physics-sheet"
    static let dragName = "physics sheet drag-cancel"
    static let releaseName = "physics sheet release"
    /// Well past the snap's settling (under a second); a card still moving then is flagged.
    static let restLimit: TimeInterval = 10

    let stage: BenchStage
    let injector: XTestInjector

    init(display: String, size: CGSize, fps: Double?) throws {
        (stage, injector) = try BenchStage.opened(display: display, sceneID: Self.sceneID, root: PhysicsSheetSceneViewController.self,
                                                  size: size, fps: fps)
    }

    func finish() { stage.finish() }

    struct Result {
        var drag: DragMeasurement
        var scene: BenchmarkReport.SceneResult
        var release: BenchmarkReport.DynamicsRun
    }

    /// Presents the sheet, drags its card with `steps` motions and lets go; `warn` hears of a card
    /// that was dismissed instead of snapping back, or never came to rest.
    func run(steps: Int, serverPID: Int32?, warn: (String) -> Void) throws -> Result {
        guard let present = stage.centre(ofButtonTitled: "Present") else { throw BenchError("no \"Present\" button on the orange screen") }
        try stage.tap(present, with: injector)
        guard stage.presentedAnywhere != nil, let card = stage.frame(ofIdentifier: "physics-sheet-content") else {
            throw BenchError("tapping \"Present\" showed no sheet card (physics-sheet-content)")
        }
        let shown = CGRect(x: card.minX, y: card.minY, width: card.width, height: stage.size.height - card.minY)
        // Below the title and rows' left ends, in the middle of the card's shown part.
        let start = CGPoint(x: shown.midX, y: shown.minY + shown.height / 2)
        let path = DragPath.sheet(from: start, height: shown.height, steps: steps, ending: .cancel)
        let drag = try DragMeasurement.run(on: stage, injector: injector, path: path, serverPID: serverPID, name: Self.dragName)
        let released = try DynamicsMeasurement.run(on: stage, limit: Self.restLimit) { !stage.app.needsFrame }
        if stage.presentedAnywhere == nil { warn("\(Self.releaseName): the card was dismissed instead of snapping back") }
        if !released.cameToRest { warn("\(Self.releaseName): the card was still moving after \(Int(Self.restLimit)) s") }
        let cpu = drag.paced?.cpu ?? BenchmarkReport.CPU(clientPercent: 0, serverPercent: nil)
        return Result(drag: drag, scene: drag.sceneResult(name: Self.dragName, extraViews: 0, cpu: cpu),
                      release: released.report(name: Self.releaseName, items: 1, simulatedSeconds: nil))
    }
}
