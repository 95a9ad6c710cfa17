@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// A sheet whose content presents something over itself takes part in that transition, but
    /// nothing in it moves the sheet's card: a window resized meanwhile still lays the card out
    /// (found by the soak: the card kept the old window's frame).
    @Suite struct SheetResizeUnderAChildTransitionTests {
        @Test func theCardFollowsAResizeWhileItsContentPresentsACover() {
            // Precondition: a page sheet presented and settled in a 320 × 480 window.
            let parent = Parent(.blue)
            let sheet = Child(.red)
            sheet.modalPresentationStyle = .pageSheet
            let cover = Grandchild(.green)
            cover.modalPresentationStyle = .fullScreen
            var settled = false
            var card: CGRect = .zero
            var wanted: CGRect = .zero
            let violations = collectingViolations {
                withTransitionStage(root: parent) { stage in
                    parent.present(sheet, animated: true)
                    stage.run(seconds: 1)
                    // Action: the sheet's content presents a full-screen cover; while it slides up
                    // the window becomes 500 × 300; everything settles.
                    sheet.present(cover, animated: true)
                    stage.run(seconds: 0.1)
                    stage.app.handle(.resized(CGSize(width: 500, height: 300)))
                    stage.run(seconds: 1)
                    settled = TransitionInvariantChecker.verifySettled([stage.window])
                    let pc = sheet.presentationController
                    card = pc?.presentedView?.frame ?? .zero
                    wanted = pc?.frameOfPresentedViewInContainerView ?? .zero
                }
            }
            // Assertion: the card sits at its frame for the new window size.
            #expect(wanted.width == 500)
            #expect(card == wanted, "card \(card), wanted \(wanted)")
            #expect(settled)
            #expect(violations.isEmpty, "\(violations)")
        }
    }
}
