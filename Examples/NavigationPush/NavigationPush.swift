import UIKit

// A navigation stack with its own push and pop: the navigation controller's delegate returns an
// animator that slides the new screen in over the old one with a shadow along its leading edge,
// while the old screen sinks back (scales down) and darkens; the back button plays it in reverse.
//
// Run it:  segue run Examples/NavigationPush/NavigationPush.swift --size 390x844
// On iOS:  the same code; views here are laid out below the navigation bar, so on iOS set
//          `edgesForExtendedLayout = []` on the two screens (or lay out from the safe area).

// MARK: - The model

struct Swatch {
    let name: String
    let note: String
    let color: UIColor
}

let swatches = [
    Swatch(name: "Sunset", note: "Warm orange for highlights and calls to action.", color: .systemOrange),
    Swatch(name: "Ocean", note: "The tint of links, buttons and selection.", color: .systemBlue),
    Swatch(name: "Forest", note: "Success, confirmation and anything that grows.", color: .systemGreen),
    Swatch(name: "Lavender", note: "A quiet accent for tags and badges.", color: .systemPurple),
    Swatch(name: "Coral", note: "Playful and loud: use it sparingly.", color: .systemPink),
    Swatch(name: "Lagoon", note: "Cool and calm, for charts and maps.", color: .systemTeal),
]

// MARK: - The navigation controller

/// A navigation controller that is its own delegate, so it vends the custom animator for every
/// push and pop.
final class SwatchNavigationController: UINavigationController, UINavigationControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch operation {
        case .push: SlideOverAnimator(isPush: true)
        case .pop: SlideOverAnimator(isPush: false)
        default: nil
        }
    }
}

// MARK: - The list

/// The swatches as an inset grouped list; tapping a row pushes its detail.
final class SwatchListViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let group = UIView()
    private var rows: [SwatchRow] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Colors"
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(scrollView)
        scrollView.alwaysBounceVertical = true

        group.backgroundColor = .secondarySystemGroupedBackground
        group.layer.cornerRadius = 10
        group.clipsToBounds = true
        scrollView.addSubview(group)

        for (index, swatch) in swatches.enumerated() {
            let row = SwatchRow()
            row.configure(with: swatch, showsSeparator: index < swatches.count - 1)
            row.addAction(UIAction { [unowned self] _ in show(swatch) }, for: .touchUpInside)
            group.addSubview(row)
            rows.append(row)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        let rowHeight: CGFloat = 60
        // The scroll view adds the safe area to its content inset (adjustedContentInset), so the
        // list keeps clear of the bars and, on an iPhone (`--device`), of the home indicator.
        group.frame = CGRect(x: 16, y: 24, width: view.bounds.width - 32, height: rowHeight * CGFloat(rows.count))
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: rowHeight * CGFloat(index), width: group.bounds.width, height: rowHeight)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: group.frame.maxY + 24)
    }

    private func show(_ swatch: Swatch) {
        let detail = SwatchDetailViewController()
        detail.swatch = swatch
        navigationController?.pushViewController(detail, animated: true)
    }
}

/// One row: a rounded colour chip, the name and note, a chevron, and a separator under it.
final class SwatchRow: UIControl {
    private let chip = UIView()
    private let nameLabel = UILabel()
    private let noteLabel = UILabel()
    private let chevron = UILabel()
    private let separator = UIView()

