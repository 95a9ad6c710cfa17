// The harness of the pixel tests: a real X11Platform on $DISPLAY (Xvfb under scripts/test), one
// window, a UIApplication on a virtual clock, and a way to read back what the window shows.
//
// Every X test runs inside `XWindowHarness.run`, which opens everything, hands the harness to the
// test, then tears it all down and checks that the platform and its X connection were really freed
// (`withRestoredApplicationState` puts back `UIApplication.shared`, which would otherwise keep them
// alive). The suites that use it are nested in `XServerTests`, which is `.serialized`, so only
// one X11Platform exists at a time however the test runner schedules suites.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import TestTurns
import UIKitTesting

/// Why an X test could not start. Thrown (not skipped): scripts/test always provides Xvfb, so a
/// missing display is a broken test setup that must be seen.
struct XTestSetupError: Error, CustomStringConvertible {
    let description: String
}

/// One X window with a UIKit app drawing into it.
///
/// ```swift
/// try XWindowHarness.run { x in
///     let v = UIView(frame: CGRect(x: 37, y: 23, width: 90, height: 50))
///     v.backgroundColor = .red
///     x.add(v)
///     let shot = try x.render()
///     expectPixel(shot, 40, 30, RGB(255, 0, 0))
/// }
/// ```
final class XWindowHarness {
    let platform: X11Platform
    let app: UIApplication
    let clock: VirtualFrameClock
    /// The UIKit window filling the X window; its background is the backdrop tests compare against.
    let window: UIWindow

    static let defaultSize = CGSize(width: 320, height: 240)

    /// The display the tests draw on: `$DISPLAY`, which must be set.
    static func displayName() throws -> String {
        guard let name = ProcessInfo.processInfo.environment["DISPLAY"], !name.isEmpty else {
            throw XTestSetupError(description: """
                X11PlatformTests need an X server but DISPLAY is not set. Run `scripts/test` (it starts \
                Xvfb), or start one yourself: `Xvfb :98 -screen 0 1280x800x24 -nolisten tcp &` and run \
                the tests with DISPLAY=:98
                """)
        }
        return name
    }

    /// Connects to `name`, retrying for up to two seconds while the server refuses.
    ///
    /// Why retry: an X server resets itself when its last client disconnects (unless started with
    /// `-noreset`), and refuses connections for a moment while it does. Tests open and close one
    /// connection each, so the next test can arrive mid-reset; measured against Xvfb, about 2 % of
    /// back-to-back XOpenDisplay calls fail that way.
    static func connect(to name: String) throws -> X11Platform {
        var attempt = 0
        while true {
            do {
                return try X11Platform(display: name)
            } catch PlatformError.noDisplay(name: .some) where attempt < 40 {
                attempt += 1
                usleep(50_000)
            }
        }
    }

    private init(size: CGSize, backdrop: UIColor) throws {
        let name = try Self.displayName()
        do {
            platform = try Self.connect(to: name)
            try platform.openWindow(title: "X11PlatformTests", size: size)
        } catch {
            throw XTestSetupError(description: "cannot start X11Platform on \(name): \(error)")
        }
        clock = VirtualFrameClock()
        app = UIApplication(platform: platform, clock: clock)
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = backdrop
        // What makeKeyAndVisible does, but registered with *this* app rather than whatever
        // UIApplication.shared is at that instant (another test target might have replaced it).
        window.makeKey()
        window.isHidden = false
        app.register(window: window)
    }

    /// Opens a window of `size` whose backdrop is `backdrop`, runs `body`, and closes everything.
    /// Fails the test if the platform or its X connection outlive the test, or if any X protocol
    /// error arrived between opening and closing (teardown included).
    static func run(size: CGSize = defaultSize, backdrop: UIColor = .white,
                    sourceLocation: SourceLocation = #_sourceLocation,
                    _ body: (XWindowHarness) throws -> Void) throws {
        weak var weakPlatform: X11Platform?
        weak var weakConnection: XConnection?
        weak var weakApp: UIApplication?
        let errorsBefore = XErrorLog.count
        try withRestoredApplicationState {
            let harness = try XWindowHarness(size: size, backdrop: backdrop)
            weakPlatform = harness.platform
            weakConnection = harness.platform.connection
            weakApp = harness.app
            try body(harness)
            #expect(harness.app.retainedNodeMismatches == 0, "a frame drew a stale kept render node (see the violation above)",
                    sourceLocation: sourceLocation)
        }
        #expect(weakApp == nil, "the UIApplication outlived its test (something still holds it)",
                sourceLocation: sourceLocation)
        #expect(weakPlatform == nil, "the X11Platform outlived its test, so its pictures were never freed",
                sourceLocation: sourceLocation)
        #expect(weakConnection == nil, "the X connection was never closed after the test",
                sourceLocation: sourceLocation)
        // Closing the connection is a round trip, so every error the test caused has arrived.
        #expect(XErrorLog.count == errorsBefore,
                "X protocol errors during the test: \(XErrorLog.entries.suffix(max(0, XErrorLog.count - errorsBefore)))",
                sourceLocation: sourceLocation)
    }

    // MARK: Building and drawing

    /// Adds `view` to the window.
    func add(_ view: UIView) {
        window.addSubview(view)
    }

    /// Makes `root` the window's root view controller: its view fills the window (and gets its
    /// appearance callbacks), so it can present controllers.
    func show(_ root: UIViewController) {
        window.rootViewController = root
    }

    /// Lays out and presents one frame now, then reads the window's pixels back from the server.
    func render() throws -> Bitmap {
        app.renderNow()
        return try capture()
    }

    /// What the window shows, without drawing first.
    func capture() throws -> Bitmap {
        try platform.captureWindow()
    }
}

/// Every test that opens an X window. One parent suite marked `.serialized`, with the suites of each
/// concern nested inside (in their own files, as extensions), so X tests never overlap: UIKit's
/// globals and `XResourceCounts.live` are process-wide.
@Suite(.serialized, .takesTurns("their windows are on the shared server, and the input suites drive its pointer and keyboard with XTest"))
struct XServerTests {}
