import UIKit

/// "Animation lab": one lane per timing curve, a spring, a keyframe card flip, and a property
/// animator you scrub with a slider and reverse with a button — the engine's behaviours side by side.
///
/// The sections fill the view at any size (`AnimationLabLayout`); the view is a scroll view, so a
/// window too short for all of them scrolls to the rest.
public final class AnimationLabViewController: UIViewController {
    private struct Lane {
        let title: String
        let label = UILabel()
        /// The line the dot runs along.
        let track = UIView()
        let dot = UIView()
        let options: UIView.AnimationOptions?
    }

    private var lanes: [Lane] = [
        Lane(title: "ease-in-out", options: .curveEaseInOut),
        Lane(title: "ease-in", options: .curveEaseIn),
        Lane(title: "ease-out", options: .curveEaseOut),
        Lane(title: "linear", options: .curveLinear),
        Lane(title: "spring 0.5", options: nil),
    ]
    private var atEnd = false
    private let runButton = UIButton(type: .system)
    private let card = UIView()
    private let cardLabel = UILabel()
    private let flipButton = UIButton(type: .system)
    private let scrubbed = UIView()
    private let scrubber = ScrubberControl()
    private let reverseButton = UIButton(type: .system)
    private let playButton = UIButton(type: .system)
    private let status = UILabel()
    private let curvesHeader = UILabel(), keyframesHeader = UILabel(), animatorHeader = UILabel()
    private var layout = AnimationLabLayout(size: .zero)
    private var animator: UIViewPropertyAnimator?
    /// How far the square travels in `animator`: a new width makes a new animator.
    private var animatorTravel: CGFloat = 0
    /// Follows the animator while it runs (paused otherwise, so an idle scene draws nothing).
    private var link: CADisplayLink?

    public override func loadView() {
        let scroll = UIScrollView()
        scroll.accessibilityIdentifier = "animation-lab-scroll"
        view = scroll
        view.backgroundColor = .systemBackground
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Animation lab"
        for (header, text) in [(curvesHeader, "TIMING CURVES"), (keyframesHeader, "KEYFRAMES"), (animatorHeader, "PROPERTY ANIMATOR")] {
            header.text = text
            header.font = .systemFont(ofSize: 13)
            header.textColor = .secondaryLabel
            view.addSubview(header)
        }
        for lane in lanes {
            lane.label.text = lane.title
            lane.label.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
            lane.label.textColor = .secondaryLabel
            lane.dot.backgroundColor = lane.options == nil ? .systemOrange : .systemBlue
            lane.dot.layer.cornerRadius = 10
            lane.track.backgroundColor = .systemGray5
            lane.track.layer.cornerRadius = 1
            view.addSubview(lane.label)
            view.addSubview(lane.track)
            view.addSubview(lane.dot)
        }
        runButton.setTitle("Run curves", for: .normal)
        runButton.accessibilityIdentifier = "run-curves"
        runButton.addAction(UIAction { [weak self] _ in self?.runCurves() }, for: .touchUpInside)

        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 12
        cardLabel.text = "Keyframes"
        cardLabel.textColor = .white
        cardLabel.textAlignment = .center
        cardLabel.font = .boldSystemFont(ofSize: 16)
        card.addSubview(cardLabel)
        flipButton.setTitle("Flip card", for: .normal)
        flipButton.accessibilityIdentifier = "flip-card"
        flipButton.addAction(UIAction { [weak self] _ in self?.flipCard() }, for: .touchUpInside)

        scrubbed.backgroundColor = .systemPink
        scrubbed.layer.cornerRadius = 8
        scrubber.accessibilityIdentifier = "scrubber"
        scrubber.addAction(UIAction { [weak self] _ in self?.scrub() }, for: .valueChanged)
        reverseButton.setTitle("Reverse", for: .normal)
        reverseButton.accessibilityIdentifier = "reverse"
        reverseButton.addAction(UIAction { [weak self] _ in self?.reverse() }, for: .touchUpInside)
        playButton.setTitle("Play", for: .normal)
        playButton.accessibilityIdentifier = "play"
        playButton.addAction(UIAction { [weak self] _ in self?.play() }, for: .touchUpInside)
        status.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        status.textColor = .secondaryLabel
        for v in [runButton, card, flipButton, scrubbed, scrubber, reverseButton, playButton, status] as [UIView] {
            view.addSubview(v)
        }
        link = CADisplayLink { [weak self] link in
            guard let self, let a = self.animator else { return }
            self.scrubber.value = a.fractionComplete
            self.showStatus()
            link.isPaused = !a.isRunning
        }
        link?.isPaused = true
        link?.add(to: .main, forMode: .common)
    }

    isolated deinit { link?.invalidate() }

