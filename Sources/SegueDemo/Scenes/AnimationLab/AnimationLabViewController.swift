import UIKit

/// "Animation lab": one lane per timing curve, a spring, a keyframe card flip, and a property
/// animator you scrub with a slider and reverse with a button — the engine's behaviours side by side.
public final class AnimationLabViewController: UIViewController {
    private struct Lane {
        let title: String
        let label = UILabel()
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
    private var animator: UIViewPropertyAnimator?
    /// Follows the animator while it runs (paused otherwise, so an idle scene draws nothing).
    private var link: CADisplayLink?

    public override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Animation lab"
        for lane in lanes {
            lane.label.text = lane.title
            lane.label.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
            lane.label.textColor = .secondaryLabel
            lane.dot.backgroundColor = lane.options == nil ? .systemOrange : .systemBlue
            lane.dot.layer.cornerRadius = 10
            view.addSubview(lane.label)
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

    private var laneStart: CGFloat { 130 }
    private var laneEnd: CGFloat { max(laneStart + 100, view.bounds.width * 0.55) }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        for (i, lane) in lanes.enumerated() {
            let y = 30 + CGFloat(i) * 40
            lane.label.frame = CGRect(x: 20, y: y, width: 105, height: 20)
            UIView.performWithoutAnimation {
                lane.dot.frame = CGRect(x: atEnd ? laneEnd : laneStart, y: y, width: 20, height: 20)
            }
        }
        runButton.frame = CGRect(x: 14, y: 235, width: 130, height: 36)
        let cardX = laneEnd + 90
        card.bounds = CGRect(x: 0, y: 0, width: 140, height: 180)
        card.center = CGPoint(x: min(b.width - 90, cardX + 70), y: 130)
        cardLabel.frame = card.bounds
        flipButton.frame = CGRect(x: card.center.x - 60, y: 235, width: 120, height: 36)

        let y = max(300, b.height - 190)
        // Position by center and bounds: the animator owns the transform.
        scrubbed.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        scrubbed.center = CGPoint(x: 50, y: y + 30)
        scrubber.frame = CGRect(x: 20, y: y + 80, width: b.width - 40, height: 40)
        reverseButton.frame = CGRect(x: 14, y: y + 130, width: 110, height: 36)
        playButton.frame = CGRect(x: 130, y: y + 130, width: 80, height: 36)
        status.frame = CGRect(x: 230, y: y + 138, width: b.width - 250, height: 20)
        if animator == nil && b.width > 0 { makeAnimator() }
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

    private func makeAnimator() {
        let distance = max(100, view.bounds.width - 120)
        let a = UIViewPropertyAnimator(duration: 1.5, curve: .easeInOut) { [scrubbed] in
            scrubbed.transform = CGAffineTransform(translationX: distance, y: 0).rotated(by: .pi)
            scrubbed.backgroundColor = .systemGreen
        }
        a.pausesOnCompletion = true
        a.pauseAnimation()
        animator = a
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
