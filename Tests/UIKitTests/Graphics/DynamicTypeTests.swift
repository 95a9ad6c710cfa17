@testable import UIKit
import Testing

// Dynamic Type: text styles' sizes per content size category (the HIG's table), trait collections
// carrying the category, and UIFontMetrics scaling by a style's size ratio.

@Suite struct DynamicTypeSizeTests {
    /// Sizes from the HIG's "iOS, iPadOS Dynamic Type sizes" table, written out per category.
    nonisolated static let weights: [UIFont.TextStyle: UIFont.Weight] = [
        .largeTitle: .regular, .title1: .regular, .title2: .regular, .title3: .regular, .headline: .semibold,
        .body: .regular, .callout: .regular, .subheadline: .regular, .footnote: .regular,
        .caption1: .regular, .caption2: .regular,
    ]
    nonisolated static let large: [UIFont.TextStyle: CGFloat] = [
        .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17,
        .callout: 16, .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11,
    ]
    nonisolated static let extraSmall: [UIFont.TextStyle: CGFloat] = [
        .largeTitle: 31, .title1: 25, .title2: 19, .title3: 17, .headline: 14, .body: 14,
        .callout: 13, .subheadline: 12, .footnote: 12, .caption1: 11, .caption2: 11,
    ]
    nonisolated static let accessibilityExtraLarge: [UIFont.TextStyle: CGFloat] = [
        .largeTitle: 52, .title1: 48, .title2: 44, .title3: 43, .headline: 40, .body: 40,
        .callout: 38, .subheadline: 36, .footnote: 33, .caption1: 32, .caption2: 29,
    ]

    @Test(arguments: [
        (UIContentSizeCategory.large, DynamicTypeSizeTests.large), (.extraSmall, DynamicTypeSizeTests.extraSmall),
        (.accessibilityExtraLarge, DynamicTypeSizeTests.accessibilityExtraLarge),
    ])
    func everyStyleHasTheTablesSizeAndItsWeightAtTheCategory(category: UIContentSizeCategory,
                                                             sizes: [UIFont.TextStyle: CGFloat]) {
        // Precondition
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        #expect(sizes.count == 11)
        for (style, size) in sizes {
            // Action
            let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
            // Assertion
            #expect(font.pointSize == size, "\(style.rawValue) at \(category)")
            #expect(font.weight == Self.weights[style], "\(style.rawValue) at \(category)")
            #expect(font.familyName == UIFont.systemFontFamily(forSize: size))
        }
    }

    @Test func anUnspecifiedCategoryIsSizedAsLarge() {
        // Precondition: a collection that says nothing about text size.
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        #expect(traits.preferredContentSizeCategory == .unspecified)
        // Action
        let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits)
        let title = UIFont.preferredFont(forTextStyle: .title1, compatibleWith: UITraitCollection())
        // Assertion
        #expect(body.pointSize == 17)
        #expect(title.pointSize == 28)
    }

    @Test func categoriesAreOrderedAndTheLastFiveAreAccessibilitySizes() {
        let all = UIContentSizeCategory.allSizes
        #expect(all.count == 12)
        #expect(all == all.sorted())
        #expect(all.filter(\.isAccessibilityCategory) == Array(all.suffix(5)))
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall && !UIContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test func extraLargeTitlesScaleWithBodysRatio() {
        // Action: not in the HIG's table, so they follow body (17 → 40 at AX3).
        let xl = UIFont.TextStyle.extraLargeTitle.pointSize(for: .accessibilityExtraLarge)
        // Assertion
        #expect(xl == (36.0 * 40 / 17).rounded())
        #expect(UIFont.TextStyle.extraLargeTitle2.pointSize(for: .large) == 28)
    }
}

@Suite struct FontMetricsScalingTests {
    static let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    static let xSmall = UITraitCollection(preferredContentSizeCategory: .extraSmall)

    @Test func valuesScaleByTheStylesSizeOverItsLargeSize() {
        // Precondition
        let body = UIFontMetrics.default
        let title = UIFontMetrics(forTextStyle: .title1)
        // Action / Assertion: body is 17 at Large, 28 at AX1, 14 at xSmall.
        #expect(body.textStyle == .body)
        #expect(body.scaledValue(for: 17, compatibleWith: Self.ax1) == 28)
        #expect(abs(body.scaledValue(for: 10, compatibleWith: Self.ax1) - 280.0 / 17) < 1e-9)
        #expect(abs(body.scaledValue(for: 10, compatibleWith: Self.xSmall) - 140.0 / 17) < 1e-9)
        // title1 is 28 at Large, 38 at AX1: its own curve, not body's.
        #expect(abs(title.scaledValue(for: 14, compatibleWith: Self.ax1) - 19) < 1e-9)
        #expect(body.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 10)
    }

    @Test func fontsScaleKeepTheirFamilyAndStopAtTheMaximum() {
        // Precondition
        let serif = UIFont(name: "DejaVu Serif", size: 17)!
        let metrics = UIFontMetrics(forTextStyle: .body)
        // Action
        let scaled = metrics.scaledFont(for: serif, compatibleWith: Self.ax1)
        let capped = metrics.scaledFont(for: serif, maximumPointSize: 24, compatibleWith: Self.ax1)
        let uncapped = metrics.scaledFont(for: serif, maximumPointSize: 0, compatibleWith: Self.ax1)
        let system = metrics.scaledFont(for: .systemFont(ofSize: 17, weight: .medium), compatibleWith: Self.ax1)
        // Assertion
        #expect(scaled.pointSize == 28 && scaled.familyName == "DejaVu Serif")
        #expect(capped.pointSize == 24)
        #expect(uncapped.pointSize == 28)
        #expect(system == .systemFont(ofSize: 28, weight: .medium), "the system font takes its display cut at 28 pt")
    }
}

extension SharedState {
    /// Builds a view.
    @Suite struct TraitCollectionContentSizeTests {
        @Test func viewsAndTheScreenCarryLargeAndCombiningKeepsTheLastSpecifiedCategory() {
            // Precondition
            let ax2 = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
            let dark = UITraitCollection(userInterfaceStyle: .dark)
            // Action
            let combined = UITraitCollection(traitsFrom: [ax2, dark])
            let overridden = UITraitCollection(traitsFrom: [ax2, UITraitCollection(preferredContentSizeCategory: .small)])
            // Assertion
            #expect(UIView().traitCollection.preferredContentSizeCategory == .large)
            #expect(UIScreen.main.traitCollection.preferredContentSizeCategory == .large)
            #expect(combined.preferredContentSizeCategory == .accessibilityLarge && combined.userInterfaceStyle == .dark)
            #expect(overridden.preferredContentSizeCategory == .small)
            #expect(ax2 != UITraitCollection(preferredContentSizeCategory: .small))
            #expect(ax2 == UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
        }
    }

    /// Uses `UITraitCollection.current`, which is process-wide.
    @Suite struct CurrentContentSizeTests {
        @Test func theCurrentCollectionsCategorySizesPreferredFontsAndMetrics() {
            // Precondition
            let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
            #expect(UITraitCollection.current.preferredContentSizeCategory == .large)
            #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
            // Action
            var caption2: CGFloat = 0, scaled: CGFloat = 0, descriptorSize: CGFloat = 0
            ax5.performAsCurrent {
                caption2 = UIFont.preferredFont(forTextStyle: .caption2).pointSize
                scaled = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17)).pointSize
                descriptorSize = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .largeTitle).pointSize
            }
            // Assertion
            #expect(caption2 == 41)
            #expect(scaled == 53)
            #expect(descriptorSize == 60)
            #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11, "restored after performAsCurrent")
        }
    }
}
