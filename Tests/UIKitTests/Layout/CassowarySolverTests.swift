import Foundation
import Testing
@testable import UIKit

// The Cassowary solver by value: required equalities and inequalities, strengths breaking ties,
// edit variables moved by suggestValue, constraints removed and constants shifted in place, and
// unsatisfiable required constraints reported with a minimal conflicting set.

@Suite struct CassowarySolverTests {
    typealias V = Cassowary.Variable
    typealias E = Cassowary.Expression
    typealias C = Cassowary.Constraint

    private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test func requiredEqualitiesChainThroughVariables() throws {
        // Precondition: x == 10, y == x + 20, z == 2·y − x.
        let s = Cassowary.Solver()
        let x = V("x"), y = V("y"), z = V("z")
        // Action
        try s.add(C(E(x), .equal, E(constant: 10)))
        try s.add(C(E(y), .equal, x + 20))
        try s.add(C(E(z), .equal, E(y) * 2 - E(x)))
        // Assertion
        #expect(close(x.value, 10) && close(y.value, 30) && close(z.value, 50))
    }

    @Test func inequalitiesBoundAWeakPreference() throws {
        // Precondition: x wants 0 (weak) but must be ≥ 40 and ≤ 100; y wants 500 (weak), y ≤ x + 10.
        let s = Cassowary.Solver()
        let x = V("x"), y = V("y")
        try s.add(C(E(x), .equal, E(constant: 0), strength: .weak))
        try s.add(C(E(x), .greaterOrEqual, E(constant: 40)))
        try s.add(C(E(x), .lessOrEqual, E(constant: 100)))
        try s.add(C(E(y), .equal, E(constant: 500), strength: .weak))
        // Action
        try s.add(C(E(y), .lessOrEqual, x + 10))
        // Assertion: x sits on its lower bound… unless y's pull is as strong; both weak, so the sum
        // of errors |x| + |y − 500| is minimised: x = 40, y = 50 costs 40 + 450; x = 100, y = 110
        // costs 100 + 390 = 490 as well — both optimal; any point between costs the same. Check the
        // constraints hold and the cost is the optimum.
        #expect(x.value >= 40 - 1e-6 && x.value <= 100 + 1e-6 && y.value <= x.value + 10 + 1e-6)
        #expect(close(abs(x.value) + abs(y.value - 500), 490))
    }

    @Test func strongerPreferenceWinsATie() throws {
        // Precondition: x + y == 100 (required); x wants 80 (strong), y wants 60 (medium).
        let s = Cassowary.Solver()
        let x = V("x"), y = V("y")
        try s.add(C(x + y, .equal, E(constant: 100)))
        try s.add(C(E(y), .equal, E(constant: 60), strength: .medium))
        // Action
        try s.add(C(E(x), .equal, E(constant: 80), strength: .strong))
        // Assertion: the strong one holds, the medium one gives way.
        #expect(close(x.value, 80) && close(y.value, 20))
    }

    @Test func uikitPrioritiesOneApartAreOrdered() throws {
        // Precondition: w wants 100 at priority 750 and 200 at 751.
        let s = Cassowary.Solver()
        let w = V("w")
        try s.add(C(E(w), .equal, E(constant: 100), strength: .priority(750)))
        // Action
        try s.add(C(E(w), .equal, E(constant: 200), strength: .priority(751)))
        // Assertion
        #expect(close(w.value, 200))
        #expect(Cassowary.Strength.priority(1000).isRequired)
        #expect(Cassowary.Strength.priority(250) == .weak && Cassowary.Strength.priority(750) == .strong)
    }

    @Test func editVariableFollowsSuggestionsWithinRequiredBounds() throws {
        // Precondition: a midpoint m of l and r, l ≥ 0, r ≤ 100, r − l ≥ 10, l and r weakly at 10 and 90.
        let s = Cassowary.Solver()
        let l = V("l"), r = V("r"), m = V("m")
        try s.add(C(E(m) * 2, .equal, l + r))
        try s.add(C(E(l), .greaterOrEqual, E(constant: 0)))
        try s.add(C(E(r), .lessOrEqual, E(constant: 100)))
        try s.add(C(r - l, .greaterOrEqual, E(constant: 10)))
        try s.add(C(E(l), .equal, E(constant: 10), strength: .weak))
        try s.add(C(E(r), .equal, E(constant: 90), strength: .weak))
        #expect(close(m.value, 50))
        try s.addEditVariable(m, strength: .strong)
        // Action / assertion: the midpoint goes where it is asked while the bounds allow.
        try s.suggestValue(m, 60)
        #expect(close(m.value, 60) && close(l.value + r.value, 120))
        try s.suggestValue(m, 98)
        #expect(close(m.value, 95) && close(r.value, 100) && close(l.value, 90))
        try s.suggestValue(m, 20)
        #expect(close(m.value, 20) && l.value >= -1e-6 && r.value - l.value >= 10 - 1e-6)
        // Removing the edit lets the weak preferences back.
        try s.removeEditVariable(m)
        #expect(close(l.value, 10) && close(r.value, 90) && close(m.value, 50))
    }

