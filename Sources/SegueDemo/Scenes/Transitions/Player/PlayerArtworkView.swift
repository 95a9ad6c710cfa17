import UIKit

/// The cover art of scene 003's player: a rounded square filled by a diagonal gradient layer, pink to
/// indigo, as a music app shows an album it has no image for. Used small in the mini player and
/// large in the full player.
final class PlayerArtworkView: UIView {
    private let gradient = CAGradientLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemIndigo.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        layer.addSublayer(gradient)
        layer.masksToBounds = true
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // A standalone layer animates its own changes (0.25 s) as in Core Animation; the gradient
        // follows the artwork's bounds at once, as iOS code does it.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        gradient.frame = bounds
        CATransaction.commit()
        // iOS rounds artwork by about a tenth of its side.
        layer.cornerRadius = max(4, bounds.width / 10)
    }
}
