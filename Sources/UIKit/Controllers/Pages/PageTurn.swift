import Foundation

/// The three places a page can sit in a page view controller's scroll view: the page before, the
/// current page, the page after. At rest the scroll view shows `.current`; a turn slides to `.before`
/// or `.after`, and once it rests there the new page is moved back to `.current` with the offset,
/// which shows the same pixels.
enum PageSlot: Int {
    case before = 0, current = 1, after = 2
}

/// The side a new page comes from.
enum PageSide {
    case before, after

    var slot: PageSlot { self == .before ? .before : .after }
}

/// A page on its way in: which page, from which side, and whether its appearance callbacks were
/// begun (only while the page view controller itself is on screen).
struct PageReveal {
    let page: UIViewController
    let side: PageSide
    let announced: Bool
}

/// The pages next to the current one, as the data source gave them when a drag began.
struct PageNeighbours {
    var before: UIViewController?
    var after: UIViewController?

    func page(on side: PageSide) -> UIViewController? { side == .before ? before : after }
}

/// What a page view controller's pages are doing. A drag, and the settle after it, is one
/// `.following`, which shows a neighbour once the drag moves towards it; an animated
/// `setViewControllers` is one `.setting`. Both end when the scroll view comes to rest.
enum PageTurn {
    case idle
    /// The user's drag or its settle; `reveal` is the neighbour showing, if any.
    case following(PageReveal?)
    /// `setViewControllers(_:direction:animated: true, completion:)` sliding `reveal` in.
    case setting(PageReveal, completion: ((Bool) -> Void)?)

    var reveal: PageReveal? {
        switch self {
        case .idle: return nil
        case .following(let reveal): return reveal
        case .setting(let reveal, _): return reveal
        }
    }
}
