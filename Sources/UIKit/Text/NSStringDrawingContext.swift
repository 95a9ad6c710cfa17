import Foundation

/// Asks string drawing and measuring to shrink the text to fit (`minimumScaleFactor`) and reports
/// what was done (`actualScaleFactor`, `totalBounds`), as UIKit's class.
@MainActor
open class NSStringDrawingContext {
    /// The smallest scale the fonts may take to fit the rect; 0 or 1 never shrinks.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale used by the last drawing or measuring with this context (1: none).
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last drawn or measured with this context.
    open internal(set) var totalBounds: CGRect = .zero

    public init() {}
}
