import ArgumentParser
import Foundation

/// The `segue` command: the demo gallery, recording a scene to video or frames, replaying a script
/// in a visible window, and the benchmark.
@main
struct Segue: ParsableCommand {
    /// Segue's version, written into every recording's sidecar so a clip says what made it.
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "UIKit view-controller transitions on X11: demo gallery, recording and playback.",
        version: version,
        subcommands: [DemoCommand.self, RecordCommand.self, PlayCommand.self, BenchCommand.self, SoakCommand.self],
        defaultSubcommand: DemoCommand.self)
}
