@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// A view leaving the hierarchy, as UIKit handles it: constraints between the removed subtree and
// views outside it are deactivated and leave the solver; constraints wholly inside the subtree stay;
// the views left behind lay out without the stale ones, with nothing reported; and the subtree can
// be added back and its constraints activated again.

extension SharedState {
    @Suite struct AutoLayoutRemovalTests {
        /// A card pinned in the container, an inner view pinned inside the card, and a sibling of the
        /// card whose width follows the inner view (required) over a wish of 60 (priority 500).
        @MainActor
        struct Scene {
            let card: UIView, inner: UIView, sibling: UIView
            let outside: [NSLayoutConstraint]
            let inside: [NSLayoutConstraint]
            let link: NSLayoutConstraint

            init(_ stage: LayoutStage) {
                card = stage.view()
                inner = UIView()
                inner.translatesAutoresizingMaskIntoConstraints = false
                card.addSubview(inner)
                sibling = stage.view()
                let margins = stage.container.layoutMarginsGuide
                link = sibling.widthAnchor.constraint(equalTo: inner.widthAnchor)
                outside = [
                    card.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 12),
                    card.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 20),
                    link,
                ]
                // A size of the card's own involves only the card: it stays, as in UIKit.
                inside = [
                    card.widthAnchor.constraint(equalToConstant: 120),
                    card.heightAnchor.constraint(equalToConstant: 80),
                    inner.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
                    inner.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
                    inner.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
                    inner.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
                ]
                let wish = sibling.widthAnchor.constraint(equalToConstant: 60)
                wish.priority = UILayoutPriority(500)
                NSLayoutConstraint.activate(outside + inside + [
                    wish,
                    sibling.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor, constant: 10),
                    sibling.topAnchor.constraint(equalTo: stage.container.topAnchor, constant: 200),
                    sibling.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
        }

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

        @Test func constraintsReachingOutsideARemovedSubtreeAreDeactivated() {
            let warnings = checking { stage in
                // Precondition: laid out, the sibling as wide as the inner view (100).
                let scene = Scene(stage)
                stage.app.renderNow()
                #expect(scene.inner.frame == CGRect(x: 10, y: 10, width: 100, height: 60))
                #expect(scene.sibling.frame.width == 100)
                // Action: the card (and the inner view with it) leaves the hierarchy.
                scene.card.removeFromSuperview()
                stage.app.renderNow()
                // Assertion: what reached outside is inactive and out of the solver, held by no view;
                // what lies inside the card is untouched.
                #expect(scene.outside.allSatisfy { !$0.isActive && $0.solverConstraint == nil })
                #expect(scene.inside.allSatisfy { $0.isActive && $0.solverConstraint != nil })
                #expect(!stage.container.constraints.contains { c in scene.outside.contains { $0 === c } })
                #expect(scene.inside.allSatisfy { c in scene.card.constraints.contains { $0 === c } })
                // The sibling no longer follows the inner view: its own wish of 60 holds.
                #expect(scene.sibling.frame == CGRect(x: 10, y: 200, width: 60, height: 20))
            }
            // Nothing was reported ambiguous or conflicting along the way.
            #expect(warnings.isEmpty, "\(warnings)")
        }

        @Test func aSubviewOfTheRemovedViewLosesItsOutsideConstraintsToo() {
            withLayoutStage { stage in
                // Precondition: the inner view's width tied to the sibling's (held by the container).
                let scene = Scene(stage)
                stage.app.renderNow()
                #expect(scene.link.isActive)
                // Action: the card, the inner view's superview, is removed.
                scene.card.removeFromSuperview()
                // Assertion: the link between the inner view and the sibling went with it.
                #expect(!scene.link.isActive)
                #expect(scene.link.solverConstraint == nil)
                #expect(!LayoutEngine.current.solver.constraints.keys.contains { LayoutEngine.current.owners[$0] === scene.link })
            }
        }

        @Test func aRemovedSubtreeCanBeAddedBackAndItsConstraintsActivatedAgain() {
            let warnings = checking { stage in
                // Precondition: the card removed after a layout.
                let scene = Scene(stage)
                stage.app.renderNow()
                scene.card.removeFromSuperview()
                stage.app.renderNow()
                #expect(scene.sibling.frame.width == 60)
                // Action: added back, its outside constraints activated again.
                stage.container.addSubview(scene.card)
                NSLayoutConstraint.activate(scene.outside)
                stage.app.renderNow()
                // Assertion: laid out as before, the sibling following the inner view again.
                #expect(scene.outside.allSatisfy(\.isActive) && scene.inside.allSatisfy(\.isActive))
                let margin = stage.container.layoutMargins.left
                #expect(scene.card.frame == CGRect(x: margin + 12, y: 20, width: 120, height: 80))
                #expect(scene.inner.frame == CGRect(x: 10, y: 10, width: 100, height: 60))
                #expect(scene.sibling.frame.width == 100)
            }
            #expect(warnings.isEmpty, "\(warnings)")
        }
    }
}
