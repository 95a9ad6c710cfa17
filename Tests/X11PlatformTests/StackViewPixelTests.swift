// A stack view read back from a real X window: its arranged views land where its constraints put
// them, a hidden one leaves no gap, and its own background is drawn (as since iOS 14).

import Foundation
import Testing
@testable import UIKit
import UIKitTesting

extension XServerTests {
    @Suite struct StackViewPixelTests {
        @Test func aRowOfEqualViewsWithSpacingOverTheStackBackground() throws {
            try XWindowHarness.run { x in
                // Precondition: a 200×60 row at (20, 30) on a grey background, spacing 10, three
                // equal views red / green / blue; then the green one is hidden.
                let red = UIView(), green = UIView(), blue = UIView()
                red.backgroundColor = .red
                green.backgroundColor = .green
                blue.backgroundColor = .blue
                let row = UIStackView(arrangedSubviews: [red, green, blue])
                row.frame = CGRect(x: 20, y: 30, width: 200, height: 60)
                row.distribution = .fillEqually
                row.spacing = 10
                row.backgroundColor = .gray
                x.add(row)
                green.isHidden = true

                // Action
                let shot = try x.render()

                // Assertion: (200 − 10) / 2 = 95 each: red 20..<115, grey gap 115..<125, blue 125..<220.
                let r = RGB(UIColor.red), b = RGB(UIColor.blue), grey = RGB(UIColor.gray), white = RGB(255, 255, 255)
                expectPixel(shot, 20, 30, r, "top-left pixel of the first view")
                expectPixel(shot, 114, 89, r, "bottom-right pixel of the first view")
                expectPixel(shot, 115, 60, grey, "the gap shows the stack's background")
                expectPixel(shot, 124, 60, grey, "last pixel of the gap")
                expectPixel(shot, 125, 60, b, "first pixel of the last view")
                expectPixel(shot, 219, 89, b, "bottom-right pixel of the last view")
                expectPixel(shot, 220, 60, white, "just right of the stack")
                expectPixel(shot, 60, 90, white, "just below the stack")
            }
        }
    }
}
