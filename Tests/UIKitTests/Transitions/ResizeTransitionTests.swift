@testable import UIKit
import Testing

extension SharedState {
    /// A window resize while something is presented: `viewWillTransition(to:with:)` reaches the root and
    /// the presented controller, and the container's layout puts the presented view at its new frame
    /// (docs/UIKIT-REFERENCE.md, step 5).
    @Suite struct ResizeTransitionTests {
        @Test func resizeReachesRootAndPresentedAndLaysThePanelOutForTheNewSize() throws {
            // Precondition: a half-screen panel presented in a 320×480 window.
            let root = RootProbe(.blue)
            let modal = ModalProbe(.red)
            let delegate = PanelTransitionDelegate()
            modal.modalPresentationStyle = .custom
            modal.transitioningDelegate = delegate
            try withTransitionStage(root: root) { stage in
                root.present(modal, animated: true)
                stage.run(seconds: 0.5)
                let pc = try #require(modal.presentationController as? HalfScreenPresentationController)
                #expect(modal.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
                var sizeSeen: [String: CGSize] = [:]
                var frameInAlongside: CGRect?
                var frameInCompletion: CGRect?
                modal.onWillTransition = { size, coordinator in
                    sizeSeen["modal"] = size
                    coordinator.animate(alongsideTransition: { _ in frameInAlongside = modal.view.frame },
                                        completion: { _ in frameInCompletion = modal.view.frame })
                }
                root.onWillTransition = { size, _ in sizeSeen["root"] = size }

                // Action: the window becomes 500×300.
                let lines = TransitionTrace.capture { stage.app.handle(.resized(CGSize(width: 500, height: 300))) }

                // Assertion: root first, then the presented controller, then the container's layout.
                #expect(lines == [
                    "RootProbe.viewWillTransition(to: 500x300)",
                    "ModalProbe.viewWillTransition(to: 500x300)",
                    "HalfScreenPresentationController.containerViewWillLayoutSubviews()",
                    "HalfScreenPresentationController.containerViewDidLayoutSubviews()",
                ])
                #expect(sizeSeen["root"] == CGSize(width: 500, height: 300))
                #expect(sizeSeen["modal"] == CGSize(width: 500, height: 300))
                // The panel is the bottom half of the new size; the container and dimming follow the window.
                #expect(modal.view.frame == CGRect(x: 0, y: 150, width: 500, height: 150))
                #expect(pc.containerView?.frame == CGRect(x: 0, y: 0, width: 500, height: 300))
                #expect(pc.dimmingView.frame == CGRect(x: 0, y: 0, width: 500, height: 300))
                #expect(root.view.frame == CGRect(x: 0, y: 0, width: 500, height: 300))
                // Alongside blocks run before the layout, completions after it.
                #expect(frameInAlongside == CGRect(x: 0, y: 240, width: 320, height: 240))
                #expect(frameInCompletion == CGRect(x: 0, y: 150, width: 500, height: 150))
            }
        }

        @Test func resizingToTheSameSizeTellsNobody() {
            // Precondition: a panel presented in a 320×480 window.
            let root = RootProbe(.blue)
            let modal = ModalProbe(.red)
            let delegate = PanelTransitionDelegate()
            modal.modalPresentationStyle = .custom
            modal.transitioningDelegate = delegate
            withTransitionStage(root: root) { stage in
                root.present(modal, animated: false)
                stage.frame()
                // Action
                let lines = TransitionTrace.capture { stage.app.handle(.resized(CGSize(width: 320, height: 480))) }
                // Assertion
                #expect(lines.isEmpty)
                #expect(modal.view.frame == CGRect(x: 0, y: 240, width: 320, height: 240))
            }
        }

        @Test func aSheetFollowsTheNewSize() throws {
            // Precondition: a page sheet in a 360×640 window, at (0, 38, 360, 602).
            let root = RootProbe(.blue)
            let modal = ModalProbe(.red)
            modal.modalPresentationStyle = .pageSheet
            try withTransitionStage(root: root, size: CGSize(width: 360, height: 640)) { stage in
                root.present(modal, animated: false)
                stage.frame()
                let pc = try #require(modal.presentationController as? UISheetPresentationController)
                // Action: 700×500: the top inset becomes 6 % of 500 = 30.
                stage.app.handle(.resized(CGSize(width: 700, height: 500)))
                // Assertion
                #expect(pc.presentedView?.frame == CGRect(x: 0, y: 30, width: 700, height: 470))
                #expect(modal.view.frame == CGRect(x: 0, y: 0, width: 700, height: 470))
                #expect(pc.dimmingView.frame == CGRect(x: 0, y: 0, width: 700, height: 500))
            }
        }

        @Test func aFullScreenPresenterComesBackAtTheNewSizeAfterAResize() throws {
            // Precondition: a full-screen modal presented; the root's view is out of the window.
            let root = RootProbe(.blue)
            let modal = ModalProbe(.red)
            modal.modalPresentationStyle = .fullScreen
            withTransitionStage(root: root) { stage in
                root.present(modal, animated: false)
                #expect(root.view.superview == nil)
                // Action: resize, then dismiss.
                stage.app.handle(.resized(CGSize(width: 540, height: 360)))
                #expect(modal.view.frame == CGRect(x: 0, y: 0, width: 540, height: 360))
                modal.dismiss(animated: true)
                stage.run(seconds: 0.6)
                // Assertion: the root's view fills the resized window again.
                #expect(root.view.superview === stage.window)
                #expect(root.view.frame == CGRect(x: 0, y: 0, width: 540, height: 360))
            }
        }
    }
}
