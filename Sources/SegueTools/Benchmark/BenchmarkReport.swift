import Foundation

/// Everything one `segue bench` run measured, and where: written as JSON (`BenchmarkReport+JSON`) so
/// runs can be compared by tools, and rendered as a text table (`BenchmarkTable`) for the terminal
/// and docs/PERFORMANCE.md.
///
/// What a run may be unable to measure is optional and reads "n/a" in the table — the X server's CPU
/// when the display belongs to someone else and its pid is unknown, a baseline the bench skipped, a
/// section that was not run.
public struct BenchmarkReport: Codable, Equatable, Sendable {
    public var machine: Machine
    /// The arguments of the run, starting with the command's name, as typed.
    public var commandLine: [String]
    /// When the run started; written as ISO 8601 to whole seconds.
    public var date: Date
    public var scenes: [SceneResult]
    /// Every stretch the real loop drew (drags, animations), with its frame rate against the refresh.
    public var pacedStages: [PacedStage]
    public var idle: Idle?
    public var memory: Memory?
    public var resources: Resources?
    /// UIKit Dynamics until rest (the physics sheet let go, a pile of boxes); nil when no such
    /// stage ran, and absent from reports written before there were any.
    public var dynamics: [DynamicsRun]?
    /// Auto Layout on many constrained views; nil when that stage did not run, and absent from
    /// reports written before there was one.
    public var autoLayout: [AutoLayoutRun]?

    public init(machine: Machine, commandLine: [String], date: Date, scenes: [SceneResult],
                pacedStages: [PacedStage] = [], idle: Idle? = nil, memory: Memory? = nil, resources: Resources? = nil,
                dynamics: [DynamicsRun]? = nil, autoLayout: [AutoLayoutRun]? = nil) {
        self.machine = machine
        self.commandLine = commandLine
        self.date = date
        self.scenes = scenes
        self.pacedStages = pacedStages
        self.idle = idle
        self.memory = memory
        self.resources = resources
        self.dynamics = dynamics
        self.autoLayout = autoLayout
    }
}
