import Foundation
import SegueTools

/// How many frames a recording has: a fixed number (a duration the user gave), or until the script
/// has finished and nothing animates, plus a short tail so the settled state is seen, capped so a
/// scene that never settles cannot record forever.
public struct RecordingLength: Equatable, Sendable {
    /// Frames for the duration asked for, or nil: until settled.
    public let fixedFrames: Int?
    /// Frames recorded after the frame where the script had finished and the app was idle.
    public let tailFrames: Int
    /// The most frames recorded when waiting for the app to settle.
    public let capFrames: Int

    /// The seconds after settling that are still recorded.
    public static let tail: TimeInterval = 0.25
    /// The longest recording without a duration: the same constant the script parser and
    /// `ScriptFit` state it with.
    public static let cap: TimeInterval = ScriptLimits.recordingCap

    public init(duration: TimeInterval?, fps: Int) {
        fixedFrames = duration.map { max(1, Int(($0 * Double(fps)).rounded())) }
        tailFrames = Int((Self.tail * Double(fps)).rounded(.up))
        capFrames = Int(Self.cap * Double(fps))
    }
}
