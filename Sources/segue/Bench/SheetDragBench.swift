import Foundation
import SegueDemo
import SegueTools
import UIKit
import X11Platform

/// The transitions scene's "Add" card dragged by real pointer input, measured as the panel's drags
/// are: the journal's "Add" tapped with XTest presents `HomeAddViewController` (its top corners cut
/// by a `CAShapeLayer` mask, the journal behind scaled to 0.9 and masked the same way, a dim over
/// it), then its pull-to-dismiss is dragged from the card's header — a slow quarter of its height
/// that springs back, then the same ending in a fling past the 0.4 threshold that dismisses it.
/// Every frame is timed and replayed as the baseline (`DragMeasurement`).
struct SheetDragBench {
    static let sceneID = "transitions"

    /// The drag and its row in the scene table, one per ending.
    struct Result {
        var drag: DragMeasurement
        var scene: BenchmarkReport.SceneResult
    }

    let stage: BenchStage
    let injector: XTestInjector

    init(display: String, size: CGSize, fps: Double?) throws {
        (stage, injector) = try BenchStage.opened(display: display, sceneID: Self.sceneID, root: TransitionsSceneViewController.self,
                                                  size: size, fps: fps)
    }

    func finish() { stage.finish() }

    static func name(_ ending: DragMeasurement.Ending) -> String { "sheet \(ending.rawValue)" }

    /// Presents the card by tapping "Add" (unless it is up) and drags it with `steps` slow motions,
    /// ending as `ending`. `warn` hears of a drag that did not end as meant.
    func drag(ending: DragMeasurement.Ending, steps: Int, serverPID: Int32?,
              warn: (String) -> Void) throws -> Result {
        if stage.presentedAnywhere == nil {
            guard let add = stage.centre(ofButtonTitled: "Add") else { throw BenchError("no \"Add\" button on the journal") }
            try stage.tap(add, with: injector)
        }
        guard let card = stage.presentedAnywhere?.view else { throw BenchError("tapping \"Add\" presented nothing") }
        let frame = card.convert(card.bounds, to: nil)
        // The card's header, above its list of ideas and left of "Close".
        let start = CGPoint(x: frame.midX, y: frame.minY + 28)
        let path = DragPath.sheet(from: start, height: frame.height, steps: steps, ending: ending)
        let name = Self.name(ending)
        let drag = try DragMeasurement.run(on: stage, injector: injector, path: path, serverPID: serverPID, name: name)
        try stage.runUntilIdle()
        let dismissed = stage.presentedAnywhere == nil
        if dismissed != (ending == .fling) {
            warn("\(name): the card was \(dismissed ? "" : "not ")dismissed")
        }
        if ending == .fling, let left = stage.presentedAnywhere {
            left.dismiss(animated: false)
            try stage.runUntilIdle()
        }
        let cpu = drag.paced?.cpu ?? BenchmarkReport.CPU(clientPercent: 0, serverPercent: nil)
        return Result(drag: drag, scene: drag.sceneResult(name: name, extraViews: 0, cpu: cpu))
    }
}
