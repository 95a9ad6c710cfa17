import Foundation
import UIKit

/// One row of the timeline, laid out as iOS social apps lay out a post: a round avatar with the
/// author's initial, the author's name in semibold with the handle after it in grey, the text
/// below wrapped to as many lines as it needs, and a hairline under the row.
final class TimelinePostView: UIView {
    static let inset: CGFloat = 16
    static let avatarSide: CGFloat = 44
    static let gap: CGFloat = 10

    let post: TimelinePost
    private let avatar = UIView()
    private let initial = UILabel()
    private let name = UILabel()
    private let handle = UILabel()
    let textLabel = UILabel()
    private let separator = UIView()

    init(post: TimelinePost) {
        self.post = post
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        avatar.backgroundColor = post.avatarColor
        avatar.layer.cornerRadius = Self.avatarSide / 2
        initial.text = post.initial
        initial.font = .systemFont(ofSize: 19, weight: .semibold)
        initial.textColor = .white
        initial.textAlignment = .center
        avatar.addSubview(initial)
        name.text = post.author
        name.font = .systemFont(ofSize: 16, weight: .semibold)
        name.textColor = .label
        handle.text = post.handle
        handle.font = .systemFont(ofSize: 16)
        handle.textColor = .secondaryLabel
        textLabel.text = post.text
        textLabel.font = .systemFont(ofSize: 17)
        textLabel.textColor = .label
        textLabel.numberOfLines = 0
        separator.backgroundColor = .separator
        for view in [avatar, name, handle, textLabel, separator] { addSubview(view) }
    }

    private var textX: CGFloat { Self.inset + Self.avatarSide + Self.gap }

    /// The row's height at `width`: the byline and the wrapped text, or the avatar if taller.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let textWidth = max(1, size.width - textX - Self.inset)
        let bylineHeight = ceil(name.sizeThatFits(.zero).height)
        let textHeight = ceil(textLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height)
        let content = max(Self.avatarSide, bylineHeight + 2 + textHeight)
        return CGSize(width: size.width, height: Self.inset + content + Self.inset - 4)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, textWidth = max(1, b.width - textX - Self.inset)
        avatar.frame = CGRect(x: Self.inset, y: Self.inset - 4, width: Self.avatarSide, height: Self.avatarSide)
        initial.frame = avatar.bounds
        // The name at its width (at most the row's), the handle after it in what is left.
        let nameSize = name.sizeThatFits(.zero)
        let bylineHeight = ceil(nameSize.height)
        name.frame = CGRect(x: textX, y: Self.inset - 4, width: min(ceil(nameSize.width), textWidth), height: bylineHeight)
        handle.frame = CGRect(x: name.frame.maxX + 6, y: name.frame.minY,
                              width: max(0, textX + textWidth - name.frame.maxX - 6), height: bylineHeight)
        let textHeight = ceil(textLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height)
        textLabel.frame = CGRect(x: textX, y: name.frame.maxY + 2, width: textWidth, height: textHeight)
        separator.frame = CGRect(x: textX, y: b.height - 0.5, width: b.width - textX, height: 0.5)
    }
}
