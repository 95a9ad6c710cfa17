import Foundation

/// What a sheet's detent resolver is told: how tall the sheet may be at most.
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The height of the large detent: the card from its top inset to the bottom of the container.
    var maximumDetentValue: CGFloat { get }
}

extension UISheetPresentationController {
    /// A height a sheet rests at (UIKit's `UISheetPresentationController.Detent`): `.medium()`, half
    /// the available height; `.large()`, the whole card; or `.custom`, whatever its resolver answers.
    /// A detent is told apart from the others by its `identifier`.
    @MainActor
    public final class Detent: CustomStringConvertible {
        /// A detent's name (UIKit's `UISheetPresentationController.Detent.Identifier`).
        public struct Identifier: Hashable, RawRepresentable, Sendable, CustomStringConvertible {
            public let rawValue: String
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public init(rawValue: String) { self.rawValue = rawValue }

            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")

            public var description: String {
                switch self {
                case .medium: "medium"
                case .large: "large"
                default: rawValue
                }
            }
        }

        public let identifier: Identifier
        private let resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier,
                     resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the height of the screen: half the large detent's height, rounded to a point.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
        }

        /// The full card.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` computes from the context (nil: the detent is not used
        /// now). Without an identifier the detent gets a unique one, as in UIKit.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom." + UUID().uuidString), resolver: resolver)
        }

        /// The height this detent asks for in `context`, kept between 0 and the maximum; nil when the
        /// resolver declines.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(value, 0), context.maximumDetentValue)
        }

        nonisolated public var description: String { "Detent(\(identifier))" }
    }

    /// The context handed to resolvers.
    struct DetentContext: UISheetPresentationControllerDetentResolutionContext {
        let maximumDetentValue: CGFloat
    }

    /// A detent with its height resolved for the current container.
    struct ResolvedDetent: Equatable {
        let identifier: Detent.Identifier
        let height: CGFloat
    }
}
