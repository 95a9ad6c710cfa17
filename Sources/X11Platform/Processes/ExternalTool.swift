// Programs Segue runs but does not ship (ffmpeg, Xvfb): finding them, and saying how to get them.

import Foundation

/// A program looked up on `PATH` before any work starts, so a missing one costs the user one line
/// and no half-done recording.
public enum ExternalTool {
    /// The absolute path of `name` in the first `PATH` directory that has it executable, else nil.
    public static func find(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `find(name)`, or a `MissingToolError` naming the Debian package that provides it.
    public static func require(_ name: String, package: String, neededFor purpose: String) throws -> String {
        guard let found = find(name) else { throw MissingToolError(tool: name, package: package, purpose: purpose) }
        return found
    }
}

/// A program Segue needs is not installed. One line, with the package to install; the command line
/// exits with status 2 for it, as for a missing display or font.
public struct MissingToolError: Error, CustomStringConvertible, Equatable {
    public let tool: String
    public let package: String
    /// What it was needed for, e.g. "to write clip.mp4".
    public let purpose: String

    public var description: String {
        "\(tool) is not installed (needed \(purpose)); install it with `apt-get install \(package)`"
    }
}
