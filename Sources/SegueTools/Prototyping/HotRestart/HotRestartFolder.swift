import Foundation
import UIKit

/// How `segue run --watch` and the app it runs talk across a hot restart: a folder per build
/// (`SEGUE_HOT_RESTART` names it in the app's environment) and one-word commands on the app's
/// standard input. One type owns the protocol, used by both sides.
///
/// | file | written by | holds |
/// |---|---|---|
/// | `replay.txt` | segue | the input that brought the previous build to its state, to catch up on |
/// | `window` | segue | where the previous build's window was: `x y width height` |
/// | `history.txt` | the app | `replay.txt` and then the user's own input, line by line as it comes |
/// | `geometry` | the app, on `geometry` | where its window is now: `x y width height` |
/// | `ready` | the app | written once it has caught up and drawn: the old build may go |
/// | `errors.txt` | segue | the compiler's output, before `failed` |
nonisolated public struct HotRestartFolder: Sendable {
    /// The environment variable that names the folder; an app without it is not hot-restarted.
    public static let environmentKey = "SEGUE_HOT_RESTART"

    /// What segue asks of the running app, one per line on its standard input. The end of the input
    /// (segue went away) means `quit`.
    public enum Command: String, Sendable {
        /// A rebuild started: say so over the app.
        case building
        /// The rebuild failed: show `errors.txt` over the app, which goes on running.
        case failed
        /// Write the window's place and size to `geometry`.
        case geometry
        /// The new build is ready: close the window and exit.
        case quit
    }

    public let url: URL

    public init(_ url: URL) { self.url = url }

    public var replay: URL { url.appendingPathComponent("replay.txt") }
    public var window: URL { url.appendingPathComponent("window") }
    public var history: URL { url.appendingPathComponent("history.txt") }
    public var geometry: URL { url.appendingPathComponent("geometry") }
    public var ready: URL { url.appendingPathComponent("ready") }
    public var errors: URL { url.appendingPathComponent("errors.txt") }

    /// `frame` as the `window` and `geometry` files hold it.
    public static func text(of frame: CGRect) -> String {
        "\(Int(frame.minX)) \(Int(frame.minY)) \(Int(frame.width)) \(Int(frame.height))\n"
    }

    /// The frame a `window` or `geometry` file holds, or nil when it holds none (a positive size is
    /// required).
    public static func frame(in text: String) -> CGRect? {
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else { return nil }
        return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
