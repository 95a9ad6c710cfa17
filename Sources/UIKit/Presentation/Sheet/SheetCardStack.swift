import Foundation

/// iOS 13+'s card stack: while a sheet is dimmed at its full height, the view behind it — the
/// presenter's, or the card of the sheet it was presented from — is pushed back: scaled about its
/// centre so that it stands `sideInset` points in from each side, its top `peek` points above the
/// sheet's card, its top corners rounded like the card's; over black where it uncovers the window.
///
/// `apply(_:)` takes how far pushed back it is (0…1), so that it can follow a presentation, a
/// dismissal, a detent change or a drag; the view's own transform, clipping and corners come back
/// with `restore()`. The numbers are Segue's choice (docs/UIKIT-REFERENCE.md, "Sheet detents"):
/// UIKit does not publish them.
@MainActor
final class SheetCardStack {
    /// How far in from each side of the container the pushed-back view stands.
    static let sideInset: CGFloat = 10
    /// How much of the pushed-back view shows above the sheet's card.
    static let peek: CGFloat = 10

    private let view: UIView
    private let container: UIView
    private let cornerRadius: CGFloat
    private let saved: (transform: CGAffineTransform, clips: Bool, radius: CGFloat, corners: CACornerMask)
    /// Black under a presenter that uncovers the window; nil behind a sheet's card.
    private var backdrop: UIView?

    /// The stack behind `sheet`, or nil when nothing can be pushed back (no container yet, the
    /// presenter's view out of the window).
    static func make(behind sheet: UISheetPresentationController) -> SheetCardStack? {
        guard let container = sheet.containerView else { return nil }
        let presenter = sheet.presentingViewController
        let view: UIView
        let isCard: Bool
        if let below = presenter.presentationStorage as? UISheetPresentationController, below.presentedViewController === presenter {
            view = below.card
            isCard = true
        } else if let own = presenter.viewIfLoaded, own.window != nil {
            view = own
            isCard = false
        } else {
            return nil
        }
        return SheetCardStack(view: view, isCard: isCard, container: container, cornerRadius: sheet.cornerRadius)
    }

    private init(view: UIView, isCard: Bool, container: UIView, cornerRadius: CGFloat) {
        self.view = view
        self.container = container
        self.cornerRadius = cornerRadius
        saved = (view.transform, view.clipsToBounds, view.layer.cornerRadius, view.layer.maskedCorners)
        if !isCard, let superview = view.superview {
            let black = UIView(frame: superview.bounds)
            black.backgroundColor = .black
            black.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            black.isUserInteractionEnabled = false
            superview.insertSubview(black, belowSubview: view)
            backdrop = black
        }
        view.clipsToBounds = true
        view.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    }

    /// The scale at which the view stands `sideInset` in from each side.
    var fullScale: CGFloat {
        let width = view.bounds.width
        return width > 2 * Self.sideInset ? (width - 2 * Self.sideInset) / width : 1
    }

    /// The view's transform `amount` of the way pushed back (0: its own transform).
    func transform(_ amount: CGFloat) -> CGAffineTransform {
        guard amount > 0 else { return saved.transform }
        let scale = 1 + amount * (fullScale - 1)
        // Scaled about its centre, its top would be at `centre − scale·height/2`; move it so that
        // at full push its top is `peek` above the card's.
        let superview = view.superview ?? container
        // Where the sheet's card at its full height starts, for the container's size now.
        let cardTop = UISheetPresentationController.topInset(forContainerHeight: container.bounds.height,
                                                             safeAreaTop: container.safeAreaInsets.top)
        let wantedTop = container.convert(CGPoint(x: 0, y: cardTop - Self.peek), to: superview).y
        let centre = view.center.y, height = view.bounds.height
        let shift = wantedTop - (centre - fullScale * height / 2)
        return CGAffineTransform(translationX: 0, y: amount * shift).scaledBy(x: scale, y: scale)
    }

    /// Pushes the view back `amount` of the way; animatable (inside an animation block or a
    /// transition's alongside animation).
    func apply(_ amount: CGFloat) {
        let transform = transform(amount)
        let scale = max(sqrt(transform.a * transform.a + transform.c * transform.c), 0.01)
        // The radius on screen goes from the view's own to the card's; the layer's is before scaling.
        let onScreen = saved.radius + amount * (cornerRadius - saved.radius)
        view.transform = transform
        view.layer.cornerRadius = amount > 0 ? onScreen / scale : saved.radius
    }

    /// Gives the view back its own transform, clipping and corners, and takes the black away.
    func restore() {
        UIView.performWithoutAnimation {
            view.transform = saved.transform
            view.clipsToBounds = saved.clips
            view.layer.cornerRadius = saved.radius
            view.layer.maskedCorners = saved.corners
        }
        backdrop?.removeFromSuperview()
        backdrop = nil
    }
}
