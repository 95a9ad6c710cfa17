@testable import UIKit
import Testing
import Foundation

// Recognizers are NSObjects as in UIKit: iOS code tells its own pan from another with
// `isEqual(_:)` and keeps recognizers in sets.

@MainActor
@Suite struct GestureIdentityTests {
    @Test func recognizersAreEqualOnlyToThemselvesAndHashable() {
        // Precondition: two pans of the same kind and a tap.
        let pan = UIPanGestureRecognizer(), other = UIPanGestureRecognizer()
        let tap = UITapGestureRecognizer()
        // Action
        let set: Set<UIGestureRecognizer> = [pan, other, tap, pan]
        // Assertion
        #expect(pan.isEqual(pan))
        #expect(!pan.isEqual(other))
        #expect(!pan.isEqual(nil))
        #expect(set.count == 3)
        #expect(set.contains(tap))
    }
}
