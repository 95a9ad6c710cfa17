import Foundation
import Synchronization

/// The traits a view or controller is shown with, as `UITraitCollection`. Segue carries the trait
/// colours depend on, `userInterfaceStyle`, and the one Dynamic Type fonts depend on,
/// `preferredContentSizeCategory`.
///
/// `current` is what dynamic colours resolve against when read without a trait collection
/// (`color.cgColor`); UIKit sets it while a view draws, lays out or hears of a trait change, and so
/// does Segue.
public final class UITraitCollection: Equatable, Hashable, CustomStringConvertible, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// The reader's text size. Views' and the screen's collections carry Large, iOS's default (Segue
    /// has no text-size setting); a collection made for another trait leaves it `.unspecified`, which
    /// fonts size as Large.
    public let preferredContentSizeCategory: UIContentSizeCategory

    public init() { userInterfaceStyle = .unspecified; preferredContentSizeCategory = .unspecified }

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        preferredContentSizeCategory = .unspecified
    }

    /// A collection specifying only the text size, to combine or to size fonts with
    /// (`UIFont.preferredFont(forTextStyle:compatibleWith:)`, `UIFontMetrics`).
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        userInterfaceStyle = .unspecified
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    private init(userInterfaceStyle: UIUserInterfaceStyle, preferredContentSizeCategory: UIContentSizeCategory) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Combines collections: a later collection's specified traits win, as UIKit combines them.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        let style = collections.last(where: { $0.userInterfaceStyle != .unspecified })?.userInterfaceStyle
        let category = collections.last(where: { $0.preferredContentSizeCategory != .unspecified })?
            .preferredContentSizeCategory
        self.init(userInterfaceStyle: style ?? .unspecified, preferredContentSizeCategory: category ?? .unspecified)
    }

    /// True when colours would resolve differently under `other` (the style differs).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    /// Runs `actions` with this collection as `current`, putting the previous one back afterwards.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let previous = Self.current
        Self.current = self
        defer { Self.current = previous }
        try actions()
    }

    /// The collection dynamic colours resolve against when none is given; light until set.
    public static var current: UITraitCollection {
        get { currentStore.withLock { $0 } }
        set { currentStore.withLock { $0 = newValue } }
    }

    private static let currentStore = Mutex(light)

    static let light = UITraitCollection(userInterfaceStyle: .light, preferredContentSizeCategory: .large)
    static let dark = UITraitCollection(userInterfaceStyle: .dark, preferredContentSizeCategory: .large)

    /// The shared collection for a resolved style (no allocation per view).
    static func resolved(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        style == .dark ? dark : light
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.preferredContentSizeCategory == b.preferredContentSizeCategory
    }
    public func hash(into h: inout Hasher) { h.combine(userInterfaceStyle); h.combine(preferredContentSizeCategory) }
    public var description: String {
        let category = preferredContentSizeCategory
        let size = category == .unspecified || category == .large ? "" : ", preferredContentSizeCategory: \(category)"
        return "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle)\(size))"
    }
}
