import Foundation
import Synchronization

/// The traits a view or controller is shown with, as `UITraitCollection`. Segue carries the one trait
/// colours depend on, `userInterfaceStyle`.
///
/// `current` is what dynamic colours resolve against when read without a trait collection
/// (`color.cgColor`); UIKit sets it while a view draws, lays out or hears of a trait change, and so
/// does Segue.
public final class UITraitCollection: Equatable, Hashable, CustomStringConvertible, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle

    public init() { userInterfaceStyle = .unspecified }

    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// Combines collections: a later collection's specified traits win, as UIKit combines them.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        let style = collections.last(where: { $0.userInterfaceStyle != .unspecified })?.userInterfaceStyle
        self.init(userInterfaceStyle: style ?? .unspecified)
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

    private static let currentStore = Mutex(UITraitCollection(userInterfaceStyle: .light))

    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// The shared collection for a resolved style (no allocation per view).
    static func resolved(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        style == .dark ? dark : light
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle
    }
    public func hash(into h: inout Hasher) { h.combine(userInterfaceStyle) }
    public var description: String { "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle))" }
}
