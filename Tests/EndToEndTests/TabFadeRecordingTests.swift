// Scene 003's tab switch recorded frame by frame: `FadeInFadeOutTransition` cross-fades Home into
// Settings with a linear property animator, and every pixel of a frame in the middle of the fade is
// the two tabs blended by the animator's fraction.

import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting
import X11Platform

@Suite(.serialized, .takesTurns("records the transitions scene on the shared server, whose pointer would reach its window"))
struct TabFadeRecordingTests {
    static let size = "600x500"
    static let fps = 20
    /// `FadeInFadeOutTransition.transitionDuration`.
    static let fadeDuration = 0.4
    /// The tabs' content, in the window: from the top to the mini player (391…451, which stays over
    /// every tab) and the tab bar (450…500). Each tab draws its navigation bar (0…44) and its screen
    /// there, both inside the fading view.
    static let content = 0..<391
    /// Behind both tabs' views: the tab bar controller's own view, systemBackground.
    static let behind = RGB(255, 255, 255)
    /// A point of Home's "Open entry" button (280×50 at (160, 156)) clear of its title; Settings
    /// shows its grouped background there.
    static let button = (x: 180, y: 196)

    /// A frame of the switch with Home at `1 − f` over the controller's background and Settings at
    /// `f` over that, as `FadeInFadeOutTransition` animates them (Settings' view is added above
    /// Home's in the tab bar controller's transition view) and the compositor draws each tab's view
    /// as one group.
    static func blended(home: RGB, settings: RGB, fraction f: Double) -> RGB {
        RGB.blend(settings, alpha: f, over: RGB.blend(home, alpha: 1 - f, over: behind))
    }

    /// The fraction that best explains `seen` at a point where Home shows `home` and Settings `settings`
    /// (least squares over the three channels, in steps of 1/1000).
    static func fraction(seen: RGB, home: RGB, settings: RGB) -> Double {
        func error(_ f: Double) -> Double {
            let h = (home.r, home.g, home.b), s = (settings.r, settings.g, settings.b), b = (behind.r, behind.g, behind.b)
            func model(_ h: Int, _ s: Int, _ b: Int) -> Double {
                Double(s) * f + (Double(h) * (1 - f) + Double(b) * f) * (1 - f)
            }
            let dr = model(h.0, s.0, b.0) - Double(seen.r)
            let dg = model(h.1, s.1, b.1) - Double(seen.g)
            let db = model(h.2, s.2, b.2) - Double(seen.b)
            return dr * dr + dg * dg + db * db
        }
        return (0...1000).map { Double($0) / 1000 }.min { error($0) < error($1) } ?? 0
    }

