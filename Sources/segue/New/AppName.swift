/// The name `segue new` gives an app: its package, its executable target and module (so what
/// `swift run` runs), and its window's title. So it must be a Swift identifier that no module the
/// app builds with already has.
nonisolated enum AppName {
    /// Why `name` cannot name an app, or nil when it can. `taken` holds the lower-cased names of
    /// Segue's modules.
    static func problem(with name: String, taken: Set<String> = []) -> String? {
        let ascii = name.unicodeScalars.allSatisfy(\.isASCII)
        guard let first = name.unicodeScalars.first, ascii, first.properties.isAlphabetic,
              name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }),
              name.count <= 64 else {
            return "\"\(name)\" cannot name an app: use up to 64 ASCII letters, digits and _, starting with a letter, "
                + "like MyTransitions (it names the package, its executable and module, and the window)"
        }
        if keywords.contains(name) {
            return "\"\(name)\" cannot name an app: it is a Swift keyword; choose another name, like MyTransitions"
        }
        if taken.contains(name.lowercased()) || toolchainModules.contains(name.lowercased()) {
            return "\"\(name)\" cannot name an app: a module the app builds with has that name; choose another, like MyTransitions"
        }
        return nil
    }

    /// Modules of the toolchain and of Segue's dependencies that a module of the same name would hide
    /// or clash with, in lower case.
    static let toolchainModules: Set<String> = [
        "segue", "swift", "foundation", "foundationessentials", "foundationinternationalization", "dispatch",
        "glibc", "musl", "xctest", "testing", "argumentparser", "argumentparsertoolinfo", "synchronization",
        "observation", "distributed", "regexbuilder",
    ]

    /// Words Swift reserves, which `import` cannot take.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "Any", "Type", "Protocol",
    ]
}
