@testable import UIKit
import Foundation
@testable import SegueTools
import Testing
import UIKitTesting

extension SharedState {
    /// What `segue run --watch` shows over the running app while it rebuilds and when a build fails.
    @Suite struct BuildStatusOverlayTests {
        static let output = """
            Building for debugging...
            [3/6] Emitting module Prototype
            /home/me/Card.swift:9:32: error: cannot assign value of type 'Int' to type 'UIColor'
             7 |     override func viewDidLoad() {
             9 |         view.backgroundColor = 42
               |                                `- error: cannot assign value of type 'Int' to type 'UIColor'
            /home/me/Card.swift:14:5: warning: variable 'x' was never used
            """

        @Test func aFailedBuildShowsTheCompilersDiagnosticsOverTheApp() {
            withTestApplication(size: CGSize(width: 600, height: 400)) { app, _ in
                // Precondition: an app with a key window and the overlay hidden.
                _ = makeKeyWindow(size: CGSize(width: 600, height: 400), backgroundColor: .white)
                let overlay = BuildStatusOverlay(app: app)
                let before = app.windows.filter { !$0.isHidden }.count

                // Action: the build fails.
                overlay.show(.failed(Self.output))

                // Assertion: a window above the app's shows the title and the diagnostics only —
                // no progress lines, no source excerpts — and the app's window stays key.
                #expect(app.windows.filter { !$0.isHidden }.count == before + 1)
                #expect(overlay.text == """
                    Build failed: fix and save to reload (the app below is the last build that compiled)
                    /home/me/Card.swift:9:32: error: cannot assign value of type 'Int' to type 'UIColor'
                    /home/me/Card.swift:14:5: warning: variable 'x' was never used
                    """)
                #expect(app.keyWindow?.accessibilityIdentifier != "segue.build-status")

                // Action, assertion: a rebuild says so; a hidden overlay leaves no window.
                overlay.show(.building)
                #expect(overlay.text == "Rebuilding…")
                overlay.show(.hidden)
                #expect(app.windows.filter { !$0.isHidden }.count == before)
            }
        }

        @Test func aLongOutputIsCutWithACount() {
            // Precondition: forty diagnostics.
            let output = (1...40).map { "/a.swift:\($0):1: error: e\($0)" }.joined(separator: "\n")
            // Action
            let shown = BuildStatusOverlay.shownLines(of: output).split(separator: "\n")
            // Assertion: the first ones, then how many more the terminal has.
            #expect(shown.count == BuildStatusOverlay.maximumLines)
            #expect(shown.first == "/a.swift:1:1: error: e1")
            #expect(shown.last == "… \(40 - BuildStatusOverlay.maximumLines + 1) more in the terminal")
        }
    }
}
