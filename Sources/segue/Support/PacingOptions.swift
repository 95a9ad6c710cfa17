import ArgumentParser
import UIKit

/// `--fps`, shared by every command that runs the real, paced loop (`demo`, `play`, `bench`): the
/// rate frames are drawn at most while something moves, instead of the display's refresh.
struct PacingOptions: ParsableArguments {
    @Option(help: "Draw at most this many frames a second while something moves (default: the display's refresh rate, read with XRandR; 60 where it is unknown, as under Xvfb).")
    var fps: Double?

    func validate() throws {
        if let fps, !FramePacer.allowedRates.contains(fps) {
            throw ValidationError("--fps must be from 1 to 1000 (got \(fps))")
        }
    }

    /// Sets the app's pace when `--fps` was given.
    @MainActor func apply(to app: UIApplication) {
        if let fps { app.preferredFramesPerSecond = fps }
    }
}