    @Test func aTabSwitchMidFadeBlendsBothTabsByTheAnimatorsFractionAndEndsOnTheNewTab() throws {
        // Precondition: Home at rest, as `segue demo --screenshot` renders it; a script that taps
        // Settings after 0.2 s; a second script that reaches Settings at another moment, by way of Home.
        let workspace = try RecordingWorkspace()
        let shot = try SegueRun.run(["demo", "--scene", "transitions", "--size", Self.size, "--screenshot", workspace.path("home.png")])
        try #require(shot.status == 0, "screenshot: \(shot.stderr)")
        let homeAtRest = try PNGCodec.decode(contentsOf: workspace.path("home.png"))
        let script = try workspace.script("fade.txt", """
            wait 0.2s
            tap "Settings"
            wait until idle
            """)
        let roundTrip = try workspace.script("round-trip.txt", """
            wait 0.33s
            tap "Settings"
            wait until idle
            tap "Home"
            wait until idle
            tap "Settings"
            wait until idle
            """)

        // Action
        let run = try SegueRun.run(["record", "transitions", "--script", script, "--out", workspace.path("fade/"),
                                    "--size", Self.size, "--fps", "\(Self.fps)"]) {
            $0["SEGUE_TRACE"] = "transitions"
        }
        let other = try SegueRun.run(["record", "transitions", "--script", roundTrip, "--out", workspace.path("round-trip/"),
                                      "--size", Self.size, "--fps", "\(Self.fps)"])

        // Assertion: the delegate vended the fade and the switch completed through it.
        try #require(run.status == 0, "record: \(run.stderr)")
        try #require(other.status == 0, "record: \(other.stderr)")
        #expect(run.stderr.contains("TransitionsSceneViewController.tabBarController(TransitionsSceneViewController, "
                                    + "animationControllerForTransitionFrom: HomeNavigationController, to: UINavigationController) "
                                    + "-> FadeInFadeOutTransition"), "trace: \(run.stderr)")
        #expect(run.stderr.contains("FadeInFadeOutTransition.completeTransition(true)"), "trace: \(run.stderr)")

        // Assertion: the recording starts on Home at rest and ends on Settings at rest — settled (the
        // frame before the end is the same) and the very frame the round trip ends on.
        let frames = try workspace.frames(in: "fade")
        try #require(frames.count > 4, "only \(frames.count) frames")
        let home = frames[0], settings = frames[frames.count - 1]
        expectIdentical(home, homeAtRest, "first frame vs Home at rest")
        expectIdentical(frames[frames.count - 2], settings, "the frame before the end vs the last")
        expectIdentical(try #require(try workspace.frames(in: "round-trip").last), settings,
                        "the round trip's last frame vs this recording's")
        expectPixel(home, Self.button.x, Self.button.y, RGB(UIColor.systemBlue), tolerance: 0, "Home's Open entry button")
        expectPixel(settings, Self.button.x, Self.button.y, RGB(UIColor.systemGroupedBackground), tolerance: 0,
                    "Settings' background where Home's button was")

        // Assertion: the frames of the fade — those whose tabs are neither Home's nor Settings' — run
        // on from one frame to the next, about fps × duration of them.
        let inContent = { (a: Bitmap, b: Bitmap) -> Bool in
            Self.content.allSatisfy { y in (0..<a.width).allSatisfy { a[$0, y] == b[$0, y] } }
        }
        let fading = frames.indices.filter { !inContent(frames[$0], home) && !inContent(frames[$0], settings) }
        try #require(fading.count >= 2, "no frames between Home and Settings: \(fading)")
        #expect(fading == Array(fading[0]...fading[fading.count - 1]), "the fade's frames are not successive: \(fading)")
        #expect(abs(fading.count - Int(Self.fadeDuration * Double(Self.fps))) <= 1, "\(fading.count) frames of fade")

        // Assertion: two successive frames in the middle of the fade. The fraction read from Home's
        // button predicts every pixel of the tabs where Home and Settings differ, within 2 per channel;
        // it lies inside the fade and grows by one frame's share of the linear animation.
        let middle = fading[fading.count / 2 - 1]
        var fractions: [Double] = []
        for index in [middle, middle + 1] {
            let frame = frames[index]
            let f = Self.fraction(seen: frame.rgb(Self.button.x, Self.button.y),
                                  home: home.rgb(Self.button.x, Self.button.y),
                                  settings: settings.rgb(Self.button.x, Self.button.y))
            fractions.append(f)
            #expect(f > 0.1 && f < 0.9, "frame \(index): fraction \(f)")
            var compared = 0, wrong: [String] = []
            for y in Self.content {
                for x in 0..<frame.width where home[x, y] != settings[x, y] {
                    compared += 1
                    let expected = Self.blended(home: home.rgb(x, y), settings: settings.rgb(x, y), fraction: f)
                    if !frame.rgb(x, y).isClose(to: expected, tolerance: 2) {
                        wrong.append("(\(x), \(y)): \(frame.rgb(x, y)), expected \(expected)")
                    }
                }
            }
            #expect(compared > 20_000, "frame \(index): only \(compared) pixels where the tabs differ")
            #expect(wrong.isEmpty, "frame \(index) at fraction \(f): \(wrong.count) of \(compared) pixels off, first \(wrong.prefix(5))")
        }
        let step = 1 / (Double(Self.fps) * Self.fadeDuration)
        #expect(fractions[1] > fractions[0], "fractions \(fractions)")
        #expect(abs(fractions[1] - fractions[0] - step) < 0.02, "fractions \(fractions), expected a step of \(step)")
    }
}
