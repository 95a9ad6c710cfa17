import Foundation

extension UIApplication {
    /// The app's one window scene. UIKit answers with a `Set<UIScene>`; Segue's scenes are not
    /// hashable, so this is an array: `connectedScenes.first as? UIWindowScene` reads the same.
    public var connectedScenes: [UIScene] { [windowScene] }

    /// The scene every window of this application belongs to.
    var windowScene: UIWindowScene {
        if let sceneStorage { return sceneStorage }
        let scene = UIWindowScene(application: self)
        sceneStorage = scene
        return scene
    }
}

extension UIWindow {
    /// The running application's scene; nil before an application exists.
    public var windowScene: UIWindowScene? { UIApplication.shared?.windowScene }

    /// A window the size of the screen, as a scene delegate makes one on iOS.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
    }
}
