import Foundation

// `segue port`'s rewriter, started by `segue port` with the arguments it was given.
do {
    let command = try PortCommand(arguments: Array(CommandLine.arguments.dropFirst()))
    exit(try command.run())
} catch {
    PortCommand.standardError("segue: \(error.message)")
    exit(1)
}
