import ArgumentParser
import SegueTools

/// The input script a command was given with `--script` (`record`, `play`), read and parsed before
/// anything starts.
enum InputScriptArgument {
    /// The script at `path`. A file that cannot be read (`segue: panel.txt: cannot read input script:
    /// no such file`) or a line that does not parse (`segue: panel.txt:3:16: bad duration …`) is said
    /// in one line and ends the command with status 1.
    static func load(_ path: String) throws -> InputScript {
        do {
            return try InputScript.load(contentsOf: path)
        } catch {
            throw Diagnostic.failure("\(error)", status: 1)
        }
    }
}
