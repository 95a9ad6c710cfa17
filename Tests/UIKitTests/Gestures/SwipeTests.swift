@testable import UIKit
import Testing
import UIKitTesting

/// Logs "<label> <state>" for every state the swipe enters.
final class LoggedSwipe: UISwipeGestureRecognizer {
    let label: String, log: GestureLog
    init(_ label: String = "swipe", direction: Direction = .right, log: GestureLog) {
        self.label = label; self.log = log
        super.init()
        self.direction = direction
    }
    override func apply(_ new: State) { log.add("\(label) \(new)"); super.apply(new) }
}

extension SharedState {
    /// `UISwipeGestureRecognizer`: a quick straight stroke in a permitted direction is recognized
    /// during the stroke; a slow, crooked or wrong-way one fails.
    @Suite struct SwipeTests {
        static let start = CGPoint(x: 100, y: 150)

        @Test func aFastStraightDragRightIsRecognizedBeforeRelease() {
            withGestureStage { stage in
                // Precondition
                let swipe = LoggedSwipe(log: stage.log)
                stage.window.addGestureRecognizer(swipe)
                // Action: 30 then 60 pt right, 10 ms apart, finger still down.
                stage.drag(from: Self.start, through: [(30, 2), (60, 4)], releaseAfter: nil)
                // Assertion: recognized on the move that passed 50 pt.
                #expect(stage.log.lines == ["swipe ended"])
                stage.release(at: Self.start + (60, 4))
            }
        }

        @Test func aShortStrokeFailsOnRelease() {
            withGestureStage { stage in
                // Precondition
                let swipe = LoggedSwipe(log: stage.log)
                stage.window.addGestureRecognizer(swipe)
                // Action: 40 pt right, then lifted.
                stage.drag(from: Self.start, through: [(20, 0), (40, 0)], releaseAfter: nil)
                #expect(swipe.state == .possible)
                stage.release(at: Self.start + (40, 0))
                // Assertion
                #expect(stage.log.lines == ["swipe failed"])
            }
        }

        @Test func aSlowDragFails() {
            withGestureStage { stage in
                // Precondition
                let swipe = LoggedSwipe(log: stage.log)
                stage.window.addGestureRecognizer(swipe)
                // Action: 100 pt right over 0.9 s; 50 pt took 0.6 s.
                stage.drag(from: Self.start, through: [(25, 0), (50, 0), (100, 0)], every: 0.3)
                // Assertion: it failed by the time the stroke was long enough.
                #expect(stage.log.lines == ["swipe failed"])
            }
        }

        @Test func theWrongDirectionOrACrookedStrokeFails() {
            withGestureStage { stage in
                // Precondition: a swipe right.
                let swipe = LoggedSwipe(log: stage.log)
                stage.window.addGestureRecognizer(swipe)
                // Action: a fast stroke left.
                stage.drag(from: Self.start, through: [(-40, 0), (-80, 0)])
                // Assertion
                #expect(stage.log.lines == ["swipe failed"])
                // Action: a fast diagonal, 60 right and 45 down (37° off the axis).
                stage.log.clear()
                stage.drag(from: Self.start, through: [(30, 22), (60, 45)])
                // Assertion
                #expect(stage.log.lines == ["swipe failed"])
            }
        }

        @Test func anyPermittedDirectionRecognizes() {
            withGestureStage { stage in
                // Precondition: up or down.
                let swipe = LoggedSwipe(direction: [.up, .down], log: stage.log)
                stage.window.addGestureRecognizer(swipe)
                // Action: a fast stroke up.
                stage.drag(from: Self.start, through: [(0, -30), (3, -60)])
                // Assertion
                #expect(stage.log.lines == ["swipe ended"])
                #expect(swipe.direction == [.up, .down])
            }
        }

        @Test func twoRequiredTouchesNeverRecognizeWithOnePointer() {
            withGestureStage { stage in
                // Precondition
                let swipe = LoggedSwipe(log: stage.log)
                swipe.numberOfTouchesRequired = 2
                stage.window.addGestureRecognizer(swipe)
                // Action
                stage.drag(from: Self.start, through: [(30, 0), (60, 0)])
                // Assertion
                #expect(stage.log.lines == ["swipe failed"])
            }
        }

        @Test func defaultsAreUIKits() {
            // Precondition / action
            let swipe = UISwipeGestureRecognizer()
            // Assertion
            #expect(swipe.direction == .right)
            #expect(swipe.numberOfTouchesRequired == 1)
        }
    }
}
