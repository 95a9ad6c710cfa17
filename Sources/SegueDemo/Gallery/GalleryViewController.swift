import Foundation
import UIKit

/// The demo's first screen: a header with the app icon, one card per scene, and a footer, in a
/// vertical `UIScrollView` as an iOS list is — the wheel and a drag scroll it, it rubber-bands at
/// its ends, and a window too small for every card shows the rest as it scrolls. It exercises what
/// the compositor draws: text, rounded corners, an image, shadows.
///
/// Everything is placed in `viewDidLayoutSubviews`, so resizing the window reflows it: the cards take
/// as many columns as fit (`GalleryGrid`) and the scroll view's `contentSize` follows what was laid out.
public final class GalleryViewController: UIViewController {
    let scrollView = UIScrollView()
    let iconView = UIImageView(image: UIImage(named: "segue-icon"))
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let footerLabel = UILabel()
    private(set) var cards: [SceneCardView] = []
    /// The columns of the last layout.
    private(set) var grid: GalleryGrid?

    /// Called when a scene's "Open" button is tapped.
    public var onOpenScene: ((DemoScene) -> Void)?

    public override func loadView() {
        view = UIView()
        view.backgroundColor = .secondarySystemBackground
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Segue"
        // A list bounces at its ends even when everything fits, as UITableView does.
        scrollView.alwaysBounceVertical = true
        scrollView.accessibilityIdentifier = "gallery-scroll"
        view.addSubview(scrollView)
        iconView.layer.cornerRadius = 14
        iconView.clipsToBounds = true
        iconView.contentMode = .scaleAspectFill
        iconView.accessibilityIdentifier = "gallery-icon"
        titleLabel.text = "Segue"
        titleLabel.font = .boldSystemFont(ofSize: 34)
        subtitleLabel.text = "UIKit view-controller transitions, drawn on X11. Pick a scene:"
        subtitleLabel.font = .systemFont(ofSize: 16)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 0
        footerLabel.text = "Scenes from the source articles · resize the window to see the layout follow"
        footerLabel.font = .systemFont(ofSize: 12)
        footerLabel.textColor = .secondaryLabel
        footerLabel.textAlignment = .center
        footerLabel.numberOfLines = 0
        footerLabel.accessibilityIdentifier = "gallery-footer"
        for v in [iconView, titleLabel, subtitleLabel, footerLabel] as [UIView] { scrollView.addSubview(v) }
        for (i, scene) in SceneCatalog.all.enumerated() {
            let card = SceneCardView(scene: scene, index: i) { [weak self] s in self?.onOpenScene?(s) }
            cards.append(card)
            scrollView.addSubview(card)
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        scrollView.frame = b
        // Narrow windows get the compact margins of an iPhone in portrait.
        let compact = b.width < 500
        let margin: CGFloat = compact ? 16 : 32
        // The scroll view adds the safe area to its insets (adjustedContentInset): on an emulated
        // iPhone the list starts below the status bar and ends above the home indicator.
        let inset = scrollView.adjustedContentInset
        let top: CGFloat = compact ? 20 : 28

        iconView.frame = CGRect(x: margin, y: top, width: 64, height: 64)
        let textX = margin + 80, textWidth = max(0, b.width - margin - textX)
        titleLabel.frame = CGRect(x: textX, y: top, width: textWidth, height: 40)
        let subtitleHeight = subtitleLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height
        subtitleLabel.frame = CGRect(x: textX, y: top + 42, width: textWidth, height: subtitleHeight)

        let gridTop = max(iconView.frame.maxY, subtitleLabel.frame.maxY) + 32
        let grid = GalleryGrid(width: b.width, margin: margin, cardCount: cards.count)
        self.grid = grid
        for (i, card) in cards.enumerated() {
            card.frame = grid.frame(ofCard: i).offsetBy(dx: 0, dy: gridTop)
        }

        // The footer follows the cards, or sits at the bottom of a window they do not fill.
        let footerWidth = max(0, b.width - 2 * margin)
        let footerHeight = footerLabel.sizeThatFits(CGSize(width: footerWidth, height: 0)).height
        let footerY = max(gridTop + grid.height + 24, b.height - inset.top - inset.bottom - 16 - footerHeight)
        footerLabel.frame = CGRect(x: margin, y: footerY, width: footerWidth, height: footerHeight)

        scrollView.contentSize = CGSize(width: b.width, height: footerLabel.frame.maxY + 16)
        keepOffsetInRange()
    }

    /// After a resize the content may end above the window's bottom: move it down to its end, as a
    /// list does when it grows taller than its content (a drag in progress keeps its rubber band).
    private func keepOffsetInRange() {
        guard !scrollView.isDragging else { return }
        let inset = scrollView.adjustedContentInset
        let end = max(-inset.top, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
        let offset = scrollView.contentOffset
        if offset.y > end || offset.x != 0 {
            scrollView.setContentOffset(CGPoint(x: 0, y: min(offset.y, end)), animated: false)
        }
    }
}
