import Foundation

/// What `segue run` is given: one `.swift` file, or a folder whose `.swift` files (at any depth) make
/// one module. The prototype says what to show with a global `root`, a `UIViewController`.
nonisolated struct PrototypeSource {
    /// The folder the library target's `path:` names: the file's folder, or the folder given.
    let folder: URL
    /// The files, relative to `folder`, that the target's `sources:` lists.
    let files: [String]

    /// The prototype at `path`, or an error saying what is wrong and what to do.
    init(path: String) throws {
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute.path, isDirectory: &isDirectory),
              let real = realpath(absolute.path, nil) else {
            throw PrototypeError("\(path): no such file or folder; give a .swift file or a folder of .swift files")
        }
        defer { free(real) }
        let resolved = URL(fileURLWithPath: String(cString: real))
        if isDirectory.boolValue {
            // A package is its own app, with its own main.swift and manifest: never one module of
            // a prototype. (`segue run` builds it as a package before it gets here.)
            guard !AppPackage.isPackage(resolved) else {
                throw PrototypeError("\(path): a Swift package (it has a Package.swift), not a prototype; `segue run \(path)` runs its app")
            }
            folder = resolved
            files = Self.swiftFiles(in: resolved)
            guard !files.isEmpty else {
                throw PrototypeError("\(path): the folder holds no .swift file; put the prototype's .swift files in it")
            }
        } else {
            guard resolved.pathExtension == "swift" else {
                throw PrototypeError("\(path): not a .swift file; give a .swift file or a folder of .swift files")
            }
            folder = resolved.deletingLastPathComponent()
            files = [resolved.lastPathComponent]
        }
        guard files.contains(where: { $0 != "main.swift" && !$0.hasSuffix("/main.swift") }) else {
            throw PrototypeError("\(path): a prototype has no main.swift; declare `let root = MyViewController()` in another file")
        }
        guard declaresRoot else {
            throw PrototypeError("\(path): declares no `root`; add a global `let root = MyViewController()` (any UIViewController) to say what to show")
        }
    }

    /// Whether one of the files declares a global named `root`: an unindented line that is
    /// `let root` or `var root` after any attributes and modifiers (`@MainActor`, `private`). The
    /// compiler says the rest, such as `root` not being a view controller.
    var declaresRoot: Bool {
        let modifiers: Set<Substring> = ["private", "fileprivate", "internal", "public", "package", "nonisolated"]
        return files.contains { file in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) else { return false }
            return text.split(separator: "\n").contains { line in
                guard let first = line.first, first != " ", first != "\t" else { return false }
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == ":" || $0 == "=" })
                    .drop { $0.hasPrefix("@") || modifiers.contains($0) }
                return words.count >= 2 && (words.first == "let" || words.first == "var")
                    && words.dropFirst().first == "root"
            }
        }
    }

    /// The folder's other files, relative to it, which the target excludes (SwiftPM would otherwise
    /// warn that it does not know what they are).
    var otherFiles: [String] {
        let sources = Set(files)
        return Self.files(in: folder) { !sources.contains($0) }
    }

    /// Every `.swift` file under `folder`, relative to it, sorted; hidden folders and build products skipped.
    static func swiftFiles(in folder: URL) -> [String] {
        files(in: folder) { $0.hasSuffix(".swift") }
    }

    /// The files under `folder` (hidden ones aside), relative to it and sorted, that `keep` accepts.
    static func files(in folder: URL, where keep: (String) -> Bool) -> [String] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                          options: [.skipsHiddenFiles]) else { return [] }
        var found: [String] = []
        let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        for case let url as URL in walker {
            let full = url.resolvingSymlinksInPath().path
            var isDirectory: ObjCBool = false
            guard full.hasPrefix(base), FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
                  !isDirectory.boolValue else { continue }
            let relative = String(full.dropFirst(base.count))
            if keep(relative) { found.append(relative) }
        }
        return found.sorted()
    }
}

/// A prototype that cannot be built, said in one line after `segue: `.
nonisolated struct PrototypeError: Error, CustomStringConvertible {
    let description: String
    /// What the compiler printed, when the build failed.
    let compilerOutput: String?
    init(_ description: String, compilerOutput: String? = nil) {
        self.description = description
        self.compilerOutput = compilerOutput
    }
}
