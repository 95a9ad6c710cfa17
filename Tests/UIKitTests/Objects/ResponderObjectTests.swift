@testable import UIKit
import Foundation
import Testing
import UIKitTesting

private final class CardView: UIView {}

extension SharedState {
    /// Views, controllers and the rest of the responder chain are `NSObject`s, as on iOS: equality is
    /// identity, they hash, go in sets, answer `isKind(of:)` and describe themselves in iOS's form.
    @Suite struct ResponderObjectTests {
        @Test func equalityIsIdentity() {
            // Precondition: two views alike in every value.
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            // Action
            let same = a == a, different = a == b
            // Assertion
            #expect(same)
            #expect(!different)
            #expect(a.isEqual(a))
            #expect(!a.isEqual(b))
            #expect(!a.isEqual(nil))
            #expect(a.hash == a.hash)
            #expect(a.hash != b.hash)
        }

        @Test func viewsAndControllersGoInSetsAndDictionaries() {
            // Precondition
            let view = UIView(), controller = UIViewController()
            // Action
            let objects: Set<NSObject> = [view, controller, view]
            let names: [UIView: String] = [view: "view"]
            // Assertion
            #expect(objects.count == 2)
            #expect(objects.contains(controller))
            #expect(names[view] == "view")
            #expect(names[UIView()] == nil)
        }

        @Test func kindAndMembership() {
            // Precondition
            let navigation = UINavigationController(rootViewController: UIViewController())
            let scrollView = UIScrollView()
            // Action / Assertion
            #expect(navigation.isKind(of: UIViewController.self))
            #expect(navigation.isKind(of: UIResponder.self))
            #expect(!navigation.isMember(of: UIViewController.self))
            #expect(navigation.isMember(of: UINavigationController.self))
            #expect(scrollView.isKind(of: UIView.self))
            #expect(!scrollView.isKind(of: UIViewController.self))
            #expect((scrollView as NSObject) is UIResponder)
        }

        @Test func aViewDescribesItselfAsNSObjectDoes() {
            // Precondition
            let card = CardView(frame: CGRect(x: 10, y: 20, width: 375, height: 667))
            // Action
            let text = card.description
            // Assertion: its class and address, as iOS begins a view's description.
            let address = UInt(bitPattern: Unmanaged.passUnretained(card).toOpaque())
            #expect(text.hasPrefix("<CardView: 0x"))
            #expect(text.hasSuffix(">"))
            #expect(UInt(text.dropFirst("<CardView: 0x".count).dropLast(), radix: 16) == address)
            #expect("\(card)" == text)
        }

        @Test func aControllerDescribesItselfAsOnIOS() {
            // Precondition
            let controller = UIViewController()
            // Action
            let text = controller.description
            // Assertion
            #expect(text.hasPrefix("<UIViewController: 0x"))
            #expect(text.hasSuffix(">"))
        }
    }
}
