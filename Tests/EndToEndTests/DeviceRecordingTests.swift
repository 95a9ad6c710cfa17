// `--device` as a user runs it: the built binary opens a window the size of an iPhone on a private
// Xvfb, and the status bar, Dynamic Island, home indicator and rounded corners Segue draws over the
// app are read back from the recorded PNG frames.

import Foundation
import Testing
@testable import UIKit
import X11Platform
import TestTurns
import UIKitTesting

@Suite(.serialized, .takesTurns("records on private servers and builds a prototype in the shared cache"))
struct DeviceRecordingTests {
    /// The time "9:41" sits left of the island, vertically centred on it: x 40…100, y 18…42.
    static func timeArea(_ frame: Bitmap, _ matches: (RGB) -> Bool) -> Int {
        var n = 0
        for y in 18..<42 { for x in 40..<100 where matches(frame.rgb(x, y)) { n += 1 } }
        return n
    }

    @Test func theGalleryOnAnIPhone15ShowsTheStatusBarAndHomeIndicatorInBothAppearances() throws {
        // Precondition: the gallery, light, then switched to dark with the D key.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("phone.txt", """
            wait 0.2s
            key d
            wait until idle
            wait 0.2s
            """)
        // Action
        let run = try SegueRun.run(["record", "gallery", "--script", script, "--out", workspace.path("frames/"),
                                    "--device", "iphone-15", "--fps", "10", "--own-server"])
        try #require(run.status == 0, "stderr: \(run.stderr)")
        let names = try workspace.frameNames(in: "frames")
        let light = try PNGCodec.decode(contentsOf: workspace.path("frames/\(names[0])"))
        let dark = try PNGCodec.decode(contentsOf: workspace.path("frames/\(names[names.count - 1])"))

        // Assertion: the window is the phone's 393x852 points.
        #expect(light.width == 393 && light.height == 852, "\(light.width)x\(light.height)")
        // Dark time glyphs on the light gallery; light ones on the dark gallery.
        let darkGlyphs = Self.timeArea(light) { $0.luma < 90 }
        let lightGlyphs = Self.timeArea(dark) { $0.luma > 170 }
        #expect(darkGlyphs >= 30, "\(darkGlyphs) dark pixels in the time area, light mode")
        #expect(lightGlyphs >= 30, "\(lightGlyphs) light pixels in the time area, dark mode")
        #expect(Self.timeArea(light) { $0.luma > 170 } > 200, "the time area's background is the light gallery")
        // The island is black in the middle of the top, 11…48 points down.
        #expect(light.rgb(196, 29).luma < 10 && dark.rgb(196, 29).luma < 10)
        // The home indicator, 8 points above the bottom: dark on light, light on dark.
        #expect(light.rgb(196, 841).luma < 60, "light mode indicator \(light.rgb(196, 841))")
        #expect(dark.rgb(196, 841).luma > 200, "dark mode indicator \(dark.rgb(196, 841))")
        // The display's corners are cut round: black in the very corner, the app 30 points in.
        #expect(light.rgb(2, 2).luma < 10 && light.rgb(390, 849).luma < 10)
        #expect(light.rgb(30, 400).luma > 200)
    }

    @Test func aLightContentControllerGetsWhiteGlyphsAndHidingTheStatusBarRemovesThem() throws {
        // Precondition: a black prototype asking for `.lightContent`, hiding the bar when tapped.
        let workspace = try RecordingWorkspace()
        let script = try workspace.script("hide.txt", """
            wait 0.3s
            tap 196,400
            wait until idle
            wait 0.3s
            """)
        let fixture = PrototypeRunTests.fixtures.appendingPathComponent("DarkStatusBar.swift").path
        // Action
        let run = try SegueRun.run(["record", fixture, "--script", script, "--out", workspace.path("frames/"),
                                    "--device", "iphone-se", "--fps", "10", "--own-server"],
                                   timeout: PrototypeRunTests.buildTimeout, environment: PrototypeRunTests.useSharedCache)
        try #require(run.status == 0, "record: \(run.stderr.suffix(2000))")
        let names = try workspace.frameNames(in: "frames")
        let shown = try PNGCodec.decode(contentsOf: workspace.path("frames/\(names[0])"))
        let hidden = try PNGCodec.decode(contentsOf: workspace.path("frames/\(names[names.count - 1])"))
        // The iPhone SE's 20-point bar: the time in the middle, the battery at the trailing edge.
        func bar(_ frame: Bitmap) -> Int {
            var n = 0
            for y in 2..<18 { for x in 0..<375 where frame.rgb(x, y).luma > 150 { n += 1 } }
            return n
        }
        // Assertion: the SE's size; white glyphs on black while shown, none once hidden.
        #expect(shown.width == 375 && shown.height == 667, "\(shown.width)x\(shown.height)")
        #expect(bar(shown) >= 40, "\(bar(shown)) light pixels in the status bar")
        #expect(bar(hidden) == 0, "\(bar(hidden)) light pixels in the hidden status bar")
    }

    @Test func anUnknownDeviceIsRefusedListingTheKnownOnes() throws {
        // Action
        let run = try SegueRun.run(["demo", "--device", "bogus"])
        let list = try SegueRun.run(["demo", "--device", "list"])
        // Assertion
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("segue: --device bogus: unknown device \"bogus\"; known devices: iphone-15, iphone-15-pro-max, iphone-se"),
                "stderr: \(run.stderr)")
        #expect(list.status == 0)
        #expect(list.stdout.contains("iphone-15\tiPhone 15, 393x852 points, safe area top 59 bottom 34"), "stdout: \(list.stdout)")
    }
}
