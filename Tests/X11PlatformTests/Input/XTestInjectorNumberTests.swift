import Foundation
import Testing
@testable import UIKit
@testable import X11Platform

/// `segue play` turns event numbers into X's integers without trapping, whatever they hold:
/// coordinates are rounded and clamped to X's 16 bits, wheel steps to at most 1000 clicks, and a
/// value that is not finite gives nothing rather than "Double value cannot be converted to Int".
@Suite struct XTestInjectorNumberTests {
    @Test func coordinatesAreRoundedAndClampedToSixteenBits() {
        #expect(XTestInjector.coordinate(12.5) == 13)
        #expect(XTestInjector.coordinate(-12.4) == -12)
        #expect(XTestInjector.coordinate(100_000) == 32767)
        #expect(XTestInjector.coordinate(-100_000) == -32768)
        #expect(XTestInjector.coordinate(.infinity) == 0)
        #expect(XTestInjector.coordinate(.nan) == 0)
    }

    @Test func wheelStepsBecomeAtMostAThousandClicks() {
        #expect(XTestInjector.wheelButtons(dx: 0, dy: 3) == [5, 5, 5])
        #expect(XTestInjector.wheelButtons(dx: -1.6, dy: -1) == [4, 6, 6])
        #expect(XTestInjector.wheelButtons(dx: 0, dy: 1e300).count == 1000)
        #expect(XTestInjector.wheelButtons(dx: .nan, dy: -.infinity) == [])
    }
}
