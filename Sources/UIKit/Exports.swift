// `import UIKit` on iOS brings Foundation (and CGRect, CGFloat…) with it; ported code relies on that.
@_exported import Foundation
