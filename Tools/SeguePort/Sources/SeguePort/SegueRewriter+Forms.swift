import SwiftSyntax

/// The rewrites into forms Segue has under another shape: `CADisplayLink(handler:)`, key-path
/// expressions for `#keyPath`, property reads for key-value reads, non-optional protocol requirements for `@objc optional` ones.
extension SegueRewriter {
    /// Key paths Segue's key-value observing reports (Sources/UIKit/Observing/ObservedKey.swift).
    static let observableKeys: Set<String> = [
        "frame", "bounds", "center", "transform", "alpha", "isHidden", "contentOffset", "contentSize", "contentInset",
        "preferredContentSize", "title",
    ]

    /// `CADisplayLink(target: self, selector: #selector(step(_:)))` → `CADisplayLink(handler: { [weak self] link in
    /// self?.step(link) })`. The link no longer keeps its target alive (iOS's does), which the listing says.
    func displayLink(_ call: FunctionCallExprSyntax, name: String, labels: [String], at line: Int) -> ExprSyntax? {
        guard name == "CADisplayLink", labels == ["target", "selector"] else { return nil }
        let arguments = Array(call.arguments)
        guard let selector = Self.selector(arguments[1].expression) else { return nil }
        handledSelectors.insert(selector.id)
        guard arguments[0].expression.trimmedDescription == "self", let reference = Self.methodReference(selector),
              reference.hasPrefix("Self.") else {
            report.handChange(line, "CADisplayLink(target:selector:): Segue's CADisplayLink takes a closure; write CADisplayLink { link in … }")
            return ExprSyntax(call)
        }
        let methodName = reference.dropFirst("Self.".count).prefix { $0 != "(" }
        let takesLink = selector.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.argumentNames?.arguments.count == 1
            || selector.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.argumentNames?.arguments.count == 1
        let text = takesLink ? "CADisplayLink(handler: { [weak self] link in self?.\(methodName)(link) })"
                             : "CADisplayLink(handler: { [weak self] _ in self?.\(methodName)() })"
        report.rewrote(line, call.trimmedDescription, text + " (the link holds its target weakly)")
        return expression(text, replacing: call)
    }

    /// `UIApplication.value(forKeyPath: #keyPath(UIApplication.shared))` → `(UIApplication.shared as Any?)`:
    /// a key-value read of one property named with `#keyPath` is the property read itself (the idiom
    /// libraries use to reach `UIApplication.shared` from code that must also build for extensions).
    /// It stays `Any?`, so the casts that follow it mean what they meant. Longer key paths are left
    /// to the `#keyPath` report (a step through an optional would need `?.`, which syntax cannot tell).
    func keyValueRead(_ call: FunctionCallExprSyntax, name: String, labels: [String], at line: Int) -> ExprSyntax? {
        guard name == "value", labels == ["forKeyPath"] || labels == ["forKey"],
              let macro = call.arguments.first?.expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "keyPath",
              let member = macro.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              let root = member.base?.as(DeclReferenceExprSyntax.self), root.baseName.text.first?.isUppercase == true,
              call.trailingClosure == nil else { return nil }
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? "self"
        let text = "(\(receiver).\(member.declName.baseName.text) as Any?)"
        handledKeyPaths.insert(macro.id)
        report.rewrote(line, call.trimmedDescription, text)
        return expression(text, replacing: call)
    }

    /// Core Foundation types an `as` cast bridges Swift values to; Segue's Core Graphics takes the
    /// Swift values themselves (`CGGradient(colorsSpace:colors:locations:)` takes `[CGColor]`).
    static let bridgedCoreFoundationTypes: Set<String> = ["CFArray", "CFDictionary", "CFString"]

    /// `[a.cgColor, b.cgColor] as CFArray` → `[a.cgColor, b.cgColor]`: the bridging cast is dropped
    /// (`as?` and `as!` stay: they test a value, not bridge one). `original` gives the line.
    func bridgingCastsRemoved(_ original: SequenceExprSyntax, visited: ExprSyntax) -> ExprSyntax {
        guard let sequence = visited.as(SequenceExprSyntax.self) else { return visited }
        let elements = Array(sequence.elements)
        var kept: [ExprSyntax] = []
        var index = 0
        while index < elements.count {
            if let cast = elements[index].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
               index + 1 < elements.count, let type = elements[index + 1].as(TypeExprSyntax.self),
               Self.bridgedCoreFoundationTypes.contains(type.type.trimmedDescription), let operand = kept.last {
                report.rewrote(line(original), "\(operand.trimmedDescription) as \(type.type.trimmedDescription)", operand.trimmedDescription)
                kept[kept.count - 1] = operand.with(\.trailingTrivia, type.trailingTrivia)
                index += 2
                continue
            }
            kept.append(elements[index])
            index += 1
        }
        guard kept.count != elements.count else { return visited }
        if kept.count == 1, let only = kept.first {
            return only.with(\.leadingTrivia, sequence.leadingTrivia).with(\.trailingTrivia, sequence.trailingTrivia)
        }
        return ExprSyntax(sequence.with(\.elements, ExprListSyntax(kept)))
    }

    /// `#keyPath(UIScrollView.contentOffset)` → `\UIScrollView.contentOffset` where Segue can observe the key;
    /// reported otherwise (and where it feeds `addObserver(_:forKeyPath:)`, reported there).
    func keyPath(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        let at = line(node)
        if handledKeyPaths.contains(node.id) { return ExprSyntax(node) }
        guard let argument = node.arguments.first?.expression, let member = argument.as(MemberAccessExprSyntax.self),
              let base = member.base, base.trimmedDescription.first?.isUppercase == true,
              Self.observableKeys.contains(member.declName.baseName.text) else {
            report.handChange(at, "\(node.trimmedDescription): Segue observes only frame, bounds, center, transform, alpha, isHidden, contentOffset, contentSize, contentInset, preferredContentSize and title, as observe(\\Type.key); call your code from the property's didSet instead")
            return ExprSyntax(node)
        }
        let text = "\\" + argument.trimmedDescription
        report.rewrote(at, node.trimmedDescription, text)
        return expression(text, replacing: node)
    }
}
