// The system font as fontconfig and Pango really resolve it: Inter's files for each UIKit weight,
// Inter Display from 20 pt, DejaVu Sans when the family is missing, and text as wide as Inter draws
// it (DejaVu Sans, the old system font, is 7 % wider).

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

extension XServerTests {
    @Suite struct SystemFontTests {
        /// The file name fontconfig opened for `font` (the last path component).
        static func fileName(_ font: UIFont, in x: XWindowHarness) -> String {
            URL(fileURLWithPath: x.platform.text.resolvedFace(for: font).file).lastPathComponent
        }

        /// Runs `body` with the system families set to `text` and `display`, then puts them back.
        static func withSystemFamilies(text: String, display: String?, _ body: () throws -> Void) rethrows {
            let saved = (UIFont.systemFontFamily, UIFont.systemDisplayFontFamily)
            defer { (UIFont.systemFontFamily, UIFont.systemDisplayFontFamily) = saved }
            UIFont.systemFontFamily = text
            UIFont.systemDisplayFontFamily = display
            try body()
        }

        @Test func systemFontIsInterRegularAndBodyHeadlineAreItsWeights() throws {
            try XWindowHarness.run { x in
                // Precondition: the default system families.
                #expect(UIFont.systemFontFamily == "Inter")

                // Action
                let body = x.platform.text.resolvedFace(for: .preferredFont(forTextStyle: .body))
                let headline = Self.fileName(.preferredFont(forTextStyle: .headline), in: x)

                // Assertion: body is Inter Regular from Debian's fonts-inter; headline is SemiBold.
                #expect(body.family == "Inter")
                #expect(body.file == "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
                #expect(headline == "Inter-SemiBold.otf")
            }
        }

        @Test func everyUIKitWeightOpensInterFaceOfThatWeight() throws {
            try XWindowHarness.run { x in
                // Precondition: UIKit's nine weights and the Inter face each should open at 15 pt.
                let expected: [(UIFont.Weight, String)] = [
                    (.ultraLight, "Inter-Thin.otf"), (.thin, "Inter-ExtraLight.otf"), (.light, "Inter-Light.otf"),
                    (.regular, "Inter-Regular.otf"), (.medium, "Inter-Medium.otf"),
                    (.semibold, "Inter-SemiBold.otf"), (.bold, "Inter-Bold.otf"),
                    (.heavy, "Inter-ExtraBold.otf"), (.black, "Inter-Black.otf"),
                ]

                // Action
                let opened = expected.map { Self.fileName(.systemFont(ofSize: 15, weight: $0.0), in: x) }

                // Assertion
                #expect(opened == expected.map(\.1))
            }
        }

        @Test func displaySizesUseInterDisplayFromTwentyPoints() throws {
            try XWindowHarness.run { x in
                // Action: just below and at the switch, and title1.
                let below = Self.fileName(.systemFont(ofSize: 19.5), in: x)
                let at = Self.fileName(.systemFont(ofSize: 20), in: x)
                let title1 = x.platform.text.resolvedFace(for: .preferredFont(forTextStyle: .title1))
                let bold = Self.fileName(.boldSystemFont(ofSize: 34), in: x)

                // Assertion
                #expect(below == "Inter-Regular.otf")
                #expect(at == "InterDisplay-Regular.otf")
                #expect(title1.family == "Inter Display" && title1.file.hasSuffix("InterDisplay-Regular.otf"))
                #expect(bold == "InterDisplay-Bold.otf")
            }
        }

