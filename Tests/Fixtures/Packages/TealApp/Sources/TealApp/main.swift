import UIKit
import X11Platform

/// An app for `segue run`'s package tests (PackageRunTests writes its Package.swift, on this
/// checkout): a flat teal view, in a 400x300 window unless `segue run --size` asks for another.
final class TealViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)
    }
}

final class AppDelegate: UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = TealViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

UIApplicationMain(AppDelegate.self, title: "TealApp", size: CGSize(width: 400, height: 300))
