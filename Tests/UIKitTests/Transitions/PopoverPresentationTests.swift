@testable import UIKit
import Testing
import UIKitTesting

private final class PopoverDelegate: UIPopoverPresentationControllerDelegate {
    var dismissed = 0
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { dismissed += 1 }
}

extension SharedState {
    /// `popoverPresentationController`: there for `.popover` controllers only; such a controller is
    /// presented as a sheet, as on a compact iPhone.
    @Suite struct PopoverPresentationTests {
        @Test func onlyAPopoverControllerHasAPopoverPresentationController() {
            // Precondition
            let popover = UIViewController()
            popover.modalPresentationStyle = .popover
            let sheet = UIViewController()
            // Action
            let controller = popover.popoverPresentationController
            // Assertion: one object, kept; none for a sheet; the arrow unknown.
            #expect(controller != nil)
            #expect(controller === popover.popoverPresentationController)
            #expect(controller?.permittedArrowDirections == .any)
            #expect(controller?.arrowDirection == .unknown)
            #expect(sheet.popoverPresentationController == nil)
        }

        @Test func aPopoverIsPresentedAsASheetWhoseDelegateIsThePopovers() throws {
            let root = UIViewController()
            try withTransitionStage(root: root) { stage in
                // Precondition: a popover pointing at the root's view, with a delegate.
                let content = UIViewController()
                content.modalPresentationStyle = .popover
                let delegate = PopoverDelegate()
                let popover = try #require(content.popoverPresentationController)
                popover.sourceView = root.view
                popover.sourceRect = CGRect(x: 10, y: 10, width: 20, height: 20)
                popover.delegate = delegate
                // Action
                root.present(content, animated: true)
                stage.run(seconds: 1)
                // Assertion: a sheet, below the top of the screen, and the popover's delegate its delegate.
                let sheet = try #require(content.presentationController as? UISheetPresentationController)
                #expect(sheet.delegate === delegate)
                let onScreen = content.view.convert(content.view.bounds, to: nil)
                #expect(onScreen.minY > 0 && onScreen.maxY == 480, "\(onScreen)")
                #expect(onScreen.width <= 320)
            }
        }
    }
}
