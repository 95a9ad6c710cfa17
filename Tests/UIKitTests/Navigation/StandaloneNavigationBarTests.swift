@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// A bar no navigation controller manages: its back button pops its top item when the delegate
    /// agrees, and the delegate hears of pushes and pops in order.
    @Suite struct StandaloneNavigationBarTests {
        final class Delegate: UINavigationBarDelegate {
            var allowsPop = true
            var calls: [String] = []
            func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
                calls.append("shouldPush \(item.title ?? "")"); return true
            }
            func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
                calls.append("didPush \(item.title ?? "")")
            }
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                calls.append("shouldPop \(item.title ?? "")"); return allowsPop
            }
            func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
                calls.append("didPop \(item.title ?? "")")
            }
        }

        @Test func theBackButtonPopsTheTopItemOnlyWhenTheDelegateAgrees() throws {
            let root = UIViewController()
            try withTransitionStage(root: root) { stage in
                // Precondition: a bar with "Inbox" pushed over "Mailboxes".
                let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                let delegate = Delegate()
                bar.delegate = delegate
                root.view.addSubview(bar)
                bar.items = [UINavigationItem(title: "Mailboxes")]
                bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
                stage.frame()
                let back = try #require(bar.content?.backButton)
                #expect(back.currentTitle == "Mailboxes")
                let point = back.convert(CGPoint(x: 20, y: 22), to: nil)

                // Action: the delegate refuses; tap back.
                delegate.allowsPop = false
                stage.app.handle(.pointerDown(point, button: 1, time: 100))
                stage.app.handle(.pointerUp(point, button: 1, time: 100.05))
                // Assertion: nothing popped.
                #expect(bar.topItem?.title == "Inbox")

                // Action: the delegate agrees; tap back again.
                delegate.allowsPop = true
                stage.app.handle(.pointerDown(point, button: 1, time: 101))
                stage.app.handle(.pointerUp(point, button: 1, time: 101.05))
                // Assertion: popped, with the calls in order.
                #expect(bar.items?.map(\.title) == ["Mailboxes"])
                #expect(bar.content?.backButton == nil)
                #expect(delegate.calls == ["shouldPush Inbox", "didPush Inbox", "shouldPop Inbox", "shouldPop Inbox", "didPop Inbox"])
            }
        }
    }
}
