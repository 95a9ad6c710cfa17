import UIKit

/// Scene 000 "Panel": a parent screen with one button per edge; each presents a panel over half
/// of the screen with `.custom` presentation, a dimming presentation controller and slide
/// animators. A handle along the bottom pulls the bottom panel up interactively. Written against the
/// public API only, as an app would be.
///
/// For `segue bench` the parent can carry `extraViews` small views behind its controls
/// (`PanelLoadGridView`), so transitions are measured over a screen with 0, 100 or 1000 layers; with
/// the default 0 there is no grid at all and the scene is exactly the one the pixel tests know.
public final class PanelSceneViewController: UIViewController {
    public static let background = UIColor(red: 0.2, green: 0.55, blue: 0.85, alpha: 1)
    /// How many load views the parent carries behind its controls.
    public let extraViews: Int
    /// The load views, present only when `extraViews > 0`; made in `viewDidLoad`.
    private(set) var loadGrid: PanelLoadGridView?
    /// The transitioning delegates, kept alive here because `transitioningDelegate` is weak.
    private var transitions: [PanelEdge: PanelTransition] = [:]
    private var buttons: [UIButton] = []
    private let hint = UILabel()
    private let handle = PanelHandleView()

    /// A panel scene whose parent carries `extraViews` load views (a tenth of them labels) behind
    /// its buttons; 0, the default, is the scene as designed.
    public init(extraViews: Int = 0) {
        precondition(extraViews >= 0, "extraViews must not be negative, got \(extraViews)")
        self.extraViews = extraViews
        super.init()
    }

    public override func loadView() {
        view = UIView()
        view.backgroundColor = Self.background
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        if extraViews > 0 {
            // First, so the buttons, hint and handle added after it draw on top and get the touches.
            let grid = PanelLoadGridView(count: extraViews)
            view.addSubview(grid)
            loadGrid = grid
        }
        for edge in PanelEdge.allCases {
            let button = UIButton(type: .system)
            button.setTitle(edge.title, for: .normal)
            button.titleLabel?.font = .preferredFont(forTextStyle: .body)
            button.backgroundColor = .secondarySystemGroupedBackground   // white; dark grey in dark mode
            button.layer.cornerRadius = 10
            button.accessibilityIdentifier = "present-\(edge.rawValue)"
            button.addAction(UIAction { [weak self] _ in self?.present(edge) }, for: .touchUpInside)
            buttons.append(button)
            view.addSubview(button)
        }
        hint.text = "Each panel covers half the window over a 30 % dim."
        hint.textColor = .white
        hint.font = .preferredFont(forTextStyle: .subheadline)
        hint.textAlignment = .center
        view.addSubview(hint)
        // The bottom panel's own drag interaction drives the pull-up, so presenting by the handle
        // and dismissing by the panel share one direction, release rule and spring.
        handle.addGestureRecognizer(transition(for: .bottom).drag.makePresentingPan { [weak self] in
            self?.present(.bottom)
        })
        view.addSubview(handle)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        loadGrid?.frame = b
        let width: CGFloat = 200, height: CGFloat = 44, gap: CGFloat = 16
        for (i, button) in buttons.enumerated() {
            button.frame = CGRect(x: (b.width - width) / 2, y: 40 + CGFloat(i) * (height + gap),
                                  width: width, height: height)
        }
        hint.frame = CGRect(x: 20, y: 40 + CGFloat(buttons.count) * (height + gap), width: b.width - 40, height: 24)
        handle.frame = CGRect(x: 0, y: b.height - PanelHandleView.height, width: b.width, height: PanelHandleView.height)
    }

    /// Presents a panel from `edge` and returns it. Interactive while the handle's pan drives
    /// (the transition's drag interaction decides), animated otherwise.
    @discardableResult
    public func present(_ edge: PanelEdge) -> UIViewController {
        let panel = PanelContentViewController(edge: edge)
        panel.modalPresentationStyle = .custom
        panel.transitioningDelegate = transition(for: edge)
        present(panel, animated: true)
        return panel
    }

    /// The transitioning delegate for `edge`, made on first use and kept for the scene's lifetime.
    private func transition(for edge: PanelEdge) -> PanelTransition {
        if let transition = transitions[edge] { return transition }
        let transition = PanelTransition(edge: edge)
        transitions[edge] = transition
        return transition
    }
}
