import Foundation
import SegueDemo
import SegueTools
import UIKit
import X11Platform

/// UIKit Dynamics under load: the physics sheet scene's behaviours panel with `boxCount` boxes,
/// dropped under gravity into the collision boundary of its arena and timed frame by frame until
/// its animator pauses — frames, time to rest (wall clock and simulated), client work per frame,
/// and the engine's steps alone.
///
/// The steps are timed between a display link added before the boxes' animator (links fire in the
/// order they were added, so it fires first each frame) and the gravity behaviour's `action`, which
/// the animator calls once a frame right after stepping and writing the centres back.
struct DynamicsPileBench {
    static let sceneID = "physics-sheet"
    static let boxCount = 50
    /// Long enough for the pile to settle several times over; a pile still moving then is flagged.
    static let restLimit: TimeInterval = 30

    static func name(boxes: Int) -> String { "dynamics pile \(boxes) boxes" }

    let stage: BenchStage

    init(display: String, size: CGSize, fps: Double?) throws {
        stage = try BenchStage(display: display, sceneID: Self.sceneID, size: size, fps: fps)
        guard stage.controller(PhysicsSheetSceneViewController.self) != nil else {
            stage.finish()
            throw BenchError("the \(Self.sceneID) scene did not open")
        }
    }

    func finish() { stage.finish() }

    /// Opens the panel with `boxes` boxes waiting, drops them and measures until they rest.
    func run(boxes: Int = boxCount, warn: (String) -> Void) throws -> BenchmarkReport.DynamicsRun {
        guard let scene = stage.controller(PhysicsSheetSceneViewController.self) else {
            throw BenchError("the \(Self.sceneID) scene did not open")
        }
        let panel = DynamicsBehavioursViewController(boxCount: boxes, dropsOnAppear: false)
        panel.modalPresentationStyle = .fullScreen
        scene.present(panel, animated: false)
        try stage.runUntilIdle()
        let platform = stage.platform
        var frameStart: TimeInterval = 0
        var steps: [TimeInterval] = []
        let link = CADisplayLink { _ in frameStart = platform.monotonicTime() }
        link.add(to: .main, forMode: .common)
        panel.onStep = { steps.append(platform.monotonicTime() - frameStart) }
        panel.drop()
        var measured = try DynamicsMeasurement.run(on: stage, limit: Self.restLimit) { panel.boxesAtRest }
        link.invalidate()
        panel.onStep = nil
        measured.steps = steps
        let name = Self.name(boxes: boxes)
        if !measured.cameToRest { warn("\(name): the boxes were still moving after \(Int(Self.restLimit)) s") }
        let run = measured.report(name: name, items: boxes, simulatedSeconds: panel.simulatedSeconds)
        panel.dismiss(animated: false)
        try stage.runUntilIdle()
        return run
    }
}
