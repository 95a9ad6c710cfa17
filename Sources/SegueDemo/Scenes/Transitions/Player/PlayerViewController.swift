import UIKit

/// Scene 003's full player, Spotify-style: a grabber, the artwork large, the song and a big play
/// button on white. It comes up from the mini player — pulled (`PullUpInteractive`) or on a tap —
/// and goes down with the article's `PullToDismissInteractive`. It is its own transitioning
/// delegate, as the article's card is.
final class PlayerViewController: UIViewController {
    static let song = "Evening Swell — Harbour Lights"

    private var pullToDismissInteractive: PullToDismissInteractive!
    /// The pull that presents this player, if one does; nil leaves the presentation to play alone.
    private weak var pullUpInteractive: PullUpInteractive?
    /// Where the player's top starts its presentation, in the window (the mini player's top).
    private let startY: CGFloat

    private let grabber = UIView()
    private let artwork = PlayerArtworkView()
    private let heading = TransitionsLabel.make(.title2, text: "Evening Swell")
    private let artist = TransitionsLabel.make(.body, color: .secondaryLabel, text: "Harbour Lights")
    private let playButton = PlayButton(glyphScale: 0.5)

    init(pullUp: PullUpInteractive?, startY: CGFloat) {
        self.pullUpInteractive = pullUp
        self.startY = startY
        super.init()
        title = "Now Playing"
        modalPresentationStyle = .custom
        transitioningDelegate = self
    }

    override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .systemBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = 2.5
        heading.textAlignment = .center
        artist.textAlignment = .center
        heading.accessibilityIdentifier = "player-title"
        for item in [grabber, artwork, heading, artist, playButton] as [UIView] { view.addSubview(item) }
        self.pullToDismissInteractive = PullToDismissInteractive(self, self.view)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        grabber.frame = CGRect(x: b.midX - 18, y: 8, width: 36, height: 5)
        let side = max(min(b.width - 80, b.height * 0.45), 0)
        artwork.frame = CGRect(x: b.midX - side / 2, y: 40, width: side, height: side)
        heading.frame = CGRect(x: 20, y: artwork.frame.maxY + 24, width: max(b.width - 40, 0), height: 30)
        artist.frame = CGRect(x: 20, y: heading.frame.maxY + 4, width: max(b.width - 40, 0), height: 24)
        playButton.frame = CGRect(x: b.midX - 36, y: artist.frame.maxY + 20, width: 72, height: 72)
    }
}

extension PlayerViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PlayerTransition(isDismiss: false, startY: startY)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PlayerTransition(isDismiss: true)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        PlayerPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        pullUpInteractive
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        pullToDismissInteractive
    }
}
