import ArgumentParser
import UIKit

/// `--fps`, shared by every command that runs the real, paced loop (`demo`, `play`, `bench`): the
/// rate frames are drawn at most while something moves, instead of the display's refresh.
struct PacingOptions: ParsableArguments {
    @Option(parsing: .unconditional,
            help: "Draw at most this many frames a second while something moves, \(OptionLimits.pacedFPS.range) (default: the display's refresh rate, read with XRandR; 60 where it is unknown, as under Xvfb).",
            transform: OptionLimits.pacedFPS.parse)
    var fps: Double?

    /// Sets the app's pace when `--fps` was given.
    @MainActor func apply(to app: UIApplication) {
        if let fps { app.preferredFramesPerSecond = fps }
    }
}
