import UIKit
// As iOS files often do; both modules come with the UIKit product.
import CoreGraphics
import QuartzCore

/// A prototype for `segue run`'s tests: a flat teal view whose button fades it to orange.
final class TealViewController: UIViewController {
    private let button = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)
        button.setTitle("Orange", for: .normal)
        button.addAction(UIAction { [unowned self] _ in
            UIView.animate(withDuration: 0.3) {
                self.view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
            }
        }, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let size = CGSize(width: 100, height: 44)
        button.frame = CGRect(x: view.bounds.midX - size.width / 2, y: view.bounds.midY - size.height / 2,
                              width: size.width, height: size.height)
        button.layer.transform = CATransform3DIdentity
    }
}

let root = TealViewController()
