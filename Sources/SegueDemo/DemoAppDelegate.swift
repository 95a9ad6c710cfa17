import SegueTools
import UIKit

/// The demo app, written as an iOS app delegate would be: a window whose root is the gallery; opening
/// a scene puts it (under a bar with a way back) at the root instead.
///
/// It installs no prototyping tools: the host that launches it does (`AppTools` in `segue demo`,
/// `segue record` and `segue play`), as `UIApplicationMain` does for any app.
public final class DemoAppDelegate: UIApplicationDelegate {
    public var window: UIWindow?

    /// Where it starts and how the panel scene is loaded; set before launch finishes.
    public var options = DemoLaunchOptions()

    public init() {}

    /// Launches the demo with `options` without running its loop (a driver that owns time steps its
    /// frames, or calls `runUntilStopped()`); `configure` sees the application and this delegate
    /// before launching finishes. Nil when the app did not launch.
    public static func launch(_ options: DemoLaunchOptions, platform: Platform, clock: FrameClock? = nil,
                              configure: ((UIApplication, DemoAppDelegate) -> Void)? = nil) -> UIApplication? {
        UIApplication.launch(delegateType: DemoAppDelegate.self, platform: platform, clock: clock) { app in
            guard let demo = app.delegate as? DemoAppDelegate else { return }
            demo.options = options
            configure?(app, demo)
        }
    }

    /// Launches the demo at the scene with `sceneID`, or at the gallery for nil or
    /// `SceneCatalog.galleryID`.
    public static func launch(at sceneID: String?, platform: Platform, clock: FrameClock) -> UIApplication? {
        launch(DemoLaunchOptions(initialSceneID: sceneID), platform: platform, clock: clock)
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.overrideUserInterfaceStyle = options.appearance
        self.window = window
        if let rootController = options.rootController {
            window.rootViewController = rootController()
        } else if let id = options.initialSceneID, let scene = SceneCatalog.scene(id: id) {
            open(scene)
        } else {
            showGallery()
        }
        window.makeKeyAndVisible()
        return true
    }

    func showGallery() {
        let gallery = GalleryViewController()
        gallery.onOpenScene = { [weak self] scene in self?.open(scene) }
        window?.rootViewController = gallery
    }

    func open(_ scene: DemoScene) {
        guard let make = scene.make else { return }
        window?.rootViewController = SceneHostViewController(scene: scene, content: make(options)) { [weak self] in
            self?.showGallery()
        }
    }
}