    @Test func removingAConstraintLetsTheNextOneHold() throws {
        // Precondition: x == 10 strong over x == 30 weak.
        let s = Cassowary.Solver()
        let x = V("x")
        let strong = C(E(x), .equal, E(constant: 10), strength: .strong)
        try s.add(C(E(x), .equal, E(constant: 30), strength: .weak))
        try s.add(strong)
        #expect(close(x.value, 10))
        // Action
        try s.remove(strong)
        // Assertion
        #expect(close(x.value, 30))
        #expect(throws: Cassowary.SolverError.unknownConstraint(strong)) { try s.remove(strong) }
    }

    @Test func removingARequiredInequalityFreesTheVariable() throws {
        // Precondition: x ≥ 50 required, x == 0 weak.
        let s = Cassowary.Solver()
        let x = V("x")
        let floor = C(E(x), .greaterOrEqual, E(constant: 50))
        try s.add(C(E(x), .equal, E(constant: 0), strength: .weak))
        try s.add(floor)
        #expect(close(x.value, 50))
        // Action
        try s.remove(floor)
        // Assertion
        #expect(close(x.value, 0))
    }

    @Test func shiftingAConstantResolvesInPlace() throws {
        // Precondition: y == x + 5 required, x == 10 strong, x ≤ 40 required.
        let s = Cassowary.Solver()
        let x = V("x"), y = V("y")
        let pin = C(E(x), .equal, E(constant: 10), strength: .strong)
        try s.add(C(E(y), .equal, x + 5))
        try s.add(C(E(x), .lessOrEqual, E(constant: 40)))
        try s.add(pin)
        // Action: the pin asks for 25, then for 70 (beyond the bound).
        try s.shiftConstant(of: pin, by: -15)
        #expect(close(x.value, 25) && close(y.value, 30))
        try s.shiftConstant(of: pin, by: -45)
        // Assertion
        #expect(close(x.value, 40) && close(y.value, 45))
    }

    @Test func contradictoryRequiredConstraintIsReportedWithItsConflict() throws {
        // Precondition: a + b == 100, a == 30, plus an unrelated c == 7, all required.
        let s = Cassowary.Solver()
        let a = V("a"), b = V("b"), c = V("c")
        let sum = C(a + b, .equal, E(constant: 100))
        let pinA = C(E(a), .equal, E(constant: 30))
        let other = C(E(c), .equal, E(constant: 7))
        try s.add(sum)
        try s.add(pinA)
        try s.add(other)
        try s.add(C(E(b), .lessOrEqual, E(constant: 1000)))
        // Action: b ≥ 80 cannot hold (b is 70).
        let bad = C(E(b), .greaterOrEqual, E(constant: 80))
        try s.add(C(E(b), .equal, E(constant: 95), strength: .weak))
        #expect(throws: Cassowary.SolverError.unsatisfiable(bad, conflict: [sum, pinA, bad])) { try s.add(bad) }
        // Assertion: the solver is unchanged and still usable.
        #expect(close(a.value, 30) && close(b.value, 70) && close(c.value, 7))
        #expect(!s.contains(bad))
        try s.remove(pinA)
        try s.add(bad)
        #expect(b.value >= 80 - 1e-6 && close(a.value + b.value, 100))
    }

    @Test func contradictoryEqualityOfEqualitiesIsReported() throws {
        // Precondition: x == y, y == 20 required.
        let s = Cassowary.Solver()
        let x = V("x"), y = V("y")
        let same = C(E(x), .equal, E(y))
        let pin = C(E(y), .equal, E(constant: 20))
        try s.add(same)
        try s.add(pin)
        // Action / assertion: x == 21 contradicts both; x == 20 is redundant and accepted.
        let bad = C(E(x), .equal, E(constant: 21))
        #expect(throws: Cassowary.SolverError.unsatisfiable(bad, conflict: [same, pin, bad])) { try s.add(bad) }
        try s.add(C(E(x), .equal, E(constant: 20)))
        #expect(close(x.value, 20))
    }
}
