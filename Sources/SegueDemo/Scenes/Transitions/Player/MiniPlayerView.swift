import UIKit

/// The bar above scene 003's tab bar that shows what is playing, as a music app's mini player:
/// artwork, "Now playing" and the song, a play button. Pulled up it brings the full player up with
/// the pointer (`PullUpInteractive`); a tap opens it.
final class MiniPlayerView: UIView {
    static let height: CGFloat = 60

    let artwork = PlayerArtworkView()
    let playButton = PlayButton(glyphScale: 0.45)
    private let title = TransitionsLabel.make(.subheadline, text: "Now playing")
    private let song = TransitionsLabel.make(.footnote, color: .secondaryLabel, text: PlayerViewController.song)
    private let hairline = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        accessibilityIdentifier = "mini-player"
        title.numberOfLines = 1
        song.numberOfLines = 1
        hairline.backgroundColor = .separator
        for view in [artwork, title, song, playButton, hairline] as [UIView] { addSubview(view) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        hairline.frame = CGRect(x: 0, y: 0, width: b.width, height: 1)
        artwork.frame = CGRect(x: 12, y: 8, width: 44, height: 44)
        playButton.frame = CGRect(x: b.width - 56, y: 8, width: 44, height: 44)
        let textX = artwork.frame.maxX + 12, textWidth = max(playButton.frame.minX - 8 - textX, 0)
        title.frame = CGRect(x: textX, y: 10, width: textWidth, height: 20)
        song.frame = CGRect(x: textX, y: 31, width: textWidth, height: 18)
    }
}
