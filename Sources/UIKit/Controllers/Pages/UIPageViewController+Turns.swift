import Foundation

/// Turning pages: the user's drags (followed through the page scroll view's callbacks) and
/// `setViewControllers(_:direction:animated:completion:)`.
///
/// A turn shows the incoming page as a child view controller the moment it starts to show:
/// `willTransitionTo` (drags only), `addChild`, the incoming page's `viewWillAppear(true)`, its view
/// in the scroll view, `didMove(toParent:)`, then the current page's `viewWillDisappear(true)`. When
/// the pages rest on the new page, the old one is removed (`willMove(toParent: nil)`, its view,
/// `viewDidDisappear`, `removeFromParent`), the new one hears `viewDidAppear`, `viewControllers`
/// changes, and the delegate hears `didFinishAnimating … transitionCompleted: true`. When they rest
/// back on the old page, the appearance callbacks are undone as UIKit undoes a cancelled transition
/// (`viewWillDisappear`/`viewDidDisappear` for the page that did not come, `viewWillAppear`/
/// `viewDidAppear` for the one that stayed), the incoming page leaves its parent, and the delegate
/// hears `transitionCompleted: false`.
extension UIPageViewController {
    /// `setViewControllers(_:direction:animated:completion:)`: exactly one view controller, as UIKit
    /// requires for scrolling pages. Without animation the page is replaced at once; with it, the
    /// new page slides in from the side `direction` names (after the current one for `.forward`)
    /// with the scroll view's 0.3 s ease, and drags and the wheel wait until it has arrived. The
    /// completion runs with true once the page is in place, or false when a later call interrupted
    /// it. The page indicator, if any, asks the data source for its count and index again.
    func performSetViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                   animated: Bool, completion: ((Bool) -> Void)?) {
        guard let viewControllers, viewControllers.count == 1 else {
            preconditionFailure("UIPageViewController.setViewControllers: a page view controller that scrolls shows "
                                + "exactly one view controller at a time; pass an array of one (got "
                                + "\(viewControllers?.count ?? 0))")
        }
        let page = viewControllers[0]
        precondition(page !== self, "UIPageViewController.setViewControllers: a page view controller cannot be its own page")
        interruptTurn()
        defer { updateIndicator() }
        guard page !== current else {
            completion?(true)
            return
        }
        guard animated, isViewLoaded, current != nil else {
            replaceCurrent(with: page)
            completion?(true)
            return
        }
        let reveal = show(page, from: direction == .forward ? .after : .before, byUser: false)
        turn = .setting(reveal, completion: completion)
        updateInsets()
        updateScrollEnabled()
        pageScrollView?.setContentOffset(offset(showing: reveal.side.slot), animated: true)
    }

    // MARK: Following the scroll view

    /// A drag begins: ask for the neighbours (unless a drag caught a turn on its way, which keeps them).
    func pagesWillBeginDragging() {
        guard !ignoresScrolling, case .idle = turn, let current else { return }
        // A data source that answers with the current page itself has no page on that side.
        neighbours.before = dataSource?.pageViewController(self, viewControllerBefore: current).flatMap { $0 === current ? nil : $0 }
        neighbours.after = dataSource?.pageViewController(self, viewControllerAfter: current).flatMap { $0 === current ? nil : $0 }
        turn = .following(nil)
        updateInsets()
    }

    /// A wheel notch over the pages: the neighbours are loaded as for a drag, and the paged wheel
    /// step (`step`) slides towards one, which then turns like a dragged page, delegate calls and
    /// all. A notch towards a side with no page leaves everything at rest and passes the wheel on.
    func turnByWheel(_ step: () -> Bool) -> Bool {
        var wasIdle = false
        if case .idle = turn { wasIdle = true }
        if wasIdle { pagesWillBeginDragging() }
        let moved = step()
        if !moved && wasIdle { settle() }
        return moved
    }

    /// The content moved: once it moves towards a neighbour, that neighbour starts to show; if the
    /// drag crosses back over the current page, the other neighbour replaces it.
    func pagesDidScroll() {
        guard !ignoresScrolling, case .following(let reveal) = turn, let scroll = pageScrollView else { return }
        let delta = scroll.contentOffset[axis] - offset(showing: .current)[axis]
        guard delta != 0 else { return }
        let side: PageSide = delta > 0 ? .after : .before
        guard reveal?.side != side, let page = neighbours.page(on: side) else { return }
        if let reveal { undo(reveal) }
        turn = .following(show(page, from: side, byUser: true))
    }

    /// The scroll view rests: the turn in progress completes if it rests on the new page, and is
    /// undone if it rests on the current one.
    func pagesCameToRest() {
        guard !ignoresScrolling, let scroll = pageScrollView else { return }
        switch turn {
        case .idle:
            return
        case .following(let reveal):
            let previous = current.map { [$0] } ?? []
            let landed = reveal.map { isShowing($0.side.slot, in: scroll) } ?? false
            if let reveal { landed ? complete(reveal) : undo(reveal) }
            settle()
            if let reveal {
                if landed { moveIndicator(by: reveal.side == .after ? 1 : -1) }
                delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous,
                                             transitionCompleted: landed)
            }
        case .setting(let reveal, let completion):
            complete(reveal)
            settle()
            completion?(true)
        }
    }

    /// Ends whatever turn runs where it is, before `setViewControllers` changes the page: a drag is
    /// cancelled and its page undone (`didFinishAnimating` with `finished` and `completed` false), an
    /// animated set is undone and its completion told false.
    func interruptTurn() {
        guard let scroll = pageScrollView else { return }
        let running = turn
        if case .idle = running { return }
        ignoresScrolling = true
        // Turning scrolling off cancels the drag, if the finger is still down.
        scroll.isScrollEnabled = false
        scroll.stopMotion()
        ignoresScrolling = false
        if let reveal = running.reveal { undo(reveal) }
        let previous = current.map { [$0] } ?? []
        settle()
        switch running {
        case .idle:
            break
        case .following(let reveal):
            if reveal != nil {
                delegate?.pageViewController(self, didFinishAnimating: false, previousViewControllers: previous,
                                             transitionCompleted: false)
            }
        case .setting(_, let completion):
            completion?(false)
        }
    }

    // MARK: Steps

    /// Whether the scroll view shows `slot` (within half a point).
    private func isShowing(_ slot: PageSlot, in scroll: UIScrollView) -> Bool {
        abs(scroll.contentOffset[axis] - offset(showing: slot)[axis]) < 0.5
    }

    /// Back to rest: no turn, no neighbours, the current page in the middle, drags allowed again.
    func settle() {
        turn = .idle
        neighbours = PageNeighbours()
        recentre()
        updateInsets()
        updateScrollEnabled()
    }

    /// `page` starts to show on `side`: the first half of the callbacks in the overview.
    private func show(_ page: UIViewController, from side: PageSide, byUser: Bool) -> PageReveal {
        if byUser { delegate?.pageViewController(self, willTransitionTo: [page]) }
        let announced = isAppearingOrAppeared
        addChild(page)
        if announced { page.beginAppearance(isAppearing: true, animated: true) }
        install(page, in: side.slot)
        page.didMove(toParent: self)
        if announced { current?.beginAppearance(isAppearing: false, animated: true) }
        return PageReveal(page: page, side: side, announced: announced)
    }

    /// The pages rest on `reveal`'s page: the old page leaves and the new one becomes current.
    private func complete(_ reveal: PageReveal) {
        if let old = current { remove(old, announced: reveal.announced) }
        current = reveal.page
        if reveal.announced { reveal.page.endAppearance() }
    }

    /// The pages rest on the current page: `reveal`'s page leaves, the current page stays.
    private func undo(_ reveal: PageReveal) {
        if reveal.announced {
            reveal.page.beginAppearance(isAppearing: false, animated: true)
            current?.beginAppearance(isAppearing: true, animated: true)
        }
        remove(reveal.page, announced: reveal.announced)
        if reveal.announced { current?.endAppearance() }
    }

    /// Takes `page` out of the container, ending its disappearance if it was announced.
    private func remove(_ page: UIViewController, announced: Bool) {
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        if announced { page.endAppearance() }
        page.removeFromParent()
    }

    /// `setViewControllers` without animation: the new page replaces the current one at once.
    private func replaceCurrent(with page: UIViewController) {
        let old = current
        let announced = isViewLoaded && isAppearingOrAppeared
        addChild(page)
        if announced {
            page.beginAppearance(isAppearing: true, animated: false)
            old?.beginAppearance(isAppearing: false, animated: false)
        }
        if isViewLoaded { install(page, in: .current) }
        page.didMove(toParent: self)
        if let old { remove(old, announced: announced) }
        current = page
        if announced { page.endAppearance() }
    }
}
