import SegueTools
import UIKit
import X11Platform

/// The limits of every numeric option of `segue`'s commands, in one place: the option reads its value
/// through one of these (refusing with the limits in words) and its help text quotes the same range.
nonisolated enum OptionLimits {
    /// `demo`, `play` and `bench --fps`: the paced loop's rate.
    static let pacedFPS = NumericOption<Double>("frames a second", above: FramePacer.allowedRates.lowerBound,
                                                lowestIsAllowed: true, atMost: FramePacer.allowedRates.upperBound)
    /// `record --fps`: frames of the recording per second.
    static let recordedFPS = NumericOption<Int>("a whole number of frames a second", from: RecordingClock.allowedRates.lowerBound,
                                                to: RecordingClock.allowedRates.upperBound)
    /// `record` and `play --slow-motion`.
    static let slowMotion = NumericOption<Double>("a factor", above: 0, atMost: 1000)
    /// `record --duration`: at most the longest script.
    static let duration = NumericOption<Double>("seconds", above: 0, atMost: ScriptLimits.longestScript)

    /// `bench --drag-steps`.
    static let dragSteps = NumericOption<Int>("a whole number of pointer motions", from: 10, to: 10_000)
    /// `bench --animate-seconds` and `--idle-seconds`.
    static let benchSeconds = NumericOption<Double>("seconds", above: 0, atMost: 600)
    /// `bench --cycles`.
    static let cycles = NumericOption<Int>("a whole number of rounds", from: 0, to: 100_000)

    /// `soak --sequences`.
    static let sequences = NumericOption<Int>("a whole number of sequences", from: 1, to: 10_000_000)
    /// `soak --first-seed`: any seed.
    static let firstSeed = NumericOption<UInt64>("a whole number", from: 0, to: .max)
    /// `soak --steps`.
    static let steps = NumericOption<Int>("a whole number of steps", from: 1, to: 10_000)
    /// `soak --batch-size`.
    static let batchSize = NumericOption<Int>("a whole number of sequences", from: 1, to: 100_000)

    /// `demo`, `record` and `play --size`: a window X can make.
    static let windowSize = WindowSize.Limits(smallest: WindowSize(width: 1, height: 1),
                                              largest: WindowSize(width: 8192, height: 8192))
    /// `bench --size`: also the private Xvfb's screen, which has limits of its own.
    static let benchSize = WindowSize.Limits(smallest: WindowSize(width: 160, height: 120),
                                             largest: WindowSize(width: 7680, height: 4320))
}
