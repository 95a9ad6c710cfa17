import Foundation
import Testing
@testable import UIKit
import UIKitTesting

// The dashed copy of a path: how many dashes, and where each starts and ends, for patterns and
// phases whose dash positions are easy to list by hand.

/// The dashes as lists of points: each subpath's move and the points it runs through.
private func dashes(_ path: CGPath) -> [[CGPoint]] {
    var out: [[CGPoint]] = []
    for element in path.elements {
        switch element {
        case .move(let p): out.append([p])
        case .line(let p): out[out.count - 1].append(p)
        default: Issue.record("a dash holds only moves and lines, not \(element)")
        }
    }
    return out
}

private func horizontalLine(length: CGFloat) -> CGMutablePath {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: length, y: 0))
    return path
}

/// Whether each dash runs along y = 0 from `spans[i].0` to `spans[i].1`.
private func runs(_ dashes: [[CGPoint]], _ spans: [(CGFloat, CGFloat)]) -> Bool {
    dashes.count == spans.count && zip(dashes, spans).allSatisfy { dash, span in
        dash.count == 2 && isClose(dash[0], CGPoint(x: span.0, y: 0)) && isClose(dash[1], CGPoint(x: span.1, y: 0))
    }
}

@Suite struct PathDashingTests {

    @Test func tenOnFiveOffFromPhaseZero() {
        // Precondition / action: a 100-point line dashed [10, 5].
        let dashed = horizontalLine(length: 100).copy(dashingWithPhase: 0, lengths: [10, 5])
        // Assertion: dashes start every 15; the seventh, 90…100, ends with the line.
        #expect(runs(dashes(dashed), [(0, 10), (15, 25), (30, 40), (45, 55), (60, 70), (75, 85), (90, 100)]))
    }

    @Test func phaseThreeStartsThreeIntoTheFirstDash() {
        // Precondition / action
        let dashed = horizontalLine(length: 100).copy(dashingWithPhase: 3, lengths: [10, 5])
        // Assertion: the first dash is 7 long, the rest shift back 3; 97…100 is a gap.
        #expect(runs(dashes(dashed), [(0, 7), (12, 22), (27, 37), (42, 52), (57, 67), (72, 82), (87, 97)]))
    }

    @Test func phasePastThePatternWrapsAndPhaseInTheGapStartsOff() {
        // Precondition / action: phase 27 is 12 into the second period: 2 into the gap.
        let dashed = horizontalLine(length: 40).copy(dashingWithPhase: 27, lengths: [10, 5])
        // Assertion: 3 of gap, then dashes every 15.
        #expect(runs(dashes(dashed), [(3, 13), (18, 28), (33, 40)]))
    }

    @Test func oddCountOfLengthsRepeatsTwiceOver() {
        // Precondition / action: [10] means 10 on, 10 off.
        let dashed = horizontalLine(length: 100).copy(dashingWithPhase: 0, lengths: [10])
        // Assertion
        #expect(runs(dashes(dashed), [(0, 10), (20, 30), (40, 50), (60, 70), (80, 90)]))
    }

    @Test func dashesTurnCornersAlongThePath() {
        // Precondition: (0, 0) → (10, 0) → (10, 10).
        let path = horizontalLine(length: 10)
        path.addLine(to: CGPoint(x: 10, y: 10))
        // Action
        let dashed = dashes(path.copy(dashingWithPhase: 0, lengths: [8, 4]))
        // Assertion: 0…8 along the top; the gap to 12 turns the corner; the second dash is 12…20, i.e.
        // (10, 2) → (10, 10).
        #expect(dashed.count == 2)
        #expect(dashed.first == [.zero, CGPoint(x: 8, y: 0)])
        #expect(dashed.last.map { $0.count == 2 && isClose($0[0], CGPoint(x: 10, y: 2)) && isClose($0[1], CGPoint(x: 10, y: 10)) } == true)
    }

    @Test func closedSubpathPaintedAtBothEndsIsOneDashAcrossItsStart() {
        // Precondition: a 10-point square, 40 round, starting at (0, 0) toward +x.
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        // Action: [6, 3] paints 0…6, 9…15, 18…24, 27…33 and 36…40, which runs on into 0…6.
        let dashed = dashes(square.copy(dashingWithPhase: 0, lengths: [6, 3]))
        // Assertion: four dashes; the first comes up the left side from (0, 4) and along the top to (6, 0).
        #expect(dashed.count == 4)
        #expect(dashed.first.map { $0.count == 3 && isClose($0[0], CGPoint(x: 0, y: 4)) && $0[1] == .zero
                    && isClose($0[2], CGPoint(x: 6, y: 0)) } == true)
    }

    @Test func curvesComeOutAsLinesOfTheRightTotalLength() throws {
        // Precondition: a half circle of radius 50, π · 50 ≈ 157.08 long.
        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 50, startAngle: 0, endAngle: .pi, clockwise: false)
        // Action: dashes of 20 with gaps of 20.
        let dashed = dashes(arc.copy(dashingWithPhase: 0, lengths: [20, 20]))
        // Assertion: dashes start at 0, 40, 80, 120 (the last 120…140); each is 20 long along its
        // polyline, within the flattening's shortening of the arc.
        try #require(dashed.count == 4)
        for dash in dashed {
            let length = zip(dash, dash.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }.reduce(0, +)
            #expect(isClose(length, 20, tolerance: 1e-9))
        }
        #expect(isClose(dashed[1][0], CGPoint(x: 50 * cos(0.8), y: 50 * sin(0.8)), tolerance: 0.2))
    }

    @Test func zeroPaintedLengthGivesZeroLengthDashes() {
        // Precondition / action: [0, 10] along 25 points: dots for round caps every 10.
        let dashed = dashes(horizontalLine(length: 25).copy(dashingWithPhase: 0, lengths: [0, 10]))
        // Assertion: three dashes, each a move and a line to the same point, at 0, 10 and 20.
        #expect(dashed == [0, 10, 20].map { x in [CGPoint(x: x, y: 0), CGPoint(x: x, y: 0)] })
    }

    @Test func emptyOrNegativePatternLeavesThePathUndashed() {
        // Precondition
        let path = horizontalLine(length: 100)
        // Action / assertion
        #expect(path.copy(dashingWithPhase: 0, lengths: []) == path)
        #expect(path.copy(dashingWithPhase: 0, lengths: [10, -5]) == path)
        #expect(path.copy(dashingWithPhase: 0, lengths: [0, 0]) == path)
        // A pattern that would cut 100 points into ten million pieces.
        #expect(path.copy(dashingWithPhase: 0, lengths: [0.00001]) == path)
    }
}
