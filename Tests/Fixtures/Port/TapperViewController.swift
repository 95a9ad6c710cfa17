// An iOS view controller written as Xcode's templates and public libraries write it.

#if os(iOS)
@objc protocol TapperDelegate: AnyObject {
    @objc optional func tapperDidTap(_ tapper: TapperViewController)
}
#endif

@objcMembers
final class TapperViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel?
    @IBInspectable var cornerRadius: CGFloat = 12
    @objc dynamic var taps = 0
    weak var delegate: TapperDelegate?
    let button = UIButton(type: .system)
    let scrollView = UIScrollView()
    let observedKey = #keyPath(UIScrollView.contentOffset)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemRed
        button.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        button.setTitle("Tap", for: .normal)
        button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
        view.addSubview(button)
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(self.swiped))
        view.addGestureRecognizer(swipe)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(TapperViewController.swiped))
    }

    @IBAction func tapped(_ sender: UIButton) {
        taps += 1
        view.backgroundColor = .systemGreen
        delegate?.tapperDidTap?(self)
    }

    @objc func swiped() {
        view.backgroundColor = .systemBlue
    }
}

let root = TapperViewController()
