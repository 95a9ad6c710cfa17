import Foundation

/// The `SEGUE_CHECK` ambiguity check's switch and memory: after each layout pass every constrained
/// view in a window whose frame its constraints leave open is reported once, as
/// `segue: warning: ambiguous layout: …` naming the view, what is open and what to add. A view is
/// reported again only after it was determined in between.
///
/// On with `SEGUE_CHECK=1` only. Unlike the transition checks it is not on by default in test
/// processes: it reads the whole tableau for every constrained view after every layout pass, which
/// would weigh on tests and benchmarks that lay out thousands of constraints; tests turn it on.
@MainActor
final class LayoutAmbiguityCheck {
    var isEnabled: Bool
    /// Views reported and still ambiguous.
    var reported = Set<ObjectIdentifier>()

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        isEnabled = environment["SEGUE_CHECK"]?.trimmingCharacters(in: .whitespaces) == "1"
    }
}

/// One of the four numbers of a view's frame, as the ambiguity check names it.
enum LayoutFramePart: CaseIterable {
    case minX, minY, width, height

    var name: String {
        switch self {
        case .minX: "horizontal position (minX)"
        case .minY: "vertical position (minY)"
        case .width: "width"
        case .height: "height"
        }
    }

    func variable(_ v: LayoutVariables) -> Cassowary.Variable {
        switch self {
        case .minX: v.x
        case .minY: v.y
        case .width: v.width
        case .height: v.height
        }
    }
}
