import Foundation
import UIKit

/// Chooses the monkey's next step from a seeded generator, with the pointer's state and the views
/// on screen in mind: most presses land on a view (a button, the panel, a handle, the dimming), the
/// rest anywhere; a held pointer mostly drags, sometimes flings, lets go, is cancelled, or keeps
/// holding while a key (Escape leaves a scene), a resize or a wait happens under it.
public struct MonkeyGenerator {
    /// A view the monkey may aim at: its name (accessibility identifier or type) and its frame in
    /// window points.
    public struct Target {
        public var name: String
        public var frame: CGRect

        public init(name: String, frame: CGRect) {
            self.name = name
            self.frame = frame
        }
    }

    private var rng: SeededGenerator

    /// Window sizes stay within what a desktop window manager allows and Segue lays out.
    public static let smallestWindow = CGSize(width: 200, height: 150)
    public static let largestWindow = CGSize(width: 1600, height: 1200)

    /// Keys a user presses in a scene: Escape (back to the gallery, or dismiss), Return and Space,
    /// the arrows, and the demo's time tools S (slow motion), P (pause) and . (one frame).
    static let escape = UIKey(keyCode: .keyboardEscape, characters: "\u{1B}")
    static let otherKeys: [UIKey] = [
        UIKey(keyCode: .keyboardReturnOrEnter, characters: "\r"),
        UIKey(keyCode: .keyboardSpacebar, characters: " "),
        UIKey(keyCode: .keyboardDownArrow, characters: ""),
        UIKey(keyCode: .other, characters: "s"),
        UIKey(keyCode: .other, characters: "p"),
        UIKey(keyCode: .other, characters: "."),
    ]

    public init(seed: UInt64) { rng = SeededGenerator(seed: seed) }

    private mutating func percent(_ p: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < p }
    private mutating func number(_ range: ClosedRange<CGFloat>) -> CGFloat { CGFloat.random(in: range, using: &rng) }
    private mutating func frames(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }

    /// Escape half the time: leaving a scene or dismissing in the middle of something is where
    /// work outlives its owner.
    private mutating func key() -> UIKey {
        percent(50) ? Self.escape : Self.otherKeys[Int.random(in: 0..<Self.otherKeys.count, using: &rng)]
    }

    /// The next step for a pointer at `pointer` (held when `pointerIsDown`) over a window of `size`
    /// showing `targets`.
    public mutating func nextStep(pointerIsDown: Bool, pointer: CGPoint, windowSize size: CGSize,
                                  targets: [Target]) -> MonkeyStep {
        let roll = Int.random(in: 0..<100, using: &rng)
        if pointerIsDown {
            switch roll {
            case 0..<45:
                // A drag of up to half the window, mostly vertical as the panels go.
                let to = clamp(CGPoint(x: pointer.x + number(-0.2...0.2) * size.width,
                                       y: pointer.y + number(-0.5...0.5) * size.height), in: size)
                return .move(to: to, frames: frames(1...20))
            case 45..<55:
                // A fling: far in very few frames.
                let to = clamp(CGPoint(x: pointer.x, y: pointer.y + (percent(50) ? 1 : -1) * number(80...300)), in: size)
                return .move(to: to, frames: frames(1...3))
            case 55..<72: return .release
            case 72..<76: return .cancelPointer
            case 76..<86: return .key(key())
            case 86..<90: return .resize(randomSize())
            default: return .wait(frames: frames(1...30))
            }
        }
        switch roll {
        case 0..<30:
            let (point, name) = aim(at: targets, in: size)
            return .press(point, target: name)
        case 30..<50:
            let (point, name) = aim(at: targets, in: size)
            return .tap(point, target: name)
        case 50..<62: return .key(key())
        case 62..<68:
            let (point, _) = aim(at: targets, in: size)
            return .scroll(point, dx: 0, dy: (percent(50) ? 1 : -1) * CGFloat(frames(1...5)))
        case 68..<74: return .resize(randomSize())
        case 74..<80: return .move(to: aim(at: targets, in: size).0, frames: frames(1...10))
        default: return .wait(frames: frames(1...45))
        }
    }

    /// A point inside a random target (four times in five), else anywhere in the window.
    private mutating func aim(at targets: [Target], in size: CGSize) -> (CGPoint, String) {
        let window = CGRect(origin: .zero, size: size)
        if !targets.isEmpty, percent(80) {
            let target = targets[Int.random(in: 0..<targets.count, using: &rng)]
            let visible = target.frame.intersection(window)
            if !visible.isNull, visible.width >= 1, visible.height >= 1 {
                let p = CGPoint(x: visible.minX + number(0...1) * (visible.width - 1),
                                y: visible.minY + number(0...1) * (visible.height - 1))
                return (p, target.name)
            }
        }
        return (CGPoint(x: number(0...(size.width - 1)), y: number(0...(size.height - 1))), "anywhere")
    }

    private mutating func randomSize() -> CGSize {
        CGSize(width: number(Self.smallestWindow.width...Self.largestWindow.width).rounded(),
               height: number(Self.smallestWindow.height...Self.largestWindow.height).rounded())
    }

    private func clamp(_ p: CGPoint, in size: CGSize) -> CGPoint {
        CGPoint(x: min(max(p.x, 0), size.width - 1), y: min(max(p.y, 0), size.height - 1))
    }
}
