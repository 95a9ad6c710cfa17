import Foundation
import UIKit

/// One thing the monkey does, in window points and frames of 1/60 s. Steps are printed with a
/// failing sequence so it can be read and replayed by seed.
public enum MonkeyStep: Equatable, CustomStringConvertible {
    /// Button down at a point; `target` names the view aimed at.
    case press(CGPoint, target: String)
    /// The held (or hovering) pointer moves to a point in even steps, one per frame.
    case move(to: CGPoint, frames: Int)
    case release
    /// Press and release on the same point one frame apart.
    case tap(CGPoint, target: String)
    /// A key pressed and, a frame later, released.
    case key(UIKey)
    /// Wheel steps at a point.
    case scroll(CGPoint, dx: CGFloat, dy: CGFloat)
    /// The window manager resizes the window.
    case resize(CGSize)
    /// The pointer grab is lost: the touch is cancelled.
    case cancelPointer
    case wait(frames: Int)

    public var description: String {
        func p(_ point: CGPoint) -> String { "\(Int(point.x.rounded())),\(Int(point.y.rounded()))" }
        switch self {
        case .press(let at, let target): return "press \(p(at)) (\(target))"
        case .move(let to, let frames): return "move \(p(to)) over \(frames) frames"
        case .release: return "release"
        case .tap(let at, let target): return "tap \(p(at)) (\(target))"
        case .key(let key): return "key \(key.keyCode) \"\(key.characters.debugDescription.dropFirst().dropLast())\""
        case .scroll(let at, let dx, let dy): return "scroll \(p(at)) by \(Int(dx)),\(Int(dy))"
        case .resize(let size): return "resize \(Int(size.width))x\(Int(size.height))"
        case .cancelPointer: return "pointer cancelled"
        case .wait(let frames): return "wait \(frames) frames"
        }
    }
}
