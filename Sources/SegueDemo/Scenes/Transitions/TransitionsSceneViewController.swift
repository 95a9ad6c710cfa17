import UIKit

/// Scene 003 "Transitions in depth": a tab bar controller whose tab switches fade
/// (`FadeInFadeOutTransition`, from the delegate); Home holds a journal stack with a custom pop and a
/// full-page swipe back and a page sheet that vetoes its dismissal while it has unsaved changes;
/// Detail holds an untouched stack to compare pops with; Settings is a plain screen. Above the tab
/// bar a mini player pulls up into the full player (`PullUpInteractive`) or opens it on a tap.
/// Written against the public API only, as an app would be.
public final class TransitionsSceneViewController: UITabBarController, UITabBarControllerDelegate {
    private let miniPlayer = MiniPlayerView()
    private var pullUp: PullUpInteractive?

    public override init() {
        super.init()
        let home = HomeNavigationController(rootViewController: JournalViewController())
        home.tabBarItem = UITabBarItem(title: "Home", image: TabIcon.home, tag: 0)
        let settings = InfoViewController(title: "Settings",
                                          text: "Tabs fade into each other through an interruptible property animator.")
        let settingsStack = UINavigationController(rootViewController: settings)
        settingsStack.tabBarItem = UITabBarItem(title: "Settings", image: TabIcon.settings, tag: 2)
        viewControllers = [home, DefaultStackController(), settingsStack]
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        view.addSubview(miniPlayer)
        pullUp = PullUpInteractive(self, miniPlayer) { [weak self] in
            PlayerViewController(pullUp: self?.pullUp, startY: self?.miniPlayerTop ?? 0)
        }
        miniPlayer.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.miniPlayerTapped))
    }

    /// The mini player sits on the content, right above the tab bar, across every tab.
    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        miniPlayer.frame = CGRect(x: 0, y: tabBar.frame.minY - MiniPlayerView.height, width: view.bounds.width,
                                  height: MiniPlayerView.height)
    }

    /// The mini player's top in the window: where the full player starts coming up.
    private var miniPlayerTop: CGFloat { miniPlayer.convert(CGPoint.zero, to: nil).y }

    /// A tap opens the player by itself (the pull's `wantsInteractiveStart` is false) — once a tab
    /// switch has finished fading.
    func miniPlayerTapped(_ sender: UITapGestureRecognizer) {
        guard transitionCoordinator == nil else { return }
        present(PlayerViewController(pullUp: pullUp, startY: miniPlayerTop), animated: true)
    }

    public func tabBarController(_ tabBarController: UITabBarController,
                                 animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeInFadeOutTransition()
    }
}
