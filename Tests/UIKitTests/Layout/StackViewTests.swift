@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// UIStackView by frame: each distribution and alignment in rows and columns, custom spacing, margins,
// hidden views collapsing, nested stacks, labels' intrinsic sizes, and the constraints it owns.

/// A view of the given intrinsic size (−1 on an axis: none).
@MainActor
func sized(_ width: CGFloat, _ height: CGFloat) -> SizedView {
    let v = SizedView()
    v.size = CGSize(width: width, height: height)
    return v
}

extension LayoutStage {
    /// A stack view that keeps `frame` in the container, arranging `views`.
    func stack(_ frame: CGRect, _ views: [UIView], axis: NSLayoutConstraint.Axis = .horizontal,
               spacing: CGFloat = 10) -> UIStackView {
        let s = UIStackView(arrangedSubviews: views)
        s.frame = frame
        s.axis = axis
        s.spacing = spacing
        container.addSubview(s)
        return s
    }
}

extension SharedState {
    @Suite struct StackViewTests {
        // MARK: Distributions (rows, 400 × 100, spacing 10; intrinsic widths 50, 80, 60)

        @Test func fillGivesTheSpareLengthToTheLastViewWhenHuggingTies() {
            withLayoutStage { stage in
                // Precondition: three views whose intrinsic widths add up to 190 of 400.
                let a = sized(50, 20), b = sized(80, 30), c = sized(60, 40)
                _ = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), [a, b, c])
                // Action
                stage.app.renderNow()
                // Assertion: the first two keep their widths; the last takes the rest; all fill the height.
                #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
                #expect(b.frame == CGRect(x: 60, y: 0, width: 80, height: 100))
                #expect(c.frame == CGRect(x: 150, y: 0, width: 250, height: 100))
            }
        }

        @Test func fillStretchesTheViewThatHugsLeast() {
            withLayoutStage { stage in
                // Precondition: the middle view hugs at 200, below the others' 250.
                let a = sized(50, 20), b = sized(80, 30), c = sized(60, 40)
                b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
                _ = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), [a, b, c])
                // Action
                stage.app.renderNow()
                // Assertion
                #expect(a.frame.width == 50)
                #expect(b.frame == CGRect(x: 60, y: 0, width: 270, height: 100))
                #expect(c.frame == CGRect(x: 340, y: 0, width: 60, height: 100))
            }
        }

        @Test func fillShrinksTheViewThatResistsLeastWhenTooLong() {
            withLayoutStage { stage in
                // Precondition: 150 + 10 + 150 in a 200-wide stack; the first resists at 700.
                let a = sized(150, 20), b = sized(150, 20)
                a.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
                _ = stage.stack(CGRect(x: 0, y: 0, width: 200, height: 50), [a, b])
                // Action
                stage.app.renderNow()
                // Assertion: the first gives up 110 points.
                #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 50))
                #expect(b.frame == CGRect(x: 50, y: 0, width: 150, height: 50))
            }
        }

        @Test func fillEquallyGivesEveryViewTheSameWidth() {
            withLayoutStage { stage in
                // Precondition: different intrinsic widths, spacing 20.
                let a = sized(50, 20), b = sized(80, 30), c = UIView()
                let s = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), [a, b, c], spacing: 20)
                s.distribution = .fillEqually
                // Action
                stage.app.renderNow()
                // Assertion: (400 − 40) / 3 = 120 each.
                #expect(a.frame == CGRect(x: 0, y: 0, width: 120, height: 100))
                #expect(b.frame == CGRect(x: 140, y: 0, width: 120, height: 100))
                #expect(c.frame == CGRect(x: 280, y: 0, width: 120, height: 100))
            }
        }

        @Test func fillProportionallySharesByIntrinsicWidth() {
            withLayoutStage { stage in
                // Precondition: intrinsic widths 50, 100, 50 (a quarter, a half, a quarter).
                let a = sized(50, 20), b = sized(100, 20), c = sized(50, 20)
                let s = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), [a, b, c])
                s.distribution = .fillProportionally
                // Action
                stage.app.renderNow()
                // Assertion: 380 after spacing, shared 95 / 190 / 95.
                #expect(a.frame == CGRect(x: 0, y: 0, width: 95, height: 100))
                #expect(b.frame == CGRect(x: 105, y: 0, width: 190, height: 100))
                #expect(c.frame == CGRect(x: 305, y: 0, width: 95, height: 100))
                // Action: the middle view's intrinsic width changes to 250 (50 : 250 : 50).
                b.size = CGSize(width: 250, height: 20)
                stage.app.renderNow()
                // Assertion: 380 / 350 × 50 ≈ 54.29, 271.43 (to the pixel).
                #expect(abs(a.frame.width - 380.0 / 350 * 50) <= 1)
                #expect(abs(b.frame.width - 380.0 / 350 * 250) <= 1)
            }
        }

        @Test func equalSpacingKeepsIntrinsicWidthsAndEqualGaps() {
            withLayoutStage { stage in
                // Precondition
                let a = sized(50, 20), b = sized(80, 30), c = sized(60, 40)
                let s = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), [a, b, c])
                s.distribution = .equalSpacing
                // Action
                stage.app.renderNow()
                // Assertion: (400 − 190) / 2 = 105 between each pair.
                #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
                #expect(b.frame == CGRect(x: 155, y: 0, width: 80, height: 100))
                #expect(c.frame == CGRect(x: 340, y: 0, width: 60, height: 100))
            }
        }

        @Test func equalCenteringSpacesTheCentresEqually() {
            withLayoutStage { stage in
                // Precondition: widths 40, 100, 60.
                let a = sized(40, 20), b = sized(100, 20), c = sized(60, 20)
                let s = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), [a, b, c])
                s.distribution = .equalCentering
                // Action
                stage.app.renderNow()
                // Assertion: centres at 20, 195, 370.
                #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 100))
                #expect(b.frame == CGRect(x: 145, y: 0, width: 100, height: 100))
                #expect(c.frame == CGRect(x: 340, y: 0, width: 60, height: 100))
            }
        }

        @Test func aColumnFillsDownwardsAndStretchesItsLastView() {
            withLayoutStage { stage in
                // Precondition: a 200 × 300 column.
                let a = sized(50, 20), b = sized(80, 30), c = sized(60, 40)
                _ = stage.stack(CGRect(x: 0, y: 0, width: 200, height: 300), [a, b, c], axis: .vertical)
                // Action
                stage.app.renderNow()
                // Assertion
                #expect(a.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
                #expect(b.frame == CGRect(x: 0, y: 30, width: 200, height: 30))
                #expect(c.frame == CGRect(x: 0, y: 70, width: 200, height: 230))
            }
        }

        @Test func aColumnWithEqualSpacing() {
            withLayoutStage { stage in
                // Precondition: heights 20, 30, 40 in 300.
                let a = sized(50, 20), b = sized(80, 30), c = sized(60, 40)
                let s = stage.stack(CGRect(x: 0, y: 0, width: 200, height: 300), [a, b, c], axis: .vertical)
                s.distribution = .equalSpacing
                // Action
                stage.app.renderNow()
                // Assertion: gaps of (300 − 90) / 2 = 105.
                #expect(b.frame == CGRect(x: 0, y: 125, width: 200, height: 30))
                #expect(c.frame == CGRect(x: 0, y: 260, width: 200, height: 40))
            }
        }

        // MARK: Alignments

        @Test(arguments: [
            (UIStackView.Alignment.top, [CGFloat(0), 0, 0]),
            (.center, [40, 35, 30]),
            (.bottom, [80, 70, 60]),
            (.lastBaseline, [20, 10, 0]),
        ])
        func rowAlignment(_ alignment: UIStackView.Alignment, _ ys: [CGFloat]) {
            withLayoutStage { stage in
                // Precondition: heights 20, 30, 40 in a 100-high row.
                let views = [sized(50, 20), sized(80, 30), sized(60, 40)]
                let s = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), views)
                s.alignment = alignment
                // Action
                stage.app.renderNow()
                // Assertion: each keeps its intrinsic height, placed as the alignment says.
                #expect(views.map(\.frame.minY) == ys)
                #expect(views.map(\.frame.height) == [20, 30, 40])
            }
        }

        @Test func firstBaselineAlignmentLinesUpLabelsOfDifferentSizes() {
            withLayoutStage { stage in
                // Precondition: a 12-point and a 30-point label in a row.
                let small = UILabel(), big = UILabel()
                small.text = "small"
                small.font = .systemFont(ofSize: 12)
                big.text = "Big"
                big.font = .systemFont(ofSize: 30)
                let s = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), [small, big])
                // Action
                s.alignment = .firstBaseline
                stage.app.renderNow()
                // Assertion: the big label's top is at the stack's; the baselines meet.
                #expect(big.frame.minY == 0)
                #expect(small.frame.minY > 0)
                #expect(abs((small.frame.minY + small.font.ascender) - (big.frame.minY + big.font.ascender)) <= 0.5,
                        "baselines \(small.frame.minY + small.font.ascender) and \(big.frame.minY + big.font.ascender)")
                // Action: the small label's font grows past the big one.
                small.font = .systemFont(ofSize: 40)
                stage.app.renderNow()
                // Assertion: the stack remade its baseline constraint; now the other is lower.
                #expect(small.frame.minY == 0 && big.frame.minY > 0)
                #expect(abs((small.frame.minY + small.font.ascender) - (big.frame.minY + big.font.ascender)) <= 0.5)
            }
        }

        @Test func baselineRelativeColumnSpacesBaselines() {
            withLayoutStage { stage in
                // Precondition: two labels in a top-aligned column, spacing 30 between baselines.
                let first = UILabel(), second = UILabel()
                first.text = "First"
                second.text = "Second"
                second.font = .systemFont(ofSize: 24)
                let s = stage.stack(CGRect(x: 0, y: 0, width: 200, height: 300), [first, second, UIView()], axis: .vertical, spacing: 30)
                // Action
                s.isBaselineRelativeArrangement = true
                stage.app.renderNow()
                // Assertion: first's baseline to second's baseline is 30 (each label one line).
                let gap = (second.frame.minY + second.font.ascender) - (first.frame.minY + first.font.ascender)
                #expect(abs(gap - 30) <= 0.5, "baseline gap \(gap)")
                #expect(second.frame.minY < first.frame.maxY + 30)
            }
        }

        @Test(arguments: [
            (UIStackView.Alignment.leading, [CGFloat(0), 0, 0]),
            (.center, [75, 60, 70]),
            (.trailing, [150, 120, 140]),
        ])
        func columnAlignment(_ alignment: UIStackView.Alignment, _ xs: [CGFloat]) {
            withLayoutStage { stage in
                // Precondition: widths 50, 80, 60 in a 200-wide column.
                let views = [sized(50, 20), sized(80, 30), sized(60, 40)]
                let s = stage.stack(CGRect(x: 0, y: 0, width: 200, height: 300), views, axis: .vertical)
                s.alignment = alignment
                // Action
                stage.app.renderNow()
                // Assertion
                #expect(views.map(\.frame.minX) == xs)
                #expect(views.map(\.frame.width) == [50, 80, 60])
                #expect(views.map(\.frame.minY) == [0, 30, 70])
            }
        }

        @Test func aViewWithNoIntrinsicCrossSizeTakesNoneWhenNotFilling() {
            withLayoutStage { stage in
                // Precondition: a plain view in a top-aligned row.
                let plain = UIView(), b = sized(80, 30)
                let s = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), [plain, b])
                s.alignment = .top
                // Action
                stage.app.renderNow()
                // Assertion: zero high (UIKit's ambiguity suppression), and not ambiguous.
                #expect(plain.frame.height == 0)
                #expect(!plain.hasAmbiguousLayout && !b.hasAmbiguousLayout)
            }
        }

        // MARK: Spacing and margins

        @Test func customSpacingAfterOneView() {
            withLayoutStage { stage in
                // Precondition
                let a = sized(50, 20), b = sized(80, 30), c = sized(60, 40)
                let s = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), [a, b, c])
                // Action: 30 after the first, the system spacing after the second.
                s.setCustomSpacing(30, after: a)
                s.setCustomSpacing(UIStackView.spacingUseSystem, after: b)
                stage.app.renderNow()
                // Assertion
                #expect(b.frame.minX == 80)
                #expect(c.frame.minX - 168 == 0, "\(c.frame.minX - 168)")
                #expect(s.customSpacing(after: a) == 30)
                #expect(s.customSpacing(after: c) == UIStackView.spacingUseDefault)
                // Action: back to the default spacing.
                s.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
                stage.app.renderNow()
                // Assertion
                #expect(b.frame.minX == 60)
                #expect(s.customSpacing(after: a) == UIStackView.spacingUseDefault)
            }
        }

        @Test func layoutMarginsRelativeArrangementInsetsTheViews() {
            withLayoutStage { stage in
                // Precondition: margins 10 top and bottom, 20 left and right.
                let a = UIView(), b = UIView()
                let s = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), [a, b], spacing: 0)
                s.distribution = .fillEqually
                s.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
                // Action
                s.isLayoutMarginsRelativeArrangement = true
                stage.app.renderNow()
                // Assertion
                #expect(a.frame == CGRect(x: 20, y: 10, width: 180, height: 80))
                #expect(b.frame == CGRect(x: 200, y: 10, width: 180, height: 80))
                // Action: margins change.
                s.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
                stage.app.renderNow()
                // Assertion
                #expect(b.frame == CGRect(x: 200, y: 0, width: 200, height: 100))
            }
        }

        // MARK: Hidden views

        @Test func aHiddenViewTakesNoSpaceAndNoSpacing() {
            withLayoutStage { stage in
                // Precondition: three equal views, spacing 20.
                let a = UIView(), b = UIView(), c = UIView()
                let s = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), [a, b, c], spacing: 20)
                s.distribution = .fillEqually
                stage.app.renderNow()
                #expect(c.frame.minX == 280)
                // Action
                b.isHidden = true
                stage.app.renderNow()
                // Assertion: two views share 400 − 20.
                #expect(a.frame == CGRect(x: 0, y: 0, width: 190, height: 100))
                #expect(c.frame == CGRect(x: 210, y: 0, width: 190, height: 100))
                #expect(b.frame.width == 0)
                #expect(s.arrangedSubviews.count == 3)
                // Action: shown again.
                b.isHidden = false
                stage.app.renderNow()
                // Assertion
                #expect(b.frame == CGRect(x: 140, y: 0, width: 120, height: 100))
                #expect(c.frame.minX == 280)
            }
        }

        @Test func hidingInsideAnAnimationBlockAnimatesTheOthers() {
            withStage { stage in
                // Precondition: three equal views 120 wide in a 400-wide row, laid out.
                let a = UIView(), b = UIView(), c = UIView()
                let s = UIStackView(arrangedSubviews: [a, b, c])
                s.frame = CGRect(x: 0, y: 100, width: 400, height: 100)
                s.spacing = 20
                s.distribution = .fillEqually
                stage.window.addSubview(s)
                stage.frame(at: stage.now + 0.1)
                #expect(c.frame == CGRect(x: 280, y: 0, width: 120, height: 100))
                let start = stage.now
                // Action: the middle view hides in a linear 1 s block (no layoutIfNeeded).
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { b.isHidden = true }
                // Assertion: the model is at the end at once; what is seen moves linearly.
                #expect(c.frame == CGRect(x: 210, y: 0, width: 190, height: 100))
                stage.frame(at: start + 0.5)
                #expect(isClose(c.seen.position.x, (340 + 305) / 2, tolerance: 1e-6), "mid-flight \(c.seen.position.x)")
                #expect(isClose(c.seen.bounds.width, 155, tolerance: 1e-6))
                #expect(isClose(a.seen.bounds.width, 155, tolerance: 1e-6))
                stage.frame(at: start + 1.1)
                #expect(c.seen.position.x == 305 && c.seen.bounds.width == 190)
                // Action: shown again in a block.
                let back = stage.now
                UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { b.isHidden = false }
                stage.frame(at: back + 0.25)
                // Assertion: a quarter of the way back.
                #expect(isClose(c.seen.bounds.width, 190 - 0.25 * 70, tolerance: 1e-6), "mid-flight \(c.seen.bounds.width)")
                stage.frame(at: back + 1.1)
                #expect(c.seen.bounds.width == 120)
            }
        }

        @Test func aNestedStackWhoseViewsAreAllHiddenClosesUp() {
            withLayoutStage { stage in
                // Precondition: a row of [a, inner stack of (b), c], spacing 10, placed by its corner.
                let a = sized(50, 20), b = sized(80, 20), c = sized(60, 20)
                let inner = UIStackView(arrangedSubviews: [b])
                let outer = UIStackView(arrangedSubviews: [a, inner, c])
                outer.spacing = 10
                _ = stage.add(outer)
                NSLayoutConstraint.activate([outer.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
                                             outer.topAnchor.constraint(equalTo: stage.container.topAnchor)])
                stage.app.renderNow()
                #expect(inner.frame.width == 80)
                #expect(outer.frame.size == CGSize(width: 210, height: 20))
                // Action: the inner stack's only view is hidden.
                b.isHidden = true
                stage.app.renderNow()
                // Assertion: the inner stack is zero wide (its spacing stays, as it is not hidden).
                #expect(inner.frame.width == 0)
                #expect(c.frame.minX == 70, "a, a gap, no inner width, a gap")
                #expect(outer.frame.width == 130)
                #expect(![outer, a, inner, c].contains { $0.hasAmbiguousLayout })
            }
        }

        // MARK: Nesting, labels, the stack's own size

        @Test func nestedStacks() {
            withLayoutStage { stage in
                // Precondition: a column of a row of two equal views (spacing 20) and a 50-high view.
                let left = sized(40, 30), right = sized(60, 30), bottom = sized(100, 50)
                let row = UIStackView(arrangedSubviews: [left, right])
                row.distribution = .fillEqually
                row.spacing = 20
                _ = stage.stack(CGRect(x: 0, y: 0, width: 300, height: 200), [row, bottom], axis: .vertical)
                // Action
                stage.app.renderNow()
                // Assertion: the row hugs its 30-high content; the last view takes the rest.
                #expect(row.frame == CGRect(x: 0, y: 0, width: 300, height: 30))
                #expect(left.frame == CGRect(x: 0, y: 0, width: 140, height: 30))
                #expect(right.frame == CGRect(x: 160, y: 0, width: 140, height: 30))
                #expect(bottom.frame == CGRect(x: 0, y: 40, width: 300, height: 160))
                #expect(![row, left, right, bottom].contains { $0.hasAmbiguousLayout })
            }
        }

        @Test func aStackPlacedByItsCornerTakesItsLabelsSize() {
            withLayoutStage { stage in
                // Precondition: two labels in a centred row placed only by its top-left corner.
                let hello = UILabel(), world = UILabel()
                hello.text = "Hello"
                world.text = "Wide world"
                world.font = .systemFont(ofSize: 30)
                let s = UIStackView(arrangedSubviews: [hello, world])
                s.alignment = .center
                s.spacing = 12
                s.translatesAutoresizingMaskIntoConstraints = false
                stage.container.addSubview(s)
                NSLayoutConstraint.activate([s.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 5),
                                             s.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 7)])
                // Action
                stage.app.renderNow()
                // Assertion: the labels keep their intrinsic sizes; the stack wraps them.
                let h = hello.intrinsicContentSize, w = world.intrinsicContentSize
                #expect(h.width > 0 && w.height > h.height)
                #expect(hello.frame.size == h && world.frame.size == w)
                #expect(world.frame.minX == h.width + 12)
                #expect(s.frame == CGRect(x: 5, y: 7, width: h.width + 12 + w.width, height: w.height))
                #expect(hello.frame.midY == s.bounds.midY)
                #expect(![s, hello, world].contains { $0.hasAmbiguousLayout })
                // Action: longer text.
                hello.text = "Hello there"
                stage.app.renderNow()
                // Assertion
                #expect(hello.frame.width == hello.intrinsicContentSize.width && hello.frame.width > h.width)
                #expect(s.frame.width == hello.frame.width + 12 + w.width)
            }
        }

        // MARK: Arranged subviews

        @Test func arrangingAddsSubviewsAndRemovingKeepsThem() {
            withLayoutStage { stage in
                // Precondition: an empty stack.
                let s = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), [])
                let a = sized(50, 20), b = sized(60, 20), c = sized(70, 20)
                // Action
                s.addArrangedSubview(a)
                s.addArrangedSubview(c)
                s.insertArrangedSubview(b, at: 1)
                stage.app.renderNow()
                // Assertion: subviews in that order, constraints not from frames.
                #expect(s.arrangedSubviews == [a, b, c])
                #expect(s.subviews == [a, c, b])
                #expect(!a.translatesAutoresizingMaskIntoConstraints)
                #expect(b.frame.minX == 60 && c.frame.minX == 130)
                // Action: b stops being arranged; c leaves the stack.
                s.removeArrangedSubview(b)
                c.removeFromSuperview()
                stage.app.renderNow()
                // Assertion: b is still a subview; a alone fills the stack.
                #expect(s.arrangedSubviews == [a])
                #expect(b.superview === s && c.superview == nil)
                #expect(a.frame == CGRect(x: 0, y: 0, width: 400, height: 100))
                // Action: moving an arranged view to the front.
                s.addArrangedSubview(b)
                s.insertArrangedSubview(b, at: 0)
                // Assertion
                #expect(s.arrangedSubviews == [b, a])
            }
        }

        @Test func theStackOwnsConstraintsNamedAsUIKitNamesThem() {
            var warnings: [String] = []
            withLayoutStage { stage in
                SegueDiagnostics.report = { warnings.append($0) }
                // Precondition: an equal-width row of two views.
                let a = UIView(), b = UIView()
                let s = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), [a, b])
                s.distribution = .fillEqually
                stage.app.renderNow()
                let names = Set(s.constraints.compactMap(\.identifier))
                #expect(names.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally"]))
                // Action: a required width on one view fights the equal widths.
                a.widthAnchor.constraint(equalToConstant: 300).isActive = true
                stage.app.renderNow()
            }
            // Assertion: the conflict log names the stack's constraint as iOS's would.
            #expect(warnings.count == 1)
            #expect(warnings.first?.contains("'UISV-fill-equally'") == true)
        }
    }
}
