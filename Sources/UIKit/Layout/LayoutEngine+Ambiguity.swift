import Foundation

/// Ambiguous layouts: views whose frames the constraints do not fix (`hasAmbiguousLayout`),
/// moving them to another solution (`exerciseAmbiguityInLayout`), and the `SEGUE_CHECK` report.
extension LayoutEngine {
    /// An objective coefficient below this costs nothing: the weakest UIKit priority (1) weighs about
    /// 1e-3 (`Strength.priority`), so only the engine's own nudges fall under it.
    static let negligibleCost = 1e-7
    /// The strength of a nudge from `exerciseAmbiguityInLayout`: it holds a view where it was moved
    /// without ever outweighing a real constraint, and the ambiguity test does not count it.
    static let nudgeStrength = Cassowary.Strength(weight: 1e-10, isRequired: false)

    /// The parts of `view`'s frame its constraints leave open; none for a view outside Auto Layout or
    /// one that keeps its frame (`translatesAutoresizingMaskIntoConstraints`).
    func undeterminedParts(of view: UIView) -> [LayoutFramePart] {
        guard let state = view.autoLayoutState, state.registered, !view.translatesAutoresizingMaskIntoConstraints else { return [] }
        return LayoutFramePart.allCases.filter {
            solver.isUndetermined($0.variable(state.variables), negligible: Self.negligibleCost)
        }
    }

    /// Moves each open part of `view`'s frame to another value the constraints allow, alternating
    /// direction on each call, and holds it there with a nudge no real constraint loses to.
    func exerciseAmbiguity(of view: UIView) {
        prepare()
        let open = undeterminedParts(of: view)
        guard !open.isEmpty else { return }
        let state = view.layoutState
        removeNudges(of: view)
        state.exerciseDirection = -state.exerciseDirection
        for part in open {
            let v = part.variable(state.variables)
            let before = v.value
            let distance = max(40, abs(part == .minX || part == .width ? state.variables.width.value : state.variables.height.value))
            for sign in [state.exerciseDirection, -state.exerciseDirection] {
                let nudge = Cassowary.Constraint(Cassowary.Expression(v) - (before + sign * distance), .equal, strength: Self.nudgeStrength)
                guard (try? solver.add(nudge)) != nil else { continue }
                if abs(v.value - before) > 0.5 { state.nudges.append(nudge); break }
                try? solver.remove(nudge)
            }
        }
        view.superview?.setNeedsLayout()
    }

    func removeNudges(of view: UIView) {
        guard let state = view.autoLayoutState, !state.nudges.isEmpty else { return }
        for n in state.nudges { try? solver.remove(n) }
        state.nudges = []
    }

    /// After a layout pass with the check on: one line per newly ambiguous view in a window.
    func reportAmbiguousLayouts() {
        let check = ambiguityCheck
        for view in views where view.window != nil {
            let id = ObjectIdentifier(view)
            let open = undeterminedParts(of: view)
            if open.isEmpty { check.reported.remove(id); continue }
            guard check.reported.insert(id).inserted else { continue }
            SegueDiagnostics.warn(Self.ambiguityMessage(view, open))
        }
    }

    /// `ambiguous layout: UILabel:0x… — its width is not determined by its constraints (…); add …`.
    static func ambiguityMessage(_ view: UIView, _ open: [LayoutFramePart]) -> String {
        let names = open.map(\.name)
        let list = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
        var advice: [String] = []
        let x = open.contains(.minX), w = open.contains(.width), y = open.contains(.minY), h = open.contains(.height)
        if x && w {
            advice.append("pin two of its leading, trailing and width (or centerX and width)")
        } else if x {
            advice.append("constrain its leading, trailing or centerX")
        } else if w {
            advice.append("give it a width constraint, pin its other horizontal edge, or an intrinsic content width")
        }
        if y && h {
            advice.append("pin two of its top, bottom and height (or centerY and height)")
        } else if y {
            advice.append("constrain its top, bottom or centerY")
        } else if h {
            advice.append("give it a height constraint, pin its other vertical edge, or an intrinsic content height")
        }
        let frame = view.layoutState.variables.frame
        return "ambiguous layout: \(view.layoutDescription) — its \(list) \(open.count == 1 ? "is" : "are") not determined by its constraints "
            + "(the frame \(frame) is one of many solutions); " + advice.joined(separator: "; ") + "."
    }
}
