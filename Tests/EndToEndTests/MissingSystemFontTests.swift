// `segue` on a machine without Inter: fontconfig is pointed at a configuration that knows only the
// DejaVu fonts, as on a desktop where `fonts-inter` was never installed. The demo must still run,
// draw its text with DejaVu Sans, and say once what is missing and how to get it.

import Foundation
import Testing
import TestTurns
@testable import UIKit
import X11Platform
import UIKitTesting

@Suite(.serialized, .takesTurns("opens the demo's window on the shared server, where it would cover the windows other suites drive"))
struct MissingSystemFontTests {
    /// Writes a fontconfig configuration whose only font directory is `directory`, with its own cache.
    static func fontconfigFile(in workspace: RecordingWorkspace, fontDirectory directory: String) throws -> String {
        try workspace.script("fonts.conf", """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
              <dir>\(directory)</dir>
              <cachedir>\(workspace.path("fontconfig-cache"))</cachedir>
            </fontconfig>
            """)
    }

    @Test func withoutInterTheDemoDrawsWithDejaVuAndWarnsOnce() throws {
        // Precondition: fontconfig sees DejaVu and nothing else.
        let workspace = try RecordingWorkspace()
        let config = try Self.fontconfigFile(in: workspace, fontDirectory: "/usr/share/fonts/truetype/dejavu")

        // Action: render the gallery, which has text at many sizes and weights.
        let run = try SegueRun.run(["demo", "--screenshot", workspace.path("gallery.png"), "--size", "640x480"]) {
            $0["FONTCONFIG_FILE"] = config
        }

        // Assertion: it succeeds, the screenshot is written, and standard error holds exactly one
        // warning, which names Inter and the package that brings it.
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: workspace.path("gallery.png")))
        let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("segue: warning:") }
        #expect(warnings == ["""
            segue: warning: the system font "Inter" is not installed, so text is drawn with DejaVu Sans, \
            which is wider than iOS's; install it with `apt-get install fonts-inter`
            """], "stderr: \(run.stderr)")
    }

    @Test func withoutAnyFontTheDemoSaysWhichPackageToInstallAndExitsTwo() throws {
        // Precondition: fontconfig sees an empty directory.
        let workspace = try RecordingWorkspace()
        let empty = workspace.path("no-fonts")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let config = try Self.fontconfigFile(in: workspace, fontDirectory: empty)

        // Action
        let run = try SegueRun.run(["demo", "--screenshot", workspace.path("gallery.png")]) {
            $0["FONTCONFIG_FILE"] = config
        }

        // Assertion: one line naming Inter's package, status 2, no screenshot.
        #expect(run.status == 2, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("font \"Inter\" is not installed; install it with `apt-get install fonts-inter`"),
                "stderr: \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("gallery.png")))
    }
}
