@testable import UIKit
import Testing
import Foundation
import UIKitTesting

extension SharedState {
    /// `UIPageControl`: 7 pt dots 16 pt apart centred in the bounds, coloured by the tints, pinned
    /// pages, and taps that turn one page towards the side of the current dot with `.valueChanged`.
    @Suite struct PageControlTests {
        /// 300 × 26 at (40, 200): the middle of the control is window x 190.
        static let frame = CGRect(x: 40, y: 200, width: 300, height: 26)

        static func control(_ stage: GestureStage, pages: Int, current: Int) -> (UIPageControl, GestureLog) {
            let control = UIPageControl(frame: Self.frame)
            control.numberOfPages = pages
            control.currentPage = current
            stage.window.addSubview(control)
            control.addAction(UIAction { _ in stage.log.add("valueChanged \(control.currentPage)") }, for: .valueChanged)
            stage.app.renderNow()
            return (control, stage.log)
        }

        @Test func dotsAreSevenPointsAcrossSixteenApartAndCentred() {
            withGestureStage { stage in
                // Precondition / Action: five pages, the third current.
                let (control, _) = Self.control(stage, pages: 5, current: 2)
                // Assertion: a row 5·7 + 4·9 = 71 pt wide centred on x 150 (first centre 118).
                #expect(control.dots.count == 5)
                #expect(control.dots.map(\.frame) == (0..<5).map {
                    CGRect(x: 114.5 + 16 * CGFloat($0), y: 9.5, width: 7, height: 7)
                })
                #expect(control.dots.allSatisfy { $0.layer.cornerRadius == 3.5 })
                #expect(control.size(forNumberOfPages: 5) == CGSize(width: 71, height: 26))
                #expect(control.dots.map(\.backgroundColor) == [UIColor(white: 1, alpha: 0.3), UIColor(white: 1, alpha: 0.3),
                                                               .white, UIColor(white: 1, alpha: 0.3), UIColor(white: 1, alpha: 0.3)])
            }
        }

        @Test func tintColoursPaintTheDots() {
            withGestureStage { stage in
                // Precondition
                let (control, _) = Self.control(stage, pages: 3, current: 0)
                // Action
                control.pageIndicatorTintColor = .systemGray
                control.currentPageIndicatorTintColor = .systemBlue
                control.currentPage = 1
                // Assertion
                #expect(control.dots.map(\.backgroundColor) == [.systemGray, .systemBlue, .systemGray])
            }
        }

        @Test func theCurrentPageIsPinnedToThePages() {
            withGestureStage { stage in
                // Precondition
                let (control, log) = Self.control(stage, pages: 5, current: 3)
                // Action / Assertion: out of range both ways, then fewer pages.
                control.currentPage = 9
                #expect(control.currentPage == 4)
                control.currentPage = -2
                #expect(control.currentPage == 0)
                control.currentPage = 4
                control.numberOfPages = 2
                #expect(control.currentPage == 1)
                #expect(control.dots.count == 2)
                // Code sends no `.valueChanged`.
                #expect(log.lines.isEmpty)
            }
        }

        @Test func aTapRightOfTheCurrentDotGoesForwardAndLeftGoesBack() {
            withGestureStage { stage in
                // Precondition: the third of five current; its dot is at window x 190.
                let (control, log) = Self.control(stage, pages: 5, current: 2)
                // Action: right of it (far right), then left of it (far left) twice.
                stage.click(at: CGPoint(x: 320, y: 213))
                let afterRight = control.currentPage
                stage.click(at: CGPoint(x: 60, y: 213))
                stage.click(at: CGPoint(x: 60, y: 213))
                // Assertion: one page per tap, whatever the distance, each with `.valueChanged`.
                #expect(afterRight == 3)
                #expect(control.currentPage == 1)
                #expect(log.lines == ["valueChanged 3", "valueChanged 2", "valueChanged 1"])
            }
        }

        @Test func aTapBeyondTheLastPageChangesNothing() {
            withGestureStage { stage in
                // Precondition: the last of three current.
                let (control, log) = Self.control(stage, pages: 3, current: 2)
                // Action
                stage.click(at: CGPoint(x: 300, y: 213))
                // Assertion
                #expect(control.currentPage == 2)
                #expect(log.lines.isEmpty)
            }
        }

        @Test func hidesForSinglePageDrawsNoDot() {
            withGestureStage { stage in
                // Precondition: one page, one dot.
                let (control, _) = Self.control(stage, pages: 1, current: 0)
                #expect(control.dots.count == 1)
                // Action
                control.hidesForSinglePage = true
                // Assertion: no dot drawn; two pages bring the dots back.
                #expect(control.dots.isEmpty)
                control.numberOfPages = 2
                #expect(control.dots.count == 2)
            }
        }
    }
}
