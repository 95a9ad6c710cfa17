import Foundation
import SegueDemo
import SegueTools
import Testing
@testable import UIKit
import UIKitTesting
import X11Platform

extension XServerTests {
    /// One installer of the prototyping tools: the host installs `AppTools` (as `UIApplicationMain`
    /// does for any app, and `segue demo` for the built-in scenes), so a built-in scene and an ordinary
    /// app answer the tool keys alike, and the demo's delegate brings no tools of its own.
    @Suite struct AppToolsInstallerTests {
        /// An ordinary app: a window with an empty controller, as a prototype's `root`.
        final class PlainAppDelegate: UIApplicationDelegate {
            var window: UIWindow?
            init() {}
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let window = UIWindow(frame: UIScreen.main.bounds)
                window.rootViewController = UIViewController()
                window.makeKeyAndVisible()
                self.window = window
                return true
            }
        }

        /// What the tool keys did to an app.
        struct KeyEffects: Equatable {
            var handlerInstalled: Bool
            var animationSpeed: Double
            var paused: Bool
            var style: UIUserInterfaceStyle
        }

        enum Host { case demoPanelScene, plainApp }

        /// Launches `host` in a real X window, with the tools installed through `AppTools` when
        /// `installTools`, presses S, P and D and reports what they changed.
        private func pressToolKeys(in host: Host, installTools: Bool) throws -> KeyEffects {
            try withRestoredApplicationState {
                let platform = try XWindowHarness.connect(to: try XWindowHarness.displayName())
                try platform.openWindow(title: "AppToolsInstallerTests", size: CGSize(width: 400, height: 300))
                var tools: AppTools?
                let install = { (app: UIApplication) in
                    guard installTools else { return }
                    tools = AppTools(options: AppToolOptions(), scriptFile: nil, app: app, platform: platform, source: "test")
                }
                let launched = switch host {
                case .demoPanelScene:
                    DemoAppDelegate.launch(DemoLaunchOptions(initialSceneID: "panel"), platform: platform,
                                           clock: VirtualFrameClock()) { app, _ in install(app) }
                case .plainApp:
                    UIApplication.launch(delegateType: PlainAppDelegate.self, platform: platform,
                                         clock: VirtualFrameClock(), configure: install)
                }
                let app = try #require(launched, "\(host) did not launch")
                tools?.launched()
                defer {
                    app.delegate?.applicationWillTerminate(app)
                    tools?.finish()
                }
                app.stepFrame()
                for key in ["s", "p", "d"] {
                    app.virtualClock.advance(by: 1.0 / 60)
                    let now = app.virtualClock.now
                    app.stepFrame {
                        app.handle(.keyDown(UIKey(keyCode: .other, characters: key), time: now))
                        app.handle(.keyUp(UIKey(keyCode: .other, characters: key), time: now))
                    }
                }
                return KeyEffects(handlerInstalled: app.toolKeyHandler != nil, animationSpeed: app.animationSpeed,
                                  paused: app.animationsPaused,
                                  style: app.keyWindow?.traitCollection.userInterfaceStyle ?? .unspecified)
            }
        }

        @Test func theToolsAHostInstallsActOnABuiltInSceneAsOnAnOrdinaryApp() throws {
            // Precondition: the panel scene and an ordinary app, each given the tools by `AppTools`.
            // Action: S, P and D in each.
            let scene = try pressToolKeys(in: .demoPanelScene, installTools: true)
            let app = try pressToolKeys(in: .plainApp, installTools: true)
            // Assertion: slowed, paused and dark, the same in both.
            #expect(app == KeyEffects(handlerInstalled: true, animationSpeed: DemoTools.slowSpeed, paused: true, style: .dark))
            #expect(scene == app)
        }

        @Test func theDemoDelegateInstallsNoToolsOfItsOwn() throws {
            // Precondition: the panel scene launched by a host that installs no tools.
            // Action: S, P and D.
            let scene = try pressToolKeys(in: .demoPanelScene, installTools: false)
            // Assertion: nothing took the keys: as an ordinary app without tools, the scene runs at
            // full speed, unpaused, light.
            let app = try pressToolKeys(in: .plainApp, installTools: false)
            #expect(scene == KeyEffects(handlerInstalled: false, animationSpeed: 1, paused: false, style: .light))
            #expect(scene == app)
        }
    }
}