    private var laneStart: CGFloat { layout.laneStart }
    private var laneEnd: CGFloat { layout.laneEnd }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Sizes only: the view is a scroll view, whose bounds' origin is how far it has scrolled.
        let size = view.bounds.size
        layout = AnimationLabLayout(size: size, laneCount: lanes.count)
        if let scroll = view as? UIScrollView {
            scroll.contentSize = CGSize(width: size.width, height: layout.contentHeight)
            let end = max(0, layout.contentHeight - size.height)
            if !scroll.isDragging && scroll.contentOffset.y > end { scroll.setContentOffset(CGPoint(x: 0, y: end), animated: false) }
        }
        curvesHeader.frame = layout.curvesHeader
        keyframesHeader.frame = layout.keyframesHeader
        animatorHeader.frame = layout.animatorHeader
        let d = AnimationLabLayout.dotSize
        for (lane, row) in zip(lanes, layout.laneRows) {
            let y = (row.midY - d / 2).rounded()
            lane.label.frame = CGRect(x: row.minX, y: y, width: layout.laneLabelWidth, height: d)
            lane.track.frame = CGRect(x: laneStart + d / 2, y: y + d / 2 - 1, width: laneEnd - laneStart, height: 2)
            UIView.performWithoutAnimation {
                lane.dot.frame = CGRect(x: atEnd ? laneEnd : laneStart, y: y, width: d, height: d)
            }
        }
        runButton.frame = layout.runButton
        // Position by center and bounds: the keyframes own the card's transform.
        card.bounds = CGRect(origin: .zero, size: layout.card.size)
        card.center = CGPoint(x: layout.card.midX, y: layout.card.midY)
        cardLabel.frame = card.bounds
        flipButton.frame = layout.flipButton

        // Position by center and bounds: the animator owns the transform.
        scrubbed.bounds = CGRect(origin: .zero, size: layout.square.size)
        scrubbed.center = CGPoint(x: layout.square.midX, y: layout.square.midY)
        scrubber.frame = layout.scrubber
        reverseButton.frame = layout.reverseButton
        playButton.frame = layout.playButton
        status.frame = layout.status
        if size.width > 0 && (animator == nil || (layout.squareTravel != animatorTravel && animator?.isRunning == false)) {
            makeAnimator()
        }
    }

    // MARK: Curves and spring

    private func runCurves() {
        atEnd.toggle()
        let target = atEnd ? laneEnd : laneStart
        for lane in lanes {
            if let options = lane.options {
                UIView.animate(withDuration: 1.2, delay: 0, options: options) { lane.dot.frame.origin.x = target }
            } else {
                UIView.animate(withDuration: 1.2, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
                    lane.dot.frame.origin.x = target
                }
            }
        }
    }

    // MARK: Keyframes

    private func flipCard() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        UIView.animateKeyframes(withDuration: 1.0, delay: 0) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                self.card.layer.transform = CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) {
                self.card.backgroundColor = self.card.backgroundColor == .systemIndigo ? .systemTeal : .systemIndigo
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                self.card.layer.transform = CATransform3DRotate(perspective, 0, 0, 1, 0)
            }
        }
    }

    // MARK: Property animator

    /// Makes the paused animator for the square's travel at this width. One made for another width
    /// is replaced where it was scrubbed to, so the square never runs past the window's edge.
    private func makeAnimator() {
        let fraction = animator?.fractionComplete ?? 0
        let reversed = animator?.isReversed ?? false
        if let old = animator, old.state == .active {
            old.stopAnimation(true)
            scrubbed.transform = .identity
            scrubbed.backgroundColor = .systemPink
        }
        let distance = layout.squareTravel
        let a = UIViewPropertyAnimator(duration: 1.5, curve: .easeInOut) { [scrubbed] in
            scrubbed.transform = CGAffineTransform(translationX: distance, y: 0).rotated(by: .pi)
            scrubbed.backgroundColor = .systemGreen
        }
        a.pausesOnCompletion = true
        a.pauseAnimation()
        a.fractionComplete = fraction
        a.isReversed = reversed
        animator = a
        animatorTravel = distance
        showStatus()
    }

    private func scrub() {
        guard let a = animator else { return }
        if a.isRunning { a.pauseAnimation() }
        a.fractionComplete = scrubber.value
        showStatus()
    }

    private func reverse() {
        guard let a = animator else { return }
        a.isReversed.toggle()
        if !a.isRunning { a.startAnimation() }
        link?.isPaused = false
        showStatus()
    }

    private func play() {
        guard let a = animator else { return }
        a.startAnimation()
        link?.isPaused = false
        showStatus()
    }

    private func showStatus() {
        guard let a = animator else { return }
        status.text = String(format: "fraction %.2f · %@ · %@", Double(a.fractionComplete),
                             a.isRunning ? "running" : "paused", a.isReversed ? "reversed" : "forward")
    }
}
