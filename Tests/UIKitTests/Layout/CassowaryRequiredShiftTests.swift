import Foundation
import Testing
@testable import UIKit

// A required constraint's constant moved in place: the solution follows it through chains, and a
// constant the other required constraints cannot meet is refused with the solver left as it was.

@Suite struct CassowaryRequiredShiftTests {
    typealias V = Cassowary.Variable
    typealias E = Cassowary.Expression
    typealias C = Cassowary.Constraint

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test func aRequiredEqualitysConstantMovesWhatHangsOffIt() throws {
        // Precondition: x == 10, y == x + 20 (required), y ≤ 100 (required), z wants 0 but z ≥ y.
        let s = Cassowary.Solver()
        let x = V("x"), y = V("y"), z = V("z")
        let gap = C(E(y) - E(x) - 20, .equal, E())
        try s.add(C(E(x), .equal, E(constant: 10)))
        try s.add(gap)
        try s.add(C(E(y), .lessOrEqual, E(constant: 100)))
        try s.add(C(E(z), .greaterOrEqual, E(y)))
        try s.add(C(E(z), .equal, E(constant: 0), strength: .weak))
        #expect(close(y.value, 30) && close(z.value, 30))
        _ = s.takeChangedVariables()
        // Action: the gap becomes 50 (expression constant −20 → −50).
        let moved = try s.shiftConstant(of: gap, by: -30)
        // Assertion: taken in place; y and z moved, x did not, and only they are reported.
        #expect(moved)
        #expect(close(x.value, 10) && close(y.value, 60) && close(z.value, 60))
        #expect(Set(s.takeChangedVariables().map(\.name)) == ["y", "z"])
    }

    @Test func aRequiredConstantTheOthersCannotMeetIsRefusedAndNothingMoves() throws {
        // Precondition: x == 10, y == x + 20, y ≤ 100, all required.
        let s = Cassowary.Solver()
        let x = V("x"), y = V("y")
        let gap = C(E(y) - E(x) - 20, .equal, E())
        try s.add(C(E(x), .equal, E(constant: 10)))
        try s.add(gap)
        try s.add(C(E(y), .lessOrEqual, E(constant: 100)))
        // Action: the gap becomes 120, which would put y at 130.
        let moved = try s.shiftConstant(of: gap, by: -100)
        // Assertion: refused; the values and the constraint's constant are as before, and a later
        // change that fits still goes through.
        #expect(!moved)
        #expect(close(x.value, 10) && close(y.value, 30))
        #expect(close(gap.expression.constant, -20))
        #expect(try s.shiftConstant(of: gap, by: -70))
        #expect(close(y.value, 100))
    }
}
