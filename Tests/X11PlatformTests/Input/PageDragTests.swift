// A page view controller dragged with real XTest input on Xvfb: the pages follow the pointer, and a
// drag past half a page, held and let go, leaves the next page filling the window.

import Foundation
import Testing
@testable import UIKit
@testable import X11Platform
import UIKitTesting

/// Three pages, red, green and blue, one after another.
private final class ColourBook: UIPageViewControllerDataSource {
    let pages: [UIViewController] = [UIColor.red, .green, .blue].map { colour in
        let page = UIViewController()
        page.view.backgroundColor = colour
        return page
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i > 0 else { return nil }
        return pages[i - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let i = pages.firstIndex(where: { $0 === viewController }), i + 1 < pages.count else { return nil }
        return pages[i + 1]
    }
}

extension XServerTests {
    @Suite struct PageDragTests {
        @Test func aRealDragPastHalfAPageLeavesTheNextPageOnScreen() throws {
            try XWindowHarness.run(size: CGSize(width: 320, height: 240)) { x in
                // Precondition: the real clock and loop, the red page showing, the pointer over it.
                let platform = x.platform
                x.app.clock = MonotonicFrameClock(source: { [unowned platform] in platform.monotonicTime() })
                x.app.context.engine.reset(to: x.app.clock.frameTime())
                let book = ColourBook()
                let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                pages.dataSource = book
                pages.setViewControllers([book.pages[0]], direction: .forward, animated: false)
                x.show(pages)
                let before = try x.render()
                expectPixel(before, 160, 120, RGB(255, 0, 0), "the red page before the drag")
                let injector = try XTestInjector(window: x.platform.windowID, display: try XWindowHarness.displayName())
                defer { injector.releaseAll() }
                /// Turns the loop for `seconds` of real time.
                @MainActor func run(for seconds: TimeInterval) {
                    let end = platform.monotonicTime() + seconds
                    while platform.monotonicTime() < end { x.app.runLoopTurn(waitingAtMost: 0.01) }
                }

                // Action: press at x 280, move left 200 px in ten steps, hold still, release.
                injector.send(.pointerMoved(CGPoint(x: 280, y: 120), time: 0))
                injector.send(.pointerDown(CGPoint(x: 280, y: 120), button: 1, time: 0))
                injector.flush()
                run(for: 0.05)
                for step in 1...10 {
                    injector.send(.pointerMoved(CGPoint(x: 280 - 20 * step, y: 120), time: 0))
                    injector.flush()
                    run(for: 0.02)
                }
                run(for: 0.25)
                let dragged = try x.capture()
                injector.send(.pointerUp(CGPoint(x: 80, y: 120), button: 1, time: 0))
                injector.flush()
                run(for: 1)
                let after = try x.capture()

                // Assertion: mid-drag both pages show (red on the left, green on the right); at rest
                // green fills the window and is the page shown.
                expectPixel(dragged, 20, 120, RGB(255, 0, 0), "red still on the left mid-drag")
                expectPixel(dragged, 300, 120, RGB(0, 255, 0), "green coming in on the right mid-drag")
                for px in [5, 160, 315] { expectPixel(after, px, 120, RGB(0, 255, 0), "green at x \(px) at rest") }
                #expect(pages.viewControllers?.first === book.pages[1])
            }
        }
    }
}
