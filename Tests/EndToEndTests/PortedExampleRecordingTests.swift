import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting
import X11Platform

/// `Examples/PublicSheet`, a bottom sheet written as public iOS libraries write one, does not build
/// against Segue as it is; ported with `segue port` it does, and recorded with its `drive.txt` it
/// goes through the states a sheet should: up after Open Sheet, gone after Close, back after a short
/// drag, gone after a long one.
@Suite(.serialized, .takesTurns("builds prototypes with every core"))
struct PortedExampleRecordingTests {
    static let example = ExamplePrototypeRecordingTests.examples.appendingPathComponent("PublicSheet")

    /// The states of a bottom sheet, as the other examples' sheet test reads them.
    typealias SheetState = ExamplePrototypeRecordingTests.SheetState

    @Test func thePortedSheetOpensClosesSpringsBackAndLeavesWhenDraggedDown() throws {
        // Precondition: the example unported does not build; its script opens the sheet, taps
        // Close, opens it again, drags it 60 pt (it springs back) and then 200 pt (it leaves). In a
        // 390x844 window the sheet's top rests at y 464.
        let workspace = try RecordingWorkspace()
        let file = Self.example.appendingPathComponent("PublicSheet.swift").path
        let unported = try SegueRun.run(["record", file, "--script", Self.example.appendingPathComponent("drive.txt").path,
                                         "--out", workspace.path("unported/"), "--size", "390x844", "--own-server"],
                                        timeout: PrototypeRunTests.buildTimeout, environment: PrototypeRunTests.useSharedCache)
        #expect(unported.status == 1 && unported.stderr.contains("segue: the prototype did not compile"),
                "the unported example built: \(unported.stderr.suffix(1000))")
        let port = try SegueRun.run(["port", Self.example.path, "--out", workspace.path("ported")],
                                    timeout: PrototypeRunTests.buildTimeout, environment: PrototypeRunTests.useSharedCache)
        try #require(port.status == 0, "port: \(port.stderr.suffix(2000))")
        let grouped = ExamplePrototypeRecordingTests.grouped, white = ExamplePrototypeRecordingTests.white
        let dimmed = RGB.blend(RGB(0, 0, 0), alpha: 0.4, over: grouped)

        // Action: record the ported file with the example's script.
        let run = try SegueRun.run(["record", workspace.path("ported/PublicSheet.swift"),
                                    "--script", Self.example.appendingPathComponent("drive.txt").path,
                                    "--out", workspace.path("frames/"), "--size", "390x844", "--fps", "30", "--own-server"],
                                   timeout: PrototypeRunTests.buildTimeout, environment: PrototypeRunTests.useSharedCache)
        try #require(run.status == 0, "record: \(run.stderr.suffix(3000))")
        var runs: [ExamplePrototypeRecordingTests.Run<SheetState>] = []
        for frame in try workspace.frameNames(in: "frames") {
            let bitmap = try PNGCodec.decode(contentsOf: workspace.path("frames/\(frame)"))
            let above = bitmap.rgb(195, 300), sheetTop = bitmap.rgb(30, 472), bottom = bitmap.rgb(30, 830)
            let state: SheetState?
            if above.isClose(to: grouped) && bottom.isClose(to: grouped) {
                state = .closed
            } else if sheetTop.isClose(to: white) && bitmap.rgb(30, 460).isClose(to: dimmed) && above.isClose(to: dimmed) {
                state = .up
            } else if bottom.isClose(to: white) && !sheetTop.isClose(to: white) {
                state = .lowered
            } else {
                state = nil
            }
            guard let state else { continue }
            if runs.last?.state == state { runs[runs.count - 1].frames += 1 } else { runs.append(.init(state: state, frames: 1)) }
        }

        // Assertion: up, closed by Close; up, lowered by the short drag and up again; gone with the
        // long drag. Each rest the script waits on is held.
        let states = runs.map(\.state)
        #expect(states == [.closed, .lowered, .up, .lowered, .closed, .lowered, .up, .lowered, .up, .lowered, .closed],
                "states: \(states)")
        #expect(runs.filter { $0.state == .up }.allSatisfy { $0.frames >= ExamplePrototypeRecordingTests.heldFrames }, "runs: \(runs)")
    }
}
