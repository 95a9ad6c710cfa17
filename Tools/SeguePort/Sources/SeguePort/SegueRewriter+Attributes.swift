import SwiftSyntax

/// Objective-C and Interface Builder attributes (`@objc`, `@IBAction`, `@IBOutlet`, …) and the
/// `dynamic` modifier: Segue's UIKit is Swift throughout, so they have no meaning and do not compile;
/// they are removed, each removal listed.
extension SegueRewriter {
    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction",
        "GKInspectable",
    ]

    func variable(_ node: VariableDeclSyntax, children: (VariableDeclSyntax) -> DeclSyntax) -> DeclSyntax {
        if node.attributes.contains(where: { Self.attributeName($0) == "IBOutlet" }) {
            let names = node.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ")
            report.handChange(line(node), "@IBOutlet \(names): nothing connects outlets on Segue (no storyboards or nibs); create the view in code and assign it")
        }
        return stripped(node, children: children)
    }

    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        guard case .attribute(let attribute) = element else { return nil }
        return attribute.attributeName.trimmedDescription
    }

    /// `node` with its children rewritten and its Objective-C attributes and `dynamic` removed; the
    /// removals are read from the original node (for the line) and applied to the visited one (the
    /// attribute lists are the same, as no visit changes them).
    func stripped<Decl: DeclSyntaxProtocol & WithAttributesSyntax & WithModifiersSyntax>(_ node: Decl, children: (Decl) -> DeclSyntax) -> DeclSyntax {
        let removedAttributes = node.attributes.filter { Self.attributeName($0).map(Self.removedAttributes.contains) ?? false }
        let removedModifiers = node.modifiers.filter { $0.name.text == "dynamic" }
        let visited = children(node)
        guard !removedAttributes.isEmpty || !removedModifiers.isEmpty, var decl = visited.as(Decl.self) else { return visited }
        let leading = decl.leadingTrivia
        decl.attributes = decl.attributes.filter { !(Self.attributeName($0).map(Self.removedAttributes.contains) ?? false) }
        decl.modifiers = decl.modifiers.filter { $0.name.text != "dynamic" }
        decl.leadingTrivia = leading
        let removed = (removedAttributes.map(\.trimmedDescription) + removedModifiers.map(\.trimmedDescription)).joined(separator: " ")
        let kept = Self.head(of: decl)
        report.rewrote(line(removedAttributes.first.map(Syntax.init) ?? Syntax(removedModifiers.first!)),
                       "\(removed) \(kept)", kept)
        return DeclSyntax(decl)
    }

    /// A short name for a declaration in messages: `func tapped(_:)`, `var label`, `class Sheet`.
    static func head(of decl: some DeclSyntaxProtocol) -> String {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            return "func \(function.name.text)(\(labels))"
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return "\(variable.bindingSpecifier.text) \(variable.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", "))"
        }
        if let type = decl.asProtocol(NamedDeclSyntax.self) {
            let keyword = decl.as(ClassDeclSyntax.self).map { _ in "class" } ?? decl.as(ProtocolDeclSyntax.self).map { _ in "protocol" }
                ?? decl.as(StructDeclSyntax.self).map { _ in "struct" } ?? "enum"
            return "\(keyword) \(type.name.text)"
        }
        if let extensionDecl = decl.as(ExtensionDeclSyntax.self) { return "extension \(extensionDecl.extendedType.trimmedDescription)" }
        if decl.is(InitializerDeclSyntax.self) { return "init" }
        return "subscript"
    }
}
