@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// Auto Layout by frame: views placed by anchors and NSLayoutConstraint in the layout pass — equal
// widths, centring, chained spacing, priorities, inequalities, intrinsic sizes with hugging and
// compression resistance, constants changed under a laid-out hierarchy, margins and guides,
// updateConstraints, fitting sizes, and constraints leaving with a removed view.

/// A view whose intrinsic size the test sets.
final class SizedView: UIView {
    var size = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { size }
}

/// A 400×300 container at (0, 0) in a key window, and constrained views added to it.
@MainActor
struct LayoutStage {
    let app: UIApplication
    let window: UIWindow
    let container: UIView

    init(app: UIApplication) {
        self.app = app
        window = makeKeyWindow(size: CGSize(width: 320, height: 480))
        container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(container)
    }

    func add<V: UIView>(_ view: V) -> V {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    func view() -> UIView { add(UIView()) }
}

func withLayoutStage(_ body: (LayoutStage) throws -> Void) rethrows {
    try withTestApplication { app, _ in try body(LayoutStage(app: app)) }
}

extension SharedState {
    @Suite struct AutoLayoutTests {
        @Test func equalWidthsSplitTheContainer() {
            withLayoutStage { stage in
                // Precondition: two views side by side filling the container, 10 apart, equal widths.
                let a = stage.view(), b = stage.view()
                let c = stage.container
                NSLayoutConstraint.activate([
                    a.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 20),
                    b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
                    b.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -20),
                    a.widthAnchor.constraint(equalTo: b.widthAnchor),
                    a.topAnchor.constraint(equalTo: c.topAnchor, constant: 5),
                    b.topAnchor.constraint(equalTo: a.topAnchor),
                    a.heightAnchor.constraint(equalToConstant: 40),
                    b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
                ])
                // Action
                stage.app.renderNow()
                // Assertion: (400 − 20 − 10 − 20) / 2 = 175 each.
                #expect(a.frame == CGRect(x: 20, y: 5, width: 175, height: 40))
                #expect(b.frame == CGRect(x: 205, y: 5, width: 175, height: 80))
            }
        }

        @Test func centringFollowsTheContainerWhenItResizes() {
            withLayoutStage { stage in
                // Precondition: a 100×60 view centred in the container (which keeps its frame).
                let v = stage.view()
                NSLayoutConstraint.activate([
                    v.centerXAnchor.constraint(equalTo: stage.container.centerXAnchor),
                    v.centerYAnchor.constraint(equalTo: stage.container.centerYAnchor),
                    v.widthAnchor.constraint(equalToConstant: 100),
                    v.heightAnchor.constraint(equalToConstant: 60),
                ])
                stage.app.renderNow()
                #expect(v.frame == CGRect(x: 150, y: 120, width: 100, height: 60))
                // Action: the container's frame changes.
                stage.container.frame = CGRect(x: 0, y: 0, width: 200, height: 500)
                stage.app.renderNow()
                // Assertion
                #expect(v.frame == CGRect(x: 50, y: 220, width: 100, height: 60))
            }
        }

