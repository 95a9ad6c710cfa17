@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// UIColor components and constructors, UIFont weights and derivation, UIImage(named:) misses, and
// where each CALayerContentsGravity places an image.

@Suite struct ColorTests {
    @Test func componentsAreStoredAsGiven() {
        // Precondition / action
        let c = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.125)
        // Assertion
        #expect(c.cgColor.components == [0.25, 0.5, 0.75, 0.125])
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect([r, g, b, a] == [0.25, 0.5, 0.75, 0.125])
    }

    @Test func componentsAreClampedToTheUnitRange() {
        let c = UIColor(red: 1.5, green: -0.25, blue: 0.75, alpha: 2)
        #expect(c.cgColor.components == [1, 0, 0.75, 1])
    }

    @Test func whiteInitialiserSetsAllThreeChannels() {
        #expect(UIColor(white: 0.25, alpha: 0.75).cgColor.components == [0.25, 0.25, 0.25, 0.75])
    }

    @Test func withAlphaComponentKeepsTheColourAndReplacesAlpha() {
        // Precondition
        let c = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.125)
        // Action
        let faded = c.withAlphaComponent(0.625)
        // Assertion: alpha replaced (not multiplied), original untouched.
        #expect(faded.cgColor.components == [0.25, 0.5, 0.75, 0.625])
        #expect(c.cgColor.alpha == 0.125)
        #expect(faded != c)
    }

    @Test func hueInitialiserConvertsFromHSB() {
        // Primary hues at full saturation and brightness.
        #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(hue: 0.25, saturation: 1, brightness: 1, alpha: 1).cgColor.components == [0.5, 1, 0, 1])
        // 200°, saturation 0.25, brightness 0.75 → (0.5625, 0.6875, 0.75).
        let c = UIColor(hue: 200.0 / 360, saturation: 0.25, brightness: 0.75, alpha: 0.5).cgColor
        #expect(isClose(c.red, 0.5625) && isClose(c.green, 0.6875) && isClose(c.blue, 0.75))
        #expect(c.alpha == 0.5)
        // A hue of 1 wraps to red; zero saturation is grey at the brightness.
        #expect(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(hue: 0.3, saturation: 0, brightness: 0.25, alpha: 1).cgColor.components == [0.25, 0.25, 0.25, 1])
    }

    @Test func systemColoursAreDistinctAndOpaque() {
        let system: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal,
                                 .systemCyan, .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown,
                                 .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6]
        #expect(Set(system).count == system.count)
        #expect(system.allSatisfy { $0.cgColor.alpha == 1 })
        // iOS's light-appearance system blue is #007AFF.
        #expect(UIColor.systemBlue.cgColor.components == [0, 122.0 / 255, 1, 1])
    }

    @Test func equalityAndHashingCompareComponents() {
        let a = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        let b = UIColor(cgColor: CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(a != UIColor(red: 0.75, green: 0.5, blue: 0.25, alpha: 1))
    }
}

