import Foundation

/// A physical impact: a view snapping into place, a collision (UIKit's `UIImpactFeedbackGenerator`).
/// Silent in Segue; `--trace` prints each impact with its style and intensity.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding.
    public enum FeedbackStyle: Int, Sendable, CustomStringConvertible {
        case light, medium, heavy, soft, rigid

        public var description: String {
            switch self {
            case .light: "light"
            case .medium: "medium"
            case .heavy: "heavy"
            case .soft: "soft"
            case .rigid: "rigid"
            }
        }
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// `.medium`, as UIKit's plain initialiser gives.
    public override convenience init() { self.init(style: .medium) }

    /// An impact at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// An impact at `intensity`, from 0 to 1 (clamped, as iOS does).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = min(max(intensity, 0), 1)
        TransitionTrace.record { "\(TransitionTrace.name(self)).impactOccurred(style: .\(self.style), intensity: \(clamped))" }
    }
}
