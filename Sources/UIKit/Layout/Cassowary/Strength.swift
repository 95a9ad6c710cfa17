import Foundation

extension Cassowary {
    /// How much the solver cares about an optional constraint: the weight its error has in the
    /// objective. `required` is not a weight: required constraints get no error variables at all, so
    /// they hold exactly or the solver reports them as unsatisfiable.
    ///
    /// The paper orders strengths lexicographically (any amount of "strong" error outweighs any amount
    /// of "medium"); like most implementations, Segue approximates that with weights three decades
    /// apart, which is exact for the few constraints one view hierarchy has at a level.
    struct Strength: Comparable, CustomStringConvertible {
        let weight: Double
        let isRequired: Bool

        static let required = Strength(weight: 1e12, isRequired: true)
        static let strong = Strength(weight: 1e6, isRequired: false)
        static let medium = Strength(weight: 1e3, isRequired: false)
        static let weak = Strength(weight: 1, isRequired: false)

        /// The strength of a UIKit priority (1…1000). 1000 is required; below it the weight grows by
        /// three decades every 250 points, so 250 (`defaultLow`) is weak, 500 medium, 750
        /// (`defaultHigh`) strong, and each point of priority still outweighs the one below it.
        static func priority(_ p: Float) -> Strength {
            if p >= 1000 { return .required }
            let clamped = Double(max(1, p))
            return Strength(weight: pow(1000, (clamped - 250) / 250), isRequired: false)
        }

        static func < (a: Strength, b: Strength) -> Bool {
            a.isRequired == b.isRequired ? a.weight < b.weight : b.isRequired
        }

        var description: String { isRequired ? "required" : "weight \(weight)" }
    }
}
