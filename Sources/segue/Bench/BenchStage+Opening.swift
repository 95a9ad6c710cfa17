import Foundation
import SegueDemo
import UIKit
import X11Platform

extension BenchStage {
    /// A scene's bench stage ready to drive: the scene `sceneID` opened in a window, its root
    /// checked to be a `Root` (a stage measuring the wrong scene would report nonsense), XTest
    /// connected to the window, and the scene settled. On any failure the window is closed before
    /// the error goes up, so a failed stage leaves nothing behind for the next.
    static func opened<Root: UIViewController>(display: String, sceneID: String, root: Root.Type, size: CGSize,
                                               fps: Double?) throws -> (BenchStage, XTestInjector) {
        let stage = try BenchStage(display: display, sceneID: sceneID, size: size, fps: fps)
        do {
            guard stage.controller(Root.self) != nil else { throw BenchError("the \(sceneID) scene did not open") }
            let injector = try XTestInjector(window: stage.platform.windowID, display: display)
            try stage.runUntilIdle()
            return (stage, injector)
        } catch {
            stage.finish()
            throw error
        }
    }
}
