import UIKit
import X11Platform

final class HelloViewController: UIViewController {
    private let label = UILabel()
    private let button = UIButton(type: .system)
    private var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.text = "Hello from UIKit on X11"
        label.font = .boldSystemFont(ofSize: 28)
        label.textAlignment = .center
        button.setTitle("Tap me", for: .normal)
        button.addAction(UIAction { [unowned self] _ in
            taps += 1
            label.text = "Tapped \(taps) time\(taps == 1 ? "" : "s")"
            // A little hop, so there is an animation to slow down (S), pause (P) and step (.).
            label.transform = CGAffineTransform(translationX: 0, y: -40)
            UIView.animate(withDuration: 0.6) { self.label.transform = .identity }
        }, for: .touchUpInside)
        view.addSubview(label)
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        label.frame = CGRect(x: 20, y: view.bounds.midY - 60, width: view.bounds.width - 40, height: 40)
        button.frame = CGRect(x: view.bounds.midX - 60, y: view.bounds.midY, width: 120, height: 44)
    }
}

final class AppDelegate: UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = HelloViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

UIApplicationMain(AppDelegate.self)
