import Foundation
import SwiftParser
import SwiftSyntax

/// Platform conditions: Segue's UIKit is UIKit on Linux, so code meant for iOS is code meant for
/// wherever UIKit can be imported. `os(iOS)` becomes `canImport(UIKit)`; `os(iOS) || os(tvOS)` (in
/// any order, with `targetEnvironment(macCatalyst)` too) becomes one `canImport(UIKit)`; `os(tvOS)`
/// alone and `targetEnvironment(macCatalyst)` alone stay (false on Linux, as for an iPhone).
extension SegueRewriter {
    func platform(_ node: IfConfigClauseSyntax, visited: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        guard let condition = node.condition, let rewritten = Self.platformCondition(condition) else { return visited }
        report.rewrote(line(condition), "\(node.poundKeyword.text) \(condition.trimmedDescription)",
                       "\(node.poundKeyword.text) \(rewritten)")
        var parser = Parser(rewritten)
        let expression = ExprSyntax.parse(from: &parser)
            .with(\.leadingTrivia, condition.leadingTrivia).with(\.trailingTrivia, condition.trailingTrivia)
        return visited.with(\.condition, expression)
    }

    /// The condition with iOS's platform tests replaced, or nil when it names no iOS platform.
    static func platformCondition(_ condition: ExprSyntax) -> String? {
        let iOSLike = ["os(iOS)", "os(tvOS)", "targetEnvironment(macCatalyst)"]
        let text = condition.trimmedDescription
        guard text.contains("os(iOS)") else { return nil }
        let disjuncts = text.components(separatedBy: "||").map { $0.trimmingCharacters(in: .whitespaces) }
        if disjuncts.allSatisfy(iOSLike.contains) { return "canImport(UIKit)" }
        return text.replacingOccurrences(of: "os(iOS)", with: "canImport(UIKit)")
    }
}
