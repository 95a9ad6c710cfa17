@testable import UIKit
import Testing
import Foundation
import UIKitTesting

// Required constraints that cannot all hold: UIKit's "Unable to simultaneously satisfy constraints."
// log with the conflicting set, and the lowest-priority constraint of it broken while the rest hold.

extension SharedState {
    @Suite struct UnsatisfiableConstraintTests {
        /// Runs `body` with warnings collected instead of printed.
        private func collectingWarnings(_ body: (LayoutStage) -> Void) -> [String] {
            var warnings: [String] = []
            withLayoutStage { stage in
                SegueDiagnostics.report = { warnings.append($0) }
                body(stage)
            }
            return warnings
        }

        @Test func conflictingWidthsAreLoggedAndTheNewOneIsBroken() {
            var a: NSLayoutConstraint?, b: NSLayoutConstraint?, other: NSLayoutConstraint?
            var frame = CGRect.null
            let warnings = collectingWarnings { stage in
                // Precondition: a view 100 wide (required), placed.
                let v = stage.view()
                a = v.widthAnchor.constraint(equalToConstant: 100)
                a!.identifier = "card-width"
                other = v.heightAnchor.constraint(equalToConstant: 20)
                let ceiling = v.widthAnchor.constraint(lessThanOrEqualToConstant: 500)
                NSLayoutConstraint.activate([a!, ceiling, other!, v.leadingAnchor.constraint(equalTo: stage.container.leadingAnchor),
                                             v.topAnchor.constraint(equalTo: stage.container.topAnchor)])
                // Action: a second required width of 200.
                b = v.widthAnchor.constraint(equalToConstant: 200)
                b!.isActive = true
                stage.app.renderNow()
                frame = v.frame
            }
            // Assertion: one log naming both widths (not the height, nor the ceiling that shares the
            // width but has no part in the conflict), breaking the new one.
            #expect(warnings.count == 1)
            let log = warnings.first ?? ""
            #expect(log.hasPrefix("Unable to simultaneously satisfy constraints."))
            let list = log.components(separatedBy: "Will attempt to recover by breaking constraint")
            #expect(list.count == 2)
            #expect(list[0].contains("'card-width'") && list[0].contains(".width == 100") && list[0].contains(".width == 200"))
            #expect(!list[0].contains(".height") && !list[0].contains("<= 500"))
            #expect(list.last?.contains(".width == 200") == true)
            #expect(frame == CGRect(x: 0, y: 0, width: 100, height: 20))
            #expect(b?.isActive == true)
        }

        @Test func aConstraintFightingAFrameKeptAsConstraintsNamesTheAutoresizingOnes() {
            let warnings = collectingWarnings { stage in
                // Precondition: a view that keeps its frame (translatesAutoresizingMaskIntoConstraints).
                let v = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
                stage.container.addSubview(v)
                // Action: a required width of 80 on it.
                v.widthAnchor.constraint(equalToConstant: 80).isActive = true
                stage.app.renderNow()
                // The frame is unchanged.
                #expect(v.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
            }
            // Assertion
            #expect(warnings.count == 1)
            #expect(warnings.first?.contains("NSAutoresizingMaskLayoutConstraint") == true)
            #expect(warnings.first?.contains("translatesAutoresizingMaskIntoConstraints") == true)
        }

        @Test func anOptionalConstraintNeverConflicts() {
            let warnings = collectingWarnings { stage in
                // Precondition: a required width of 100.
                let v = stage.view()
                v.widthAnchor.constraint(equalToConstant: 100).isActive = true
                // Action: 999 asks for 200.
                let soft = v.widthAnchor.constraint(equalToConstant: 200)
                soft.priority = UILayoutPriority(999)
                soft.isActive = true
                stage.app.renderNow()
                #expect(v.frame.width == 100)
            }
            // Assertion
            #expect(warnings.isEmpty)
        }
    }
}
