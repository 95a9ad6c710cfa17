import Foundation

/// One kind of frame time measured twice — through the framework, and through the baseline that
/// draws the same picture with raw XRender calls — and how many times slower the framework is at the
/// median. The ratio is what the design's "within 1.3× of the floor" rule is checked against.
public struct FrameTimeComparison: Codable, Equatable, Sendable {
    public let framework: FrameTimeSummary
    /// nil when the scene has no baseline (or the bench was asked not to run it).
    public let baseline: FrameTimeSummary?
    /// framework p50 / baseline p50; nil without a baseline or when the baseline's median is 0 (an
    /// empty baseline run), where a ratio would be infinite or meaningless.
    public let ratioP50: Double?

    public init(framework: FrameTimeSummary, baseline: FrameTimeSummary?) {
        self.framework = framework
        self.baseline = baseline
        if let baseline, baseline.p50Milliseconds > 0 {
            ratioP50 = framework.p50Milliseconds / baseline.p50Milliseconds
        } else {
            ratioP50 = nil
        }
    }
}
