import Foundation

/// A swipe (UIKit's `UISwipeGestureRecognizer`): a quick, straight stroke in one of `direction`'s
/// directions. Discrete: it is recognized during the stroke, on the move that completes it, as iOS
/// does, not on release.
///
/// Apple does not document its thresholds; Segue's are what a swipe on an iPhone feels like: at least
/// `minimumDistance` (50 pt) along a permitted direction, at most half as far across it (within
/// about 27° of the axis), and all within `maximumDuration` (0.5 s by the input clock) of the press.
/// A slower or crooked stroke fails, leaving it to a pan.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a stroke may take (UIKit's `UISwipeGestureRecognizer.Direction`).
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)

        /// The unit vector of a single direction, in view coordinates (y grows downward).
        var unitVector: CGPoint {
            switch self {
            case .right: CGPoint(x: 1, y: 0)
            case .left: CGPoint(x: -1, y: 0)
            case .up: CGPoint(x: 0, y: -1)
            default: CGPoint(x: 0, y: 1)
            }
        }
    }

    /// The permitted directions; `.right` by default, as in UIKit.
    open var direction: Direction = .right
    /// How many fingers the stroke takes. Segue's pointer is one finger, so more never recognizes.
    open var numberOfTouchesRequired = 1

    /// How far the stroke must go along a permitted direction.
    public static let minimumDistance: CGFloat = 50
    /// How far across that direction it may stray, as a fraction of how far it went along it.
    public static let maximumDeviation: CGFloat = 0.5
    /// How long after the press the stroke must be complete.
    public static let maximumDuration: TimeInterval = 0.5

    private var start: CGPoint = .zero
    private var startTime: TimeInterval = 0

    public override init() { super.init() }

    /// `UISwipeGestureRecognizer { swipe in … }`: the closure runs when the swipe is recognized.
    public convenience init(handler: @escaping (UISwipeGestureRecognizer) -> Void) {
        self.init()
        addAction { handler($0 as! UISwipeGestureRecognizer) }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        guard numberOfTouches == numberOfTouchesRequired else {
            if state == .possible { state = .failed }
            return
        }
        start = touch.locationInWindow
        startTime = touch.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        if touch.timestamp - startTime > Self.maximumDuration {
            state = .failed
            return
        }
        let p = touch.locationInWindow
        if completesStroke(dx: p.x - start.x, dy: p.y - start.y) { state = .ended }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// Whether a stroke of (dx, dy) from the press is a swipe in one of the permitted directions.
    func completesStroke(dx: CGFloat, dy: CGFloat) -> Bool {
        for single in [Direction.right, .left, .up, .down] where direction.contains(single) {
            let axis = single.unitVector
            let along = dx * axis.x + dy * axis.y
            let across = abs(dx * axis.y - dy * axis.x)
            if along >= Self.minimumDistance, across <= along * Self.maximumDeviation { return true }
        }
        return false
    }
}
