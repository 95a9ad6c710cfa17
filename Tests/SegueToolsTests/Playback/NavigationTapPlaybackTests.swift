@testable import UIKit
import Foundation
import SegueTools
import Testing

extension SharedState {
    /// A navigation bar's back button and bar button items are found by their titles, as a person
    /// reads them: `tap "Inbox"` goes back, `tap "Done"` runs the item.
    @Suite struct NavigationTapPlaybackTests {
        @Test func tapByTitleFindsTheBarButtonItemAndTheBackButton() throws {
            try withPlaybackStage { stage in
                // Precondition: Inbox, then Message with a Done item, in a navigation controller.
                let inbox = UIViewController()
                inbox.title = "Inbox"
                let message = UIViewController()
                message.title = "Message"
                var done = 0
                message.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in done += 1 })
                let nav = UINavigationController(rootViewController: inbox)
                stage.window.rootViewController = nav
                nav.pushViewController(message, animated: false)
                stage.app.renderNow()

                // Action: tap the item, then the back button, then wait for the pop.
                let player = try stage.play("tap \"Done\"\nwait 0.5s\ntap \"Inbox\"\nwait 1s")

                // Assertion: both found and run.
                #expect(player.failure == nil)
                #expect(done == 1)
                #expect(nav.topViewController === inbox)
            }
        }
    }
}
