@testable import UIKit
import Testing
import UIKitTesting

extension SharedState {
    /// The haptic generators are silent; the trace shows each call, so a prototype's taps can be seen.
    @Suite struct FeedbackGeneratorTests {
        @Test func impactsSelectionsAndNotificationsAreTraced() {
            withTestApplication { _, _ in
                // Precondition
                let impact = UIImpactFeedbackGenerator(style: .rigid)
                let selection = UISelectionFeedbackGenerator()
                let notification = UINotificationFeedbackGenerator()
                // Action
                let lines = TransitionTrace.capture {
                    impact.prepare()
                    impact.impactOccurred()
                    impact.impactOccurred(intensity: 1.7)
                    impact.impactOccurred(intensity: 0.25)
                    selection.selectionChanged()
                    notification.notificationOccurred(.warning)
                }
                // Assertion: one line each, intensity clamped to 0...1 as on iOS.
                #expect(lines == [
                    "UIImpactFeedbackGenerator.prepare()",
                    "UIImpactFeedbackGenerator.impactOccurred(style: .rigid, intensity: 1.0)",
                    "UIImpactFeedbackGenerator.impactOccurred(style: .rigid, intensity: 1.0)",
                    "UIImpactFeedbackGenerator.impactOccurred(style: .rigid, intensity: 0.25)",
                    "UISelectionFeedbackGenerator.selectionChanged()",
                    "UINotificationFeedbackGenerator.notificationOccurred(.warning)",
                ])
            }
        }

        @Test func thePlainImpactGeneratorIsMedium() {
            // Precondition / action / assertion
            #expect(UIImpactFeedbackGenerator().style == .medium)
        }
    }
}
