import CX11
import Foundation
import Testing
import UIKitTesting

extension DemoProcess {
    /// The panel scene in a 600×500 demo that records its input to `scriptPath` and films itself
    /// (R), with the bottom panel presented by a click on its button: the state in which the tests
    /// take work away from it (a signal, the X server's loss) and check nothing was lost.
    static func filmingPanel(in workspace: RecordingWorkspace, recordingInputTo scriptPath: String,
                             display: String? = nil) throws -> (DemoProcess, Window) {
        let demo = try DemoProcess(arguments: ["demo", "--scene", "panel", "--size", "600x500", "--record-input", scriptPath],
                                   directory: workspace.url, display: display)
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")
        _ = demo.waitForPixel(of: window, x: 50, y: 450) { $0.isClose(to: PanelSceneTests.parent) }
        demo.movePointer(window, x: 500, y: 400)
        demo.press(keysym: XK_r)
        try #require(demo.waitForStandardError(containing: "recording the window"), "stderr: \(demo.standardErrorSoFar)")
        demo.click(window, x: 300, y: 106)
        return (demo, window)
    }
}
