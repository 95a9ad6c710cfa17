import Foundation
import Synchronization

/// The traits a view or controller is shown with, as `UITraitCollection`. Segue carries the traits
/// colours depend on, `userInterfaceStyle` (light or dark) and `userInterfaceLevel` (base or
/// elevated), and the one Dynamic Type fonts depend on, `preferredContentSizeCategory`.
///
/// `current` is what dynamic colours resolve against when read without a trait collection
/// (`color.cgColor`); UIKit sets it while a view draws, lays out or hears of a trait change, and so
/// does Segue.
public final class UITraitCollection: Equatable, Hashable, CustomStringConvertible, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let userInterfaceLevel: UIUserInterfaceLevel

    /// The reader's text size. Views' and the screen's collections carry Large, iOS's default (Segue
    /// has no text-size setting); a collection made for another trait leaves it `.unspecified`, which
    /// fonts size as Large.
    public let preferredContentSizeCategory: UIContentSizeCategory

    public convenience init() {
        self.init(userInterfaceStyle: .unspecified, userInterfaceLevel: .unspecified, preferredContentSizeCategory: .unspecified)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, userInterfaceLevel: .unspecified, preferredContentSizeCategory: .unspecified)
    }

    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(userInterfaceStyle: .unspecified, userInterfaceLevel: userInterfaceLevel, preferredContentSizeCategory: .unspecified)
    }

    /// A collection specifying only the text size, to combine or to size fonts with
    /// (`UIFont.preferredFont(forTextStyle:compatibleWith:)`, `UIFontMetrics`).
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, userInterfaceLevel: .unspecified,
                  preferredContentSizeCategory: preferredContentSizeCategory)
    }

    init(userInterfaceStyle: UIUserInterfaceStyle, userInterfaceLevel: UIUserInterfaceLevel,
         preferredContentSizeCategory: UIContentSizeCategory = .large) {
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceLevel = userInterfaceLevel
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Combines collections: a later collection's specified traits win, as UIKit combines them.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        let style = collections.last(where: { $0.userInterfaceStyle != .unspecified })?.userInterfaceStyle
        let level = collections.last(where: { $0.userInterfaceLevel != .unspecified })?.userInterfaceLevel
        let category = collections.last(where: { $0.preferredContentSizeCategory != .unspecified })?
            .preferredContentSizeCategory
        self.init(userInterfaceStyle: style ?? .unspecified, userInterfaceLevel: level ?? .unspecified,
                  preferredContentSizeCategory: category ?? .unspecified)
    }

    /// True when colours would resolve differently under `other` (the style or the level differs).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
            || userInterfaceLevel != (other?.userInterfaceLevel ?? .unspecified)
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

    static let light = UITraitCollection(userInterfaceStyle: .light, userInterfaceLevel: .base)
    static let dark = UITraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .base)
    static let lightElevated = UITraitCollection(userInterfaceStyle: .light, userInterfaceLevel: .elevated)
    static let darkElevated = UITraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .elevated)

    /// The reader's text size every view is shown with: `UIApplication.preferredContentSizeCategory`.
    static var systemContentSizeCategory: UIContentSizeCategory {
        get { systemCategoryStore.withLock { $0 } }
        set { systemCategoryStore.withLock { $0 = newValue } }
    }

    private static let systemCategoryStore = Mutex(UIContentSizeCategory.large)

    /// The collection for a resolved style and level at the system's content size category (shared,
    /// no allocation per view, at Large); an unspecified style is light and an unspecified level base.
    static func resolved(_ style: UIUserInterfaceStyle, _ level: UIUserInterfaceLevel = .base) -> UITraitCollection {
        let category = systemContentSizeCategory
        guard category == .large else {
            return UITraitCollection(userInterfaceStyle: style == .dark ? .dark : .light,
                                     userInterfaceLevel: level == .elevated ? .elevated : .base,
                                     preferredContentSizeCategory: category)
        }
        switch (style == .dark, level == .elevated) {
        case (false, false): return light
        case (true, false): return dark
        case (false, true): return lightElevated
        case (true, true): return darkElevated
        }
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.userInterfaceLevel == b.userInterfaceLevel
            && a.preferredContentSizeCategory == b.preferredContentSizeCategory
    }
    public func hash(into h: inout Hasher) {
        h.combine(userInterfaceStyle)
        h.combine(userInterfaceLevel)
        h.combine(preferredContentSizeCategory)
    }
    public var description: String {
        let category = preferredContentSizeCategory
        let size = category == .unspecified || category == .large ? "" : ", preferredContentSizeCategory: \(category)"
        return "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle), userInterfaceLevel: \(userInterfaceLevel)\(size))"
    }
}
