import UIKit

/// The behaviours of the physics sheet on their own, as iOS's UIKit Dynamics catalogue shows them:
/// boxes dropped under gravity bounce off the floor and come to rest there (gravity, and a
/// collision behaviour whose boundary is the arena's bounds), and a square that snaps to wherever
/// the arena is tapped, or to where it is let go after being dragged.
///
/// Everything starts from fixed places (`DynamicsBoxes`) and the engine steps at a fixed rate, so
/// every run drops the same boxes onto the same spots. The boxes start falling when the panel has
/// appeared, or at `drop()` for a panel made with `dropsOnAppear: false` (the bench times them).
public final class DynamicsBehavioursViewController: UIViewController {
    public static let sceneBoxCount = 4
    public static let background = UIColor.systemGroupedBackground
    static let barHeight: CGFloat = 56

    public let boxCount: Int
    private let dropsOnAppear: Bool
    /// Where the boxes fall: the panel under its bar.
    public let arena = UIView()
    public private(set) var boxes: [UIView] = []
    let square = UIView()
    private let closeButton = UIButton(type: .system)
    private let hint = UILabel()
    private var fall: UIDynamicAnimator?
    private lazy var snapping: UIDynamicAnimator = {
        let animator = UIDynamicAnimator(referenceView: arena)
        animator.delegate = squareLanding
        return animator
    }()
    private let squareLanding = SquareLanding()
    private var dropped = false
    /// The arena size the items were last kept inside.
    private var keptInside: CGSize = .zero
    /// Runs after every frame's step of the falling boxes (the bench times the step with it).
    public var onStep: (() -> Void)?

    public init(boxCount: Int = sceneBoxCount, dropsOnAppear: Bool = true) {
        precondition(boxCount >= 0, "boxCount must not be negative, got \(boxCount)")
        self.boxCount = boxCount
        self.dropsOnAppear = dropsOnAppear
        super.init()
    }

    public override func loadView() {
        view = UIView()
        view.backgroundColor = Self.background
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.setTitle("Close", for: .normal)
        closeButton.accessibilityIdentifier = "behaviours-close"
        closeButton.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        hint.text = "Tap to snap the square; drag it."
        hint.font = .preferredFont(forTextStyle: .subheadline)
        hint.textColor = .secondaryLabel
        arena.backgroundColor = .systemBackground
        arena.clipsToBounds = true
        arena.accessibilityIdentifier = "behaviours-arena"
        arena.addGestureRecognizer(UITapGestureRecognizer { [weak self] tap in
            guard let self else { return }
            snap(to: tap.location(in: arena))
        })
        for v in [closeButton, hint, arena] { view.addSubview(v) }
        boxes = (0..<boxCount).map { DynamicsBoxes.makeBox($0) }
        for box in boxes { arena.addSubview(box) }
        square.backgroundColor = .systemIndigo
        square.layer.cornerRadius = 8
        square.accessibilityIdentifier = "behaviours-square"
        square.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.drag(pan) })
        arena.addSubview(square)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        closeButton.frame = CGRect(x: 12, y: 10, width: 70, height: 36)
        hint.frame = CGRect(x: 96, y: 16, width: max(b.width - 108, 0), height: 24)
        arena.frame = CGRect(x: 0, y: Self.barHeight, width: b.width, height: max(b.height - Self.barHeight, 0))
        // Before the drop the boxes wait at their starting places; after, the physics places them.
        guard !dropped else { keepInsideArena(); return }
        for (i, box) in boxes.enumerated() {
            let place = DynamicsBoxes.start(i, count: boxCount, in: arena.bounds.size)
            box.bounds = CGRect(origin: .zero, size: place.size)
            box.center = CGPoint(x: place.midX, y: place.midY)
        }
        square.bounds = CGRect(x: 0, y: 0, width: 56, height: 56)
        square.center = CGPoint(x: arena.bounds.midX, y: 60)
    }

    /// After a resize, a box or the square left outside the smaller arena (below its floor, it
    /// would fall for ever) is put back just inside it, and the animators take it from there.
    private func keepInsideArena() {
        let area = arena.bounds
        guard area.size != keptInside else { return }
        keptInside = area.size
        // A point of slack: a box resting on the floor sinks into it by a fraction of a point.
        for item in boxes + [square] where !area.insetBy(dx: -1, dy: -1).contains(item.frame) {
            let halfW = min(item.bounds.width / 2, area.width / 2), halfH = min(item.bounds.height / 2, area.height / 2)
            item.center = CGPoint(x: min(max(item.center.x, area.minX + halfW), area.maxX - halfW),
                                  y: min(max(item.center.y, area.minY + halfH), area.maxY - halfH))
            if item === square {
                if !snapping.behaviors.isEmpty { snapping.updateItem(usingCurrentState: item) }
            } else {
                fall?.updateItem(usingCurrentState: item)
            }
        }
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if dropsOnAppear { drop() }
    }

    /// Lets the boxes fall: gravity, the arena's bounds as walls, and bouncy surfaces.
    public func drop() {
        guard !dropped else { return }
        dropped = true
        let fall = UIDynamicAnimator(referenceView: arena)
        let gravity = UIGravityBehavior(items: boxes)
        gravity.action = { [weak self] in self?.onStep?() }
        let collision = UICollisionBehavior(items: boxes)
        collision.translatesReferenceBoundsIntoBoundary = true
        let surface = UIDynamicItemBehavior(items: boxes)
        surface.elasticity = 0.4
        surface.friction = 0.5
        for behavior in [gravity, collision, surface] { fall.addBehavior(behavior) }
        self.fall = fall
    }

    /// Whether the boxes have been dropped and have all come to rest.
    public var boxesAtRest: Bool { dropped && fall?.isRunning == false }

    /// Seconds of simulated time the boxes took to come to rest (or have fallen so far).
    public var simulatedSeconds: TimeInterval { fall?.elapsedTime ?? 0 }

    private func snap(to point: CGPoint) {
        snapping.removeAllBehaviors()
        let snap = UISnapBehavior(item: square, snapTo: point)
        snap.damping = DemoMotion.damping(0.6)
        squareLanding.square = square
        squareLanding.point = point
        snapping.addBehavior(snap)
    }

    private var dragStart: CGPoint = .zero

    private func drag(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            snapping.removeAllBehaviors()
            square.transform = .identity
            dragStart = square.center
        case .changed:
            let t = pan.translation(in: arena)
            square.center = CGPoint(x: dragStart.x + t.x, y: dragStart.y + t.y)
        case .ended, .cancelled:
            let t = pan.translation(in: arena)
            snap(to: CGPoint(x: dragStart.x + t.x, y: dragStart.y + t.y))
        default:
            break
        }
    }
}
