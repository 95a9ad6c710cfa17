import UIKit

/// A prototype for `segue run`'s tests: one view controller whose view is a flat teal.
final class TealViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)
    }
}

let root = TealViewController()
