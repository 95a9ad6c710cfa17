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

extension SharedState {
    /// `UIContentContainer`: the window's resize reaches controllers through it, with a coordinator
    /// whose `animate(alongsideTransition:)` needs no completion, as in UIKit.
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
    }
}
