// Written as an iOS file is: CoreGraphics and QuartzCore imported by name, without UIKit. If either
// module were missing from the UIKit product, this file would not compile. (Kept apart from the
// tests: Swift Testing beside `import CoreGraphics` looks for an overlay only Apple platforms have.)
import CoreGraphics
import QuartzCore

/// Values made only through what the two modules bring.
enum ImportedByName {
    static func scaled() -> CGAffineTransform { CGAffineTransform(scaleX: 2, y: 3) }

    static func layer() -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 30, height: 40)
        layer.opacity = 0.5
        return layer
    }

    static var identity: CATransform3D { CATransform3DIdentity }
}
