import SwiftSyntax

/// The rewrites into forms Segue has under another shape: `CADisplayLink(handler:)`, key-path
/// expressions for `#keyPath`, non-optional protocol requirements for `@objc optional` ones.
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
