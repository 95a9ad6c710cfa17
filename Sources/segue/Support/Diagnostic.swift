import ArgumentParser
import Foundation

/// How `segue` reports a problem: one line on standard error that starts with `segue: `, whatever
/// found it — the command line's parser, a command, an input script's parser. Messages about a place
/// in a file go on with `file:line:column: ` (GNU's form for programs other than compilers,
/// `program: file:line:column: message`, which editors and terminals still turn into a link).
nonisolated enum Diagnostic {
    static let prefix = "segue: "

    /// Writes `message` on standard error after the prefix.
    static func say(_ message: String) {
        FileHandle.standardError.write(Data("\(prefix)\(message)\n".utf8))
    }

    /// Says `message` and returns the exit to throw from a command.
    static func failure(_ message: String, status: Int32) -> ExitCode {
        say(message)
        return ExitCode(status)
    }
}
