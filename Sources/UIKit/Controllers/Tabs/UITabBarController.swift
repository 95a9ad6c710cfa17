import Foundation

/// A container that shows one of several view controllers at a time, chosen with the tab bar along
/// its bottom edge (UIKit's `UITabBarController`).
///
/// Every controller in `viewControllers` is a child (so each one's `tabBarController` finds this
/// one), but only the selected one's view is in the hierarchy, laid out above the bar, and only it
/// hears the appearance callbacks this controller hears. It sits in `transitionView`, the content
/// area above the bar, which is also the container an animated switch runs in. Switching tabs is in
/// `UITabBarController+Switching.swift`, an animated switch in `TabTransition.swift`.
///
/// ```swift
/// let tabs = UITabBarController()
/// tabs.viewControllers = [home, inbox, settings]
/// tabs.selectedIndex = 1
/// window.rootViewController = tabs
/// ```
open class UITabBarController: UIViewController {
    /// The bar this controller manages; taps on it go through the delegate's `shouldSelect`.
    public let tabBar = UITabBar()

    /// The content area above the bar: it holds the selected tab's view, and is the container view
    /// of an animated switch (UIKit's transition view), so an animator's `addSubview` puts the new
    /// tab under the bar and inside the area it fills.
    let transitionView = UIView()

    /// Asked before a tapped tab is selected and told after; weak, as in UIKit.
    open weak var delegate: UITabBarControllerDelegate?

    /// The tabs, left to right; nil when there are none.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The selected tab's index, or `NSNotFound` when there are no tabs. Setting an index outside
    /// the tabs prints a warning and changes nothing, as does setting it while a switch animates.
    /// Setting it never asks or tells the delegate.
    open var selectedIndex: Int {
        get { selectedTab.flatMap { tab in tabs.firstIndex { $0 === tab } } ?? NSNotFound }
        set {
            guard refuseWhileSwitching("selectedIndex = \(newValue)") else { return }
            guard tabs.indices.contains(newValue) else {
                SegueDiagnostics.warn("UITabBarController: selectedIndex \(newValue) is not a tab (there are "
                                      + "\(tabs.count)); the selection stays where it was.")
                return
            }
            switchTab(to: tabs[newValue])
        }
    }

    /// The selected tab. Only one of `viewControllers` can be selected: anything else traps, as
    /// UIKit raises. Setting it never asks or tells the delegate.
    open var selectedViewController: UIViewController? {
        get { selectedTab }
        set {
            guard let newValue else { return }
            precondition(tabs.contains { $0 === newValue },
                         "UITabBarController: only a view controller in viewControllers can be selected")
            guard refuseWhileSwitching("selectedViewController = \(TransitionTrace.name(newValue))") else { return }
            switchTab(to: newValue)
        }
    }

    /// The tabs as set, in order.
    var tabs: [UIViewController] = []
    /// The tab shown now.
    var selectedTab: UIViewController?

    public override init() {
        super.init()
        tabBar.itemTapHandler = { [weak self] item in self?.userTapped(item) }
    }

    /// Replaces the tabs. As UIKit documents, the previously selected controller stays selected if
    /// it is among the new ones; otherwise the one at the same index, else the first. Controllers
    /// that leave are removed from the children, those that arrive added. Segue shows the new bar at
    /// once; `animated` is accepted for UIKit's sake.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        guard refuseWhileSwitching("setViewControllers(_:animated:)") else { return }
        let incoming = viewControllers ?? []
        let previous = selectedTab
        let previousIndex = selectedIndex
        let leaving = tabs.filter { old in !incoming.contains { $0 === old } }
        let arriving = incoming.filter { new in !tabs.contains { $0 === new } }
        for tab in leaving { tab.willMove(toParent: nil) }
        for tab in arriving { addChild(tab) }
        tabs = incoming

        let next: UIViewController?
        if let previous, incoming.contains(where: { $0 === previous }) {
            next = previous
        } else if incoming.indices.contains(previousIndex) {
            next = incoming[previousIndex]
        } else {
            next = incoming.first
        }
        tabBarItemsDidChange()
        switchTab(to: next)
        for tab in leaving {
            tab.viewIfLoaded?.removeFromSuperview()
            tab.removeFromParent()
        }
        for tab in arriving { tab.didMove(toParent: self) }
    }

    /// Shows the tabs' current items on the bar (after the tabs or one of their items changed).
    func tabBarItemsDidChange() {
        tabBar.setItems(tabs.map { $0.tabBarItem }, animated: false)
        tabBar.selectedItem = selectedTab?.tabBarItem
    }

    // MARK: View

    open override func loadView() {
        let container = TabBarContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        container.backgroundColor = .systemBackground
        transitionView.frame = CGRect(x: 0, y: 0, width: container.bounds.width,
                                      height: max(0, container.bounds.height - UITabBar.height))
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.clipsToBounds = true
        container.addSubview(transitionView)
        container.addSubview(tabBar)
        view = container
    }

    /// The selected tab's view goes in as the controller appears, after this controller's
    /// `viewWillAppear`, so the tab loads and appears in UIKit's order.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        installSelectedView()
    }

    /// The area a tab's view fills: everything above the bar.
    var tabContentFrame: CGRect {
        let b = view.bounds
        return CGRect(x: 0, y: 0, width: b.width, height: max(0, b.height - tabBarHeight))
    }

    /// 49 points, and the bottom safe-area inset below them (83 on an iPhone with a home indicator).
    var tabBarHeight: CGFloat { UITabBar.height + view.safeAreaInsets.bottom }

    /// The animated switch running now, if any: while it runs, the animator owns the views in
    /// `transitionView`, and the selection may not change.
    var runningTabTransition: TabTransition? {
        guard let running = activeTransition as? TabTransition, !running.isOver else { return nil }
        return running
    }

    /// Puts the selected tab's view in the content area if it is not there yet.
    func installSelectedView() {
        guard let tab = selectedTab, isViewLoaded, runningTabTransition == nil else { return }
        let tabView = tab.view!
        guard tabView.superview !== transitionView else { return }
        tabView.frame = transitionView.bounds
        tabView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(tabView)
    }

    /// Lays the bar along the bottom and the content area, with the selected tab, above it. While
    /// a switch animates, the tabs' views are the animator's (they follow the area by autoresizing).
    func layoutTabs() {
        let b = view.bounds
        tabBar.frame = CGRect(x: 0, y: b.height - tabBarHeight, width: b.width, height: tabBarHeight)
        transitionView.frame = tabContentFrame
        guard runningTabTransition == nil else { return }
        installSelectedView()
        selectedTab?.viewIfLoaded?.frame = transitionView.bounds
    }

    // MARK: Appearance and keys

    override var childrenReceivingAppearance: [UIViewController] { selectedTab.map { [$0] } ?? [] }

    /// Keys go to what is presented over this controller, else to the selected tab.
    override var topmostForKeys: UIResponder {
        if let presented = presentedStorage, !presented.isBeingDismissed { return presented.topmostForKeys }
        return selectedTab?.topmostForKeys ?? self
    }
}

/// The tab bar controller's root view: it lays out the bar and the selected tab whenever its size
/// changes, whatever the controller's subclass does in `viewDidLayoutSubviews`.
final class TabBarContainerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutTabs()
    }
}
