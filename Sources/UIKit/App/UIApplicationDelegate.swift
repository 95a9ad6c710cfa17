import Foundation

/// The app's entry object, as in an iOS app delegate: create a window, give it a root view controller,
/// make it visible.
///
/// ```swift
/// final class AppDelegate: UIApplicationDelegate {
///     var window: UIWindow?
///     init() {}
///     func application(_ application: UIApplication,
///                      didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
///         window = UIWindow(frame: UIScreen.main.bounds)
///         window?.rootViewController = MyViewController()
///         window?.makeKeyAndVisible()
///         return true
///     }
/// }
/// ```
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }
    init()
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplication {
    /// Keys of the launch options dictionary; Segue passes none, the type exists for signatures.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func applicationWillTerminate(_ application: UIApplication) {}
}
