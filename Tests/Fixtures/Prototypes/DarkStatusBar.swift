import UIKit

/// A prototype for the emulated iPhone's tests: a black screen that asks for light status-bar
/// content, and hides the status bar when tapped.
final class DarkStatusBarViewController: UIViewController {
    private var hidesStatusBar = false

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { hidesStatusBar }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.addGestureRecognizer(UITapGestureRecognizer(handler: { [unowned self] _ in
            hidesStatusBar = true
            setNeedsStatusBarAppearanceUpdate()
            view.backgroundColor = UIColor(white: 0.02, alpha: 1)
        }))
    }
}

let root = DarkStatusBarViewController()
