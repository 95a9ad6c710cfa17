import Foundation
import UIKit

/// The demo app, written as an iOS app delegate would be: a window whose root is the gallery.
public final class DemoAppDelegate: UIApplicationDelegate {
    public var window: UIWindow?

    public init() {}

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = GalleryViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
