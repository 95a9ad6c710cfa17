@testable import UIKit
import Testing

/// Where a screen-edge pan's touch goes down, and whether it may begin.
struct EdgeCase: Sendable, CustomTestStringConvertible {
    let edges: UIRectEdge
    let edgeName: String
    let start: CGPoint
    let begins: Bool
    var testDescription: String { "\(edgeName) edge, press at (\(start.x), \(start.y)): \(begins ? "begins" : "fails")" }
}

extension SharedState {
    /// `UIScreenEdgePanGestureRecognizer` starts only within 20 pt of one of its edges of the
    /// 400×300 window (docs/UIKIT-REFERENCE.md, "Gestures").
    @Suite struct ScreenEdgePanTests {
        @Test func leftEdgePressAtX5Begins() {
            withGestureStage { stage in
                // Precondition
                let edge = LoggedEdgePan(edges: .left, log: stage.log)
                var seen: [CGPoint] = []
                edge.addAction { seen.append(($0 as! UIPanGestureRecognizer).translation(in: nil)) }
                stage.window.addGestureRecognizer(edge)
                // Action
                stage.drag(from: CGPoint(x: 5, y: 150), through: [(12, 5), (30, 70)])
                // Assertion
                #expect(stage.log.lines == ["edge began", "edge changed", "edge ended"])
                #expect(seen == [.zero, CGPoint(x: 18, y: 65), CGPoint(x: 18, y: 65)])
            }
        }

        @Test func leftEdgePressAtX40FailsAtOnce() {
            withGestureStage { stage in
                // Precondition
                let edge = LoggedEdgePan(edges: .left, log: stage.log)
                stage.window.addGestureRecognizer(edge)
                // Action
                stage.press(at: CGPoint(x: 40, y: 150))
                // Assertion: failed on the press, before any movement.
                #expect(stage.log.lines == ["edge failed"])
                // Action
                stage.move(to: CGPoint(x: 70, y: 220))
                stage.release(at: CGPoint(x: 70, y: 220))
                // Assertion
                #expect(stage.log.lines == ["edge failed"])
            }
        }

        nonisolated static let cases: [EdgeCase] = [
            EdgeCase(edges: .left, edgeName: "left", start: CGPoint(x: 20, y: 150), begins: true),
            EdgeCase(edges: .left, edgeName: "left", start: CGPoint(x: 21, y: 150), begins: false),
            EdgeCase(edges: .right, edgeName: "right", start: CGPoint(x: 395, y: 150), begins: true),
            EdgeCase(edges: .right, edgeName: "right", start: CGPoint(x: 5, y: 150), begins: false),
            EdgeCase(edges: .right, edgeName: "right", start: CGPoint(x: 290, y: 150), begins: false),
            EdgeCase(edges: .bottom, edgeName: "bottom", start: CGPoint(x: 200, y: 290), begins: true),
            EdgeCase(edges: .bottom, edgeName: "bottom", start: CGPoint(x: 200, y: 260), begins: false),
            EdgeCase(edges: .top, edgeName: "top", start: CGPoint(x: 200, y: 10), begins: true),
            EdgeCase(edges: .top, edgeName: "top", start: CGPoint(x: 10, y: 150), begins: false),
        ]

        @Test func slidingAlongItsEdgeFailsAndLeavesTheDragToAPan() {
            withGestureStage { stage in
                // Precondition: a left-edge pan on a view at the edge (it sees the touch first), a
                // plain pan on the window.
                let view = stage.addView("view", CGRect(x: 0, y: 0, width: 200, height: 300))
                let edge = LoggedEdgePan(edges: .left, log: stage.log)
                view.addGestureRecognizer(edge)
                let pan = LoggedPan(log: stage.log)
                stage.window.addGestureRecognizer(pan)
                // Action: from x 5, 40 pt down and 8 pt right — along the edge.
                stage.drag(from: CGPoint(x: 5, y: 100), through: [(8, 40)])
                // Assertion: the edge pan failed on the move that started the plain pan.
                #expect(stage.log.lines == ["view touchesBegan", "edge failed", "pan began", "view touchesCancelled",
                                            "pan ended"])
            }
        }

        @Test func fortyFiveDegreesInwardStillBegins() {
            withGestureStage { stage in
                // Precondition
                let edge = LoggedEdgePan(edges: .right, log: stage.log)
                stage.window.addGestureRecognizer(edge)
                // Action: from the right edge, 20 pt left and 20 pt down.
                stage.drag(from: CGPoint(x: 395, y: 100), through: [(-20, 20)])
                // Assertion
                #expect(stage.log.lines == ["edge began", "edge ended"])
            }
        }

        @Test func aCornerBeginsFromEitherEdgeItStartedAt() {
            withGestureStage { stage in
                // Precondition: top and left edges; the press in the top-left corner.
                let edge = LoggedEdgePan(edges: [.top, .left], log: stage.log)
                stage.window.addGestureRecognizer(edge)
                // Action: straight down — inward from the top edge, along the left one.
                stage.drag(from: CGPoint(x: 5, y: 5), through: [(0, 30)])
                // Assertion
                #expect(stage.log.lines == ["edge began", "edge ended"])
            }
        }

        @Test(arguments: cases)
        func beginsOnlyNearItsEdge(_ c: EdgeCase) {
            withGestureStage { stage in
                // Precondition
                let edge = LoggedEdgePan(edges: c.edges, log: stage.log)
                stage.window.addGestureRecognizer(edge)
                // Action: a drag of 70 pt straight into the window from the edge, 30 pt across.
                let move: (CGFloat, CGFloat) = switch c.edges {
                case .left: (70, 30)
                case .right: (-70, 30)
                case .top: (30, 70)
                default: (30, -70)
                }
                stage.drag(from: c.start, through: [move])
                // Assertion
                #expect(stage.log.lines == (c.begins ? ["edge began", "edge ended"] : ["edge failed"]))
            }
        }
    }
}
