import Foundation
import SegueFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reading a script from disk, with errors a user can act on: which path, and why it could not be read.
extension InputScript {
    /// Reads and parses the script at `path`; errors in it are reported against `path`.
    ///
    /// A missing, unreadable, oversized (`ScriptLimits.largestFile`) or non-UTF-8 file throws an
    /// `InputScriptError` with line 0, whose description is `path: cannot read input script: reason`.
    /// A pipe (`--script <(…)`) is read like a file.
    public static func load(contentsOf path: String) throws -> InputScript {
        let text = try readText(at: path)
        return try parse(text, file: path)
    }

    private static func readText(at path: String) throws -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            throw InputScriptError(fileError: path, reason: code == ENOENT ? "no such file" : FileProblem.words(for: code))
        }
        defer { close(fd) }
        var info = stat()
        if fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw InputScriptError(fileError: path, reason: "it is a directory")
        }
        // Read at most one byte more than a script may have, so `/dev/zero` ends too.
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= ScriptLimits.largestFile {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw InputScriptError(fileError: path, reason: FileProblem.words(for: errno))
            }
            if n == 0 { break }
            data.append(contentsOf: chunk[0..<n])
        }
        guard data.count <= ScriptLimits.largestFile else {
            throw InputScriptError(fileError: path, reason: "it is larger than \(ScriptLimits.largestFile >> 20) MB, "
                                   + "more than any script (an hour of recorded input is about 15 MB)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputScriptError(fileError: path, reason: "it is not UTF-8 text")
        }
        return text
    }
}
