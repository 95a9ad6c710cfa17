// Lets PNGCodecTests name UIKit's `Bitmap` without importing UIKit next to Testing.
//
// Why this file exists: Swift Testing ships a cross-import overlay declaration for a module named
// `UIKit` (`Testing.swiftcrossimport/UIKit.swiftoverlay`, meant for Apple's UIKit). Any file that
// imports both `Testing` and Segue's `UIKit` therefore fails with "no such module '_Testing_UIKit'"
// on Linux. This file imports UIKit but not Testing, and re-publishes the one type the tests need.

import UIKit

/// Names from Segue's `UIKit` module for test files that also import `Testing`.
enum PNGCodecTestSupport {
    typealias Bitmap = UIKit.Bitmap
}
