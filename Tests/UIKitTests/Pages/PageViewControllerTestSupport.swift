@testable import UIKit
import Foundation
import UIKitTesting

/// A page that writes its containment and appearance callbacks into a shared log
/// ("p1 viewWillAppear(true)", "p1 didMove(pages)", "p0 willMove(nil)").
final class LoggedPage: UIViewController {
    let index: Int
    let log: GestureLog

    init(_ index: Int, log: GestureLog) {
        self.index = index
        self.log = log
        super.init()
    }

    var name: String { "p\(index)" }

    override func viewWillAppear(_ animated: Bool) { log.add("\(name) viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name) viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name) viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name) viewDidDisappear(\(animated))") }
    override func willMove(toParent parent: UIViewController?) { log.add("\(name) willMove(\(parent == nil ? "nil" : "pages"))") }
    override func didMove(toParent parent: UIViewController?) { log.add("\(name) didMove(\(parent == nil ? "nil" : "pages"))") }
}

/// The data source and delegate of the page tests: `count` pages made once, the delegate's calls
/// written to the same log as the pages' ("willTransitionTo p1", "didFinishAnimating true [p0] true
/// now p1"), and page-indicator answers when `indicator` is on.
final class PageBook: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [LoggedPage]
    let log: GestureLog
    var indicator = false
    /// How many times the data source was asked for the indicator's index.
    private(set) var indexQuestions = 0
    /// Every before/after question, as "before p0" / "after p0".
    private(set) var questions: [String] = []

    init(count: Int, log: GestureLog) {
        self.log = log
        pages = (0..<count).map { LoggedPage($0, log: log) }
    }

    private func index(of viewController: UIViewController) -> Int { (viewController as? LoggedPage)?.index ?? -1 }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let i = index(of: viewController)
        questions.append("before p\(i)")
        return i > 0 ? pages[i - 1] : nil
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let i = index(of: viewController)
        questions.append("after p\(i)")
        return i + 1 < pages.count ? pages[i + 1] : nil
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { indicator ? pages.count : 0 }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        indexQuestions += 1
        guard indicator, let page = pageViewController.viewControllers?.first else { return -1 }
        return index(of: page)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        log.add("willTransitionTo \(Self.names(pendingViewControllers))")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.add("didFinishAnimating \(finished) \(Self.names(previousViewControllers)) \(completed) now "
                + Self.names(pageViewController.viewControllers ?? []))
    }

    static func names(_ controllers: [UIViewController]) -> String {
        controllers.map { ($0 as? LoggedPage)?.name ?? "?" }.joined(separator: ",")
    }
}

/// The 400 × 300 gesture stage with a page view controller as the window's root, showing page
/// `start` of `count` (set without animation before it appears), and the log cleared.
func withPageStage(count: Int = 3, start: Int = 0, indicator: Bool = false,
                   orientation: UIPageViewController.NavigationOrientation = .horizontal,
                   options: [UIPageViewController.OptionsKey: Any]? = nil,
                   _ body: (GestureStage, UIPageViewController, PageBook) -> Void) {
    withGestureStage { stage in
        let book = PageBook(count: count, log: stage.log)
        book.indicator = indicator
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation, options: options)
        pages.dataSource = book
        pages.delegate = book
        pages.setViewControllers([book.pages[start]], direction: .forward, animated: false)
        stage.window.rootViewController = pages
        stage.app.renderNow()
        stage.log.clear()
        body(stage, pages, book)
    }
}

extension GestureStage {
    /// Drags horizontally from (200, 150) by `step` points per move, `steps` moves 10 ms apart (the
    /// pan begins at the first, so the pages move `(steps − 1)·step`), then lets go: held still
    /// 0.2 s (no speed), or flicked one more step on after 10 ms.
    func dragPages(step: CGFloat, steps: Int, flick: Bool = false, vertical: Bool = false) {
        let start = CGPoint(x: 200, y: 150)
        let offsets = (1...steps).map { vertical ? (0, step * CGFloat($0)) : (step * CGFloat($0), 0) }
        let last = drag(from: start, through: offsets, releaseAfter: nil)
        if flick {
            release(at: last + (vertical ? (0, step) : (step, 0)))
        } else {
            release(at: last, after: 0.2)
        }
    }

    /// Where `view`'s top-left corner is in the window.
    func windowOrigin(of view: UIView?) -> CGPoint? { view.map { $0.convert(CGPoint.zero, to: nil) } }
}

extension UIPageViewController {
    /// The names of `viewControllers` ("p1"), for comparing.
    var shownNames: String { PageBook.names(viewControllers ?? []) }
    /// The names of `children`, in order ("p0,p1").
    var childNames: String { PageBook.names(children) }
}
