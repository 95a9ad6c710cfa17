import UIKit

/// The demo app, written as an iOS app delegate would be: a window whose root is the gallery; opening
/// a scene puts it (under a bar with a way back) at the root instead.
public final class DemoAppDelegate: UIApplicationDelegate {
    public var window: UIWindow?
    /// The prototyping keys (S, P, ., H, R) and the HUD.
    public private(set) var tools: DemoTools?

    /// The scene to open at launch instead of the gallery (`segue demo --scene ID`).
    nonisolated(unsafe) public static var initialSceneID: String?
    /// Load views for the panel scene's parent (`PanelSceneViewController(extraViews:)`), set by
    /// `segue bench` before launch like `initialSceneID`; 0, the default, leaves the scene as designed.
    nonisolated(unsafe) public static var panelExtraViews = 0

    public init() {}

    /// Launches the demo without running its loop (a driver that owns time steps its frames): at
    /// the scene with `sceneID`, or at the gallery for nil. Nil when the app did not launch.
    public static func launch(at sceneID: String?, platform: Platform, clock: FrameClock) -> UIApplication? {
        initialSceneID = sceneID
        return UIApplication.launch(delegateType: DemoAppDelegate.self, platform: platform, clock: clock)
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        self.window = window
        if let id = Self.initialSceneID, let scene = SceneCatalog.scene(id: id) {
            open(scene)
        } else {
            showGallery()
        }
        window.makeKeyAndVisible()
        let tools = DemoTools(app: application)
        tools.install()
        self.tools = tools
        return true
    }

    func showGallery() {
        let gallery = GalleryViewController()
        gallery.onOpenScene = { [weak self] scene in self?.open(scene) }
        window?.rootViewController = gallery
    }

    func open(_ scene: DemoScene) {
        guard let make = scene.make else { return }
        window?.rootViewController = SceneHostViewController(scene: scene, content: make()) { [weak self] in
            self?.showGallery()
        }
    }
}
