import Foundation
import Synchronization

/// The traits a view or controller is shown with, as `UITraitCollection`. Segue carries the two traits
/// colours depend on: `userInterfaceStyle` (light or dark) and `userInterfaceLevel` (base or elevated).
///
/// `current` is what dynamic colours resolve against when read without a trait collection
/// (`color.cgColor`); UIKit sets it while a view draws, lays out or hears of a trait change, and so
/// does Segue.
public final class UITraitCollection: Equatable, Hashable, CustomStringConvertible, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let userInterfaceLevel: UIUserInterfaceLevel

    public init() {
        userInterfaceStyle = .unspecified
        userInterfaceLevel = .unspecified
    }

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        userInterfaceLevel = .unspecified
    }

    public init(userInterfaceLevel: UIUserInterfaceLevel) {
        userInterfaceStyle = .unspecified
        self.userInterfaceLevel = userInterfaceLevel
    }

    init(userInterfaceStyle: UIUserInterfaceStyle, userInterfaceLevel: UIUserInterfaceLevel) {
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceLevel = userInterfaceLevel
    }

    /// Combines collections: a later collection's specified traits win, as UIKit combines them.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        let style = collections.last(where: { $0.userInterfaceStyle != .unspecified })?.userInterfaceStyle
        let level = collections.last(where: { $0.userInterfaceLevel != .unspecified })?.userInterfaceLevel
        self.init(userInterfaceStyle: style ?? .unspecified, userInterfaceLevel: level ?? .unspecified)
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

    private static let currentStore = Mutex(UITraitCollection(userInterfaceStyle: .light))

    static let light = UITraitCollection(userInterfaceStyle: .light, userInterfaceLevel: .base)
    static let dark = UITraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .base)
    static let lightElevated = UITraitCollection(userInterfaceStyle: .light, userInterfaceLevel: .elevated)
    static let darkElevated = UITraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .elevated)

    /// The shared collection for a resolved style and level (no allocation per view); an
    /// unspecified style is light and an unspecified level base.
    static func resolved(_ style: UIUserInterfaceStyle, _ level: UIUserInterfaceLevel = .base) -> UITraitCollection {
        switch (style == .dark, level == .elevated) {
        case (false, false): return light
        case (true, false): return dark
        case (false, true): return lightElevated
        case (true, true): return darkElevated
        }
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.userInterfaceLevel == b.userInterfaceLevel
    }
    public func hash(into h: inout Hasher) {
        h.combine(userInterfaceStyle)
        h.combine(userInterfaceLevel)
    }
    public var description: String {
        "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle), userInterfaceLevel: \(userInterfaceLevel))"
    }
}
