@testable import UIKit
import Foundation
import Testing

// Dynamic colours: the semantic and system colours resolve to iOS's light and dark values, a
// provider is asked with the trait collection it resolves for, and `cgColor` follows
// `UITraitCollection.current`.

@Suite struct DynamicColorTests {
    static let light = UITraitCollection(userInterfaceStyle: .light)
    static let dark = UITraitCollection(userInterfaceStyle: .dark)

    /// The colour's components in 0…255 (alpha in 0…1, to two places), for comparing with the table.
    static func components(_ color: UIColor) -> [Double] {
        let c = color.cgColor
        return [c.red, c.green, c.blue].map { ($0 * 255).rounded() } + [(c.alpha * 100).rounded() / 100]
    }

    @Test func semanticColoursResolveToIOSLightAndDarkValues() {
        // Precondition / action: each colour resolved both ways. Assertion: the values of
        // docs/UIKIT-REFERENCE.md's table.
        let expected: [(String, UIColor, [Double], [Double])] = [
            ("label", .label, [0, 0, 0, 1], [255, 255, 255, 1]),
            ("secondaryLabel", .secondaryLabel, [60, 60, 67, 0.6], [235, 235, 245, 0.6]),
            ("tertiaryLabel", .tertiaryLabel, [60, 60, 67, 0.3], [235, 235, 245, 0.3]),
            ("separator", .separator, [60, 60, 67, 0.29], [84, 84, 88, 0.6]),
            ("opaqueSeparator", .opaqueSeparator, [198, 198, 200, 1], [56, 56, 58, 1]),
            ("systemBackground", .systemBackground, [255, 255, 255, 1], [0, 0, 0, 1]),
            ("secondarySystemBackground", .secondarySystemBackground, [242, 242, 247, 1], [28, 28, 30, 1]),
            ("tertiarySystemBackground", .tertiarySystemBackground, [255, 255, 255, 1], [44, 44, 46, 1]),
            ("systemGroupedBackground", .systemGroupedBackground, [242, 242, 247, 1], [0, 0, 0, 1]),
            ("systemFill", .systemFill, [120, 120, 128, 0.2], [120, 120, 128, 0.36]),
            ("systemBlue", .systemBlue, [0, 122, 255, 1], [10, 132, 255, 1]),
            ("systemRed", .systemRed, [255, 59, 48, 1], [255, 69, 58, 1]),
            ("systemGray", .systemGray, [142, 142, 147, 1], [142, 142, 147, 1]),
            ("systemGray6", .systemGray6, [242, 242, 247, 1], [28, 28, 30, 1]),
        ]
        for (name, color, light, dark) in expected {
            #expect(Self.components(color.resolvedColor(with: Self.light)) == light, "\(name) light")
            #expect(Self.components(color.resolvedColor(with: Self.dark)) == dark, "\(name) dark")
        }
        // An unspecified style resolves as light, and a fixed colour resolves to itself.
        #expect(UIColor.label.resolvedColor(with: UITraitCollection()).cgColor == UIColor.black.cgColor)
        #expect(UIColor.red.resolvedColor(with: Self.dark) === UIColor.red)
    }

    @Test func aProvidersColourIsAskedForEachStyleAndFollowsTheCurrentTraits() {
        // Precondition: a dynamic colour of two fixed ones.
        let teal = UIColor(red: 0, green: 0.5, blue: 0.5, alpha: 1)
        let amber = UIColor(red: 1, green: 0.75, blue: 0, alpha: 1)
        let color = UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? amber : teal })
        // Action / assertion: resolved for each style, and read under each as the current traits.
        #expect(color.resolvedColor(with: Self.dark) === amber)
        #expect(color.resolvedColor(with: Self.light) === teal)
        #expect(color.cgColor == teal.cgColor, "outside performAsCurrent the current traits are light")
        Self.dark.performAsCurrent { #expect(color.cgColor == amber.cgColor) }
        #expect(UITraitCollection.current.userInterfaceStyle == .light, "performAsCurrent puts the previous traits back")
        // A dynamic colour with another alpha stays dynamic.
        let faded = color.withAlphaComponent(0.5)
        #expect(faded.resolvedColor(with: Self.dark).cgColor == CGColor(red: 1, green: 0.75, blue: 0, alpha: 0.5))
    }

    @Test func traitCollectionsCompareByTheirColourAppearance() {
        #expect(Self.dark.hasDifferentColorAppearance(comparedTo: Self.light))
        #expect(!Self.dark.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(UITraitCollection(traitsFrom: [Self.dark, UITraitCollection()]).userInterfaceStyle == .dark)
        #expect(UITraitCollection(traitsFrom: [Self.dark, Self.light]).userInterfaceStyle == .light)
    }
}
