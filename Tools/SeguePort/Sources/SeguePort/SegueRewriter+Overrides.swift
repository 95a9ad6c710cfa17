import SwiftSyntax

/// Overrides written in an extension. Objective-C lets an extension override an `@objc` member, and
/// iOS code does so freely (`extension MyPresentationController { override func
/// containerViewWillLayoutSubviews() … }`); Swift overrides only in the class body. When the class
/// is declared in the same file, its extensions' overrides move into it, after its own members.
extension SegueRewriter {
    /// The name of an override member, with its argument labels, for matching the visited tree to
    /// the original one: `containerViewWillLayoutSubviews()`, `viewWillTransition(to:with:)`, `var frame`.
    static func overrideSignature(_ member: DeclSyntax) -> String? {
        if let function = member.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "override" }) {
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            return "\(function.name.text)(\(labels))"
        }
        if let variable = member.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "override" }) {
            return "var " + variable.bindings.map { $0.pattern.trimmedDescription }.joined(separator: ", ")
        }
        return nil
    }

    /// Top-level classes of `items`, by name.
    static func classNames(_ items: CodeBlockItemListSyntax) -> Set<String> {
        Set(items.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
    }

    /// Lines of the original file's extension overrides, by "Class.signature", read before the
    /// visit (the visited tree has no positions in the original file).
    func noteExtensionOverrides(_ original: CodeBlockItemListSyntax) {
        let classes = Self.classNames(original)
        for item in original {
            guard let ext = item.item.as(ExtensionDeclSyntax.self), classes.contains(ext.extendedType.trimmedDescription) else { continue }
            for member in ext.memberBlock.members {
                guard let signature = Self.overrideSignature(member.decl) else { continue }
                extensionOverrideLines[ext.extendedType.trimmedDescription + "." + signature] = line(member)
            }
        }
    }

    /// `visited` with each extension override of a class declared in it moved into the class body;
    /// an extension left with no members and no conformances is removed.
    func movingExtensionOverrides(_ visited: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
        guard !extensionOverrideLines.isEmpty else { return visited }
        let classes = Self.classNames(visited)
        var moved: [String: [MemberBlockItemSyntax]] = [:]
        var kept: [CodeBlockItemSyntax] = []
        for item in visited {
            guard var ext = item.item.as(ExtensionDeclSyntax.self), classes.contains(ext.extendedType.trimmedDescription) else {
                kept.append(item)
                continue
            }
            let name = ext.extendedType.trimmedDescription
            var stay: [MemberBlockItemSyntax] = []
            for member in ext.memberBlock.members {
                guard let signature = Self.overrideSignature(member.decl),
                      let at = extensionOverrideLines[name + "." + signature] else { stay.append(member); continue }
                // A blank line before each moved member, as between the members it joins.
                moved[name, default: []].append(member.with(\.leadingTrivia, .newline + member.leadingTrivia))
                report.rewrote(at, "override \(signature) in an extension of \(name)", "the same override in class \(name)'s body (Swift overrides only there)")
            }
            if stay.isEmpty, ext.inheritanceClause == nil, ext.genericWhereClause == nil { continue }
            // The first member left takes the spacing the extension's first member had.
            if let first = ext.memberBlock.members.first, let kept = stay.first, kept.id != first.id {
                stay[0] = kept.with(\.leadingTrivia, first.leadingTrivia)
            }
            ext.memberBlock.members = MemberBlockItemListSyntax(stay)
            kept.append(item.with(\.item, .decl(DeclSyntax(ext))))
        }
        guard !moved.isEmpty else { return visited }
        return CodeBlockItemListSyntax(kept.map { item in
            guard var decl = item.item.as(ClassDeclSyntax.self), let members = moved[decl.name.text] else { return item }
            decl.memberBlock.members = MemberBlockItemListSyntax(Array(decl.memberBlock.members) + members)
            return item.with(\.item, .decl(DeclSyntax(decl)))
        })
    }
}
