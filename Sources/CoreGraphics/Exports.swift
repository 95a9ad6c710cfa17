// `import CoreGraphics` in code written for iOS: CGFloat, CGPoint, CGRect and CGSize come from
// Foundation on Linux, and Segue's CGAffineTransform, CGContext, CGPath and CGColor live in UIKit, so
// this module re-exports both. A file that imports only CoreGraphics therefore also sees UIKit.
@_exported import Foundation
@_exported import UIKit