        @Test func chainedSpacingStacksViewsDownTheContainer() {
            withLayoutStage { stage in
                // Precondition: three 30-point rows, 8 apart, from 12 below the top, inset 16 each side.
                let rows = (0..<3).map { _ in stage.view() }
                var constraints: [NSLayoutConstraint] = []
                for (i, r) in rows.enumerated() {
                    constraints += [
                        r.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 16),
                        r.trailingAnchor.constraint(equalTo: stage.container.trailingAnchor, constant: -16),
                        r.heightAnchor.constraint(equalToConstant: 30),
                        i == 0 ? r.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 12)
                               : r.topAnchor.constraint(equalTo: rows[i - 1].bottomAnchor, constant: 8),
                    ]
                }
                // Action
                NSLayoutConstraint.activate(constraints)
                stage.app.renderNow()
                // Assertion
                #expect(rows.map(\.frame) == [
                    CGRect(x: 16, y: 12, width: 368, height: 30),
                    CGRect(x: 16, y: 50, width: 368, height: 30),
                    CGRect(x: 16, y: 88, width: 368, height: 30),
                ])
            }
        }

        @Test func higherPriorityWinsAndLowerTakesOverWhenItIsDeactivated() {
            withLayoutStage { stage in
                // Precondition: width 300 at 750, 120 at 500 and 140 at 499 (were they equal, the
                // median, 140, would win).
                let v = stage.view()
                let wide = v.widthAnchor.constraint(equalToConstant: 300)
                wide.priority = .defaultHigh
                let narrow = v.widthAnchor.constraint(equalToConstant: 120)
                narrow.priority = UILayoutPriority(500)
                let third = v.widthAnchor.constraint(equalToConstant: 140)
                third.priority = UILayoutPriority(499)
                NSLayoutConstraint.activate([wide, narrow, third, v.heightAnchor.constraint(equalToConstant: 10)])
                stage.app.renderNow()
                #expect(v.frame.width == 300)
                // Action: the strong one is lowered below the others, then deactivated.
                wide.priority = UILayoutPriority(200)
                stage.app.renderNow()
                #expect(v.frame.width == 120)
                wide.priority = .defaultHigh
                wide.isActive = false
                stage.app.renderNow()
                // Assertion
                #expect(v.frame.width == 120)
                #expect(!wide.isActive && narrow.isActive)
            }
        }

        @Test func inequalitiesClampAPreferredWidth() {
            withLayoutStage { stage in
                // Precondition: a view that wants to be half the container but at least 250 and at most 380.
                let v = stage.view()
                let half = v.widthAnchor.constraint(equalTo: stage.container.widthAnchor, multiplier: 0.5)
                half.priority = .defaultHigh
                NSLayoutConstraint.activate([
                    half,
                    v.widthAnchor.constraint(greaterThanOrEqualToConstant: 250),
                    v.widthAnchor.constraint(lessThanOrEqualTo: stage.container.widthAnchor, constant: -20),
                    v.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
                    v.topAnchor.constraint(equalTo: stage.container.topAnchor),
                    v.heightAnchor.constraint(equalToConstant: 10),
                ])
                stage.app.renderNow()
                // Assertion: half of 400 is 200, under the floor: 250.
                #expect(v.frame.width == 250)
                // Action: a container of 1000 → half is 500, under the ceiling of 980.
                stage.container.frame.size.width = 1000
                stage.app.renderNow()
                #expect(v.frame.width == 500)
                // And of 540: half is 270, between floor and ceiling.
                stage.container.frame.size.width = 540
                stage.app.renderNow()
                #expect(v.frame.width == 270)
            }
        }

        @Test func intrinsicSizeHugsAndResistsCompressionByPriority() {
            withLayoutStage { stage in
                // Precondition: two views with intrinsic widths 100 and 80 between the container's
                // edges, 10 apart (room 380): the left hugs less (200), so it stretches.
                let left = stage.add(SizedView()), right = stage.add(SizedView())
                left.size = CGSize(width: 100, height: 20)
                right.size = CGSize(width: 80, height: 30)
                left.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
                let c = stage.container
                NSLayoutConstraint.activate([
                    left.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 10),
                    right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10),
                    right.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -10),
                    left.topAnchor.constraint(equalTo: c.topAnchor),
                    right.topAnchor.constraint(equalTo: c.topAnchor),
                ])
                stage.app.renderNow()
                // Assertion: heights are intrinsic; the right keeps 80, the left takes the rest (290).
                #expect(left.frame == CGRect(x: 10, y: 0, width: 290, height: 20))
                #expect(right.frame == CGRect(x: 310, y: 0, width: 80, height: 30))
                // Action: the container shrinks to 150 (room 120 for 180 of content); the left
                // resists less (700), so it is the one compressed.
                left.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
                c.frame.size.width = 150
                stage.app.renderNow()
                #expect(right.frame.width == 80)
                #expect(left.frame.width == 40)
                // And an intrinsic size that changes moves the layout.
                right.size = CGSize(width: 60, height: 30)
                stage.app.renderNow()
                #expect(right.frame == CGRect(x: 80, y: 0, width: 60, height: 30))
                #expect(left.frame.width == 60)
            }
        }

        @Test func labelReportsItsTextSize() {
            withLayoutStage { stage in
                // Precondition: a label pinned at (12, 14) with no size constraints.
                let label = stage.add(UILabel())
                label.text = "Hello"
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 12),
                    label.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 14),
                ])
                stage.app.renderNow()
                let short = label.intrinsicContentSize
                #expect(short.width > 0 && short.height > 0)
                #expect(label.frame == CGRect(origin: CGPoint(x: 12, y: 14), size: short))
                // Action: longer text.
                label.text = "Hello, Auto Layout"
                stage.app.renderNow()
                // Assertion
                #expect(label.frame.width > short.width)
                #expect(label.frame.size == label.intrinsicContentSize)
            }
        }

        @Test func buttonReportsItsTitleSize() {
            withLayoutStage { stage in
                // Precondition: a system button pinned at (30, 40) with no size constraints.
                let button = stage.add(UIButton(type: .system))
                button.setTitle("Go", for: .normal)
                NSLayoutConstraint.activate([
                    button.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 30),
                    button.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 40),
                ])
                stage.app.renderNow()
                let short = button.frame.size
                #expect(short == button.intrinsicContentSize && short.width > 0)
                // Action: a longer title.
                button.setTitle("Continue to checkout", for: .normal)
                stage.app.renderNow()
                // Assertion: the frame follows the new intrinsic size.
                #expect(button.frame.width > short.width)
                #expect(button.frame == CGRect(origin: CGPoint(x: 30, y: 40), size: button.intrinsicContentSize))
            }
        }

        @Test func changingAConstantMovesTheViewInTheNextPass() {
            withLayoutStage { stage in
                // Precondition: a view 20 from the top.
                let v = stage.view()
                let top = v.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 20)
                NSLayoutConstraint.activate([top, v.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
                                             v.widthAnchor.constraint(equalToConstant: 50), v.heightAnchor.constraint(equalToConstant: 50)])
                stage.app.renderNow()
                #expect(v.frame.minY == 20)
                // Action
                top.constant = 120
                // Assertion: not before layout; then at once with layoutIfNeeded.
                #expect(v.frame.minY == 20)
                stage.container.layoutIfNeeded()
                #expect(v.frame.minY == 120)
            }
        }

        @Test func marginsGuideAndSafeAreaGuideInsetTheBounds() {
            withLayoutStage { stage in
                // Precondition: margins of 20/30/40/50 on the container.
                stage.container.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 40, right: 50)
                let v = stage.view(), s = stage.view()
                let m = stage.container.layoutMarginsGuide, safe = stage.container.safeAreaLayoutGuide
                // Action
                NSLayoutConstraint.activate([
                    v.leadingAnchor.constraint(equalTo: m.leadingAnchor), v.trailingAnchor.constraint(equalTo: m.trailingAnchor),
                    v.topAnchor.constraint(equalTo: m.topAnchor), v.bottomAnchor.constraint(equalTo: m.bottomAnchor),
                    s.leadingAnchor.constraint(equalTo: safe.leadingAnchor), s.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    s.topAnchor.constraint(equalTo: safe.topAnchor), s.heightAnchor.constraint(equalToConstant: 10),
                ])
                stage.app.renderNow()
                // Assertion
                #expect(v.frame == CGRect(x: 30, y: 20, width: 320, height: 240))
                #expect(s.frame == CGRect(x: 0, y: 0, width: 400, height: 10))
                #expect(m.layoutFrame == CGRect(x: 30, y: 20, width: 320, height: 240))
                // Margins that change move the guide.
                stage.container.layoutMargins = .zero
                stage.app.renderNow()
                #expect(v.frame == CGRect(x: 0, y: 0, width: 400, height: 300))
            }
        }

        @Test func constraintsBetweenCousinsUseTheCommonAncestor() {
            withLayoutStage { stage in
                // Precondition: a box at (50, 40) kept by its frame, holding a child; a sibling of the box.
                let box = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 100))
                stage.container.addSubview(box)
                let child = UIView(), cousin = stage.view()
                child.translatesAutoresizingMaskIntoConstraints = false
                box.addSubview(child)
                // Action: the child is 10 inside the box; the cousin's left is the child's right + 5.
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
                    child.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
                    child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
                    cousin.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 5),
                    cousin.topAnchor.constraint(equalTo: child.topAnchor),
                    cousin.widthAnchor.constraint(equalToConstant: 10), cousin.heightAnchor.constraint(equalToConstant: 10),
                ])
                stage.app.renderNow()
                // Assertion: the child in the box's bounds, the cousin in the container's.
                #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
                #expect(cousin.frame == CGRect(x: 85, y: 50, width: 10, height: 10))
            }
        }

        @Test func updateConstraintsRunsInTheLayoutPass() {
            withLayoutStage { stage in
                // Precondition: a view that makes its width constraint in updateConstraints.
                final class WidthMaker: UIView {
                    var width: CGFloat = 40
                    var made: NSLayoutConstraint?
                    var updates = 0
                    override func updateConstraints() {
                        updates += 1
                        if made == nil {
                            made = widthAnchor.constraint(equalToConstant: width)
                            made?.isActive = true
                        }
                        made?.constant = width
                        super.updateConstraints()
                    }
                }
                let v = stage.add(WidthMaker())
                NSLayoutConstraint.activate([v.heightAnchor.constraint(equalToConstant: 5),
                                             v.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
                                             v.topAnchor.constraint(equalTo: stage.container.topAnchor)])
                v.setNeedsUpdateConstraints()
                stage.app.renderNow()
                #expect(v.updates == 1 && v.frame.width == 40)
                // Action
                v.width = 90
                v.setNeedsUpdateConstraints()
                stage.app.renderNow()
                // Assertion
                #expect(v.updates == 2 && v.frame.width == 90)
                stage.app.renderNow()
                #expect(v.updates == 2)
            }
        }

        @Test func systemLayoutSizeFittingMeasuresTheContent() {
            withTestApplication { _, _ in
                // Precondition: a card (not in a window) holding a 120×30 label-like view with 16 inset.
                let card = UIView()
                let content = SizedView()
                content.size = CGSize(width: 120, height: 30)
                content.translatesAutoresizingMaskIntoConstraints = false
                card.addSubview(content)
                NSLayoutConstraint.activate([
                    content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
                    content.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
                    content.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
                    content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
                ])
                // Action
                let compressed = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                let wide = card.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel)
                // Assertion: the content's size plus the insets; a required width is taken as given.
                #expect(compressed == CGSize(width: 152, height: 62))
                #expect(wide == CGSize(width: 300, height: 62))
                #expect(card.frame.size == .zero)
            }
        }

        @Test func removingAViewDeactivatesItsOutsideConstraints() {
            withLayoutStage { stage in
                // Precondition: a view pinned to the container, with an inner constraint of its own.
                let v = stage.view()
                let inside = v.widthAnchor.constraint(equalToConstant: 30)
                let outside = v.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 7)
                NSLayoutConstraint.activate([inside, outside])
                #expect(stage.container.constraints.contains { $0 === outside })
                // Action
                v.removeFromSuperview()
                // Assertion
                #expect(!outside.isActive && inside.isActive)
                #expect(stage.container.constraints.isEmpty)
            }
        }
    }
}
