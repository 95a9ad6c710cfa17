@testable import UIKit
import Testing

// UIFontDescriptor and UIFont converting into each other, symbolic traits, the monospaced-digit
// feature flag, and vertical metrics read through the text measurer.

@Suite struct FontDescriptorTests {
    @Test func boldItalicTraitsRoundTripThroughAFont() {
        // Precondition
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.fontDescriptor.symbolicTraits.isEmpty)
        // Action
        let descriptor = body.fontDescriptor.withSymbolicTraits([.traitBold, .traitItalic])!
        let font = UIFont(descriptor: descriptor, size: 0)
        let back = font.fontDescriptor
        // Assertion
        #expect(font.weight == .bold && font.isItalic && font.pointSize == 17 && font.familyName == "Inter")
        #expect(back.symbolicTraits == [.traitBold, .traitItalic])
        #expect(back.postscriptName == "Inter-BoldItalic")
        #expect(back == descriptor)
    }

    @Test func droppingTheBoldTraitBringsTheWeightBackToRegular() {
        // Precondition
        let bold = UIFont.boldSystemFont(ofSize: 15).fontDescriptor
        #expect(bold.symbolicTraits == .traitBold)
        // Action
        let italicOnly = bold.withSymbolicTraits(.traitItalic)!
        // Assertion
        #expect(italicOnly.weight == .regular && italicOnly.symbolicTraits == .traitItalic)
        #expect(italicOnly.postscriptName == "Inter-Italic")
        #expect(bold.withSymbolicTraits(.traitCondensed) == nil, "no face here is condensed")
    }

    @Test func namedDescriptorsCarryFamilySizeAndNames() {
        // Action
        let descriptor = UIFontDescriptor(name: "DejaVu Serif", size: 13)
        let font = UIFont(descriptor: descriptor, size: 21)
        // Assertion
        #expect(descriptor.object(forKey: .family) as? String == "DejaVu Serif")
        #expect(descriptor.object(forKey: .size) as? CGFloat == 13)
        #expect(descriptor.postscriptName == "DejaVuSerif-Regular")
        #expect(font.familyName == "DejaVu Serif" && font.pointSize == 21 && font.weight == .regular)
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits == .traitMonoSpace)
    }

    @Test func preferredDescriptorsCarryTheirStyleAndMakeThePreferredFont() {
        // Action
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        let font = UIFont(descriptor: descriptor, size: 0)
        let bigger = UIFont(descriptor: descriptor, size: 24)
        // Assertion
        #expect(descriptor.textStyle == .headline)
        #expect(descriptor.object(forKey: .textStyle) as? String == "UICTFontTextStyleHeadline")
        #expect(descriptor.postscriptName == "Inter-SemiBold")
        #expect(font == .preferredFont(forTextStyle: .headline))
        #expect(bigger == .systemFont(ofSize: 24, weight: .semibold), "the system font takes its display cut")
    }
}

@Suite struct MonospacedDigitFontTests {
    @Test func monospacedDigitsAreTheSystemFontWithTheTabularFiguresFeature() {
        // Action
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .medium)
        // Assertion
        #expect(digits.features == ["tnum"])
        #expect(digits.familyName == "Inter" && digits.weight == .medium && digits.pointSize == 17)
        #expect(digits != UIFont.systemFont(ofSize: 17, weight: .medium))
        #expect(UIFont.systemFont(ofSize: 17).features.isEmpty)
        #expect(digits.withSize(30).features == ["tnum"])
        #expect(UIFont(descriptor: digits.fontDescriptor, size: 0) == digits)
        #expect(digits.description.hasSuffix("+tnum"))
    }
}

extension SharedState {
    /// Swaps the application's text measurer.
    @Suite struct FontVerticalMetricsTests {
        /// Distinct numbers so each property can be told apart.
        final class Measurer: TextMeasuring {
            func width(of text: String, font: UIFont) -> CGFloat { 0 }
            func metrics(of font: UIFont) -> FontMetrics {
                FontMetrics(ascent: font.pointSize * 0.9, descent: font.pointSize * 0.25, lineHeight: font.pointSize * 1.25)
            }
        }

        @Test func lineHeightAscenderDescenderAndLeadingComeFromTheMeasurer() {
            // Precondition
            let font = UIFont.systemFont(ofSize: 20)
            withTextMeasurer(Measurer()) {
                // Action / Assertion
                #expect(font.lineHeight == 25)
                #expect(font.ascender == 18)
                #expect(font.descender == -5)
                #expect(font.leading == 2)
                #expect(font.lineHeight == font.ascender - font.descender + font.leading)
            }
        }

        @Test func capAndXHeightsAreTheFontsProportionsOfThePointSize() {
            // Action
            let text = UIFont.systemFont(ofSize: 10)
            let display = UIFont.systemFont(ofSize: 100)
            // Assertion: Inter's and Inter Display's OS/2 ratios.
            #expect(abs(text.capHeight - 7.27) < 1e-9 && abs(text.xHeight - 5.45) < 1e-9)
            #expect(abs(display.capHeight - 71.9) < 1e-9 && abs(display.xHeight - 51.6) < 1e-9)
            #expect(text.xHeight < text.capHeight && text.capHeight < text.pointSize)
        }
    }
}
