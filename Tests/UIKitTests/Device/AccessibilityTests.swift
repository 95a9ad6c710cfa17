@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// `UIAccessibility`: every flag as on an iPhone with default settings, and Reduce Motion that a
    /// prototype can turn on (from the environment or in code) and observe.
    @Suite struct AccessibilityTests {
        @Test func flagsReadAsAnIPhonesDefaults() {
            withTestApplication { _, _ in
                // Precondition / action / assertion
                #expect(!UIAccessibility.isReduceMotionEnabled)
                #expect(!UIAccessibility.isVoiceOverRunning)
                #expect(!UIAccessibility.isReduceTransparencyEnabled)
                #expect(!UIAccessibility.isBoldTextEnabled)
                #expect(!UIAccessibility.isDarkerSystemColorsEnabled)
                #expect(!UIAccessibility.isSwitchControlRunning)
                #expect(!UIAccessibility.prefersCrossFadeTransitions)
                #expect(UIAccessibility.isShakeToUndoEnabled)
                #expect(UIAccessibility.isVideoAutoplayEnabled)
            }
        }

        @Test func settingReduceMotionPostsItsNotificationOnceAndReadsBack() {
            withTestApplication { _, _ in
                // Precondition: an observer of the change.
                var posts = 0
                let token = NotificationCenter.default.addObserver(
                    forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil) { _ in
                    MainActor.assumeIsolated { posts += 1 }
                }
                defer { NotificationCenter.default.removeObserver(token) }
                // Action: turned on, then set to on again.
                UIAccessibility.isReduceMotionEnabled = true
                UIAccessibility.isReduceMotionEnabled = true
                // Assertion: on, and one notification for the one change.
                #expect(UIAccessibility.isReduceMotionEnabled)
                #expect(posts == 1)
                UIAccessibility.isReduceMotionEnabled = false
                #expect(!UIAccessibility.isReduceMotionEnabled)
                #expect(posts == 2)
            }
        }

        @Test func aNewApplicationStartsFromTheEnvironmentNotFromTheLastOnesSetting() {
            // Precondition: one application turned Reduce Motion on.
            withTestApplication { _, _ in UIAccessibility.isReduceMotionEnabled = true }
            // Action / assertion: the next starts without it (SEGUE_REDUCE_MOTION is unset here).
            withTestApplication { _, _ in #expect(!UIAccessibility.isReduceMotionEnabled) }
        }

        @Test func theEnvironmentTurnsReduceMotionOnWithOneTrueOrYes() {
            // Precondition / action / assertion
            for on in ["1", "true", "YES"] {
                #expect(UIAccessibility.reduceMotionFromEnvironment(["SEGUE_REDUCE_MOTION": on]), "\(on)")
            }
            for off in ["0", "no", ""] {
                #expect(!UIAccessibility.reduceMotionFromEnvironment(["SEGUE_REDUCE_MOTION": off]), "\(off)")
            }
            #expect(!UIAccessibility.reduceMotionFromEnvironment([:]))
        }
    }
}
