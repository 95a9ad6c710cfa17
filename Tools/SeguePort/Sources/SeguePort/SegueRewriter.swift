import SwiftParser
import SwiftSyntax

/// Rewrites one file's syntax tree into the form Segue's UIKit compiles, noting each change and
/// each line it cannot port in `report`. Positions are read from the original tree (a rewriter's
/// `visit` is handed original nodes), so every entry names the line the user wrote.
final class SegueRewriter: SyntaxRewriter {
    let converter: SourceLocationConverter
    /// Methods declared `@objc optional` in any protocol of the files being ported: their
    /// `delegate?.m?(…)` calls become `delegate?.m(…)`.
    let optionalRequirements: Set<String>
    var report = PortReport()

    init(tree: SourceFileSyntax, fileName: String, optionalRequirements: Set<String>) {
        converter = SourceLocationConverter(fileName: fileName, tree: tree)
        self.optionalRequirements = optionalRequirements
        super.init(viewMode: .sourceAccurate)
    }

    func line(_ node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter).line
    }

    /// `text` parsed as an expression, its first token given `node`'s leading trivia and its last
    /// `node`'s trailing trivia, to stand where `node` stood.
    func expression(_ text: String, replacing node: some SyntaxProtocol) -> ExprSyntax {
        var parser = Parser(text)
        return ExprSyntax.parse(from: &parser)
            .with(\.leadingTrivia, node.leadingTrivia)
            .with(\.trailingTrivia, node.trailingTrivia)
    }

    // MARK: Declarations (the work is in the extensions; overrides must be in the class)

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax { stripped(node) { super.visit($0) } }
    override func visit(_ node: StructDeclSyntax) -> DeclSyntax { stripped(node) { super.visit($0) } }
    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { stripped(node) { super.visit($0) } }
    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax { stripped(node) { super.visit($0) } }
    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax { stripped(node) { super.visit($0) } }
    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax { stripped(node) { super.visit($0) } }
    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax { variable(node) { super.visit($0) } }
    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax { protocolDecl(node) { super.visit($0) } }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        noteUnportable(node)
        return stripped(node) { super.visit($0) }
    }

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        noteUnportable(node)
        return super.visit(node)
    }

    override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        platform(node, visited: super.visit(node))
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        noteExtensionOverrides(node)
        return movingExtensionOverrides(addingExtensions(super.visit(node)))
    }

    // MARK: Calls: target-action, selectors, key paths, APIs Segue has no form of

    /// `#selector`s the call rewrites handle, so the visit of the macro itself does not report them.
    var pendingExtensions: [String: String] = [:]
    var handledSelectors: Set<SyntaxIdentifier> = []
    /// `#keyPath`s fed to `addObserver(_:forKeyPath:…)`: reported with the call and left as they are.
    var handledKeyPaths: Set<SyntaxIdentifier> = []
    /// Overrides in extensions of classes declared in the same file, by "Class.signature": the
    /// lines they were on, for moving them into the class (`SegueRewriter+Overrides.swift`).
    var extensionOverrideLines: [String: Int] = [:]

    /// Each call is rewritten after its arguments are (children first), with the lines read from the
    /// original node.
    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let at = line(node)
        let name = Self.calledName(node)
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if let replaced = displayLink(node, name: name, labels: labels, at: at) { return replaced }
        if let replaced = keyValueRead(node, name: name, labels: labels, at: at) { return replaced }
        noteUnportable(node, name: name, labels: labels, at: at)
        var references: [Int: String] = [:]
        if Self.takesMethodReference(name: name, labels: labels) {
            for (index, argument) in node.arguments.enumerated() {
                guard argument.label?.text == "action", let selector = Self.selector(argument.expression),
                      let reference = Self.methodReference(selector) else { continue }
                report.rewrote(line(argument), selector.trimmedDescription, reference)
                handledSelectors.insert(selector.id)
                references[index] = reference
            }
        }
        let optional = isOptionalRequirementCall(node, at: at)
        guard var call = super.visit(node).as(FunctionCallExprSyntax.self) else { return super.visit(node) }
        if !references.isEmpty {
            call.arguments = LabeledExprListSyntax(call.arguments.enumerated().map { index, argument in
                guard let reference = references[index] else { return argument }
                return argument.with(\.expression, expression(reference, replacing: argument.expression))
            })
        }
        if optional { call = droppingOptionalCall(call) }
        return ExprSyntax(call)
    }

    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        bridgingCastsRemoved(node, visited: super.visit(node))
    }

    /// `#selector` arguments left after the call rewrites: Segue has no form for them.
    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        switch node.macroName.text {
        case "selector":
            if handledSelectors.contains(node.id) { return ExprSyntax(node) }
            report.handChange(line(node), "\(node.trimmedDescription): Segue has no selectors; pass a method reference (Self.method) or a closure to an API that takes one")
            return ExprSyntax(node)
        case "keyPath":
            return keyPath(node)
        default:
            return super.visit(node)
        }
    }

    /// The name a call is made through: `addTarget` for `button.addTarget(…)`, `UITapGestureRecognizer`
    /// for `UITapGestureRecognizer(…)`, `scheduledTimer` for `Timer.scheduledTimer(…)`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "init", let base = member.base { return base.trimmedDescription }
            return member.declName.baseName.text
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return call.calledExpression.trimmedDescription
    }

    /// The calls Segue gives a method-reference `action:` to: controls' and recognizers'
    /// `addTarget`/`removeTarget`, a recognizer's `init(target:action:)`, `UIBarButtonItem`'s
    /// `init(…target:action:)`.
    static func takesMethodReference(name: String, labels: [String]) -> Bool {
        if ["addTarget", "removeTarget"].contains(name), labels.starts(with: ["_", "action"]) { return true }
        if name.hasSuffix("GestureRecognizer"), labels == ["target", "action"] { return true }
        if name == "UIBarButtonItem", labels.suffix(2) == ["target", "action"] { return true }
        return false
    }

    static func selector(_ expression: ExprSyntax) -> MacroExpansionExprSyntax? {
        guard let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" else { return nil }
        return macro
    }

    /// `Self.m` for `#selector(m(_:))`, `#selector(m)` and `#selector(self.m)`; `Type.m` for
    /// `#selector(Type.m(_:))`. Argument labels other than `_:` stay (`Self.m(with:)`); nil for
    /// `#selector(getter: …)` and other shapes.
    static func methodReference(_ selector: MacroExpansionExprSyntax) -> String? {
        guard selector.arguments.count == 1, let argument = selector.arguments.first, argument.label == nil else { return nil }
        var base = "Self"
        var reference: DeclReferenceExprSyntax
        if let member = argument.expression.as(MemberAccessExprSyntax.self) {
            guard let owner = member.base else { return nil }
            let ownerText = owner.trimmedDescription
            if ownerText != "self" {
                guard ownerText.first?.isUppercase == true else { return nil }
                base = ownerText
            }
            reference = member.declName
        } else if let plain = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else {
            return nil
        }
        let name = reference.baseName.text
        guard let labels = reference.argumentNames?.arguments.map(\.name.text), labels.contains(where: { $0 != "_" }) else {
            return "\(base).\(name)"
        }
        return "\(base).\(name)(\(labels.map { $0 + ":" }.joined()))"
    }
}
