@testable import UIKit
import Testing
import UIKitTesting

/// Where a sheet let go between its detents comes to rest: the detent nearest to the release's
/// projection, `height + v·0.998/0.002/1000` (0.499 s of the release speed).
@Suite struct DetentChoiceTests {
    /// A 360×640 window's detents: medium 301, large 602 points tall.
    static let twoDetents = DetentChoice(detents: [
        .init(identifier: .large, height: 602),
        .init(identifier: .medium, height: 301),
    ])

    @Test func theProjectionIsHalfASecondOfTheSpeed() {
        // Precondition: the normal deceleration rate. Action: project three speeds.
        let choice = Self.twoDetents
        // Assertion: 0.499 s worth of each.
        #expect(isClose(choice.projection(velocity: 1000), 499, tolerance: 1e-9))
        #expect(isClose(choice.projection(velocity: -300), -149.7, tolerance: 1e-9))
        #expect(choice.projection(velocity: 0) == 0)
    }

    @Test(arguments: [
        // (release height, growth in pt/s, detent)
        (301.0, 0.0, "medium"),            // at rest on medium
        (451.0, 0.0, "medium"),            // just short of half-way
        (451.5, 0.0, "large"),             // exactly half-way: the larger one
        (452.0, 0.0, "large"),
        (350.0, 200.0, "medium"),          // 350 + 99.8 = 449.8
        (350.0, 204.0, "large"),           // 350 + 101.796 = 451.796
        (550.0, -180.0, "large"),          // 550 − 89.82 = 460.18
        (550.0, -300.0, "medium"),         // 550 − 149.7 = 400.3
        (602.0, -3000.0, "medium"),        // a hard flick down stops at the smallest detent
        (301.0, 3000.0, "large"),          // and a hard flick up at the largest
        (640.0, 0.0, "large"),             // stretched above the largest
        (250.0, 0.0, "medium"),            // below the smallest (the drag went under it)
    ])
    func theNearestDetentToTheProjectionIsChosen(height: Double, velocity: Double, expected: String) {
        // Action: release at `height` growing at `velocity`.
        let chosen = Self.twoDetents.choose(height: CGFloat(height), velocity: CGFloat(velocity))
        // Assertion: the detent named in the table.
        #expect(chosen?.description == expected, "release at \(height) moving \(velocity) pt/s")
    }

    @Test func withThreeDetentsAFlickCanSkipTheMiddleOne() {
        // Precondition: a custom detent of 150 under medium and large.
        let small = UISheetPresentationController.Detent.Identifier("small")
        let choice = DetentChoice(detents: [
            .init(identifier: small, height: 150), .init(identifier: .medium, height: 301), .init(identifier: .large, height: 602),
        ])
        // Action / assertion: from small, a slow push stays, a medium one reaches medium, a fast one large.
        #expect(choice.choose(height: 160, velocity: 100) == small)           // 209.9
        #expect(choice.choose(height: 160, velocity: 400) == .medium)         // 359.6
        #expect(choice.choose(height: 160, velocity: 1000) == .large)         // 659
    }
}
