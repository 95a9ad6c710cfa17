@testable import UIKit
import Foundation
import UIKitTesting

/// The scene the Dynamics suites share: a reference view filling a 320 × 480 key window, its animator,
/// and boxes added to it.
@MainActor
struct DynamicsScene {
    let reference: UIView
    let animator: UIDynamicAnimator

    init(_ platform: RecordingPlatform) {
        let window = makeKeyWindow(size: platform.windowSize)
        reference = UIView(frame: window.bounds)
        window.addSubview(reference)
        animator = UIDynamicAnimator(referenceView: reference)
    }

    /// A view of `size` centred on `center`, added to the reference view.
    @discardableResult
    func box(at center: CGPoint, size: CGSize = CGSize(width: 50, height: 50)) -> UIView {
        add(UIView(frame: Self.frame(at: center, size: size)))
    }

    @discardableResult
    func add<View: UIView>(_ view: View) -> View {
        reference.addSubview(view)
        return view
    }

    static func frame(at center: CGPoint, size: CGSize) -> CGRect {
        CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The times (seconds from the start) at which `value` crossed `level` going up, over `frames`
    /// frames of 1/60 s, each found by linear interpolation between frames.
    static func upwardCrossings(of value: () -> CGFloat, through level: CGFloat, frames: Int,
                                app: UIApplication) -> [Double] {
        var crossings: [Double] = []
        var previous = value()
        for frame in 1...frames {
            app.renderFrame(after: 1.0 / 60)
            let now = value()
            if previous < level, now >= level {
                let fraction = Double((level - previous) / (now - previous))
                crossings.append((Double(frame - 1) + fraction) / 60)
            }
            previous = now
        }
        return crossings
    }

    /// The mean time between consecutive crossings.
    static func period(_ crossings: [Double]) -> Double {
        guard crossings.count > 1 else { return .nan }
        return (crossings.last! - crossings.first!) / Double(crossings.count - 1)
    }
}
