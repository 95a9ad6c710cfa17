import UIKit

/// A prototype for `segue run`'s tests that does not compile: a number where a colour belongs.
final class MistypedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = 42
    }
}

let root = MistypedViewController()
