import UIKit

/// The rounded, filled buttons of scene 003's screens: the body text style in white on the tint
/// colour, 50 points tall, as iOS's filled buttons. A system button, so scripts find it by title.
enum TransitionsButton {
    static let height: CGFloat = 50

    static func make(_ title: String, filled: Bool = true, action: @escaping () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        if filled {
            button.backgroundColor = .systemBlue
            button.setTitleColor(.white, for: .normal)
        } else {
            button.backgroundColor = .systemGray5
        }
        button.layer.cornerRadius = 12
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }

    /// Lays `views` out in a column `width` wide, centred, from `top`, 12 points apart; returns the
    /// bottom of the last one.
    @discardableResult
    static func layOut(_ views: [UIView], in bounds: CGRect, top: CGFloat, width: CGFloat = 280) -> CGFloat {
        let w = min(width, bounds.width - 40)
        var y = top
        for view in views {
            let h = view is UIButton ? height : max(view.sizeThatFits(CGSize(width: w, height: 0)).height, 20)
            view.frame = CGRect(x: (bounds.width - w) / 2, y: y, width: w, height: h)
            y += h + 12
        }
        return y - 12
    }
}
