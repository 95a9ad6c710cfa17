import Foundation

/// Starting a present or a dismiss: ask the delegate, build or reuse the container, link the
/// controllers, and make the Will callbacks before the animation starts.
extension ModalTransition {
    // MARK: Presentation

    /// Steps 1–3 of the order in docs/UIKIT-REFERENCE.md, for a presentation.
    static func present(_ presented: UIViewController, presenting: UIViewController, source: UIViewController,
                        animated: Bool, completion: (() -> Void)?) {
        let style = presented.modalPresentationStyle.resolved
        let delegate = presented.transitioningDelegate
        let pc = makePresentationController(presented: presented, presenting: presenting, source: source,
                                            style: style, delegate: delegate)
        pc.attach(presenting: presenting)
        pc.presentationStyle = style
        let t = ModalTransition(kind: .presentation, presented: presented, presenting: presenting,
                                presentationController: pc, animated: animated, completion: completion)
        if animated {
            t.chooseAnimators(delegate: delegate) { d in
                let vended = d.animationController(forPresented: presented, presenting: presenting, source: source)
                TransitionTrace.record { "\(TransitionTrace.name(d)).animationController(forPresented: \(TransitionTrace.name(presented)), presenting: \(TransitionTrace.name(presenting)), source: \(TransitionTrace.name(source))) -> \(TransitionTrace.name(vended))" }
                return vended
            } interaction: { d, animator in
                let vended = d.interactionControllerForPresentation(using: animator)
                TransitionTrace.record { "\(TransitionTrace.name(d)).interactionControllerForPresentation(using: \(TransitionTrace.name(animator))) -> \(TransitionTrace.name(vended))" }
                return vended
            }
        }
        t.beginPresentation()
    }

    private static func makePresentationController(presented: UIViewController, presenting: UIViewController,
                                                   source: UIViewController, style: UIModalPresentationStyle,
                                                   delegate: UIViewControllerTransitioningDelegate?) -> UIPresentationController {
        switch style {
        case .custom:
            if let delegate {
                let vended = delegate.presentationController(forPresented: presented, presenting: presenting, source: source)
                TransitionTrace.record { "\(TransitionTrace.name(delegate)).presentationController(forPresented: \(TransitionTrace.name(presented)), presenting: \(TransitionTrace.name(presenting)), source: \(TransitionTrace.name(source))) -> \(TransitionTrace.name(vended))" }
                if let vended {
                    precondition(vended.presentedViewController === presented,
                                 "presentationController(forPresented:presenting:source:) returned a presentation controller for \(TransitionTrace.name(vended.presentedViewController)), not for the controller being presented (\(TransitionTrace.name(presented)))")
                    return vended
                }
            }
            return UIPresentationController(presentedViewController: presented, presenting: presenting)
        case .pageSheet:
            return presented.takePendingSheet()
                ?? UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        default:
            return FullScreenPresentationController(presented: presented, presenting: presenting, style: style)
        }
    }

