import Foundation

/// A container that shows one of several view controllers at a time, chosen with the tab bar along
/// its bottom edge (UIKit's `UITabBarController`).
///
/// Every controller in `viewControllers` is a child (so each one's `tabBarController` finds this
/// one), but only the selected one's view is in the hierarchy, laid out above the bar, and only it
/// hears the appearance callbacks this controller hears. Switching tabs is in
/// `UITabBarController+Switching.swift`.
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

    /// Asked before a tapped tab is selected and told after; weak, as in UIKit.
    open weak var delegate: UITabBarControllerDelegate?

    /// The tabs, left to right; nil when there are none.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The selected tab's index, or `NSNotFound` when there are no tabs. Setting an index outside
    /// the tabs prints a warning and changes nothing. Setting it never asks or tells the delegate.
    open var selectedIndex: Int {
        get { selectedTab.flatMap { tab in tabs.firstIndex { $0 === tab } } ?? NSNotFound }
        set {
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
        return CGRect(x: 0, y: 0, width: b.width, height: max(0, b.height - UITabBar.height))
    }

    /// Puts the selected tab's view under the bar if it is not there yet.
    func installSelectedView() {
        guard let tab = selectedTab, isViewLoaded else { return }
        let tabView = tab.view!
        guard tabView.superview !== view else { return }
        tabView.frame = tabContentFrame
        tabView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(tabView, belowSubview: tabBar)
    }

    /// Lays the bar along the bottom and the selected tab above it.
    func layoutTabs() {
        let b = view.bounds
        tabBar.frame = CGRect(x: 0, y: b.height - UITabBar.height, width: b.width, height: UITabBar.height)
        installSelectedView()
        selectedTab?.viewIfLoaded?.frame = tabContentFrame
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
