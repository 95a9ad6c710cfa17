import Foundation

/// Reading a script from disk, with errors a user can act on: which path, and why it could not be read.
extension InputScript {
    /// Reads and parses the script at `path`; errors in it are reported against `path`.
    ///
    /// A missing, unreadable or non-UTF-8 file throws an `InputScriptError` with line 0, whose
    /// description is `path: cannot read input script: reason`.
    public static func load(contentsOf path: String) throws -> InputScript {
        let text = try readText(at: path)
        return try parse(text, file: path)
    }

    private static func readText(at path: String) throws -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw InputScriptError(fileError: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else {
            throw InputScriptError(fileError: path, reason: "it is a directory")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputScriptError(fileError: path, reason: "permission denied or unreadable")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputScriptError(fileError: path, reason: "it is not UTF-8 text")
        }
        return text
    }
}
