import Foundation

/// Where a popover points from (UIKit's `UIPopoverPresentationController`), configured before
/// `present` through `popoverPresentationController`.
///
/// Segue's window is a compact iPhone, where iOS adapts a popover to a sheet: a `.popover`
/// controller is presented as a page sheet (as `.formSheet` is), so the anchor and arrow settings
/// are kept but not drawn, and `arrowDirection` stays `.unknown`. The delegate hears the user's
/// dismissals of that sheet.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at.
    open var sourceRect: CGRect = .zero
    /// The bar button the popover points at, instead of a view.
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The direction the arrow points: `.unknown`, as no popover is drawn.
    open var arrowDirection: UIPopoverArrowDirection { .unknown }
    /// Views the user may touch while the popover shows.
    open var passthroughViews: [UIView]?
    /// The popover's background, arrow included.
    open var backgroundColor: UIColor?
    /// The margins the popover keeps from the screen's edges.
    open var popoverLayoutMargins: UIEdgeInsets = .zero
    /// Whether the popover may cover `sourceRect`.
    open var canOverlapSourceViewRect = false
}

/// The directions a popover's arrow points (UIKit's `UIPopoverArrowDirection`).
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// The popover's delegate (UIKit's `UIPopoverPresentationControllerDelegate`): the adaptive
/// delegate's dismissal calls, plus the popover's own, which Segue never makes (no popover is drawn).
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}

extension UIViewController {
    /// The popover that presents this controller when its `modalPresentationStyle` is `.popover`
    /// (made on first use, to configure before `present`); nil for every other style.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popoverStorage { return popoverStorage }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        popover.presentationStyle = .popover
        popoverStorage = popover
        return popover
    }
}
