// `segue record` and `segue play` as a user runs them: the built binary, real files, real ffmpeg, and
// frames compared pixel for pixel.

import Foundation
import Testing
@testable import UIKit
import X11Platform
import TestTurns
import UIKitTesting

@Suite(.serialized, .takesTurns("records byte-exact clips on the shared server, whose pointer would reach its window")) struct RecordingTests {
    /// 400×300: the bar is 44 pt, the "Bottom panel" button 200×44 at (100, 84) in the window, the
    /// bottom panel rests in the lower half (y 150…300).
    static let size = "400x300"

    /// Presents the bottom panel with a tap on its button, then drags the panel down past half-way.
    static let presentAndDragDown = """
        wait 0.1s
        tap "Bottom panel"
        wait until idle
        drag from 200,180 to 200,290 over 0.3s
        wait until idle
        """

    /// Whether row `y` of `a` and `b` is the same.
    static func sameRow(_ a: Bitmap, _ b: Bitmap, y: Int) -> Bool {
        (0..<a.width).allSatisfy { a[$0, y] == b[$0, y] }
    }

    @Test func recordingTheSameSceneAndScriptTwiceGivesByteIdenticalFrames() throws {
        // Precondition: a script that presents the bottom panel and drags it away; one recording on
        // the test's display, one on a private Xvfb (the frames must not depend on the server).
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("panel.txt", Self.presentAndDragDown)

        // Action
        let first = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("first/"),
                                      "--size", Self.size])
        let second = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("second/"),
                                       "--size", Self.size, "--own-server"])

        // Assertion: the same files, byte for byte, and each run says what it wrote.
        #expect(first.status == 0, "first run: \(first.stderr)")
        #expect(second.status == 0, "second run: \(second.stderr)")
        let names = try workspace.frameNames(in: "first")
        #expect(names.count > 30, "only \(names.count) frames")
        #expect(try workspace.frameNames(in: "second") == names)
        for name in names {
            let a = FileManager.default.contents(atPath: workspace.path("first/\(name)"))
            let b = FileManager.default.contents(atPath: workspace.path("second/\(name)"))
            #expect(a != nil && a == b, "\(name) differs between the runs")
        }
        #expect(first.stdout.contains("(\(names.count) frames, 400x300, 60 fps)"), "stdout: \(first.stdout)")
        #expect(try workspace.entries() == ["first", "panel.txt", "second"], "temporaries left behind")
    }

    @Test func frameZeroAndTheSettledEndFrameEqualTheSceneAtRest() throws {
        // Precondition: the scene at rest, as `segue demo --screenshot` renders it at the same size.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("panel.txt", Self.presentAndDragDown)
        let shot = try SegueRun.run(["demo", "--scene", "panel", "--size", Self.size, "--screenshot", workspace.path("rest.png")])
        try #require(shot.status == 0, "screenshot: \(shot.stderr)")
        let rest = try PNGCodec.decode(contentsOf: workspace.path("rest.png"))

        // Action: record presenting the panel and dragging it away again.
        let run = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("frames/"),
                                    "--size", Self.size])

        // Assertion: frame 0 (0 s, before the first input) and the last frame (dismissed, settled)
        // are the scene at rest, pixel for pixel; in between, the panel was on screen.
        try #require(run.status == 0, "record: \(run.stderr)")
        let names = try workspace.frameNames(in: "frames")
        let frame = { (i: Int) in try PNGCodec.decode(contentsOf: workspace.path("frames/\(names[i])")) }
        #expect(try frame(0).differingPixels(from: rest) == 0, "frame 0 differs from the screenshot")
        #expect(try frame(names.count - 1).differingPixels(from: rest) == 0, "the settled end frame differs from the screenshot")
        let panelShown = try stride(from: 0, to: names.count, by: 4).map(frame).contains {
            let p = $0.rgba(x: 200, y: 250)
            return p.r > 250 && p.g > 250 && p.b > 250
        }
        #expect(panelShown, "no frame shows the white panel")
    }

    @Test func frameKAtThirtyFPSIsFrameTwoKAtSixty() throws {
        // Precondition: a script whose events all fall on frame times of both rates (0.1 s, 0.2 s).
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("aligned.txt", """
            wait 0.1s
            press 200,106
            wait 0.1s
            release 200,106
            wait until idle
            """)

        // Action
        let slow = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("at30/"),
                                     "--size", Self.size, "--fps", "30"])
        let fast = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("at60/"),
                                     "--size", Self.size, "--fps", "60"])

        // Assertion: both show the scene at the same instants, so frame k at 30 fps (k/30 s) is
        // frame 2k at 60 fps, through the whole 0.3 s presentation.
        try #require(slow.status == 0 && fast.status == 0, "stderr: \(slow.stderr) \(fast.stderr)")
        let at30 = try workspace.frameFiles(in: "at30"), at60 = try workspace.frameFiles(in: "at60")
        let common = min(at30.count, (at60.count + 1) / 2)
        #expect(common >= 15, "too few frames to compare: \(at30.count) and \(at60.count)")
        for k in 0..<common {
            #expect(at30[k] == at60[2 * k], "frame \(k) at 30 fps is not frame \(2 * k) at 60 fps")
        }
        #expect(Set(at30[0..<common]).count > 10, "the frames compared should show the presentation moving")
    }

    @Test func anMP4DecodesToTheRecordedFrameCountSizeAndRate() throws {
        // Precondition
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("panel.txt", "wait 0.1s\ntap \"Bottom panel\"\n")

        // Action: half a second at 30 fps, as H.264 and as a GIF.
        let mp4 = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("clip.mp4"),
                                    "--size", Self.size, "--fps", "30", "--duration", "0.5"])
        let gif = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("clip.gif"),
                                    "--size", Self.size, "--fps", "30", "--duration", "0.5"])

        // Assertion: ffprobe reads 15 frames of 400×300 at 30/1; the sidecar says the same; the GIF
        // is a GIF; nothing temporary is left.
        try #require(mp4.status == 0, "mp4: \(mp4.stderr)")
        try #require(gif.status == 0, "gif: \(gif.stderr)")
        let probe = try Self.ffprobe(workspace.path("clip.mp4"))
        #expect(probe == "400,300,30/1,15", "ffprobe: \(probe)")
        let sidecar = try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.url.appendingPathComponent("clip.mp4.json")))
            as? [String: Any]
        #expect(sidecar?["frameCount"] as? Int == 15)
        #expect(sidecar?["fps"] as? Int == 30)
        #expect(sidecar?["scene"] as? String == "panel")
        #expect((sidecar?["script"] as? [String: Any])?["sourceHash"] as? String != nil)
        #expect(sidecar?["segueVersion"] as? String != nil)
        let header = try FileHandle(forReadingFrom: workspace.url.appendingPathComponent("clip.gif")).read(upToCount: 6)
        #expect(header == Data("GIF89a".utf8))
        #expect(try workspace.entries() == ["clip.gif", "clip.gif.json", "clip.mp4", "clip.mp4.json", "panel.txt"])
    }

    /// `width,height,rate,frames` of the first video stream.
    static func ffprobe(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                             "-show_entries", "stream=width,height,r_frame_rate,nb_read_frames", "-of", "csv=p=0", path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func slowMotionStretchesThePresentationTenfoldWhileAFlingStillDismisses() throws {
        // Precondition: one script presents the bottom panel and stops; another then flings the
        // panel down a third of its height at 900 pt/s — short of half-way, so only its speed can
        // dismiss it.
        let workspace = try RecordingWorkspace()
        let present = try workspace.script("present.txt", """
            wait 0.1s
            tap "Bottom panel"
            wait until idle
            """)
        let fling = try workspace.script("fling.txt", """
            wait 0.1s
            tap "Bottom panel"
            wait until idle
            fling from 200,200 down 50 at 900pt/s
            wait until idle timeout 20s
            """)

        // Action
        let normal = try SegueRun.run(["record", "panel", "--script", present, "--out", workspace.path("normal/"),
                                       "--size", Self.size])
        let slowed = try SegueRun.run(["record", "panel", "--script", present, "--out", workspace.path("slowed/"),
                                       "--size", Self.size, "--slow-motion", "10"])
        let flung = try SegueRun.run(["record", "panel", "--script", fling, "--out", workspace.path("flung/"),
                                      "--size", Self.size, "--slow-motion", "10"])

        // Assertion: the presentation (from the first frame where the dim reaches row 60 to the first
        // frame of the settled panel) spans ten times as many frames, give or take the frame each
        // end can be off by; the slowed fling still dismisses the panel.
        try #require(normal.status == 0 && slowed.status == 0 && flung.status == 0,
                     "stderr: \(normal.stderr) \(slowed.stderr) \(flung.stderr)")
        let spanNormal = try Self.presentationSpan(workspace, "normal")
        let spanSlowed = try Self.presentationSpan(workspace, "slowed")
        let ratio = Double(spanSlowed) / Double(spanNormal)
        #expect(spanNormal >= 16 && spanNormal <= 20, "normal presentation: \(spanNormal) frames (0.3 s is 18)")
        #expect(ratio > 9 && ratio < 11, "slow motion: \(spanSlowed) frames against \(spanNormal)")
        let flungFrames = try workspace.frameFiles(in: "flung")
        #expect(flungFrames.count > 200, "only \(flungFrames.count) frames: was the dismissal slowed?")
        #expect(flungFrames[flungFrames.count - 1] == flungFrames[0],
                "in slow motion the fling did not dismiss the panel: its release velocity was slowed too")
    }

    /// Frames of recording `name` from the first change of row 60 (the dim starting) to the first
    /// frame of the settled end (the run of frames equal to the last), both counted.
    static func presentationSpan(_ workspace: RecordingWorkspace, _ name: String) throws -> Int {
        let files = try workspace.frameFiles(in: name)
        let names = try workspace.frameNames(in: name)
        let decode = { (i: Int) in try PNGCodec.decode(contentsOf: workspace.path("\(name)/\(names[i])")) }
        let start = try decode(0)
        var first = 1
        while first < files.count, try sameRow(decode(first), start, y: 60) { first += 1 }
        var settled = files.count - 1
        while settled > first && files[settled - 1] == files[files.count - 1] { settled -= 1 }
        return settled - first + 1
    }

    @Test func withoutFFmpegRecordingSaysWhichPackageAndExitsTwo() throws {
        // Precondition: a PATH without ffmpeg.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("panel.txt", "tap \"Bottom panel\"\n")

        // Action
        let run = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("clip.mp4"),
                                    "--size", Self.size]) { $0["PATH"] = "/nonexistent" }

        // Assertion: status 2, one line naming the Debian package, nothing written.
        #expect(run.status == 2, "status \(run.status); stderr: \(run.stderr)")
        #expect(run.stderr.contains("apt-get install ffmpeg"), "stderr: \(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "stderr: \(run.stderr)")
        #expect(try workspace.entries() == ["panel.txt"])
    }

    @Test func aMalformedScriptIsReportedAtItsLineAndColumnAndNothingIsWritten() throws {
        // Precondition: line 2 drags to nowhere.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("bad.txt", "wait 0.1s\ndrag from 10,10 to over 0.2s\n")

        // Action
        let run = try SegueRun.run(["record", "panel", "--script", script, "--out", workspace.path("frames/"),
                                    "--size", Self.size])

        // Assertion
        #expect(run.status != 0)
        #expect(run.stderr.hasPrefix("segue: \(script):2:"), "stderr: \(run.stderr)")
        let position = run.stderr.dropFirst("segue: ".count + script.count + 3).prefix { $0.isNumber }
        #expect(!position.isEmpty, "no column after the line: \(run.stderr)")
        #expect(try workspace.entries() == ["bad.txt"])
    }

    @Test func playReplaysTheScriptAsRealInputAndExitsWhenIdle() throws {
        // Precondition: the transition trace shows what the replayed input did.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("panel.txt", """
            tap "Bottom panel"
            wait until idle
            key escape
            wait until idle
            """)

        // Action
        let run = try SegueRun.run(["play", "panel", "--script", script, "--size", Self.size], timeout: 30) {
            $0["SEGUE_TRACE"] = "transitions"
        }

        // Assertion: the panel was presented and dismissed, each completing, and play exited 0.
        #expect(run.status == 0, "status \(run.status); stderr: \(run.stderr)")
        let completions = run.stderr.split(separator: "\n").filter { $0.contains("completeTransition(true)") }
        #expect(completions.count == 2, "trace: \(run.stderr)")
        #expect(run.stderr.contains("PanelPresentAnimation") && run.stderr.contains("PanelDismissAnimation"), "trace: \(run.stderr)")
    }
}
