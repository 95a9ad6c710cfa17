@testable import UIKit
import Testing
import UIKitTesting

/// A screen that takes part in a resize as iOS code does: an alongside animation with no completion.
private final class ResizingScreen: UIViewController {
    var sizeAlongside: CGSize?
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [unowned self] _ in self.sizeAlongside = self.view.bounds.size })
    }
}

/// A presentation controller that sizes its sheet to the presented controller's preferred height,
/// as sheet libraries do, resizing it when that height changes.
private final class FittedSheetController: UIPresentationController {
    private(set) var changes: [ObjectIdentifier] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        let b = containerView!.bounds
        let height = presentedViewController.preferredContentSize.height
        return CGRect(x: 0, y: b.height - height, width: b.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        containerView?.addSubview(presentedView!)
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        changes.append(ObjectIdentifier(container))
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

private final class FittedSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private(set) var made: FittedSheetController?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = FittedSheetController(presentedViewController: presented, presenting: presenting)
        made = controller
        return controller
    }
}

/// A container that remembers which children told it their preferred size changed.
private final class ListeningContainer: UIViewController {
    private(set) var told: [ObjectIdentifier] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        told.append(ObjectIdentifier(container))
    }
}

extension SharedState {
    /// `UIContentContainer`: the window's resize reaches controllers through it, with a coordinator
    /// whose `animate(alongsideTransition:)` needs no completion, as in UIKit; a new preferred size
    /// reaches the parent, or the presentation controller of a presented controller.
    @Suite struct ContentContainerTests {
        @Test func aResizeReachesTheContainerAndItsAlongsideBlockSeesTheNewSize() throws {
            let screen = ResizingScreen()
            try withTransitionStage(root: screen, size: CGSize(width: 320, height: 480)) { stage in
                // Precondition: the controller, seen as a content container.
                let container: any UIContentContainer = screen
                #expect(container.preferredContentSize == .zero)
                // Action: the window grows.
                stage.app.handle(.resized(CGSize(width: 500, height: 400)))
                // Assertion: the alongside block ran with the new size, as on iOS.
                let seen = try #require(screen.sizeAlongside)
                #expect(seen == CGSize(width: 500, height: 400))
                #expect(screen.view.bounds.size == CGSize(width: 500, height: 400))
            }
        }

        @Test func aChildsNewPreferredSizeIsToldToItsParentOncePerChange() {
            withTransitionStage(root: UIViewController()) { _ in
                // Precondition: a child in a container.
                let parent = ListeningContainer()
                let child = UIViewController()
                parent.addChild(child)
                child.didMove(toParent: parent)
                // Action: the child's preferred size set twice to the same value, then changed.
                child.preferredContentSize = CGSize(width: 100, height: 200)
                child.preferredContentSize = CGSize(width: 100, height: 200)
                child.preferredContentSize = CGSize(width: 100, height: 300)
                // Assertion: the parent heard each change once, and nothing for the repeat.
                #expect(parent.told == [ObjectIdentifier(child), ObjectIdentifier(child)])
            }
        }

        @Test func aPresentedControllersNewPreferredSizeResizesItsSheet() {
            let root = UIViewController()
            withTransitionStage(root: root) { stage in
                // Precondition: a custom sheet 200 points tall, presented.
                let sheet = UIViewController()
                sheet.preferredContentSize = CGSize(width: 0, height: 200)
                sheet.modalPresentationStyle = .custom
                let delegate = FittedSheetDelegate()
                sheet.transitioningDelegate = delegate
                root.present(sheet, animated: false)
                stage.frame()
                #expect(sheet.view.frame == CGRect(x: 0, y: 280, width: 320, height: 200))
                // Action: the content asks for 300 points.
                sheet.preferredContentSize = CGSize(width: 0, height: 300)
                // Assertion: the presentation controller heard it and resized the sheet.
                #expect(delegate.made?.changes == [ObjectIdentifier(sheet)])
                #expect(sheet.view.frame == CGRect(x: 0, y: 180, width: 320, height: 300))
                #expect(delegate.made?.preferredContentSize == CGSize(width: 0, height: 300))
            }
        }

        @Test func aControllerNotPresentedTellsNoPresentationController() {
            withTransitionStage(root: UIViewController()) { _ in
                // Precondition: a controller with a transitioning delegate, never presented.
                let loose = UIViewController()
                let delegate = FittedSheetDelegate()
                loose.transitioningDelegate = delegate
                // Action
                loose.preferredContentSize = CGSize(width: 10, height: 10)
                // Assertion: no presentation controller was made or told.
                #expect(delegate.made == nil)
                #expect(loose.size(forChildContentContainer: UIViewController(),
                                   withParentContainerSize: CGSize(width: 30, height: 40)) == CGSize(width: 30, height: 40))
            }
        }
    }
}