    /// Fills the row in; called once, before it is shown.
    func configure(with swatch: Swatch, showsSeparator: Bool) {
        chip.backgroundColor = swatch.color
        chip.layer.cornerRadius = 8
        nameLabel.text = swatch.name
        nameLabel.font = .systemFont(ofSize: 17)
        noteLabel.text = swatch.note
        noteLabel.font = .systemFont(ofSize: 13)
        noteLabel.textColor = .secondaryLabel
        chevron.text = "›"
        chevron.font = .systemFont(ofSize: 24, weight: .medium)
        chevron.textColor = .tertiaryLabel
        separator.backgroundColor = .separator
        separator.isHidden = !showsSeparator
        [chip, nameLabel, noteLabel, chevron, separator].forEach(addSubview)
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemFill : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        chip.frame = CGRect(x: 16, y: (bounds.height - 32) / 2, width: 32, height: 32)
        let textX = chip.frame.maxX + 14
        let textWidth = bounds.width - textX - 36
        nameLabel.frame = CGRect(x: textX, y: 10, width: textWidth, height: 22)
        noteLabel.frame = CGRect(x: textX, y: 32, width: textWidth, height: 18)
        chevron.frame = CGRect(x: bounds.width - 28, y: (bounds.height - 30) / 2, width: 14, height: 30)
        separator.frame = CGRect(x: textX, y: bounds.height - 0.5, width: bounds.width - textX, height: 0.5)
    }
}

// MARK: - The detail

/// A swatch shown large, with its name and what it is for.
final class SwatchDetailViewController: UIViewController {
    var swatch: Swatch?
    private let hero = UIView()
    private let nameLabel = UILabel()
    private let noteLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = swatch?.name
        view.backgroundColor = .systemBackground
        hero.backgroundColor = swatch?.color
        hero.layer.cornerRadius = 20
        nameLabel.text = swatch?.name
        nameLabel.font = .systemFont(ofSize: 28, weight: .bold)
        noteLabel.text = swatch?.note
        noteLabel.font = .systemFont(ofSize: 17)
        noteLabel.textColor = .secondaryLabel
        noteLabel.numberOfLines = 0
        [hero, nameLabel, noteLabel].forEach(view.addSubview)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width - 40
        hero.frame = CGRect(x: 20, y: view.safeAreaInsets.top + 24, width: width, height: 260)
        nameLabel.frame = CGRect(x: 20, y: hero.frame.maxY + 20, width: width, height: 34)
        let noteHeight = noteLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        noteLabel.frame = CGRect(x: 20, y: nameLabel.frame.maxY + 8, width: width, height: noteHeight)
    }
}

// MARK: - The animator

/// Push: the new screen slides in from the trailing edge over the old one, casting a shadow on it,
/// while the old screen shrinks a little and darkens. Pop: the same, played backwards.
final class SlideOverAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPush: Bool

    init(isPush: Bool) {
        self.isPush = isPush
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from),
              let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        // The screen on top (pushed or popped) and the one that sinks behind it.
        let top = isPush ? toView : fromView
        let below = isPush ? fromView : toView
        let width = container.bounds.width
        let sunk = CGAffineTransform(scaleX: 0.94, y: 0.94)

        // Black behind the screen that sinks, as behind a card on iOS, and a dimming over it.
        let backdrop = UIView(frame: container.bounds)
        backdrop.backgroundColor = .black
        let dimming = UIView(frame: below.frame)
        dimming.backgroundColor = .black
        container.insertSubview(backdrop, at: 0)
        container.insertSubview(below, aboveSubview: backdrop)
        container.insertSubview(dimming, aboveSubview: below)
        container.addSubview(top)

        top.layer.shadowColor = UIColor.black.cgColor
        top.layer.shadowOpacity = 0.25
        top.layer.shadowRadius = 12
        top.layer.shadowOffset = CGSize(width: -4, height: 0)

        top.transform = isPush ? CGAffineTransform(translationX: width, y: 0) : .identity
        below.transform = isPush ? .identity : sunk
        dimming.alpha = isPush ? 0 : 0.3

        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0,
                       usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [], animations: {
            top.transform = self.isPush ? .identity : CGAffineTransform(translationX: width, y: 0)
            below.transform = self.isPush ? sunk : .identity
            dimming.alpha = self.isPush ? 0.3 : 0
        }, completion: { _ in
            top.transform = .identity
            below.transform = .identity
            top.layer.shadowOpacity = 0
            dimming.removeFromSuperview()
            backdrop.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

let root = SwatchNavigationController(rootViewController: SwatchListViewController())
