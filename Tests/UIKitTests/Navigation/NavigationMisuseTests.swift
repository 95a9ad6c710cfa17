@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// What UIKit rejects is refused with one `segue: warning:` line saying what to do, and changes
    /// nothing.
    @Suite struct NavigationMisuseTests {
        @Test func aPushWhileAPushRunsIsRefused() {
            withNavigationStage { stage, nav, inbox in
                // Precondition: a push running.
                let message = Message(.red)
                nav.pushViewController(message, animated: true)
                stage.frame()
                // Action: push another before it ends.
                let warnings = capturingWarnings { nav.pushViewController(Attachment(.green), animated: true) }
                stage.run(seconds: 0.6)
                // Assertion: refused, with advice; the first push finished alone.
                #expect(warnings.count == 1)
                #expect(warnings.first?.contains("while a push is in progress; the call was ignored") == true)
                #expect(nav.viewControllers.map(ObjectIdentifier.init) == [inbox, message].map(ObjectIdentifier.init))
            }
        }

        @Test func aPopWhileAPopRunsIsRefusedAndReturnsNil() {
            withNavigationStage { stage, nav, inbox in
                nav.setViewControllers([inbox, Message(.red), Attachment(.green)], animated: false)
                stage.frame()
                nav.popViewController(animated: true)
                stage.frame()
                var second: UIViewController?
                let warnings = capturingWarnings { second = nav.popViewController(animated: true) }
                stage.run(seconds: 0.6)
                #expect(second == nil)
                #expect(warnings.first?.contains("while a pop is in progress") == true)
                #expect(nav.viewControllers.count == 2)
            }
        }

        @Test func pushingAControllerAlreadyInTheStackIsRefused() {
            withNavigationStage { stage, nav, inbox in
                // Action: push the root again.
                let warnings = capturingWarnings { nav.pushViewController(inbox, animated: false) }
                // Assertion: refused; the stack holds it once.
                #expect(warnings == ["pushViewController(Inbox, animated: false) on UINavigationController: Inbox is already in the stack; the call was ignored. Pop to it with popToViewController(_:animated:) instead."])
                #expect(nav.viewControllers.count == 1)
            }
        }

        @Test func poppingToAControllerNotInTheStackIsRefused() {
            withNavigationStage { stage, nav, inbox in
                nav.pushViewController(Message(.red), animated: false)
                var popped: [UIViewController]?
                let warnings = capturingWarnings { popped = nav.popToViewController(Attachment(.green), animated: false) }
                #expect(popped == nil)
                #expect(warnings.first?.contains("Attachment is not in the stack; the call was ignored") == true)
                #expect(nav.viewControllers.count == 2)
            }
        }
    }
}
