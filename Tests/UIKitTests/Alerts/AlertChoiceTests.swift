@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// How an alert controller's actions are chosen — a tap on a button, a tap outside a sheet,
    /// Escape, Return — and when their handlers run: after the dismissal has completed, as in UIKit.
    @Suite struct AlertChoiceTests {
        /// A 360×640 window: a sheet's groups rest at the bottom, so (180, 100) is on the dimming.
        static let size = CGSize(width: 360, height: 640)
        static let outside = CGPoint(x: 180, y: 100)

        /// The trace lines of interest: the dismissal's end, its completion, handlers.
        private func milestones(_ lines: [String]) -> [String] {
            lines.filter {
                $0 == "AlertPresentationController.dismissalTransitionDidEnd(true)" || $0 == "dismiss completion"
                    || $0.hasPrefix("handler ")
            }
        }

        @Test func aTappedActionsHandlerRunsAfterTheDismissalCompleted() throws {
            // Precondition: an alert with Cancel and a destructive Discard, fully presented.
            let parent = Parent(.blue)
            let alert = makeAlert(.alert, [("Cancel", .cancel), ("Discard", .destructive)])
            try withTransitionStage(root: parent, size: Self.size) { stage in
                stage.show(alert, on: parent)
                let discard = try #require(button("Discard", in: alert))
                // Action: tap Discard; look after 0.1 s (the card is fading) and after 0.5 s.
                var midway: [String] = []
                let lines = TransitionTrace.capture {
                    midway = milestones(TransitionTrace.capture {
                        stage.tap(at: centreInWindow(discard))
                        stage.run(seconds: 0.1)
                    })
                    stage.run(seconds: 0.4)
                }
                // Assertion: nothing ran while the card faded; then the dismissal ended, its
                // completion ran, and the handler ran inside it — once.
                #expect(midway.isEmpty, "\(midway)")
                #expect(milestones(lines) == [
                    "AlertPresentationController.dismissalTransitionDidEnd(true)",
                    "dismiss completion",
                    "handler Discard",
                ])
                #expect(parent.presentedViewController == nil)
                #expect(alert.viewIfLoaded?.window == nil)
            }
        }

        @Test func aTapOutsideAnActionSheetChoosesItsCancelAction() {
            // Precondition
            let parent = Parent(.blue)
            let sheet = makeAlert(.actionSheet, [("Delete", .destructive), ("Cancel", .cancel)])
            withTransitionStage(root: parent, size: Self.size) { stage in
                stage.show(sheet, on: parent)
                // Action
                let lines = TransitionTrace.capture {
                    stage.tap(at: Self.outside)
                    stage.run(seconds: 0.6)
                }
                // Assertion
                #expect(milestones(lines).last == "handler Cancel")
                #expect(lines.filter { $0.hasPrefix("handler ") } == ["handler Cancel"])
                #expect(parent.presentedViewController == nil)
            }
        }

        @Test func aTapOutsideAnAlertDoesNothing() {
            // Precondition: an alert that has a cancel action.
            let parent = Parent(.blue)
            let alert = makeAlert(.alert, [("Cancel", .cancel), ("Discard", .destructive)])
            withTransitionStage(root: parent, size: Self.size) { stage in
                stage.show(alert, on: parent)
                // Action
                let lines = TransitionTrace.capture {
                    stage.tap(at: Self.outside)
                    stage.run(seconds: 0.6)
                }
                // Assertion: still presented, no handler.
                #expect(milestones(lines).isEmpty, "\(lines)")
                #expect(parent.presentedViewController === alert)
            }
        }

        @Test func aTapOutsideASheetWithoutCancelActionDoesNothing() {
            // Precondition
            let parent = Parent(.blue)
            let sheet = makeAlert(.actionSheet, [("Delete", .destructive)])
            withTransitionStage(root: parent, size: Self.size) { stage in
                stage.show(sheet, on: parent)
                // Action
                stage.tap(at: Self.outside)
                stage.run(seconds: 0.6)
                // Assertion
                #expect(parent.presentedViewController === sheet)
            }
        }

        @Test func escapeOnAnActionSheetChoosesItsCancelAction() {
            // Precondition
            let parent = Parent(.blue)
            let sheet = makeAlert(.actionSheet, [("Delete", .destructive), ("Cancel", .cancel)])
            withTransitionStage(root: parent, size: Self.size) { stage in
                stage.show(sheet, on: parent)
                // Action
                let lines = TransitionTrace.capture {
                    stage.pressEscape()
                    stage.run(seconds: 0.6)
                }
                // Assertion
                #expect(milestones(lines) == [
                    "AlertPresentationController.dismissalTransitionDidEnd(true)",
                    "dismiss completion",
                    "handler Cancel",
                ])
                #expect(parent.presentedViewController == nil)
            }
        }

        @Test func escapeOnAnAlertWithoutCancelActionIsSwallowed() {
            // Precondition: an alert whose only action is OK.
            let parent = Parent(.blue)
            let alert = makeAlert(.alert, [("OK", .default)])
            withTransitionStage(root: parent, size: Self.size) { stage in
                stage.show(alert, on: parent)
                // Action
                stage.pressEscape()
                stage.run(seconds: 0.6)
                // Assertion: Escape neither chose OK nor dismissed the alert as a plain presentation.
                #expect(parent.presentedViewController === alert)
            }
        }

        @Test func returnChoosesThePreferredAction() {
            // Precondition: Cancel and Save, Save preferred.
            let parent = Parent(.blue)
            let alert = makeAlert(.alert, [("Cancel", .cancel), ("Save", .default)])
            alert.preferredAction = alert.actions[1]
            withTransitionStage(root: parent, size: Self.size) { stage in
                stage.show(alert, on: parent)
                // Action
                let lines = TransitionTrace.capture {
                    stage.press(.keyboardReturnOrEnter, characters: "\r")
                    stage.run(seconds: 0.6)
                }
                // Assertion
                #expect(milestones(lines).last == "handler Save")
                #expect(parent.presentedViewController == nil)
            }
        }

        @Test func returnWithoutPreferredActionDoesNothing() {
            // Precondition: Cancel and Save, nothing preferred.
            let parent = Parent(.blue)
            let alert = makeAlert(.alert, [("Cancel", .cancel), ("Save", .default)])
            withTransitionStage(root: parent, size: Self.size) { stage in
                stage.show(alert, on: parent)
                // Action
                stage.press(.keyboardReturnOrEnter, characters: "\r")
                stage.run(seconds: 0.6)
                // Assertion
                #expect(parent.presentedViewController === alert)
            }
        }

        @Test func disabledActionsIgnoreTapsAndReturnUntilEnabled() throws {
            // Precondition: Cancel and a disabled, preferred Save.
            let parent = Parent(.blue)
            let alert = makeAlert(.alert, [("Cancel", .cancel), ("Save", .default)])
            let save = alert.actions[1]
            save.isEnabled = false
            alert.preferredAction = save
            try withTransitionStage(root: parent, size: Self.size) { stage in
                stage.show(alert, on: parent)
                let saveButton = try #require(button("Save", in: alert))
                // Action: tap it and press Return while disabled.
                let refused = TransitionTrace.capture {
                    stage.tap(at: centreInWindow(saveButton))
                    stage.press(.keyboardReturnOrEnter, characters: "\r", time: 1)
                    stage.run(seconds: 0.6)
                }
                // Assertion: nothing happened; the button shows the disabled state.
                #expect(milestones(refused).isEmpty, "\(refused)")
                #expect(parent.presentedViewController === alert)
                #expect(!saveButton.isEnabled)
                #expect(saveButton.currentTitleColor == AlertMetrics.disabledTitleColor)

                // Action: enable it while on screen and tap again.
                save.isEnabled = true
                let chosen = TransitionTrace.capture {
                    stage.tap(at: centreInWindow(saveButton), time: 300)
                    stage.run(seconds: 0.6)
                }
                // Assertion
                #expect(milestones(chosen).last == "handler Save")
            }
        }

        @Test func aChoiceMadeWhileTheAlertComesInRunsOnceItIsPresented() {
            // Precondition: an action sheet still sliding in.
            let parent = Parent(.blue)
            let sheet = makeAlert(.actionSheet, [("Delete", .destructive), ("Cancel", .cancel)])
            withTransitionStage(root: parent, size: Self.size) { stage in
                parent.present(sheet, animated: true)
                stage.run(seconds: 0.1)
                // Action
                let lines = TransitionTrace.capture {
                    stage.pressEscape()
                    stage.run(seconds: 1)
                }
                // Assertion: presented, then dismissed, then the handler — once.
                #expect(milestones(lines) == [
                    "AlertPresentationController.dismissalTransitionDidEnd(true)",
                    "dismiss completion",
                    "handler Cancel",
                ])
                #expect(lines.contains("AlertPresentationController.presentationTransitionDidEnd(true)"), "\(lines)")
                #expect(parent.presentedViewController == nil)
            }
        }

        @Test func onlyTheFirstChoiceCounts() throws {
            // Precondition
            let parent = Parent(.blue)
            let alert = makeAlert(.alert, [("Cancel", .cancel), ("Discard", .destructive)])
            try withTransitionStage(root: parent, size: Self.size) { stage in
                stage.show(alert, on: parent)
                let discard = try #require(button("Discard", in: alert))
                // Action: tap Discard, then press Escape while the card fades.
                let lines = TransitionTrace.capture {
                    stage.tap(at: centreInWindow(discard))
                    stage.run(seconds: 0.05)
                    stage.pressEscape(time: 1)
                    stage.run(seconds: 0.6)
                }
                // Assertion
                #expect(lines.filter { $0.hasPrefix("handler ") } == ["handler Discard"])
            }
        }

        @Test func aSecondCancelActionIsRefusedWithAWarning() {
            // Precondition
            let alert = makeAlert(.alert, [("Cancel", .cancel), ("OK", .default)])
            // Action
            let warnings = capturingWarnings {
                alert.addAction(tracedAction("Never mind", .cancel))
            }
            // Assertion
            #expect(warnings == ["UIAlertController can only have one action with a style of .cancel; \"Never mind\" was not added because \"Cancel\" already is one. Give it the .default style, or drop one of them."])
            #expect(alert.actions.map(\.title) == ["Cancel", "OK"])
        }

        @Test func theStyleAndDelegateCannotBeReplaced() {
            // Precondition
            let alert = makeAlert(.alert, [("OK", .default)])
            // Action
            alert.modalPresentationStyle = .fullScreen
            alert.transitioningDelegate = nil
            // Assertion
            #expect(alert.modalPresentationStyle == .custom)
            #expect(alert.transitioningDelegate is AlertTransitioningDelegate)
        }
    }
}
