@testable import UIKit
import Testing
import UIKitTesting

/// A subclass written as on iOS: it overrides the designated `init(frame:)`.
private final class CountingButton: UIButton {
    var framesSeen: [CGRect] = []
    override init(frame: CGRect) {
        super.init(frame: frame)
        framesSeen.append(frame)
    }
}

extension SharedState {
    /// `UIButton.init(frame:)` is the designated initialiser, as in UIKit, and `init(type:)` goes
    /// through it.
    @Suite struct ButtonInitialiserTests {
        @Test func aSubclassOverridingInitFrameIsBuiltThroughItByInitType() {
            // Precondition / action
            let system = CountingButton(type: .system)
            let framed = CountingButton(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
            // Assertion: both went through the override; each has its type and frame.
            #expect(system.framesSeen == [.zero])
            #expect(system.buttonType == .system)
            #expect(framed.framesSeen == [CGRect(x: 1, y: 2, width: 30, height: 40)])
            #expect(framed.buttonType == .custom)
            #expect(framed.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        }

        @Test func aSystemButtonMadeByTypeStillDrawsInTheTint() {
            // Precondition / action
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            // Assertion: the title label exists and takes the tint, as a .system button's does.
            #expect(button.titleLabel?.text == "Go")
            #expect(button.titleLabel?.textColor == button.tintColor)
        }
    }
}
