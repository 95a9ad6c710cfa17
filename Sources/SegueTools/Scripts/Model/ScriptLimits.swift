import Foundation

/// The ranges every number in a script must fall in, checked where the number is parsed.
///
/// Why: a script is text anyone can write, and `1e999` reads as infinity, `1e17s` as a duration no
/// `Int` can count samples of, `1e-320pt/s` as a speed that makes a fling last forever. Checked at the
/// token, each of them is an error at its `file:line:column` instead of a trap or an allocation sized
/// by the number. The limits are far beyond anything a person scripts by hand or `segue demo
/// --record-input` writes, so no useful script meets them; `docs/INPUT-SCRIPTS.md` lists them.
nonisolated public enum ScriptLimits {
    /// The longest recording `segue record` makes without `--duration`: a scene that never settles
    /// stops there. A script that runs longer needs `--duration`.
    public static let recordingCap: TimeInterval = 120

    /// The longest recording at all (the most `--duration` accepts), and so the longest a script may
    /// run: every duration, every `at` time and the end of the last action lie within it. An hour
    /// holds 432 000 moves at the 120 Hz input rate — a count, never an allocation: moves are made
    /// one at a time when they are due.
    public static let longestScript: TimeInterval = 3600

    /// The largest magnitude of a coordinate and the longest fling distance, in points: fifty times
    /// the width of a 4K screen, so any window position fits, while arc lengths and velocities stay
    /// ordinary numbers and every coordinate converts to the integers X11 takes.
    public static let largestCoordinate: Double = 100_000

    /// The fastest fling, in points per second: a 4K screen crossed 25 times a second, faster than a
    /// hand; a faster one would be released before its first move could be told apart from the press.
    public static let fastestSpeed: Double = 100_000

    /// The most wheel steps one `scroll` may take on either axis: `segue play` sends one X button
    /// click per step.
    public static let mostWheelSteps: Double = 1000

    /// Mouse buttons: X numbers them with one byte, from 1.
    public static let buttons: ClosedRange<Int> = 1...255

    /// The largest script file read, in bytes: an hour of input recorded at 120 events a second is
    /// about 15 MB. Bigger files (or `/dev/zero`) are refused before they are read whole.
    public static let largestFile = 64 << 20
}
