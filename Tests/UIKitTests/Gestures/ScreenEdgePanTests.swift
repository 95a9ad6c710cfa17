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
    /// 400×300 window (REFERENCE.md, "Gestures").
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

        static let cases: [EdgeCase] = [
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

        @Test(arguments: cases)
        func beginsOnlyNearItsEdge(_ c: EdgeCase) {
            withGestureStage { stage in
                // Precondition
                let edge = LoggedEdgePan(edges: c.edges, log: stage.log)
                stage.window.addGestureRecognizer(edge)
                // Action: a drag of 30, 70 (−30, −70 from the right or bottom edge).
                let sign: CGFloat = c.edges == .right || c.edges == .bottom ? -1 : 1
                stage.drag(from: c.start, through: [(sign * 30, sign * 70)])
                // Assertion
                #expect(stage.log.lines == (c.begins ? ["edge began", "edge ended"] : ["edge failed"]))
            }
        }
    }
}
