import ArgumentParser
import Foundation

/// `--reduce-motion`: start with `UIAccessibility.isReduceMotionEnabled` on, as
/// `SEGUE_REDUCE_MOTION=1` does (and through it, so an app a command hands off to starts with it too).
/// M turns it off and on again while the window is open.
struct ReduceMotionOption: ParsableArguments {
    @Flag(name: .customLong("reduce-motion"),
          help: "Start with Reduce Motion on (as SEGUE_REDUCE_MOTION=1): large motion becomes cross-fades; M switches it.")
    var enabled = false

    /// Sets the environment the application reads at launch; call before anything launches.
    func apply() {
        if enabled { setenv("SEGUE_REDUCE_MOTION", "1", 1) }
    }
}
