import ArgumentParser
import Foundation

/// The `segue` command: the demo gallery now; recording, playback and the benchmark join it as they
/// are built.
@main
struct Segue: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "UIKit view-controller transitions on X11: demo gallery.",
        subcommands: [DemoCommand.self],
        defaultSubcommand: DemoCommand.self)
}
