@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// Ambiguity: `hasAmbiguousLayout` true exactly when the constraints leave part of a frame open,
// `exerciseAmbiguityInLayout` moving such a view to another solution, and the SEGUE_CHECK report.

extension SharedState {
    @Suite struct AmbiguousLayoutTests {
        /// Runs `body` with the ambiguity check on and warnings collected instead of printed.
        private func checking(_ body: (LayoutStage) -> Void) -> [String] {
            var warnings: [String] = []
            withLayoutStage { stage in
                SegueDiagnostics.report = { warnings.append($0) }
                LayoutEngine.current.ambiguityCheck.isEnabled = true
                body(stage)
            }
            return warnings
        }

        // MARK: Flagged

        @Test func aViewPlacedOnlyByItsCornerIsAmbiguousInSize() {
            withLayoutStage { stage in
                // Precondition: leading and top only, no size, no intrinsic size.
                let v = stage.view()
                NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 10),
                                             v.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 10)])
                // Action
                stage.app.renderNow()
                // Assertion: ambiguous; the size is open, the position is not.
                #expect(v.hasAmbiguousLayout)
                #expect(LayoutEngine.current.undeterminedParts(of: v) == [.width, .height])
            }
        }

        @Test func aWidthWithOnlyALowerBoundIsAmbiguous() {
            withLayoutStage { stage in
                // Precondition: fully placed but the width is only ≥ 50.
                let v = stage.view()
                NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
                                             v.topAnchor.constraint(equalTo: stage.container.topAnchor),
                                             v.heightAnchor.constraint(equalToConstant: 20),
                                             v.widthAnchor.constraint(greaterThanOrEqualToConstant: 50)])
                stage.app.renderNow()
                // Assertion
                #expect(LayoutEngine.current.undeterminedParts(of: v) == [.width])
                // Action: an upper bound of the same value closes it.
                v.widthAnchor.constraint(lessThanOrEqualToConstant: 50).isActive = true
                stage.app.renderNow()
                // Assertion
                #expect(!v.hasAmbiguousLayout)
            }
        }

        @Test func aViewPlacedByItsTrailingEdgeAndNoWidthIsOpenOnBothHorizontalParts() {
            withLayoutStage { stage in
                // Precondition: trailing, top and height only.
                let v = stage.view()
                NSLayoutConstraint.activate([v.trailingAnchor.constraint(equalTo: stage.container.trailingAnchor),
                                             v.topAnchor.constraint(equalTo: stage.container.topAnchor),
                                             v.heightAnchor.constraint(equalToConstant: 20)])
                stage.app.renderNow()
                // Assertion
                #expect(LayoutEngine.current.undeterminedParts(of: v) == [.minX, .width])
            }
        }

        @Test func aStackOfPlainViewsWithFillIsAmbiguousAsInUIKit() {
            withLayoutStage { stage in
                // Precondition: two views with no intrinsic width in a filling row.
                let a = UIView(), b = UIView()
                let s = stage.stack(CGRect(x: 0, y: 0, width: 400, height: 100), [a, b])
                // Action
                stage.app.renderNow()
                // Assertion: how the 390 points are shared is open.
                #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
                // Action: equal widths settle it.
                s.distribution = .fillEqually
                stage.app.renderNow()
                // Assertion
                #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
                #expect(b.frame == CGRect(x: 205, y: 0, width: 195, height: 100))
            }
        }

        // MARK: Not flagged

        @Test func determinedLayoutsAreNotFlagged() {
            withLayoutStage { stage in
                // Precondition: equal widths, a chain, centring, an intrinsic size, a margins guide,
                // priorities deciding between two widths, and a view that keeps its frame.
                let c = stage.container
                let a = stage.view(), b = stage.view(), centred = stage.view(), intrinsic = stage.add(sized(70, 25))
                let guided = stage.view(), prioritised = stage.view()
                let framed = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
                c.addSubview(framed)
                let low = prioritised.widthAnchor.constraint(equalToConstant: 10)
                low.priority = .defaultLow
                NSLayoutConstraint.activate([
                    a.leadingAnchor.constraint(equalTo: c.leadingAnchor, constant: 20),
                    b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
                    b.trailingAnchor.constraint(equalTo: c.trailingAnchor, constant: -20),
                    a.widthAnchor.constraint(equalTo: b.widthAnchor),
                    a.topAnchor.constraint(equalTo: c.topAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor),
                    a.heightAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalTo: a.heightAnchor),
                    centred.centerXAnchor.constraint(equalTo: c.centerXAnchor), centred.centerYAnchor.constraint(equalTo: c.centerYAnchor),
                    centred.widthAnchor.constraint(equalTo: c.widthAnchor, multiplier: 0.5),
                    centred.heightAnchor.constraint(equalTo: centred.widthAnchor),
                    intrinsic.leadingAnchor.constraint(equalTo: framed.trailingAnchor), intrinsic.bottomAnchor.constraint(equalTo: c.bottomAnchor),
                    guided.leadingAnchor.constraint(equalTo: c.layoutMarginsGuide.leadingAnchor),
                    guided.trailingAnchor.constraint(equalTo: c.layoutMarginsGuide.trailingAnchor),
                    guided.topAnchor.constraint(equalTo: c.layoutMarginsGuide.topAnchor),
                    guided.bottomAnchor.constraint(equalTo: c.layoutMarginsGuide.bottomAnchor),
                    prioritised.leadingAnchor.constraint(equalTo: c.leadingAnchor), prioritised.topAnchor.constraint(equalTo: c.topAnchor),
                    prioritised.heightAnchor.constraint(equalToConstant: 5), low,
                    prioritised.widthAnchor.constraint(greaterThanOrEqualToConstant: 30),
                ])
                // Action
                stage.app.renderNow()
                // Assertion
                for v in [a, b, centred, intrinsic, guided, prioritised, framed, c] {
                    #expect(!v.hasAmbiguousLayout, "\(v.layoutDescription) \(LayoutEngine.current.undeterminedParts(of: v))")
                }
                #expect(prioritised.frame.width == 30)
                #expect(intrinsic.frame == CGRect(x: 4, y: 275, width: 70, height: 25))
            }
        }

        @Test func aViewOutsideAutoLayoutIsNotAmbiguous() {
            withLayoutStage { stage in
                // Precondition / action: a frame-based view.
                let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                stage.container.addSubview(v)
                stage.app.renderNow()
                // Assertion
                #expect(!v.hasAmbiguousLayout)
            }
        }

        // MARK: Exercising

        @Test func exercisingMovesAnAmbiguousViewBackAndForth() {
            withLayoutStage { stage in
                // Precondition: a 60 × 40 view with a leading edge but no vertical position.
                let v = stage.view()
                NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 10),
                                             v.widthAnchor.constraint(equalToConstant: 60),
                                             v.heightAnchor.constraint(equalToConstant: 40)])
                stage.app.renderNow()
                let first = v.frame
                // Action
                v.exerciseAmbiguityInLayout()
                stage.app.renderNow()
                let second = v.frame
                // Assertion: only the open part moved; still ambiguous.
                #expect(second.minY != first.minY)
                #expect(second.minX == 10 && second.size == CGSize(width: 60, height: 40))
                #expect(v.hasAmbiguousLayout)
                // Action: again.
                v.exerciseAmbiguityInLayout()
                stage.app.renderNow()
                // Assertion: the other way.
                #expect((v.frame.minY - second.minY) * (second.minY - first.minY) < 0)
                // Action: a top constraint settles it, against the exercise.
                v.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 33).isActive = true
                stage.app.renderNow()
                // Assertion
                #expect(v.frame.minY == 33)
                #expect(!v.hasAmbiguousLayout)
            }
        }

        @Test func exercisingADeterminedViewChangesNothing() {
            withLayoutStage { stage in
                // Precondition: a fully constrained view.
                let v = stage.view()
                NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 10),
                                             v.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 20),
                                             v.widthAnchor.constraint(equalToConstant: 60),
                                             v.heightAnchor.constraint(equalToConstant: 40)])
                stage.app.renderNow()
                // Action
                v.exerciseAmbiguityInLayout()
                stage.app.renderNow()
                // Assertion
                #expect(v.frame == CGRect(x: 10, y: 20, width: 60, height: 40))
            }
        }

        // MARK: SEGUE_CHECK

        @Test func theCheckReportsAnAmbiguousViewOnceWithWhatToAdd() {
            var ambiguous: UIView?
            let warnings = checking { stage in
                // Precondition: a determined view and one open in width and height.
                let fine = stage.view()
                NSLayoutConstraint.activate([fine.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
                                             fine.topAnchor.constraint(equalTo: stage.container.topAnchor),
                                             fine.widthAnchor.constraint(equalToConstant: 5),
                                             fine.heightAnchor.constraint(equalToConstant: 5)])
                let v = stage.view()
                ambiguous = v
                NSLayoutConstraint.activate([v.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 10),
                                             v.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 10)])
                // Action: two layout passes.
                stage.app.renderNow()
                v.setNeedsLayout()
                stage.app.renderNow()
            }
            // Assertion: one line, naming the view, the open parts and the fix.
            #expect(warnings.count == 1, "\(warnings)")
            let line = warnings.first ?? ""
            #expect(line.hasPrefix("ambiguous layout: UIView:0x"))
            #expect(line.contains(ambiguous.map { $0.layoutDescription } ?? "?"))
            #expect(line.contains("its width and height are not determined by its constraints"))
            #expect(line.contains("give it a width constraint") && line.contains("give it a height constraint"))
            #expect(!line.contains("horizontal position"))
        }

        @Test func theCheckIsQuietForStackViewsAndDeterminedLayouts() {
            let warnings = checking { stage in
                // Precondition: labels in nested stacks, and a centred view.
                let title = UILabel(), detail = UILabel()
                title.text = "Title"
                detail.text = "Detail"
                let column = UIStackView(arrangedSubviews: [title, detail])
                column.axis = .vertical
                let row = UIStackView(arrangedSubviews: [sized(20, 20), column])
                row.alignment = .center
                row.spacing = 8
                row.translatesAutoresizingMaskIntoConstraints = false
                stage.container.addSubview(row)
                let centred = stage.view()
                NSLayoutConstraint.activate([
                    row.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
                    row.trailingAnchor.constraint(equalTo: stage.container.trailingAnchor),
                    row.topAnchor.constraint(equalTo: stage.container.topAnchor),
                    centred.centerXAnchor.constraint(equalTo: stage.container.centerXAnchor),
                    centred.centerYAnchor.constraint(equalTo: stage.container.centerYAnchor),
                    centred.widthAnchor.constraint(equalToConstant: 10), centred.heightAnchor.constraint(equalToConstant: 10),
                ])
                // Action
                stage.app.renderNow()
            }
            // Assertion
            #expect(warnings.isEmpty, "\(warnings)")
        }

        @Test func theCheckFollowsSegueCheck() {
            // Precondition / action / assertion: on only for SEGUE_CHECK=1.
            #expect(LayoutAmbiguityCheck(environment: ["SEGUE_CHECK": "1"]).isEnabled)
            #expect(!LayoutAmbiguityCheck(environment: ["SEGUE_CHECK": "0"]).isEnabled)
            #expect(!LayoutAmbiguityCheck(environment: [:]).isEnabled)
        }
    }
}
