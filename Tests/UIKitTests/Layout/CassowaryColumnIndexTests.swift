import Foundation
import Testing
@testable import UIKit

// The solver's column index (which rows hold each symbol) against a scan of every row, after each
// step of a long seeded sequence of additions, removals, edits and constant shifts; and the required
// constraints still holding throughout, since substitution now reaches rows only through the index.

@Suite struct CassowaryColumnIndexTests {
    typealias V = Cassowary.Variable
    typealias E = Cassowary.Expression
    typealias C = Cassowary.Constraint

    /// A small deterministic generator (SplitMix64), so a failure replays the same way.
    struct Seeded {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func value(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
        }
    }

    /// A random constraint over one to three of `vars`, required about a third of the time.
    private func randomConstraint(_ vars: [V], _ rng: inout Seeded) -> C {
        var e = E(constant: rng.value(-200...200))
        for _ in 0...rng.below(3) { e = e + E(vars[rng.below(vars.count)]) * [1, -1, 2, 0.5][rng.below(4)] }
        let relation: Cassowary.Relation = [.equal, .lessOrEqual, .greaterOrEqual][rng.below(3)]
        let strength: Cassowary.Strength = [.required, .strong, .medium, .weak][rng.below(4)]
        return C(e, relation, strength: strength)
    }

    /// How far `c` is from holding at the variables' values (0 when it holds).
    private func violation(_ c: C) -> Double {
        let v = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * $1.variable.value }
        switch c.relation {
        case .equal: return abs(v)
        case .lessOrEqual: return max(0, v)
        case .greaterOrEqual: return max(0, -v)
        }
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func theColumnIndexMatchesTheRowsAfterEveryChange(seed: UInt64) throws {
        // Precondition: a solver over eight variables, each with a weak preference so none is free.
        let s = Cassowary.Solver()
        var rng = Seeded(state: seed)
        let vars = (0..<8).map { V("v\($0)") }
        for v in vars { try s.add(C(E(v), .equal, E(constant: 0), strength: .weak)) }
        var added: [C] = []
        var edited: [V] = []
        var steps: [String: Int] = [:]
        for step in 0..<400 {
            // Action: one random change.
            switch rng.below(6) {
            case 0, 1:
                let c = randomConstraint(vars, &rng)
                if (try? s.add(c)) != nil { added.append(c); steps["add", default: 0] += 1 }
            case 2:
                guard !added.isEmpty else { continue }
                try s.remove(added.remove(at: rng.below(added.count)))
                steps["remove", default: 0] += 1
            case 3:
                let v = vars[rng.below(vars.count)]
                if s.hasEditVariable(v) {
                    try s.removeEditVariable(v)
                    edited.removeAll { $0 === v }
                } else {
                    try s.addEditVariable(v, strength: .strong)
                    edited.append(v)
                }
                steps["edit", default: 0] += 1
            case 4:
                guard let v = edited.randomElement(using: &rng) else { continue }
                try s.suggestValue(v, rng.value(-300...300))
                steps["suggest", default: 0] += 1
            default:
                guard !added.isEmpty else { continue }
                try s.shiftConstant(of: added[rng.below(added.count)], by: rng.value(-50...50))
                steps["shift", default: 0] += 1
            }
            // Assertion: the index is what a scan of the rows finds, and every required constraint holds.
            let mismatches = s.columnIndexMismatches()
            #expect(mismatches.isEmpty, "seed \(seed), step \(step): \(mismatches.prefix(3))")
            if !mismatches.isEmpty { return }
            for c in added where c.strength.isRequired {
                #expect(violation(c) < 1e-6, "seed \(seed), step \(step): \(c) is off by \(violation(c))")
            }
        }
        // Every kind of change happened, many times over.
        #expect(["add", "remove", "edit", "suggest", "shift"].allSatisfy { steps[$0, default: 0] >= 20 }, "\(steps)")
    }
}

extension CassowaryColumnIndexTests.Seeded: RandomNumberGenerator {}