    /// Asks the delegate for an animator (falling back to the built-in one for the controller's
    /// `modalTransitionStyle`) and, when the delegate vended the animator, for an interaction controller.
    func chooseAnimators(delegate: UIViewControllerTransitioningDelegate?,
                         animation: (UIViewControllerTransitioningDelegate) -> UIViewControllerAnimatedTransitioning?,
                         interaction: (UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?) {
        if let delegate, let vended = animation(delegate) {
            animator = vended
            interactionController = interaction(delegate, vended)
        } else {
            animator = BuiltInTransitionAnimator.make(for: presented.modalTransitionStyle,
                                                      presentationController: presentationController,
                                                      presenting: kind == .presentation)
        }
    }

    private func beginPresentation() {
        let pc = presentationController
        TransitionInvariantChecker.transitionWillStart(self)
        Self.inFlight.append(self)
        presenting.presentedStorage = presented
        presented.presentingStorage = presenting
        presented.presentationStorage = pc
        presented.isBeingPresented = true
        for vc in participants { vc.activeTransition = self }
        presented.loadViewIfNeeded()
        // Its `viewDidLoad` may have given the window a new root, abandoning this transition.
        guard case .created = phase else { return }

        let container = makeContainer()
        pc.containerView = container
        let context = TransitionContext(transition: self, container: container, animated: isAnimated,
                                        style: pc.presentationStyle, from: presenting, to: presented,
                                        fromView: pc.shouldRemovePresentersView ? presenting.view : nil,
                                        toView: pc.presentedView)
        move(to: .starting(Run(context: context, coordinator: TransitionCoordinator(transition: self, context: context))))
        containerSizeAtStart = container.bounds.size

        if pc.shouldRemovePresentersView { presenting.beginAppearance(isAppearing: false, animated: isAnimated) }
        presented.beginAppearance(isAppearing: true, animated: isAnimated)
        TransitionTrace.record { "\(TransitionTrace.name(pc)).presentationTransitionWillBegin()" }
        pc.presentationTransitionWillBegin()
        container.setNeedsLayout()
        container.layoutIfNeeded()

        context.setFrames(for: presented, initial: .zero, final: pc.frameOfPresentedViewInContainerView)
        let presenterFrame = frameInContainer(presenting.view)
        context.setFrames(for: presenting, initial: presenterFrame, final: presenterFrame)
        // Hook: a presentation controller with its own gesture (a page sheet) may supply the
        // interaction controller the delegate did not (ModalTransition+SuppliedInteraction.swift).
        startAnimationWithSuppliedInteraction()
    }

    /// The container covers the window, or for the context styles the view of the controller that
    /// defines the presentation context, just above it.
    private func makeContainer() -> UITransitionView {
        let container = UITransitionView()
        container.presentationController = presentationController
        let presenterView = presenting.view!
        if presentationController.presentationStyle.usesPresentationContext, let superview = presenterView.superview {
            container.frame = presenterView.frame
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            superview.insertSubview(container, aboveSubview: presenterView)
        } else if let window = presenterView.window ?? UIApplication.shared?.keyWindow {
            container.frame = window.bounds
            container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            window.addSubview(container)
        }
        return container
    }

    func frameInContainer(_ view: UIView) -> CGRect {
        guard let superview = view.superview, let container = context?.containerView ?? presentationController.containerView else { return .zero }
        return superview.convert(view.frame, to: container)
    }

    // MARK: Dismissal

    /// Dismisses `presented` (the top of the stack above `presenting`, with `intermediates` between).
    static func dismiss(_ presented: UIViewController, intermediates: [UIViewController], presenting: UIViewController,
                        animated: Bool, userInitiated: Bool, completion: (() -> Void)?) {
        guard let pc = presented.presentationStorage else { return }
        let t = ModalTransition(kind: .dismissal, presented: presented, presenting: presenting,
                                presentationController: pc, animated: animated, completion: completion)
        t.intermediates = intermediates
        t.userInitiated = userInitiated
        if animated {
            let delegate = presented.transitioningDelegate
            t.chooseAnimators(delegate: delegate) { d in
                let vended = d.animationController(forDismissed: presented)
                TransitionTrace.record { "\(TransitionTrace.name(d)).animationController(forDismissed: \(TransitionTrace.name(presented))) -> \(TransitionTrace.name(vended))" }
                return vended
            } interaction: { d, animator in
                let vended = d.interactionControllerForDismissal(using: animator)
                TransitionTrace.record { "\(TransitionTrace.name(d)).interactionControllerForDismissal(using: \(TransitionTrace.name(animator))) -> \(TransitionTrace.name(vended))" }
                return vended
            }
        }
        t.beginDismissal()
    }

    private func beginDismissal() {
        let pc = presentationController
        guard let container = pc.containerView else { return }
        TransitionInvariantChecker.transitionWillStart(self)
        Self.inFlight.append(self)
        presented.isBeingDismissed = true
        for vc in participants { vc.activeTransition = self }

        // The controllers between are dropped without animation: hide them for the animation.
        for vc in intermediates { vc.presentationStorage?.containerView?.isHidden = true }
        // The presenter comes back under the container if its presentation took it out.
        let bottom = intermediates.first ?? presented
        if let bottomPC = bottom.presentationStorage, let removed = bottomPC.removedPresenterView {
            bottomPC.removedPresenterView = nil
            let index = min(removed.index, removed.superview.subviews.count)
            // Out of the tree, the view missed any resize of its superview (a window resize while
            // presented): apply it now, as autoresizing would have, so it comes back at the new size.
            removed.view.autoresize(from: removed.superviewSize, to: removed.superview.bounds.size)
            removed.superview.insertSubview(removed.view, at: index)
            restoredPresenterView = removed.view
            restoredPresenterPlace = (removed.superview, index)
        }

        // Putting the presenter's view back may have run code that abandoned this transition.
        guard case .created = phase else { return }
        let context = TransitionContext(transition: self, container: container, animated: isAnimated,
                                        style: pc.presentationStyle, from: presented, to: presenting,
                                        fromView: pc.presentedView, toView: restoredPresenterView)
        move(to: .starting(Run(context: context, coordinator: TransitionCoordinator(transition: self, context: context))))
        containerSizeAtStart = container.bounds.size

        let before = participants.map(\.appearanceState)
        presented.beginAppearance(isAppearing: false, animated: isAnimated)
        for vc in intermediates.reversed() { vc.beginAppearance(isAppearing: false, animated: isAnimated) }
        presenting.beginAppearance(isAppearing: true, animated: isAnimated)
        appearanceChanged = zip(participants, before).filter { $0.0.appearanceState != $0.1 }.map(\.0)
        TransitionTrace.record { "\(TransitionTrace.name(pc)).dismissalTransitionWillBegin()" }
        pc.dismissalTransitionWillBegin()

        context.setFrames(for: presented, initial: pc.frameOfPresentedViewInContainerView, final: .zero)
        let presenterFrame = frameInContainer(presenting.view)
        context.setFrames(for: presenting, initial: presenterFrame, final: presenterFrame)
        startAnimationWithSuppliedInteraction()
    }
}
