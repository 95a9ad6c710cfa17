@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// Callback order, view tree and geometry of present/dismiss for each presentation style,
    /// animated and not, against docs/UIKIT-REFERENCE.md "Presenting and dismissing, in order".
    @Suite struct PresentationStyleOrderTests {
        // MARK: .fullScreen

        @Test func fullScreenAnimatedTakesThePresenterOutAndPutsItBackAtItsIndex() {
            // Precondition: a backdrop view under the root view, so the root view sits at index 1.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .fullScreen
            withTransitionStage(root: parent) { stage in
                let backdrop = UIView(frame: CGRect(x: 7, y: 11, width: 50, height: 30))
                stage.window.insertSubview(backdrop, at: 0)
                #expect(stage.window.subviews.firstIndex { $0 === parent.view } == 1)

                // Action: present animated and let it finish.
                let presentLines = TransitionTrace.capture {
                    parent.present(child, animated: true) { }
                    stage.run(seconds: 0.6)
                }
                // Assertion: the presenter disappears, and its view left the window.
                #expect(presentLines == [
                    "Child.viewDidLoad()",
                    "Parent.viewWillDisappear(true)",
                    "Child.viewWillAppear(true)",
                    "FullScreenPresentationController.presentationTransitionWillBegin()",
                    "FullScreenPresentationController.containerViewWillLayoutSubviews()",
                    "FullScreenPresentationController.containerViewDidLayoutSubviews()",
                    "CoverVerticalAnimator.animateTransition(using:)",
                    // The next frame lays the container out again: the animator added a subview.
                    "FullScreenPresentationController.containerViewWillLayoutSubviews()",
                    "FullScreenPresentationController.containerViewDidLayoutSubviews()",
                    "CoverVerticalAnimator.completeTransition(true)",
                    "FullScreenPresentationController.presentationTransitionDidEnd(true)",
                    "Parent.viewDidDisappear(true)",
                    "Child.viewDidAppear(true)",
                    "present completion",
                    "CoverVerticalAnimator.animationEnded(true)",
                ])
                #expect(parent.view.superview == nil)
                #expect(parent.appearanceState == .disappeared)
                #expect(child.appearanceState == .appeared)
                let container = child.presentationController?.containerView
                #expect(container?.superview === stage.window)
                #expect(stage.window.subviews.map(ObjectIdentifier.init) == [backdrop, container!].map(ObjectIdentifier.init))
                #expect(child.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
                #expect(parent.presentedViewController === child)
                #expect(child.presentingViewController === parent)

                // Action: dismiss animated and let it finish.
                let dismissLines = TransitionTrace.capture {
                    child.dismiss(animated: true) { }
                    stage.run(seconds: 0.6)
                }
                // Assertion: the presenter reappears, back at index 1 under nothing else.
                #expect(dismissLines == [
                    "Child.viewWillDisappear(true)",
                    "Parent.viewWillAppear(true)",
                    "FullScreenPresentationController.dismissalTransitionWillBegin()",
                    "CoverVerticalAnimator.animateTransition(using:)",
                    "CoverVerticalAnimator.completeTransition(true)",
                    "FullScreenPresentationController.dismissalTransitionDidEnd(true)",
                    "Child.viewDidDisappear(true)",
                    "Parent.viewDidAppear(true)",
                    "dismiss completion",
                    "CoverVerticalAnimator.animationEnded(true)",
                ])
                #expect(stage.window.subviews.map(ObjectIdentifier.init) == [backdrop, parent.view].map(ObjectIdentifier.init))
                #expect(parent.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
                #expect(parent.appearanceState == .appeared)
                #expect(child.appearanceState == .disappeared)
                #expect(child.view.superview == nil)
                #expect(parent.presentedViewController == nil)
                #expect(child.presentingViewController == nil)
                #expect(child.presentationController == nil)
            }
        }

        @Test func fullScreenWithoutAnimationAsksNoAnimatorAndPlacesTheViewAtOnce() {
            // Precondition: a delegate that would vend animators for an animated transition.
            let parent = Parent(.blue)
            let child = Child(.red)
            let presentAnimator = RecordingAnimator(presenting: true)
            let dismissAnimator = RecordingAnimator(presenting: false)
            let delegate = ConfigurableTransitionDelegate(present: presentAnimator, dismiss: dismissAnimator)
            child.modalPresentationStyle = .fullScreen
            child.transitioningDelegate = delegate
            withTransitionStage(root: parent, size: CGSize(width: 300, height: 530)) { stage in
                // Action: present without animation, no frame drawn.
                var frameInCompletion: CGRect?
                let presentLines = TransitionTrace.capture {
                    parent.present(child, animated: false) { frameInCompletion = child.view.frame }
                }
                // Assertion: done before present returns; no animator asked or used.
                #expect(presentLines == [
                    "Child.viewDidLoad()",
                    "Parent.viewWillDisappear(false)",
                    "Child.viewWillAppear(false)",
                    "FullScreenPresentationController.presentationTransitionWillBegin()",
                    "FullScreenPresentationController.containerViewWillLayoutSubviews()",
                    "FullScreenPresentationController.containerViewDidLayoutSubviews()",
                    "transitionContext.completeTransition(true)",
                    "FullScreenPresentationController.presentationTransitionDidEnd(true)",
                    "Parent.viewDidDisappear(false)",
                    "Child.viewDidAppear(false)",
                    "present completion",
                ])
                #expect(presentAnimator.seen == nil)
                let pc = child.presentationController!
                #expect(frameInCompletion == pc.frameOfPresentedViewInContainerView)
                #expect(child.view.frame == CGRect(x: 0, y: 0, width: 300, height: 530))
                #expect(child.view.superview === pc.containerView)
                #expect(parent.view.superview == nil)

                // Action: dismiss without animation.
                let dismissLines = TransitionTrace.capture { child.dismiss(animated: false) { } }
                // Assertion
                #expect(dismissLines == [
                    "Child.viewWillDisappear(false)",
                    "Parent.viewWillAppear(false)",
                    "FullScreenPresentationController.dismissalTransitionWillBegin()",
                    "transitionContext.completeTransition(true)",
                    "FullScreenPresentationController.dismissalTransitionDidEnd(true)",
                    "Child.viewDidDisappear(false)",
                    "Parent.viewDidAppear(false)",
                    "dismiss completion",
                ])
                #expect(dismissAnimator.seen == nil)
                #expect(stage.window.subviews.count == 1)
                #expect(stage.window.subviews.first === parent.view)
                #expect(child.view.superview == nil)
            }
        }

        // MARK: .overFullScreen

        @Test func overFullScreenLeavesThePresenterAloneAnimatedOrNot() {
            for animated in [true, false] {
                // Precondition: a parent on screen and an over-full-screen child.
                let parent = Parent(.blue)
                let child = Child(.red)
                child.modalPresentationStyle = .overFullScreen
                withTransitionStage(root: parent, size: CGSize(width: 340, height: 410)) { stage in
                    // Action: present, and look at the tree mid-way and after.
                    var parentSuperviewMidway: UIView?
                    let presentLines = TransitionTrace.capture {
                        parent.present(child, animated: animated)
                        parentSuperviewMidway = parent.view.superview
                        stage.run(seconds: 0.6)
                    }
                    // Assertion: the parent hears nothing and stays under the container.
                    let a = animated
                    var expected = [
                        "Child.viewDidLoad()",
                        "Child.viewWillAppear(\(a))",
                        "FullScreenPresentationController.presentationTransitionWillBegin()",
                        "FullScreenPresentationController.containerViewWillLayoutSubviews()",
                        "FullScreenPresentationController.containerViewDidLayoutSubviews()",
                    ]
                    // The first frame after the child's view went in lays the container out again.
                    let relayout = ["FullScreenPresentationController.containerViewWillLayoutSubviews()",
                                    "FullScreenPresentationController.containerViewDidLayoutSubviews()"]
                    if a {
                        expected += ["CoverVerticalAnimator.animateTransition(using:)"] + relayout + [
                            "CoverVerticalAnimator.completeTransition(true)",
                            "FullScreenPresentationController.presentationTransitionDidEnd(true)",
                            "Child.viewDidAppear(true)",
                            "CoverVerticalAnimator.animationEnded(true)",
                        ]
                    } else {
                        expected += [
                            "transitionContext.completeTransition(true)",
                            "FullScreenPresentationController.presentationTransitionDidEnd(true)",
                            "Child.viewDidAppear(false)",
                        ] + relayout
                    }
                    #expect(presentLines == expected, "animated: \(a)")
                    let container = child.presentationController!.containerView!
                    #expect(parentSuperviewMidway === stage.window)
                    #expect(stage.window.subviews.map(ObjectIdentifier.init) == [parent.view, container].map(ObjectIdentifier.init))
                    #expect(child.view.frame == CGRect(x: 0, y: 0, width: 340, height: 410))
                    #expect(parent.appearanceState == .appeared)

                    // Action: dismiss.
                    let dismissLines = TransitionTrace.capture {
                        child.dismiss(animated: animated)
                        stage.run(seconds: 0.6)
                    }
                    // Assertion: still nothing for the parent.
                    #expect(!dismissLines.contains { $0.hasPrefix("Parent.") }, "animated: \(a)")
                    #expect(dismissLines.contains("FullScreenPresentationController.dismissalTransitionDidEnd(true)"))
                    #expect(dismissLines.contains("Child.viewDidDisappear(\(a))"))
                    #expect(stage.window.subviews.count == 1)
                    #expect(stage.window.subviews.first === parent.view)
                    #expect(parent.appearanceState == .appeared)
                }
            }
        }

        // MARK: .currentContext / .overCurrentContext

        /// Root view 320×480; the context host's view at (30, 70, 200, 260) inside it, over a sibling.
        private func makeContextStage(_ stage: TransitionStage, parent: Parent) -> (host: ContextHost, sibling: UIView) {
            let sibling = UIView(frame: CGRect(x: 0, y: 400, width: 320, height: 80))
            parent.view.addSubview(sibling)
            let host = ContextHost(.green)
            host.definesPresentationContext = true
            parent.addChild(host)
            host.view.frame = CGRect(x: 30, y: 70, width: 200, height: 260)
            parent.view.insertSubview(host.view, at: 0)
            host.didMove(toParent: parent)
            host.beginAppearanceTransition(true, animated: false)
            host.endAppearanceTransition()
            return (host, sibling)
        }

        @Test func currentContextCoversOnlyTheContextControllersViewAndTakesItOut() {
            // Precondition: the context host holds a leaf child that presents.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .currentContext
            withTransitionStage(root: parent) { stage in
                let (host, sibling) = makeContextStage(stage, parent: parent)
                let leaf = Grandchild(.yellow)
                host.addChild(leaf)
                host.view.addSubview(leaf.view)
                leaf.didMove(toParent: host)
                leaf.beginAppearanceTransition(true, animated: false)
                leaf.endAppearanceTransition()
                let hostFrame = host.view.frame

                // Action: present from the leaf.
                let presentLines = TransitionTrace.capture {
                    leaf.present(child, animated: true)
                    stage.run(seconds: 0.6)
                }
                // Assertion: the host presents; the container sits where the host's view was.
                let pc = child.presentationController!
                let container = pc.containerView!
                #expect(child.presentingViewController === host)
                #expect(pc.presentingViewController === host)
                #expect(host.presentedViewController === child)
                #expect(container.superview === parent.view)
                #expect(container.frame == hostFrame)
                #expect(child.view.frame == CGRect(x: 0, y: 0, width: 200, height: 260))
                #expect(host.view.superview == nil)
                #expect(parent.view.subviews.map(ObjectIdentifier.init) == [container, sibling].map(ObjectIdentifier.init))
                #expect(presentLines == [
                    "Child.viewDidLoad()",
                    "ContextHost.viewWillDisappear(true)",
                    "Grandchild.viewWillDisappear(true)",
                    "Child.viewWillAppear(true)",
                    "FullScreenPresentationController.presentationTransitionWillBegin()",
                    "FullScreenPresentationController.containerViewWillLayoutSubviews()",
                    "FullScreenPresentationController.containerViewDidLayoutSubviews()",
                    "CoverVerticalAnimator.animateTransition(using:)",
                    // The next frame lays the container out again: the animator added a subview.
                    "FullScreenPresentationController.containerViewWillLayoutSubviews()",
                    "FullScreenPresentationController.containerViewDidLayoutSubviews()",
                    "CoverVerticalAnimator.completeTransition(true)",
                    "FullScreenPresentationController.presentationTransitionDidEnd(true)",
                    "ContextHost.viewDidDisappear(true)",
                    "Grandchild.viewDidDisappear(true)",
                    "Child.viewDidAppear(true)",
                    "CoverVerticalAnimator.animationEnded(true)",
                ])
                #expect(parent.appearanceState == .appeared)

                // Action: dismiss from the presented controller.
                let dismissLines = TransitionTrace.capture {
                    child.dismiss(animated: true)
                    stage.run(seconds: 0.6)
                }
                // Assertion: the host's view is back at index 0, at its frame.
                #expect(parent.view.subviews.map(ObjectIdentifier.init) == [host.view, sibling].map(ObjectIdentifier.init))
                #expect(host.view.frame == hostFrame)
                #expect(dismissLines.contains("ContextHost.viewDidAppear(true)"))
                #expect(host.appearanceState == .appeared)
                #expect(host.presentedViewController == nil)
            }
        }

        @Test func overCurrentContextCoversTheContextControllersViewAndKeepsIt() {
            // Precondition
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .overCurrentContext
            withTransitionStage(root: parent) { stage in
                let (host, sibling) = makeContextStage(stage, parent: parent)

                // Action: present from the host itself, without animation.
                let presentLines = TransitionTrace.capture { host.present(child, animated: false) }
                // Assertion: container just above the host's view, same frame; host hears nothing.
                let pc = child.presentationController!
                let container = pc.containerView!
                #expect(child.presentingViewController === host)
                #expect(container.frame == CGRect(x: 30, y: 70, width: 200, height: 260))
                #expect(parent.view.subviews.map(ObjectIdentifier.init) == [host.view, container, sibling].map(ObjectIdentifier.init))
                #expect(child.view.frame == CGRect(x: 0, y: 0, width: 200, height: 260))
                #expect(child.view.superview === container)
                #expect(!presentLines.contains { $0.hasPrefix("ContextHost.") || $0.hasPrefix("Parent.") })
                #expect(host.appearanceState == .appeared)

                // Action: dismiss.
                let dismissLines = TransitionTrace.capture { child.dismiss(animated: false) }
                // Assertion
                #expect(!dismissLines.contains { $0.hasPrefix("ContextHost.") || $0.hasPrefix("Parent.") })
                #expect(parent.view.subviews.map(ObjectIdentifier.init) == [host.view, sibling].map(ObjectIdentifier.init))
                #expect(host.presentedViewController == nil)
            }
        }

        @Test func contextStyleWithoutAContextControllerCoversTheRoot() {
            // Precondition: nobody defines a presentation context.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .overCurrentContext
            withTransitionStage(root: parent) { stage in
                let leaf = Grandchild(.yellow)
                parent.addChild(leaf)
                leaf.view.frame = CGRect(x: 10, y: 20, width: 90, height: 40)
                parent.view.addSubview(leaf.view)
                leaf.didMove(toParent: parent)
                // Action
                leaf.present(child, animated: false)
                // Assertion: the root presents; the container covers the root's view.
                #expect(child.presentingViewController === parent)
                #expect(child.presentationController?.containerView?.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
            }
        }

        // MARK: .custom

        @Test func customWithoutAnimationUsesTheVendedPresentationControllerButNoAnimator() {
            // Precondition: the panel delegate of the example suite.
            let parent = Parent(.blue)
            let child = Child(.red)
            let delegate = PanelTransitionDelegate()
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            withTransitionStage(root: parent, size: CGSize(width: 310, height: 470)) { stage in
                // Action
                let presentLines = TransitionTrace.capture { parent.present(child, animated: false) }
                // Assertion: only the presentation controller is asked for.
                #expect(presentLines == [
                    "PanelTransitionDelegate.presentationController(forPresented: Child, presenting: Parent, source: Parent) -> HalfScreenPresentationController",
                    "Child.viewDidLoad()",
                    "Child.viewWillAppear(false)",
                    "HalfScreenPresentationController.presentationTransitionWillBegin()",
                    "HalfScreenPresentationController.containerViewWillLayoutSubviews()",
                    "HalfScreenPresentationController.containerViewDidLayoutSubviews()",
                    "transitionContext.completeTransition(true)",
                    "HalfScreenPresentationController.presentationTransitionDidEnd(true)",
                    "Child.viewDidAppear(false)",
                ])
                let pc = child.presentationController as! HalfScreenPresentationController
                #expect(child.view.frame == CGRect(x: 0, y: 235, width: 310, height: 235))
                #expect(isClose(pc.dimmingView.alpha, 0.3, tolerance: 1e-6))
                #expect(pc.dimmingView.superview === pc.containerView)
                #expect(parent.view.superview === stage.window)

                // Action
                let dismissLines = TransitionTrace.capture { child.dismiss(animated: false) }
                // Assertion
                #expect(dismissLines == [
                    "Child.viewWillDisappear(false)",
                    "HalfScreenPresentationController.dismissalTransitionWillBegin()",
                    "transitionContext.completeTransition(true)",
                    "HalfScreenPresentationController.dismissalTransitionDidEnd(true)",
                    "Child.viewDidDisappear(false)",
                ])
                #expect(pc.dimmingView.superview == nil)
                #expect(stage.window.subviews.count == 1)
            }
        }

        @Test func customWithoutVendedPresentationControllerUsesTheBaseOne() {
            // Precondition: a delegate with animators but no presentation controller.
            let parent = Parent(.blue)
            let child = Child(.red)
            let presentAnimator = RecordingAnimator(presenting: true)
            let dismissAnimator = RecordingAnimator(presenting: false)
            let delegate = ConfigurableTransitionDelegate(present: presentAnimator, dismiss: dismissAnimator)
            child.modalPresentationStyle = .custom
            child.transitioningDelegate = delegate
            withTransitionStage(root: parent) { stage in
                // Action
                let presentLines = TransitionTrace.capture {
                    parent.present(child, animated: true)
                    stage.run(seconds: 0.5)
                }
                // Assertion: a plain UIPresentationController fills the container; the parent stays.
                #expect(presentLines == [
                    "ConfigurableTransitionDelegate.presentationController(forPresented: Child, presenting: Parent, source: Parent) -> nil",
                    "ConfigurableTransitionDelegate.animationController(forPresented: Child, presenting: Parent, source: Parent) -> RecordingAnimator",
                    "ConfigurableTransitionDelegate.interactionControllerForPresentation(using: RecordingAnimator) -> nil",
                    "Child.viewDidLoad()",
                    "Child.viewWillAppear(true)",
                    "UIPresentationController.presentationTransitionWillBegin()",
                    "UIPresentationController.containerViewWillLayoutSubviews()",
                    "UIPresentationController.containerViewDidLayoutSubviews()",
                    "RecordingAnimator.animateTransition(using:)",
                    // The next frame lays the container out again: the animator added a subview.
                    "UIPresentationController.containerViewWillLayoutSubviews()",
                    "UIPresentationController.containerViewDidLayoutSubviews()",
                    "RecordingAnimator.completeTransition(true)",
                    "UIPresentationController.presentationTransitionDidEnd(true)",
                    "Child.viewDidAppear(true)",
                    "RecordingAnimator.animationEnded(true)",
                ])
                let pc = child.presentationController!
                #expect(type(of: pc) == UIPresentationController.self)
                #expect(pc.presentationStyle == .custom)
                #expect(child.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
                #expect(stage.window.subviews.map(ObjectIdentifier.init) == [parent.view, pc.containerView!].map(ObjectIdentifier.init))
                #expect(parent.appearanceState == .appeared)

                // Action
                let dismissLines = TransitionTrace.capture {
                    child.dismiss(animated: true)
                    stage.run(seconds: 0.5)
                }
                // Assertion
                #expect(dismissLines == [
                    "ConfigurableTransitionDelegate.animationController(forDismissed: Child) -> RecordingAnimator",
                    "ConfigurableTransitionDelegate.interactionControllerForDismissal(using: RecordingAnimator) -> nil",
                    "Child.viewWillDisappear(true)",
                    "UIPresentationController.dismissalTransitionWillBegin()",
                    "RecordingAnimator.animateTransition(using:)",
                    "RecordingAnimator.completeTransition(true)",
                    "UIPresentationController.dismissalTransitionDidEnd(true)",
                    "Child.viewDidDisappear(true)",
                    "RecordingAnimator.animationEnded(true)",
                ])
                #expect(stage.window.subviews.count == 1)
                #expect(child.view.superview == nil)
            }
        }

        // MARK: .pageSheet / .automatic

        @Test(arguments: [UIModalPresentationStyle.pageSheet, .automatic])
        func sheetSitsBelowTheTopAtFullWidthOverADimmedPresenter(style: UIModalPresentationStyle) {
            // Precondition: a 360×640 window; the sheet's top inset is 6 % of 640, rounded: 38.
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = style
            withTransitionStage(root: parent, size: CGSize(width: 360, height: 640)) { stage in
                // Action
                let presentLines = TransitionTrace.capture {
                    parent.present(child, animated: true)
                    stage.run(seconds: 0.6)
                }
                // Assertion: the card is at (0, 38, 360, 602), the child's view fills it, dimming is on.
                let pc = child.presentationController as! UISheetPresentationController
                let container = pc.containerView!
                let card = pc.presentedView!
                #expect(pc.presentationStyle == .pageSheet)
                #expect(pc.frameOfPresentedViewInContainerView == CGRect(x: 0, y: 38, width: 360, height: 602))
                #expect(card.frame == CGRect(x: 0, y: 38, width: 360, height: 602))
                #expect(card.superview === container)
                #expect(child.view.superview === card)
                #expect(child.view.frame == CGRect(x: 0, y: 0, width: 360, height: 602))
                #expect(pc.dimmingView.superview === container)
                #expect(container.subviews.first === pc.dimmingView)
                #expect(pc.dimmingView.frame == CGRect(x: 0, y: 0, width: 360, height: 640))
                #expect(pc.dimmingView.alpha == 1)
                #expect(parent.view.superview === stage.window)
                #expect(parent.appearanceState == .appeared)
                #expect(presentLines == [
                    "Child.viewDidLoad()",
                    "Child.viewWillAppear(true)",
                    "UISheetPresentationController.presentationTransitionWillBegin()",
                    "UISheetPresentationController.containerViewWillLayoutSubviews()",
                    "UISheetPresentationController.containerViewDidLayoutSubviews()",
                    "CoverVerticalAnimator.animateTransition(using:)",
                    // The next frame lays the container out again: the animator added a subview.
                    "UISheetPresentationController.containerViewWillLayoutSubviews()",
                    "UISheetPresentationController.containerViewDidLayoutSubviews()",
                    "CoverVerticalAnimator.completeTransition(true)",
                    "UISheetPresentationController.presentationTransitionDidEnd(true)",
                    "Child.viewDidAppear(true)",
                    "CoverVerticalAnimator.animationEnded(true)",
                ])

                // Action
                let dismissLines = TransitionTrace.capture {
                    child.dismiss(animated: true)
                    stage.run(seconds: 0.6)
                }
                // Assertion
                #expect(dismissLines == [
                    "Child.viewWillDisappear(true)",
                    "UISheetPresentationController.dismissalTransitionWillBegin()",
                    "CoverVerticalAnimator.animateTransition(using:)",
                    "CoverVerticalAnimator.completeTransition(true)",
                    "UISheetPresentationController.dismissalTransitionDidEnd(true)",
                    "Child.viewDidDisappear(true)",
                    "CoverVerticalAnimator.animationEnded(true)",
                ])
                #expect(pc.dimmingView.superview == nil)
                #expect(stage.window.subviews.count == 1)
                #expect(stage.window.subviews.first === parent.view)
            }
        }

        @Test func sheetWithoutAnimationIsInPlaceAndDimmedAtOnce() {
            // Precondition
            let parent = Parent(.blue)
            let child = Child(.red)
            child.modalPresentationStyle = .pageSheet
            withTransitionStage(root: parent, size: CGSize(width: 360, height: 640)) { stage in
                // Action
                parent.present(child, animated: false)
                // Assertion: no frame was drawn, yet the card and dimming are at their end state.
                let pc = child.presentationController as! UISheetPresentationController
                #expect(pc.presentedView?.frame == CGRect(x: 0, y: 38, width: 360, height: 602))
                #expect(pc.dimmingView.alpha == 1)
                #expect(child.appearanceState == .appeared)
                #expect(parent.presentedViewController === child)
            }
        }
    }
}
