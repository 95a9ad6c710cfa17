import Foundation

extension UIStackView {
    /// How the arranged views share the stack view's length along its axis.
    public enum Distribution: Int, Sendable {
        /// The views fill the axis; when they do not fit, the one with the lowest compression
        /// resistance shrinks, and when there is room the one with the lowest hugging priority grows
        /// (ties go to the last view in `arrangedSubviews`).
        case fill = 0
        /// Every view gets the same length.
        case fillEqually = 1
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally = 2
        /// Views at their intrinsic lengths, with equal gaps of at least `spacing` between them.
        case equalSpacing = 3
        /// Equal distances between the views' centres, gaps still at least `spacing`.
        case equalCentering = 4
    }

    /// How the arranged views are placed across the stack view's axis.
    public enum Alignment: Int, Sendable {
        /// Views fill the stack view across its axis.
        case fill = 0
        /// Against the leading edge (vertical stacks) or the top (horizontal ones, as `.top`).
        case leading = 1
        /// Horizontal stacks only: the views' first baselines on one line.
        case firstBaseline = 2
        case center = 3
        /// Against the trailing edge (vertical stacks) or the bottom (horizontal ones, as `.bottom`).
        case trailing = 4
        /// Horizontal stacks only: the views' last baselines on one line.
        case lastBaseline = 5

        /// The same value as `.leading`, named for horizontal stacks.
        public static var top: Alignment { .leading }
        /// The same value as `.trailing`, named for horizontal stacks.
        public static var bottom: Alignment { .trailing }
    }

    /// `setCustomSpacing(_:after:)` with this value goes back to the stack view's `spacing`.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    /// The system's standard spacing between sibling views (8 points in Segue, as on iOS).
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude
    /// What `spacingUseSystem` stands for when the constraints are made.
    static let systemSpacing: CGFloat = 8
}
