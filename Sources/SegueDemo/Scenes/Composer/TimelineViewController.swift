import Foundation
import UIKit

/// Scene 004's first screen: a scrolling timeline of posts under a navigation bar whose compose
/// button presents the composer the article's way — `.custom`, with a `ComposerTransitioningDelegate`
/// that this controller keeps (a controller holds its transitioning delegate weakly).
///
/// What the composer sends goes to the top of the timeline (`post(_:)`).
public final class TimelineViewController: UIViewController {
    /// The posts from the top down.
    public private(set) var posts: [TimelinePost] = TimelinePost.samples
    /// The scroll view the posts are stacked in (accessibility identifier "timeline").
    public let scrollView = UIScrollView()
    private var rows: [TimelinePostView] = []
    private let composerTransitioning = ComposerTransitioningDelegate()

    public override init() {
        super.init()
        title = "Timeline"
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: composeButton)
    }

    private lazy var composeButton: ComposeButton = {
        let button = ComposeButton(frame: .zero)
        button.addAction(UIAction { [weak self] _ in self?.compose() }, for: .touchUpInside)
        return button
    }()

    public override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.accessibilityIdentifier = "timeline"
        scrollView.alwaysBounceVertical = true
        scrollView.backgroundColor = .systemBackground
        view.addSubview(scrollView)
        rows = posts.map { TimelinePostView(post: $0) }
        rows.forEach(scrollView.addSubview)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        layOutRows()
    }

    /// Stacks the rows from the top, each as tall as its text needs.
    private func layOutRows() {
        let width = scrollView.bounds.width
        var y: CGFloat = 0
        for row in rows {
            let height = row.sizeThatFits(CGSize(width: width, height: 0)).height
            row.frame = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        scrollView.contentSize = CGSize(width: width, height: y)
    }

    /// The row showing the post at `index` from the top.
    public func textOfRow(at index: Int) -> String? {
        rows.indices.contains(index) ? rows[index].textLabel.text : nil
    }

    /// Puts `post` at the top of the timeline and scrolls there, so it is the first thing seen.
    public func post(_ post: TimelinePost) {
        posts.insert(post, at: 0)
        let row = TimelinePostView(post: post)
        rows.insert(row, at: 0)
        scrollView.addSubview(row)
        layOutRows()
        scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
    }

    /// Presents a navigation controller holding the composer, as the article presents its
    /// controller: `.custom` with the composer's transitioning delegate.
    public func compose() {
        guard presentedViewController == nil, view.window != nil else { return }
        let composer = ComposerViewController()
        composer.onSend = { [weak self] text in self?.post(.mine(text)) }
        let controller = UINavigationController(rootViewController: composer)
        controller.transitioningDelegate = composerTransitioning
        // `.custom` makes UIKit ask the transitioning delegate for the animators.
        controller.modalPresentationStyle = .custom
        present(controller, animated: true, completion: nil)
    }
}
