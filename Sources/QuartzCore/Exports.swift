// `import QuartzCore` in code written for iOS: CALayer, CATransform3D, CAAnimation,
// CAMediaTimingFunction and CACurrentMediaTime live in Segue's UIKit (layers and views share one
// animation engine there), so this module re-exports it. A file that imports only QuartzCore
// therefore also sees UIKit.
@_exported import UIKit
