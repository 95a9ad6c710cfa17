import Foundation

/// The user's accessibility settings (UIKit's `UIAccessibility`), read by code that adapts to them.
///
/// Segue has no assistive technologies and no settings app, so every flag reads as on an iPhone with
/// the defaults: off, except shake-to-undo and video autoplay. Reduce Motion is the one a prototype
/// changes: `SEGUE_REDUCE_MOTION=1` in the environment turns it on at launch, and assigning
/// `isReduceMotionEnabled` (a Segue addition; iOS's is read-only) turns it on or off and posts
/// `reduceMotionStatusDidChangeNotification`, so screens that follow it can be tried both ways.
@MainActor
public enum UIAccessibility {
    /// Whether the user asked for less motion. Segue's built-in transitions follow it where iOS's
    /// do (the flip becomes a cross-dissolve; sheets and pushes still slide); view animations and
    /// springs do not change (UIKit's do not either), so code that reads it chooses its own quieter
    /// animation.
    public static var isReduceMotionEnabled: Bool {
        get { ApplicationContext.current.isReduceMotionEnabled }
        set {
            guard newValue != isReduceMotionEnabled else { return }
            ApplicationContext.current.isReduceMotionEnabled = newValue
            NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
        }
    }

    /// Reduce Motion at launch: `SEGUE_REDUCE_MOTION` set to 1, true or yes.
    nonisolated static func reduceMotionFromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["SEGUE_REDUCE_MOTION"]?.lowercased() else { return false }
        return ["1", "true", "yes"].contains(value)
    }

    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    /// On by default on iOS.
    public static var isShakeToUndoEnabled: Bool { true }
    /// On by default on iOS.
    public static var isVideoAutoplayEnabled: Bool { true }

    /// Posted when `isReduceMotionEnabled` changes.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Declared for source compatibility; never posted (Segue has no VoiceOver).
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Declared for source compatibility; never posted.
    public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Declared for source compatibility; never posted.
    public static let boldTextStatusDidChangeNotification = NSNotification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Declared for source compatibility; never posted.
    public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    /// Declared for source compatibility; never posted.
    public static let switchControlStatusDidChangeNotification = NSNotification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    /// Declared for source compatibility; never posted.
    public static let prefersCrossFadeTransitionsStatusDidChangeNotification = NSNotification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChange")

    /// What an app tells assistive technologies (UIKit's `UIAccessibility.Notification`).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Tells assistive technologies something changed. No assistive technology listens in Segue, so
    /// nothing happens; `--trace` shows the call.
    public static func post(notification: Notification, argument: Any?) {
        TransitionTrace.record { "UIAccessibility.post(notification: \(notification.rawValue), argument: \(argument.map { String(describing: $0) } ?? "nil"))" }
    }
}
