@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// Where an alert's card and an action sheet's groups sit and how their buttons are arranged
    /// (iOS 13+): a centred 270 pt card with 45 pt buttons in a row of two or stacked, a sheet 8 pt
    /// from the sides and 10 from the bottom with 56 pt buttons and the cancel action apart; and how
    /// each comes in.
    @Suite struct AlertLayoutTests {
        /// 360×640: the card is centred at x 45…315; a sheet is 344 wide at x 8 and ends at y 630.
        static let size = CGSize(width: 360, height: 640)

        @Test func twoShortActionsSitInARowWithTheCancelActionOnTheLeft() throws {
            // Precondition: Discard added before Cancel.
            let parent = Parent(.blue)
            let alert = makeAlert(.alert, [("Discard", .destructive), ("Cancel", .cancel)])
            try withTransitionStage(root: parent, size: Self.size) { stage in
                // Action
                stage.show(alert, on: parent)
                // Assertion: a 270 pt card centred in the window; one 45 pt row at its bottom,
                // Cancel left (0…134), a 1 px hairline, Discard right (135…270).
                let card = alert.view!
                #expect(card.frame.minX == 45 && card.frame.width == 270)
                #expect(card.frame.minY == ((640 - card.frame.height) / 2).rounded())
                let cancel = try #require(button("Cancel", in: alert))
                let discard = try #require(button("Discard", in: alert))
                #expect(cancel.frame == CGRect(x: 0, y: card.bounds.height - 45, width: 134, height: 45))
                #expect(discard.frame == CGRect(x: 135, y: card.bounds.height - 45, width: 135, height: 45))
                #expect(card.layer.cornerRadius == 14)
                #expect(card.backgroundColor == AlertMetrics.alertFill)
            }
        }

        @Test func threeActionsAreStackedWithTheCancelActionLast() throws {
            // Precondition
            let parent = Parent(.blue)
            let alert = makeAlert(.alert, [("Cancel", .cancel), ("Save", .default), ("Delete", .destructive)])
            try withTransitionStage(root: parent, size: Self.size) { stage in
                // Action
                stage.show(alert, on: parent)
                // Assertion: full-width 45 pt buttons, 46 pt apart (1 px hairlines), Cancel at the bottom.
                let card = alert.view!
                let frames = try ["Save", "Delete", "Cancel"].map { try #require(button($0, in: alert)).frame }
                let bottom = card.bounds.height
                #expect(frames == [
                    CGRect(x: 0, y: bottom - 3 * 45 - 2, width: 270, height: 45),
                    CGRect(x: 0, y: bottom - 2 * 45 - 1, width: 270, height: 45),
                    CGRect(x: 0, y: bottom - 45, width: 270, height: 45),
                ])
            }
        }

        @Test func twoActionsWithALongTitleAreStacked() throws {
            // Precondition
            let parent = Parent(.blue)
            let alert = makeAlert(.alert, [("Cancel", .cancel), ("Move to the shared folder", .default)])
            try withTransitionStage(root: parent, size: Self.size) { stage in
                // Action
                stage.show(alert, on: parent)
                // Assertion: one above the other, the cancel action last.
                let cancel = try #require(button("Cancel", in: alert))
                let move = try #require(button("Move to the shared folder", in: alert))
                #expect(move.frame.width == 270 && cancel.frame.width == 270)
                #expect(cancel.frame.minY == move.frame.maxY + 1)
            }
        }

        @Test func theCancelActionOrThePreferredActionIsSemibold() throws {
            // Precondition
            let plain = makeAlert(.alert, [("Cancel", .cancel), ("Save", .default)])
            let preferring = makeAlert(.alert, [("Cancel", .cancel), ("Save", .default)])
            preferring.preferredAction = preferring.actions[1]
            // Action
            plain.loadViewIfNeeded()
            preferring.loadViewIfNeeded()
            // Assertion
            let weight = { (title: String, alert: UIAlertController) in button(title, in: alert)?.titleLabel?.font.weight }
            #expect(weight("Cancel", plain) == .semibold && weight("Save", plain) == .regular)
            #expect(weight("Cancel", preferring) == .regular && weight("Save", preferring) == .semibold)
            #expect(button("Save", in: plain)?.currentTitleColor == .systemBlue)
        }

        @Test func anActionSheetKeepsItsCancelActionInAGroupOfItsOwn() throws {
            // Precondition: Cancel added first, between nothing; Delete and Duplicate after it.
            let parent = Parent(.blue)
            let sheet = makeAlert(.actionSheet, title: "Photo", message: nil,
                                  [("Cancel", .cancel), ("Delete", .destructive), ("Duplicate", .default)])
            try withTransitionStage(root: parent, size: Self.size) { stage in
                // Action
                stage.show(sheet, on: parent)
                // Assertion: 8 pt side margins, 10 pt bottom padding; the cancel group is the last
                // 56 points, 8 points below the main group, which holds the header and the others.
                let view = try #require(sheet.view as? ActionSheetView)
                #expect(view.frame.minX == 8 && view.frame.width == 344 && view.frame.maxY == 630)
                #expect(view.cancelGroup.frame == CGRect(x: 0, y: view.bounds.height - 56, width: 344, height: 56))
                #expect(view.mainGroup.frame.maxY + 8 == view.cancelGroup.frame.minY)
                #expect(view.mainGroup.layer.cornerRadius == 14 && view.cancelGroup.layer.cornerRadius == 14)
                let cancel = try #require(button("Cancel", in: sheet))
                let delete = try #require(button("Delete", in: sheet))
                let duplicate = try #require(button("Duplicate", in: sheet))
                #expect(cancel.superview === view.cancelGroup && delete.superview === view.mainGroup)
                #expect(duplicate.frame.maxY == view.mainGroup.frame.height && duplicate.frame.height == 56)
                #expect(delete.frame.maxY + 1 == duplicate.frame.minY)
                #expect(cancel.titleLabel?.font.pointSize == 20 && cancel.titleLabel?.font.weight == .semibold)
                #expect(delete.titleLabel?.font.weight == .regular)
                #expect(delete.currentTitleColor == .systemRed)
            }
        }

        @Test func anAlertGrowsInFromLargerWhileFadingInOverATwentyPercentDim() throws {
            // Precondition
            let parent = Parent(.blue)
            let alert = makeAlert(.alert, [("OK", .default)])
            try withTransitionStage(root: parent, size: Self.size) { stage in
                // Action: 0.1 s into the presentation.
                parent.present(alert, animated: true)
                stage.run(seconds: 0.1)
                // Assertion: between 1.2× and 1×, partly transparent; the dim partly in.
                let pc = try #require(alert.presentationController as? AlertPresentationController)
                let scale = (alert.view.layer.presentation() ?? alert.view.layer).transform.m11
                #expect(scale > 1.0 && scale < 1.2, "scale \(scale)")
                let opacity = presentedOpacity(alert.view)
                #expect(opacity > 0 && opacity < 1, "opacity \(opacity)")
                let dim = presentedOpacity(pc.dimmingView)
                #expect(dim > 0 && dim < 1, "dim \(dim)")

                // Action: at rest.
                stage.run(seconds: 0.4)
                // Assertion
                #expect(presentedOpacity(alert.view) == 1 && presentedOpacity(pc.dimmingView) == 1)
                #expect((alert.view.layer.presentation() ?? alert.view.layer).transform.m11 == 1)
                #expect(pc.dimmingView.backgroundColor == UIColor(white: 0, alpha: 0.2))
                #expect(pc.dimmingView.frame == CGRect(origin: .zero, size: Self.size))

                // Action: dismiss, 0.1 s in.
                alert.dismiss(animated: true)
                stage.run(seconds: 0.1)
                // Assertion: it fades without changing size.
                #expect(presentedOpacity(alert.view) < 1)
                #expect((alert.view.layer.presentation() ?? alert.view.layer).transform.m11 == 1)
            }
        }

        @Test func anActionSheetSlidesUpFromBelowTheWindow() {
            // Precondition
            let parent = Parent(.blue)
            let sheet = makeAlert(.actionSheet, [("Delete", .destructive), ("Cancel", .cancel)])
            withTransitionStage(root: parent, size: Self.size) { stage in
                // Action: 0.05 s in, then at rest.
                parent.present(sheet, animated: true)
                stage.run(seconds: 0.05)
                let early = presentedFrame(sheet.view)
                stage.run(seconds: 0.5)
                // Assertion: it was below its resting place and has arrived.
                let rest = sheet.view.frame
                #expect(rest.maxY == 630)
                #expect(early.minY > rest.minY + 20, "early \(early), rest \(rest)")
                #expect(early.minX == rest.minX)
            }
        }
        @Test func aResizedWindowKeepsTheCardCentredAndTheSheetAtTheBottom() throws {
            // Precondition: an alert, then an action sheet, each shown in a 360×640 window.
            for style in [UIAlertController.Style.alert, .actionSheet] {
                let parent = Parent(.blue)
                let alert = makeAlert(style, [("Delete", .destructive), ("Cancel", .cancel)])
                try withTransitionStage(root: parent, size: Self.size) { stage in
                    stage.show(alert, on: parent)
                    // Action: the window becomes 700×400.
                    stage.app.handle(.resized(CGSize(width: 700, height: 400)))
                    stage.frame()
                    // Assertion: re-placed for the new size; the dim covers it all.
                    let frame = alert.view.frame
                    let pc = try #require(alert.presentationController as? AlertPresentationController)
                    #expect(pc.dimmingView.frame == CGRect(x: 0, y: 0, width: 700, height: 400))
                    switch style {
                    case .alert:
                        #expect(frame.minX == 215 && frame.width == 270, "\(frame)")
                        #expect(frame.minY == ((400 - frame.height) / 2).rounded(), "\(frame)")
                    case .actionSheet:
                        // As wide as the shorter side allows (400 − 16), centred, 10 above the bottom.
                        #expect(frame.width == 384 && frame.minX == 158 && frame.maxY == 390, "\(frame)")
                    }
                }
            }
        }

        @Test func anAlertPresentedWithoutAnimationIsInPlaceAtOnce() throws {
            // Precondition
            let parent = Parent(.blue)
            let alert = makeAlert(.alert, [("OK", .default)])
            try withTransitionStage(root: parent, size: Self.size) { stage in
                // Action
                parent.present(alert, animated: false)
                stage.frame()
                // Assertion: centred, opaque, at its own size, over the full dim.
                let pc = try #require(alert.presentationController as? AlertPresentationController)
                #expect(alert.view.frame.minX == 45 && presentedOpacity(alert.view) == 1)
                #expect((alert.view.layer.presentation() ?? alert.view.layer).transform.m11 == 1)
                #expect(presentedOpacity(pc.dimmingView) == 1)
                #expect(pc.dimmingView.superview === pc.containerView)
            }
        }
    }
}
