import SwiftParser
import SwiftSyntax

/// `@objc optional` protocol methods that can become ordinary requirements with a default
/// implementation doing what a missing one did: nothing (no result) or `nil` (an optional result).
/// Read from every file before any is rewritten, so calls in one file to a protocol in another are
/// rewritten too.
final class OptionalRequirements: SyntaxVisitor {
    private(set) var names: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    static func collect(_ trees: [SourceFileSyntax]) -> Set<String> {
        let visitor = OptionalRequirements()
        trees.forEach { visitor.walk($0) }
        return visitor.names
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), Self.defaultBody(function) != nil {
                names.insert(function.name.text)
            }
        }
        return .skipChildren
    }

    /// The body of the default implementation of an `optional` requirement: `{}` when it returns
    /// nothing, `{ nil }` when it returns an optional, nil when it cannot have one that is safe.
    static func defaultBody(_ function: FunctionDeclSyntax) -> String? {
        guard function.modifiers.contains(where: { $0.name.text == "optional" }) else { return nil }
        guard let result = function.signature.returnClause?.type else { return "{}" }
        if ["Void", "()"].contains(result.trimmedDescription) { return "{}" }
        if result.is(OptionalTypeSyntax.self) || result.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return "{ nil }" }
        return nil
    }
}

extension SegueRewriter {
    /// An `@objc` protocol's `optional` methods become requirements with a default implementation
    /// in an extension written after the protocol (`visit(CodeBlockItemListSyntax)` adds it); those
    /// without a safe default are reported and left optional.
    func protocolDecl(_ node: ProtocolDeclSyntax, children: (ProtocolDeclSyntax) -> DeclSyntax) -> DeclSyntax {
        var defaults: [String] = []
        var converted: Set<String> = []
        for member in node.memberBlock.members {
            guard let decl = member.decl.asProtocol(WithModifiersSyntax.self),
                  decl.modifiers.contains(where: { $0.name.text == "optional" }) else { continue }
            if let function = member.decl.as(FunctionDeclSyntax.self), let body = OptionalRequirements.defaultBody(function) {
                let plain = function.with(\.attributes, []).with(\.modifiers, []).trimmedDescription
                defaults.append("    \(plain) \(body)")
                converted.insert(plain)
                report.rewrote(line(function), "optional \(Self.head(of: function))",
                               "\(Self.head(of: function)) with a default implementation \(body) in extension \(node.name.text)")
            } else {
                report.handChange(line(member), "optional requirement \(member.decl.trimmedDescription): Segue has no optional requirements; make it a requirement and give it a default implementation in an extension, then call it without `?`")
            }
        }
        let visited = stripped(node, children: children)
        guard !defaults.isEmpty, var proto = visited.as(ProtocolDeclSyntax.self) else { return visited }
        proto.memberBlock.members = MemberBlockItemListSyntax(proto.memberBlock.members.map { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                  converted.contains(function.with(\.attributes, []).with(\.modifiers, []).trimmedDescription) else { return member }
            let leading = function.leadingTrivia
            let plain = function.with(\.attributes, []).with(\.modifiers, []).with(\.leadingTrivia, leading)
            return member.with(\.decl, DeclSyntax(plain))
        })
        pendingExtensions[node.name.text] = ("\n\nextension \(node.name.text) {\n\(defaults.joined(separator: "\n"))\n}")
        return DeclSyntax(proto)
    }

    /// Top-level items, with the default-implementation extensions of the protocols among them
    /// written after each.
    func addingExtensions(_ visited: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        guard !pendingExtensions.isEmpty else { return visited }
        var items: [CodeBlockItemSyntax] = []
        for item in visited {
            items.append(item)
            guard let proto = item.item.as(ProtocolDeclSyntax.self),
                  let text = pendingExtensions.removeValue(forKey: proto.name.text) else { continue }
            var parser = Parser(text)
            items.append(CodeBlockItemSyntax(item: .decl(DeclSyntax.parse(from: &parser))))
        }
        return CodeBlockItemListSyntax(items)
    }

    /// Whether `call` is `x?.m?(…)` for an optional requirement given a default implementation.
    func isOptionalRequirementCall(_ call: FunctionCallExprSyntax, at line: Int) -> Bool {
        guard let chained = call.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = chained.expression.as(MemberAccessExprSyntax.self),
              optionalRequirements.contains(member.declName.baseName.text) else { return false }
        report.rewrote(line, "\(chained.trimmedDescription)(…)", "\(member.trimmedDescription)(…)")
        return true
    }

    func droppingOptionalCall(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        guard let chained = call.calledExpression.as(OptionalChainingExprSyntax.self) else { return call }
        return call.with(\.calledExpression, chained.expression.with(\.trailingTrivia, chained.trailingTrivia))
    }
}
