import Foundation

extension UIApplication {
    /// Declared for source compatibility; never posted: Segue's process is not asked to shed memory,
    /// as `UIViewController.didReceiveMemoryWarning()` is never called.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