@Suite struct FontTests {
    @Test func weightsAreOrderedOnUIKitsScale() {
        let ordered: [UIFont.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(ordered == ordered.sorted())
        #expect(Set(ordered).count == ordered.count)
        #expect(UIFont.Weight.regular.rawValue == 0)
    }

    @Test func systemAndBoldFontsCarrySizeAndWeight() {
        // Action
        let regular = UIFont.systemFont(ofSize: 13)
        let bold = UIFont.boldSystemFont(ofSize: 21)
        let semibold = UIFont.systemFont(ofSize: 15, weight: .semibold)
        // Assertion
        #expect(regular.pointSize == 13 && regular.weight == .regular)
        #expect(bold.pointSize == 21 && bold.weight == .bold)
        #expect(semibold.weight == .semibold)
        #expect(regular.familyName == UIFont.systemFontFamily)
        #expect(regular != UIFont.systemFont(ofSize: 13, weight: .bold))
    }

    @Test func withSizeKeepsFamilyWeightAndItalic() {
        // Precondition
        let italic = UIFont.italicSystemFont(ofSize: 11)
        let mono = UIFont.monospacedSystemFont(ofSize: 12, weight: .heavy)
        // Action
        let bigItalic = italic.withSize(29)
        let bigMono = mono.withSize(31)
        // Assertion
        #expect(bigItalic.pointSize == 29 && bigItalic.isItalic && bigItalic.familyName == italic.familyName)
        #expect(bigMono.pointSize == 31 && bigMono.weight == .heavy && bigMono.familyName == mono.familyName)
        #expect(!bigMono.isItalic)
        #expect(bigMono == UIFont.monospacedSystemFont(ofSize: 31, weight: .heavy))
    }

    @Test func systemFontIsInterWithItsDisplayCutFromTwentyPoints() {
        // Action
        let body = UIFont.systemFont(ofSize: 17)
        let justBelow = UIFont.systemFont(ofSize: 19.5, weight: .semibold)
        let title = UIFont.boldSystemFont(ofSize: 20)
        let italic = UIFont.italicSystemFont(ofSize: 34)
        // Assertion: Inter below 20 pt, Inter Display from 20 pt, as iOS switches SF Pro Text to
        // SF Pro Display there.
        #expect(body.familyName == "Inter")
        #expect(justBelow.familyName == "Inter")
        #expect(title.familyName == "Inter Display")
        #expect(italic.familyName == "Inter Display" && italic.isItalic)
        #expect(UIFont.isSystemFontFamily("Inter Display") && UIFont.isSystemFontFamily("Inter"))
        #expect(!UIFont.isSystemFontFamily("DejaVu Sans"))
    }

    @Test func textStylesHaveIOSDefaultSizesAndWeights() {
        // Precondition: the HIG's table at the default content size.
        let expected: [(UIFont.TextStyle, CGFloat, UIFont.Weight)] = [
            (.extraLargeTitle, 36, .bold), (.extraLargeTitle2, 28, .bold), (.largeTitle, 34, .regular),
            (.title1, 28, .regular), (.title2, 22, .regular), (.title3, 20, .regular),
            (.headline, 17, .semibold), (.body, 17, .regular), (.callout, 16, .regular),
            (.subheadline, 15, .regular), (.footnote, 13, .regular), (.caption1, 12, .regular),
            (.caption2, 11, .regular),
        ]
        for (style, size, weight) in expected {
            // Action
            let font = UIFont.preferredFont(forTextStyle: style)
            // Assertion
            #expect(font.pointSize == size && font.weight == weight, "\(style.rawValue): \(font)")
            #expect(font == UIFont.systemFont(ofSize: size, weight: weight))
        }
        // An unknown style is body, as in UIKit.
        #expect(UIFont.preferredFont(forTextStyle: .init(rawValue: "NoSuchStyle")) == .systemFont(ofSize: 17))
    }

    @Test func namedFontRequiresANonEmptyName() {
        #expect(UIFont(name: "", size: 12) == nil)
        #expect(UIFont(name: "DejaVu Serif", size: 12)?.familyName == "DejaVu Serif")
    }
}

@Suite struct ImageTests {
    @Test func imageNamedReturnsNilForAMissingName() {
        #expect(UIImage(named: "segue-no-such-image-\(UUID().uuidString)") == nil)
    }

    @Test func imageSizeIsPixelsOverScale() {
        let image = UIImage(cgImage: CGImage(bitmap: Bitmap(width: 40, height: 10)), scale: 2)
        #expect(image.size == CGSize(width: 20, height: 5))
        #expect(UIImage(bitmap: Bitmap(width: 40, height: 10)).size == CGSize(width: 40, height: 10))
    }
}

@Suite struct ContentsGravityTests {
    /// A 40×10 image in bounds at (5, 7), 100×60: wider than tall, inside something taller.
    private let image = CGSize(width: 40, height: 10)
    private let bounds = CGRect(x: 5, y: 7, width: 100, height: 60)

    @Test(arguments: [
        (CALayerContentsGravity.center, CGRect(x: 35, y: 32, width: 40, height: 10)),
        (.top, CGRect(x: 35, y: 7, width: 40, height: 10)),
        (.bottom, CGRect(x: 35, y: 57, width: 40, height: 10)),
        (.left, CGRect(x: 5, y: 32, width: 40, height: 10)),
        (.right, CGRect(x: 65, y: 32, width: 40, height: 10)),
        (.topLeft, CGRect(x: 5, y: 7, width: 40, height: 10)),
        (.topRight, CGRect(x: 65, y: 7, width: 40, height: 10)),
        (.bottomLeft, CGRect(x: 5, y: 57, width: 40, height: 10)),
        (.bottomRight, CGRect(x: 65, y: 57, width: 40, height: 10)),
        (.resize, CGRect(x: 5, y: 7, width: 100, height: 60)),
        // Fit: limited by width (×2.5) → 100×25, centred vertically.
        (.resizeAspect, CGRect(x: 5, y: 24.5, width: 100, height: 25)),
        // Fill: limited by height (×6) → 240×60, centred horizontally.
        (.resizeAspectFill, CGRect(x: -65, y: 7, width: 240, height: 60)),
    ])
    func gravityPlacesTheImage(gravity: CALayerContentsGravity, expected: CGRect) {
        #expect(gravity.rect(for: image, in: bounds) == expected)
    }

    @Test func aspectGravitiesWithAnEmptyImageFillTheBounds() {
        #expect(CALayerContentsGravity.resizeAspect.rect(for: .zero, in: bounds) == bounds)
        #expect(CALayerContentsGravity.resizeAspectFill.rect(for: CGSize(width: 0, height: 10), in: bounds) == bounds)
    }
}

extension SharedState {
    @Suite struct ImageViewGravityTests {
        @Test func contentModeSetsTheLayerGravity() {
            let view = UIImageView()
            view.contentMode = .bottomRight
            #expect(view.layer.contentsGravity == .bottomRight)
            view.contentMode = .scaleAspectFill
            #expect(view.layer.contentsGravity == .resizeAspectFill)
        }
    }
}
