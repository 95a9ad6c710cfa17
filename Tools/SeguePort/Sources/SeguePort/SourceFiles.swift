import Foundation

/// The Swift files `segue port` was given: each file as itself, each folder's `.swift` files (searched
/// recursively, hidden folders and `.build` skipped) under their path inside it, which is the name
/// each is written under in the output folder.
struct SourceFile {
    /// The path as the user would read it in a message (the argument, or the argument/relative path).
    let shown: String
    let url: URL
    /// Where it goes inside the output folder.
    let relative: String
}

enum SourceFiles {
    static func collect(_ arguments: [String]) throws(PortFailure) -> [SourceFile] {
        var files: [SourceFile] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw PortFailure("\(argument): no such file or folder; give .swift files or folders holding them")
            }
            let url = URL(fileURLWithPath: argument)
            if !isDirectory.boolValue {
                guard argument.hasSuffix(".swift") else {
                    throw PortFailure("\(argument): not a .swift file; give .swift files or folders holding them")
                }
                files.append(SourceFile(shown: argument, url: url, relative: url.lastPathComponent))
                continue
            }
            let found = swiftFiles(in: url)
            guard !found.isEmpty else { throw PortFailure("\(argument): holds no .swift files") }
            let prefix = argument.hasSuffix("/") ? argument : argument + "/"
            files += found.map { SourceFile(shown: prefix + $0, url: url.appendingPathComponent($0), relative: $0) }
        }
        return files
    }

    /// Refuses, before anything is written, an output that would replace a file being ported (the
    /// iOS original would be lost) or two sources going to one output name (one would be lost).
    static func checkNothingIsOverwritten(_ files: [SourceFile], outFolder: URL, shownAs out: String) throws(PortFailure) {
        let inputs = Set(files.map { $0.url.standardizedFileURL.resolvingSymlinksInPath().path })
        var written: [String: SourceFile] = [:]
        for file in files {
            let target = outFolder.appendingPathComponent(file.relative).standardizedFileURL.resolvingSymlinksInPath().path
            if inputs.contains(target) {
                throw PortFailure("--out \(out) would overwrite \(file.shown), a file being ported; give another folder (nothing was written)")
            }
            if let earlier = written[target] {
                throw PortFailure("\(earlier.shown) and \(file.shown) would both be written to \(file.relative) in \(out); port them into separate folders (nothing was written)")
            }
            written[target] = file
        }
    }

    private static func swiftFiles(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var found: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") || name == ".build" {
                enumerator.skipDescendants()
                continue
            }
            if path.hasSuffix(".swift") { found.append(path) }
        }
        return found.sorted()
    }
}

/// A refusal of the command line or of a file: said after `segue: `, with status 1.
struct PortFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
