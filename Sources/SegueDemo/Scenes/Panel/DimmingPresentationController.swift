import UIKit

/// A panel presentation over a dimmed parent: black at 30 % fades in with the presentation and out
/// with the dismissal, moving with the panel because it runs alongside the transition. Tapping the
/// dimming dismisses the panel. The panel's shadow fades with the dim, so a panel waiting just off
/// screen (a pull held at zero, the first frame) casts none into the window.
final class DimmingPresentationController: PanelPresentationController {
    static let dimAlpha: CGFloat = 0.3

    private lazy var dimmingView: DimmingView = {
        let view = DimmingView()
        view.backgroundColor = UIColor(white: 0, alpha: Self.dimAlpha)
        view.alpha = 0
        view.accessibilityIdentifier = "panel-dimming"
        view.addAction(UIAction { [weak self] _ in
            self?.presentedViewController.dismiss(animated: true)
        }, for: .touchUpInside)
        return view
    }()

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        containerView?.insertSubview(dimmingView, at: 0)
        let shadowed = presentedView?.layer
        let opacity = shadowed?.shadowOpacity ?? 0
        shadowed?.shadowOpacity = 0
        performAlongsideTransitionIfPossible { [weak self] in
            self?.dimmingView.alpha = 1
            shadowed?.shadowOpacity = opacity
        }
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        let shadowed = presentedView?.layer
        performAlongsideTransitionIfPossible { [weak self] in
            self?.dimmingView.alpha = 0
            shadowed?.shadowOpacity = 0
        }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        dimmingView.frame = containerView!.bounds
    }

    private func performAlongsideTransitionIfPossible(_ block: @escaping () -> Void) {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            block()
            return
        }
        coordinator.animate(alongsideTransition: { _ in block() }, completion: nil)
    }
}

/// The dimming layer: a control so a tap (press and release inside) can dismiss the panel.
final class DimmingView: UIControl {}
