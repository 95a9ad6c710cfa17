import Foundation

/// One finger — here, the mouse pointer while a button is held — from press to release.
///
/// Locations are stored in window coordinates and converted on request, so a touch keeps reporting
/// correctly while the view under it moves.
@MainActor
public final class UITouch: Hashable {
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    public internal(set) var phase: Phase
    /// Seconds, from the X server's event time.
    public internal(set) var timestamp: TimeInterval
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    /// How many presses in quick succession, at about the same place, this one completes (1, 2, …).
    public internal(set) var tapCount: Int
    /// The longest gap between one touch's release and the next press for both to count as taps of
    /// one multi-tap (UIKit does not document its value; this is the usual double-tap delay).
    public static let multiTapInterval: TimeInterval = 0.35
    /// How far apart the presses of one multi-tap may be.
    public static let multiTapDistance: CGFloat = 40
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    public init(location: CGPoint, timestamp: TimeInterval, phase: Phase = .began, view: UIView?, window: UIWindow?,
                tapCount: Int = 1) {
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.timestamp = timestamp
        self.phase = phase
        self.view = view
        self.window = window
        self.tapCount = tapCount
    }

    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }

    nonisolated public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// A set of touches delivered together.
@MainActor
open class UIEvent {
    public enum EventType: Int, Sendable { case touches, presses, scroll }

    public let type: EventType
    public let timestamp: TimeInterval
    let touches: Set<UITouch>
    /// The modifier keys held when the event happened (iOS 13.4's hardware keyboard state): what the
    /// platform last reported with `PlatformEvent.modifiersChanged` for touches, the key's own flags
    /// for presses.
    public let modifierFlags: UIKeyModifierFlags

    public init(type: EventType, timestamp: TimeInterval, touches: Set<UITouch> = [], modifierFlags: UIKeyModifierFlags = []) {
        self.type = type
        self.timestamp = timestamp
        self.touches = touches
        self.modifierFlags = modifierFlags
    }

    public var allTouches: Set<UITouch>? { touches }

    public func touches(for view: UIView) -> Set<UITouch>? {
        touches.filter { $0.view === view }
    }

    public func touches(for window: UIWindow) -> Set<UITouch>? {
        touches.filter { $0.window === window }
    }
}

/// A physical key press (UIKit's `UIPress` with its `UIKey`).
@MainActor
public final class UIPress: Hashable {
    public let key: UIKey?
    public let timestamp: TimeInterval

    public init(key: UIKey?, timestamp: TimeInterval) {
        self.key = key
        self.timestamp = timestamp
    }

    nonisolated public static func == (a: UIPress, b: UIPress) -> Bool { a === b }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

/// A key: its code, the characters it types and the modifiers held.
///
/// `characters` is the text the key types under the keyboard's layout, compose and dead keys
/// included (a dead acute then "e" arrives as one key whose characters are "é"; the dead key
/// itself types nothing); `charactersIgnoringModifiers` is what the same key types with Control,
/// Alt and Command ignored ("a" for Ctrl+A, where `characters` may be a control character).
public struct UIKey: Equatable, Sendable {
    public var keyCode: UIKeyboardHIDUsage
    public var characters: String
    public var modifierFlags: UIKeyModifierFlags
    /// Set only where it differs from `characters` (a key made from a script line types what its
    /// characters say, whatever they are changed to).
    private var unmodifiedCharacters: String?

    public var charactersIgnoringModifiers: String {
        get { unmodifiedCharacters ?? characters }
        set { unmodifiedCharacters = newValue == characters ? nil : newValue }
    }

    public init(keyCode: UIKeyboardHIDUsage, characters: String, modifierFlags: UIKeyModifierFlags = [],
                charactersIgnoringModifiers: String? = nil) {
        self.keyCode = keyCode
        self.characters = characters
        self.modifierFlags = modifierFlags
        self.unmodifiedCharacters = charactersIgnoringModifiers == characters ? nil : charactersIgnoringModifiers
    }
}

/// The keys Segue distinguishes by code; others come through as `.other` with their characters.
public enum UIKeyboardHIDUsage: Equatable, Sendable {
    case keyboardEscape, keyboardReturnOrEnter, keyboardSpacebar, keyboardTab, keyboardDeleteOrBackspace
    case keyboardLeftArrow, keyboardRightArrow, keyboardUpArrow, keyboardDownArrow
    /// Delete to the right of the caret (the key marked Delete on a PC keyboard).
    case keyboardDeleteForward
    case keyboardHome, keyboardEnd, keyboardPageUp, keyboardPageDown
    case other
}

public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 0)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 1)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 2)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 3)
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 4)
}

open class UIPressesEvent: UIEvent {
    public let allPresses: Set<UIPress>

    public init(timestamp: TimeInterval, presses: Set<UIPress>) {
        allPresses = presses
        super.init(type: .presses, timestamp: timestamp,
                   modifierFlags: presses.compactMap { $0.key?.modifierFlags }.reduce([]) { $0.union($1) })
    }
}
