@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// Dynamic Type fonts follow the reader's text size in views that adjust them
    /// (`adjustsFontForContentSizeCategory`); the application's category reaches every view's traits
    /// and is announced with `UIContentSizeCategory.didChangeNotification`.
    @Suite struct ContentSizeAdjustingTests {
        @Test func anAdjustingLabelGrowsAndAnotherDoesNot() {
            withTestApplication { app, _ in
                // Precondition: two body labels at Large (17 pt), one adjusting.
                let adjusting = UILabel(), fixed = UILabel()
                adjusting.font = .preferredFont(forTextStyle: .body)
                adjusting.adjustsFontForContentSizeCategory = true
                fixed.font = .preferredFont(forTextStyle: .body)
                adjusting.text = "Hello"
                fixed.text = "Hello"
                _ = makeTextWindow(adjusting, fixed)
                let before = adjusting.intrinsicContentSize
                #expect(adjusting.font.pointSize == 17)
                // Action
                app.preferredContentSizeCategory = .accessibilityLarge
                // Assertion: body at AX3 is 40 pt; the other label keeps 17 pt; traits carry the size.
                #expect(adjusting.font.pointSize == UIFont.TextStyle.body.pointSize(for: .accessibilityLarge))
                #expect(adjusting.font.pointSize > 17)
                #expect(adjusting.intrinsicContentSize.height > before.height)
                #expect(fixed.font.pointSize == 17)
                #expect(adjusting.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
                // Back to Large: back to 17 pt.
                app.preferredContentSizeCategory = .large
                #expect(adjusting.font.pointSize == 17)
            }
        }

        @Test func scaledFontsAndTextInputsAdjustToo() {
            withTestApplication { app, _ in
                // Precondition: a field with a scaled custom size, a text view with headline, a
                // label with a plain system font.
                let field = makeTextField()
                field.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 20))
                field.adjustsFontForContentSizeCategory = true
                let view = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
                view.adjustsFontForContentSizeCategory = true
                view.font = .preferredFont(forTextStyle: .headline)
                let plain = UILabel()
                plain.adjustsFontForContentSizeCategory = true
                plain.font = .systemFont(ofSize: 17)
                _ = makeTextWindow(field, view, plain)
                // Action
                app.preferredContentSizeCategory = .accessibilityMedium
                // Assertion: 20 × body's AX1 / Large ratio (28 / 17); headline at AX1; plain unchanged.
                #expect(abs(field.font!.pointSize - 20 * 28 / 17) < 0.001)
                #expect(view.font!.pointSize == UIFont.TextStyle.headline.pointSize(for: .accessibilityMedium))
                #expect(plain.font.pointSize == 17)
                // A font set while the size is large is made at it.
                let late = UILabel()
                _ = makeTextWindow(late)
                late.adjustsFontForContentSizeCategory = true
                late.font = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
                #expect(late.font.pointSize == 28)
            }
        }

        @Test func aChangeIsAnnouncedOnce() {
            withTestApplication { app, _ in
                var seen: [UIContentSizeCategory] = []
                let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification,
                                                                   object: nil, queue: nil) { note in
                    let c = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
                    MainActor.assumeIsolated { if let c { seen.append(c) } }
                }
                defer { NotificationCenter.default.removeObserver(token) }
                // Action: a change, the same again, another.
                app.preferredContentSizeCategory = .extraLarge
                app.preferredContentSizeCategory = .extraLarge
                app.preferredContentSizeCategory = .small
                // Assertion
                #expect(seen == [.extraLarge, .small])
                #expect(UIScreen.main.traitCollection.preferredContentSizeCategory == .small)
            }
        }
    }
}
