import UIKit

/// The presented screen of scene 001: a black backdrop over the presenting screen and the card
/// (`content`, the article's `vContent`) along the bottom. The transition's animator moves the card
/// with `slide(direction:)`; the backdrop's alpha follows the card's offset from its rest position
/// (0.4 at rest, 0 a card's height below), whether a transition, a drag or the physics moves it.
///
/// Dragging the card: it follows the finger vertically (never sideways), meeting the article's
/// logarithmic rubber band above its rest position and far below it (`SheetRubberBand`). Let go, a
/// fast downward fling — faster than 1000 pt/s, or heading past half the card within 0.2 s —
/// dismisses it; anything else runs the three behaviours of `SheetSnapBack`. A tap on the backdrop
/// dismisses.
final class PhysicsSheetViewController: UIViewController {
    enum SlideDirection { case up, down }

    static let backdropAlpha: CGFloat = 0.4
    /// The part of the card shown at rest: 60 % of the screen, at most 360 points.
    static let restingShare: CGFloat = 0.6
    static let maximumRestingHeight: CGFloat = 360
    static let flingSpeed: CGFloat = 1000
    static let projection: TimeInterval = 0.2

    let backdrop = UIView()
    let content = SheetContentView()
    private lazy var snapBack = SheetSnapBack(referenceView: view)
    /// Whether the card is up (after `slide(direction: .up)`).
    private(set) var isShown = false
    private var isDragging = false
    private var dragStartOffset: CGFloat = 0
    /// The downward speed of the fling that dismissed the sheet, handed to the dismissal's spring.
    private var releaseSpeed: CGFloat = 0

    override func loadView() {
        view = UIView()
        view.backgroundColor = .clear
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        backdrop.backgroundColor = .black
        backdrop.alpha = 0
        backdrop.accessibilityIdentifier = "physics-sheet-backdrop"
        backdrop.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.dismiss(animated: true) })
        view.addSubview(backdrop)
        content.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.handle(pan) })
        view.addSubview(content)
    }

    /// A dismissal takes the card where it is: the snap back lets go of it, so nothing moves the
    /// card of a sheet that has gone.
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        snapBack.stop()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        backdrop.frame = view.bounds
        content.bounds = CGRect(x: 0, y: 0, width: view.bounds.width, height: restingHeight + SheetContentView.overhang)
        // A drag owns the card's position while it moves it. The snap back's rest point and
        // sliding axis were the old size's: a resize ends it, and the card rests at the new one.
        guard !isDragging else { return }
        if snapBack.isRunning, snapBack.restPoint != restCenter { snapBack.stop() }
        guard !snapBack.isRunning else { return }
        content.center = isShown ? restCenter : hiddenCenter
        backdrop.alpha = backdropAlpha(at: content.center)
    }

    // MARK: Geometry

    /// The height of the card above the window's bottom when it rests.
    var restingHeight: CGFloat {
        min((view.bounds.height * Self.restingShare).rounded(), Self.maximumRestingHeight)
    }

    var restCenter: CGPoint {
        CGPoint(x: view.bounds.midX, y: view.bounds.height - restingHeight + content.bounds.height / 2)
    }

    private var hiddenCenter: CGPoint {
        CGPoint(x: view.bounds.midX, y: view.bounds.height + content.bounds.height / 2)
    }

    /// How far below its rest position the card at `center` is.
    private func offset(at center: CGPoint) -> CGFloat { center.y - restCenter.y }

    private func backdropAlpha(at center: CGPoint) -> CGFloat {
        let share = 1 - offset(at: center) / max(restingHeight, 1)
        return Self.backdropAlpha * min(max(share, 0), 1)
    }

    // MARK: Sliding (the transition's animator calls this)

    /// Moves the card up to its rest position or down out of the window, and the backdrop's alpha
    /// with it; inside an animation block both animate.
    func slide(direction: SlideDirection) {
        isShown = direction == .up
        content.center = isShown ? restCenter : hiddenCenter
        backdrop.alpha = backdropAlpha(at: content.center)
    }

    /// The spring's initial velocity for a slide toward `direction`: a fling's speed as a share of
    /// the distance left, so the card leaves at the finger's speed; 0 for a button or a tap.
    func initialSpringVelocity(toward direction: SlideDirection) -> CGFloat {
        guard direction == .down, releaseSpeed > 0 else { return 0 }
        let left = hiddenCenter.y - content.center.y
        return left > 1 ? releaseSpeed / left : 0
    }

    // MARK: Dragging

    /// The limits the card moves freely within, as offsets below its rest position: from rest to
    /// 60 % of its height down; past them the rubber band.
    private var dragLimits: ClosedRange<CGFloat> { 0...(restingHeight * 0.6) }

    private func handle(_ pan: UIPanGestureRecognizer) {
        // A dismissal under way is not caught: the card is leaving.
        guard !isBeingDismissed else { return }
        switch pan.state {
        case .began:
            snapBack.stop()
            // Caught while the presentation's spring moves it: take it where it is seen.
            let seen = content.layer.presentation()?.position ?? content.center
            content.layer.removeAllAnimations()
            content.center = CGPoint(x: restCenter.x, y: seen.y)
            isDragging = true
            dragStartOffset = offset(at: content.center)
            follow(pan)
        case .changed:
            follow(pan)
        case .ended, .cancelled, .failed:
            guard isDragging else { return }
            isDragging = false
            release(velocity: pan.state == .ended ? pan.velocity(in: view) : .zero)
        default:
            break
        }
    }

    /// Vertical only: the horizontal part of the finger's travel is ignored.
    private func follow(_ pan: UIPanGestureRecognizer) {
        let raw = dragStartOffset + pan.translation(in: view).y
        let y = restCenter.y + SheetRubberBand.offset(raw, within: dragLimits)
        content.center = CGPoint(x: restCenter.x, y: y)
        backdrop.alpha = backdropAlpha(at: content.center)
    }

    private func release(velocity: CGPoint) {
        let offset = offset(at: content.center)
        let projected = offset + velocity.y * CGFloat(Self.projection)
        if velocity.y > Self.flingSpeed || projected > restingHeight / 2 {
            releaseSpeed = max(velocity.y, 0)
            dismiss(animated: true)
            return
        }
        snapBack.run(content, to: restCenter, velocity: velocity, step: { [weak self] in
            guard let self else { return }
            backdrop.alpha = backdropAlpha(at: content.center)
        }, done: { [weak self] in
            guard let self else { return }
            backdrop.alpha = backdropAlpha(at: content.center)
        })
    }
}
