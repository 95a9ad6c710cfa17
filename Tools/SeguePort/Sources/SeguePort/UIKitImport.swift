import SwiftSyntax

/// Xcode's app targets import UIKit implicitly in practice (most files do import it, some forget and
/// still build through a bridging header or another file's `@_exported` import); a file that uses
/// UIKit's names without importing it gets `import UIKit` as its first import.
enum UIKitImport {
    /// Whether the file names a UIKit type (`UIView`, `CGRect`, `CALayer`, `NSLayoutConstraint`) and
    /// imports neither UIKit nor a module that brings it.
    static func isMissing(in tree: SourceFileSyntax) -> Bool {
        // Imports anywhere count, `#if os(iOS) import UIKit #endif` included.
        let imported = tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard let path = token.parent?.as(ImportPathComponentSyntax.self) else { return false }
            return ["UIKit", "SwiftUI"].contains(path.name.text)
        }
        if imported { return false }
        return tree.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return ["UI", "CG", "CA", "NSLayout"].contains { prefix in
                name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
            }
        }
    }

    /// `tree` with `import UIKit` before its first statement (or first import), which keeps its
    /// leading comments above the new import.
    static func adding(to tree: SourceFileSyntax) -> SourceFileSyntax {
        var statements = Array(tree.statements)
        let header = statements.first?.leadingTrivia ?? []
        let importDecl = ImportDeclSyntax(
            importKeyword: .keyword(.import, leadingTrivia: header, trailingTrivia: .space),
            path: ImportPathComponentListSyntax([ImportPathComponentSyntax(name: .identifier("UIKit"))]))
        let separator: Trivia = statements.first?.item.is(ImportDeclSyntax.self) == true ? .newline : .newlines(2)
        if !statements.isEmpty { statements[0] = statements[0].with(\.leadingTrivia, separator) }
        statements.insert(CodeBlockItemSyntax(item: .decl(DeclSyntax(importDecl))), at: 0)
        return tree.with(\.statements, CodeBlockItemListSyntax(statements))
    }
}
