// Which scenes `segue demo`, `segue record` and `segue play` open: the gallery and every built scene
// of the demo's catalog, the same list in every help and error; a clip that starts at the gallery and
// taps into a scene; and what `segue play` says when it has played.

import Foundation
import SegueDemo
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting
import X11Platform

@Suite(.serialized, .takesTurns("records and plays on the shared server, whose pointer would reach the window"))
struct SceneChoiceTests {
    /// What every command must offer, written from the catalog: the gallery, each built scene, and
    /// the rest (if any) named as not built yet.
    static var catalogList: String {
        let built = SceneCatalog.all.filter { $0.make != nil }.map(\.id)
        let unbuilt = SceneCatalog.all.filter { $0.make == nil }.map(\.id)
        return (["gallery"] + built).joined(separator: ", ") + (unbuilt.isEmpty ? "" : "; not built yet: " + unbuilt.joined(separator: ", "))
    }

    /// `text` with every run of blanks and line breaks made one space: help is wrapped to the terminal.
    static func unwrapped(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test func everyCommandsHelpAndErrorListTheCatalogsScenes() throws {
        // Precondition: the catalog has built scenes; a scene not built yet, if there is one, is
        // refused as such (once every scene is built, only the unknown names are refused).
        #expect(SceneCatalog.all.contains { $0.make != nil })
        let unbuilt = SceneCatalog.all.first { $0.make == nil }?.id
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("idle.txt", "wait 0.1s\n")
        // Action: each command's help, and each command given a scene that is not built and one that
        // does not exist.
        for command in ["demo", "record", "play", "soak"] {
            let help = try SegueRun.run([command, "--help"])
            // Assertion: the help lists exactly the catalog's choices.
            #expect(Self.unwrapped(help.stdout).contains(Self.catalogList), "segue \(command) --help:\n\(help.stdout)")
        }
        let offered = (["gallery"] + SceneCatalog.all.filter { $0.make != nil }.map(\.id)).joined(separator: ", ")
        var refusals = [["demo", "--scene", "nowhere"], ["play", "nowhere", "--script", script]]
        if let unbuilt {
            refusals += [["demo", "--scene", unbuilt], ["record", unbuilt, "--script", script, "--out", workspace.path("frames/")]]
        } else {
            refusals += [["record", "nowhere", "--script", script, "--out", workspace.path("frames/")]]
        }
        for arguments in refusals {
            let run = try SegueRun.run(arguments)
            // Assertion: refused, naming what is not built as such and offering what the help lists.
            #expect(run.status != 0, "segue \(arguments.joined(separator: " ")) was accepted")
            #expect(run.stderr.contains("choose one of: \(offered)"), "stderr: \(run.stderr)")
            if let unbuilt, arguments.contains(unbuilt) { #expect(run.stderr.contains("\"\(unbuilt)\" is not built yet"), "stderr: \(run.stderr)") }
        }
        #expect(try workspace.entries() == ["idle.txt"])
    }

    @Test func aRecordingOfTheGalleryScrollsToTheLabAndTapsIntoIt() throws {
        // Precondition: a script that starts at the gallery, scrolls its list to the end with the
        // wheel and taps the lab's Open button.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("gallery.txt", """
            wait 0.1s
            scroll 210,400 by 0,30
            wait 0.2s
            tap id "open-animation-lab"
            wait until idle
            """)

        // Action
        let run = try SegueRun.run(["record", "gallery", "--script", script, "--out", workspace.path("frames/"),
                                    "--size", "420x800"])

        // Assertion: the first frame is the gallery (its grey left margin, a card at the bottom); a
        // frame shows the list's end (grey under the footer); the last is the lab, white where the
        // gallery's margin was, with its indigo keyframe card.
        try #require(run.status == 0, "record: \(run.stderr)")
        let frames = try workspace.frames(in: "frames")
        try #require(frames.count > 10, "only \(frames.count) frames")
        let background = RGB(UIColor.secondarySystemBackground), white = RGB(255, 255, 255)
        #expect(frames[0].rgb(1, 400) == background && frames[0].rgb(395, 795) == white, "frame 0 is not the gallery")
        #expect(frames.contains { $0.rgb(1, 400) == background && $0.rgb(395, 795) == background },
                "no frame shows the gallery scrolled to its end")
        let last = try #require(frames.last)
        #expect(last.rgb(1, 400) == white, "the last frame is not the lab's white body")
        let indigo = last.points { $0 == RGB(UIColor.systemIndigo) }.count
        #expect(indigo > 5000, "only \(indigo) indigo pixels in the last frame")
    }

    @Test func playStartsAtTheGalleryByDefaultTapsIntoASceneAndSaysWhatItPlayed() throws {
        // Precondition: a script that opens the panel scene from the gallery and presents its panel;
        // the transition trace shows what the replayed input did.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("gallery.txt", """
            tap id "open-panel"
            wait until idle
            tap "Bottom panel"
            wait until idle
            """)

        // Action: play it with no scene named; then a script that only waits, with --quiet.
        let run = try SegueRun.run(["play", "--script", script, "--size", "600x500"], timeout: 30) {
            $0["SEGUE_TRACE"] = "transitions"
        }
        let quietScript = try workspace.script("wait.txt", "wait 0.1s\n")
        let quiet = try SegueRun.run(["play", "--script", quietScript, "--size", "600x500", "--quiet"], timeout: 30)

        // Assertion: the panel was presented, in the panel scene opened from the gallery; play printed
        // one line saying what it played, where, and how many frames in how long; --quiet printed nothing.
        #expect(run.status == 0, "status \(run.status); stderr: \(run.stderr)")
        #expect(run.stderr.contains("PanelPresentAnimation.completeTransition(true)"), "trace: \(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 1, "stdout: \(run.stdout)")
        let line = String(lines.first ?? "")
        #expect(line.hasPrefix("segue: played \(script) on the gallery in a 600x500 window on "), "stdout: \(line)")
        let figures = line.split(separator: "(").last.map { $0.dropLast() } ?? ""
        let parts = figures.split(separator: " ")
        #expect(parts.count == 4 && parts[1] == "frames," && parts[3] == "s", "figures: \(figures)")
        if parts.count == 4, let frames = Int(parts[0]), let seconds = Double(parts[2]) {
            #expect(frames > 10 && seconds > 0.3 && seconds < 20, "\(frames) frames in \(seconds) s")
        }
        #expect(quiet.status == 0, "quiet: \(quiet.stderr)")
        #expect(quiet.stdout.isEmpty, "--quiet printed: \(quiet.stdout)")
    }
}
