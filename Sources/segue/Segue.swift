import ArgumentParser
import Foundation
import X11Platform

/// The `segue` command: the demo gallery, recording a scene to video or frames, replaying a script
/// in a visible window, the benchmark and the soak, and a new app to start from.
@main
struct Segue: ParsableCommand {
    /// Segue's version, written into every recording's sidecar so a clip says what made it.
    static let version = SegueVersion.current

    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "UIKit view-controller transitions on X11: demo gallery, recording and playback.",
        version: version,
        subcommands: [DemoCommand.self, RecordCommand.self, PlayCommand.self, BenchCommand.self, SoakCommand.self,
                      NewCommand.self, RunCommand.self, PortCommand.self],
        defaultSubcommand: DemoCommand.self)

    /// ArgumentParser's `main()`, but for how a refused command line is said: after `segue: ` like
    /// every other problem (`Diagnostic`), not after ArgumentParser's `Error: `.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(saying: error)
        }
    }

    /// ArgumentParser's `exit(withError:)` with the message's `Error: ` replaced: help and the version
    /// go to standard output with status 0; a refusal goes to standard error with its status (64 for
    /// a bad command line); an `ExitCode` a command threw has been said already and prints nothing.
    private static func exit(saying error: Error) -> Never {
        let status = exitCode(for: error)
        let text = fullMessage(for: error)
        if status == .success {
            if !text.isEmpty { print(text) }
        } else if !text.isEmpty {
            FileHandle.standardError.write(Data((Self.prefixed(text) + "\n").utf8))
        }
        Foundation.exit(status.rawValue)
    }

    /// `text` with its leading `Error: ` replaced by `segue: `, and the message's first word in lower
    /// case as in Segue's own messages ("segue: missing value for '--script <script>'").
    static func prefixed(_ text: String) -> String {
        var message = text.hasPrefix("Error: ") ? String(text.dropFirst("Error: ".count)) : text
        let firstWord = message.prefix { $0.isLetter }
        if firstWord.count > 1, firstWord.first!.isUppercase, firstWord.dropFirst().allSatisfy(\.isLowercase) {
            message = firstWord.lowercased() + message.dropFirst(firstWord.count)
        }
        return Diagnostic.prefix + message
    }
}
