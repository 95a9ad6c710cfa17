import Foundation
import SegueTools

/// Why a scripted run (`ScriptedRecording`, `ScriptedPlayback`) could not go on: the one line to say
/// after `segue: `, and the exit status — 1 for input the user can fix (a script, an output path), 2
/// for what is missing from the machine (ffmpeg, a display), 128 + N after signal N.
///
/// The `segue` command turns it into its own exit; an app started by `UIApplicationMain` says it and
/// exits with `status`.
public struct ScriptedRunFailure: Error, CustomStringConvertible, Equatable, Sendable {
    public let description: String
    public let status: Int32

    public init(_ description: String, status: Int32) {
        self.description = description
        self.status = status
    }
}

extension InputScript {
    /// The script at `path`, read and parsed before anything starts: a file that cannot be read
    /// (`panel.txt: cannot read input script: no such file`) or a line that does not parse
    /// (`panel.txt:3:16: bad duration …`) fails with status 1.
    @MainActor static func loadedForRun(_ path: String) throws(ScriptedRunFailure) -> InputScript {
        do {
            return try InputScript.load(contentsOf: path)
        } catch {
            throw ScriptedRunFailure("\(error)", status: 1)
        }
    }
}
