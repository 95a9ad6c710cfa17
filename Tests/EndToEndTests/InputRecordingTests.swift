import CX11
import Foundation
import Testing
@testable import UIKit
import X11Platform
import TestTurns
import UIKitTesting

/// What the demo writes down while a person uses it: `--record-input` turns real XTest input into a
/// script that `segue record` replays to the same end, and the R key films the window.
@Suite(.serialized, .takesTurns("records the shared server's pointer, which it moves with XTest")) struct InputRecordingTests {
    @Test func aRecordedDragReplaysToTheSameFinalState() throws {
        // Precondition: the demo writing its input to a script.
        let workspace = try RecordingWorkspace()
        let scriptPath = workspace.path("input.txt")
        let demo = try DemoProcess(arguments: ["demo", "--scene", "panel", "--size", "600x500", "--record-input", scriptPath])
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")
        _ = demo.waitForPixel(of: window, x: 50, y: 450) { $0.isClose(to: PanelSceneTests.parent) }
        usleep(300_000)
        // Action: present the bottom panel, drag it down a third slowly and let go (it springs
        // back), close the window.
        demo.click(window, x: 300, y: 106)
        _ = demo.waitForPixel(of: window, x: 50, y: 200) { $0.isClose(to: PanelSceneTests.dimmedParent, tolerance: 0) }
        usleep(400_000)
        demo.drag(window, from: (300, 420), to: (300, 505), steps: 17, interval: 0.02, rest: 0.25)
        usleep(800_000)
        let live = try #require(demo.capture(window))
        demo.requestClose(window)
        #expect(demo.waitForExit() == 0)
        // Assertion: a script with the press, the moves and the release, which replays to exactly
        // the pixels the live demo ended with.
        let script = try String(contentsOfFile: scriptPath, encoding: .utf8)
        let lines = script.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines.filter { $0.contains(" press") }.count == 2, "script:\n\(script)")
        #expect(lines.filter { $0.contains(" move") }.count >= 10)
        let run = try SegueRun.run(["record", "panel", "--script", scriptPath, "--out", workspace.path("frames/"),
                                    "--size", "600x500"])
        try #require(run.status == 0, "record: \(run.stderr)")
        let names = try workspace.frameNames(in: "frames")
        let lastName = try #require(names.last)
        let last = try PNGCodec.decode(contentsOf: workspace.path("frames/\(lastName)"))
        // The frame's colours, opaque as a window capture is (the alpha byte is not compared).
        let replayed = Bitmap(width: last.width, height: last.height, pixels: last.pixels.map { 0xFF00_0000 | $0 & 0xFF_FFFF })
        #expect(replayed.differingPixels(from: live) == 0)
    }

    @Test func rFilmsTheWindowToAnMP4() throws {
        // Precondition: the demo running in a scratch directory.
        let workspace = try RecordingWorkspace()
        let demo = try DemoProcess(arguments: ["demo", "--scene", "panel", "--size", "600x500"], directory: workspace.url)
        let window = try #require(demo.waitForWindow(titled: "Segue"), "the demo window never appeared")
        _ = demo.waitForPixel(of: window, x: 50, y: 450) { $0.isClose(to: PanelSceneTests.parent) }
        demo.movePointer(window, x: 500, y: 400)
        // Action: R, present the panel, wait a second, R.
        demo.press(keysym: XK_r)
        usleep(200_000)
        demo.click(window, x: 300, y: 106)
        usleep(1_000_000)
        demo.movePointer(window, x: 500, y: 200)
        demo.press(keysym: XK_r)
        usleep(500_000)
        demo.requestClose(window)
        _ = demo.waitForExit()
        // Assertion: one mp4 of the window's size, about 1.2 s at 60 fps, with its sidecar.
        let clips = try workspace.entries().filter { $0.hasSuffix(".mp4") }
        let entries = try workspace.entries()
        try #require(clips.count == 1, "entries: \(entries); stderr: \(demo.standardError)")
        #expect(entries.contains(clips[0] + ".json"))
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                           "-show_entries", "stream=nb_read_frames,width,height,r_frame_rate", "-of", "csv=p=0",
                           workspace.path(clips[0])]
        let out = Pipe()
        probe.standardOutput = out
        try probe.run()
        probe.waitUntilExit()
        let fields = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").map(String.init)
        try #require(fields.count == 4, "ffprobe: \(fields)")
        #expect(fields[0] == "600" && fields[1] == "500" && fields[2] == "60/1")
        let frames = try #require(Int(fields[3]))
        #expect(frames >= 50 && frames <= 120, "\(frames) frames for about 1.2 s")
    }
}