        @Test func missingSystemFamilyFallsBackToDejaVuSansAndWarns() throws {
            try XWindowHarness.run { x in
                try Self.withSystemFamilies(text: "Segue No Such Family", display: nil) {
                    // Precondition: fontconfig has no such family (its matcher alone would pick some
                    // other font silently).
                    #expect(!PangoTextSystem.isInstalled(family: "Segue No Such Family"))

                    // Action
                    let regular = x.platform.text.resolvedFace(for: .systemFont(ofSize: 17))
                    let bold = Self.fileName(.boldSystemFont(ofSize: 17), in: x)
                    let warning = try PangoTextSystem.checkSystemFont()

                    // Assertion: DejaVu Sans, and a warning that names the family and what to do.
                    #expect(regular.family == "DejaVu Sans")
                    #expect(regular.file.hasSuffix("/DejaVuSans.ttf"))
                    #expect(bold == "DejaVuSans-Bold.ttf")
                    #expect(warning == """
                        the system font "Segue No Such Family" is not installed, so text is drawn with DejaVu Sans, \
                        which is wider than iOS's; install it, or set UIFont.systemFontFamily to an installed family
                        """)
                }
            }
        }

        @Test func missingDisplayFamilyFallsBackToTheTextFamilyQuietly() throws {
            try XWindowHarness.run { x in
                try Self.withSystemFamilies(text: "Inter", display: "Segue No Such Display") {
                    // Action
                    let title = Self.fileName(.systemFont(ofSize: 28, weight: .semibold), in: x)
                    let warning = try PangoTextSystem.checkSystemFont()

                    // Assertion: Inter's own SemiBold, and nothing to warn about.
                    #expect(title == "Inter-SemiBold.otf")
                    #expect(warning == nil)
                }
            }
        }

        /// "Segue transitions, drawn on X11" at 17 pt regular: Inter draws it 258 pixels wide
        /// (Pango, slight hinting, hinted metrics), DejaVu Sans 277.
        static let sample = "Segue transitions, drawn on X11"

        @Test func bodyTextIsAsWideAsInterDrawsIt() throws {
            try XWindowHarness.run { x in
                // Precondition: the sample in a 17 pt label, black on white.
                let label = UILabel(frame: CGRect(x: 11, y: 37, width: 300, height: 30))
                label.text = Self.sample
                label.font = .systemFont(ofSize: 17)
                label.textColor = .black
                x.add(label)

                // Action: measure, and draw.
                let measured = x.platform.text.width(of: Self.sample, font: label.font)
                let dejaVu = x.platform.text.width(of: Self.sample, font: UIFont(familyName: "DejaVu Sans", pointSize: 17))
                let shot = try x.render()

                // Assertion: the advance is Inter's (DejaVu's is far outside the band), and the ink
                // spans what was measured, less the side bearings of "S" and "1".
                #expect(abs(measured - 258) <= 2, "measured \(measured) pt; Inter draws 258")
                #expect(dejaVu > 270, "DejaVu Sans measured \(dejaVu): the band above would not tell them apart")
                let ink = shot.points { $0.luma < 160 }
                try #require(!ink.isEmpty, "the label drew nothing")
                let inkWidth = CGFloat(ink.map(\.x).max()! - ink.map(\.x).min()! + 1)
                #expect(inkWidth <= measured && inkWidth >= measured - 6, "ink \(inkWidth) px wide, advance \(measured)")
            }
        }
    }
}

/// What the platform says when the system font or its fallback is missing, with fontconfig's answer
/// replaced by a fixed set of installed families (no X server needed).
@Suite struct SystemFontCheckTests {
    @Test func interMissingButDejaVuInstalledIsAWarningNamingThePackage() throws {
        // Action
        let warning = try PangoTextSystem.checkSystemFont(family: "Inter") { $0 == "DejaVu Sans" }
        // Assertion
        #expect(warning == """
            the system font "Inter" is not installed, so text is drawn with DejaVu Sans, which is wider \
            than iOS's; install it with `apt-get install fonts-inter`
            """)
    }

    @Test func neitherInterNorDejaVuIsAnErrorNamingFontsInter() {
        // Action / Assertion: the error that stops the platform names Inter's package.
        #expect(throws: PlatformError.missingFont(family: "Inter", package: "fonts-inter")) {
            try PangoTextSystem.checkSystemFont(family: "Inter") { _ in false }
        }
    }

    @Test func customFamilyAndDejaVuMissingNamesTheFallbackPackage() {
        #expect(throws: PlatformError.missingFont(family: "DejaVu Sans", package: "fonts-dejavu-core")) {
            try PangoTextSystem.checkSystemFont(family: "Cantarell") { _ in false }
        }
    }

    @Test func installedFamilyNeedsNoWarning() throws {
        #expect(try PangoTextSystem.checkSystemFont(family: "Inter") { $0 == "Inter" } == nil)
    }
}
