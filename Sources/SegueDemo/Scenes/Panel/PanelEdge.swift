import UIKit

/// The side of the screen a panel comes from (scene 000: a bottom sheet, a quick menu from the
/// right, an info message from the top). Each panel covers half of the container on its side.
public enum PanelEdge: String, CaseIterable, Sendable {
    case bottom, right, top

    public var title: String {
        switch self {
        case .bottom: "Bottom panel"
        case .right: "Right panel"
        case .top: "Top panel"
        }
    }

    /// The half of `bounds` the panel rests in.
    func restingFrame(in bounds: CGRect) -> CGRect {
        switch self {
        case .bottom: CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        case .right: CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
        case .top: CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height / 2)
        }
    }

    /// `frame` moved just off screen on this side (where the panel comes from and goes back to).
    func offscreen(_ frame: CGRect) -> CGRect {
        switch self {
        case .bottom: frame.offsetBy(dx: 0, dy: frame.height)
        case .right: frame.offsetBy(dx: frame.width, dy: 0)
        case .top: frame.offsetBy(dx: 0, dy: -frame.height)
        }
    }

    /// The corners that face the middle of the screen, which the panel rounds.
    var roundedCorners: CACornerMask {
        switch self {
        case .bottom: [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        case .right: [.layerMinXMinYCorner, .layerMinXMaxYCorner]
        case .top: [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        }
    }
}
