import UIKit

// Presentation code in the shapes public iOS libraries write it: a key-value read that reaches
// UIApplication.shared, a bridging cast to a Core Foundation type, and overrides in an extension.

final class CardPresentationController: UIPresentationController {
    static let shade = CGGradient(colorsSpace: nil, colors: [UIColor.black.cgColor, UIColor.clear.cgColor] as CFArray, locations: [0, 1])

    var topInset: CGFloat {
        guard let application = UIApplication.value(forKeyPath: #keyPath(UIApplication.shared)) as? UIApplication else { return 0 }
        return application.statusBarFrame.height
    }
}

extension CardPresentationController {
    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    func cardHeight() -> CGFloat { 300 }
}

extension CardPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        CGRect(x: 0, y: topInset, width: containerView?.bounds.width ?? 0, height: cardHeight())
    }
}
