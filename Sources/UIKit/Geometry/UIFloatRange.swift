import Foundation

/// A range of values (UIKit's `UIFloatRange`): how far an attachment may stretch or shrink.
public struct UIFloatRange: Equatable, Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    public init() { self.init(minimum: 0, maximum: 0) }

    public static let zero = UIFloatRange()
    /// Every value: an attachment with this range is not limited.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
