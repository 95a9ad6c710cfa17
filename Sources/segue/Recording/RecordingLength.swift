import Foundation
import SegueTools

/// How many frames a recording has: a fixed number (`--duration`), or until the script has finished
/// and nothing animates, plus a short tail so the settled state is seen, capped so a scene that
/// never settles cannot record forever.
struct RecordingLength: Equatable {
    /// Frames for `--duration`, or nil: until settled.
    let fixedFrames: Int?
    /// Frames recorded after the frame where the script had finished and the app was idle.
    let tailFrames: Int
    /// The most frames recorded when waiting for the app to settle.
    let capFrames: Int

    /// The seconds after settling that are still recorded.
    static let tail: TimeInterval = 0.25
    /// The longest recording without `--duration`: the same constant the script parser and
    /// `ScriptFit` state it with.
    static let cap: TimeInterval = ScriptLimits.recordingCap

    init(duration: TimeInterval?, fps: Int) {
        fixedFrames = duration.map { max(1, Int(($0 * Double(fps)).rounded())) }
        tailFrames = Int((Self.tail * Double(fps)).rounded(.up))
        capFrames = Int(Self.cap * Double(fps))
    }
}
