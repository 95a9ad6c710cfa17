import Foundation

/// Which parts of `segue bench` run (`--stages`): a quick run can measure one scene and skip the
/// rest, the panel's loads and the endurance run above all.
nonisolated struct BenchStageSelection: Equatable {
    enum Stage: String, CaseIterable {
        /// The bottom panel at each `--views` load: its drags and its present-dismiss loop.
        case panel
        /// The pet cards' 3-D flip into the reveal and back.
        case cardFlip = "card-flip"
        /// The transitions scene's shape-masked "Add" card, dragged.
        case sheetDrag = "sheet-drag"
        /// The composer sliding up over the blurred timeline and away, over a still and a
        /// scrolling timeline.
        case composer
        /// The physics sheet presented, dragged, let go, and timed until its dynamic animator pauses.
        case physicsSheet = "physics-sheet"
        /// 50 boxes under gravity and collision until they rest: the engine's steps per frame.
        case dynamicsPile = "dynamics-pile"
        /// 1,000 constrained views: the first layout and single constant changes.
        case autoLayout = "auto-layout"
        /// The gallery sitting idle.
        case idle
        /// Present-drag-dismiss rounds for memory and X resources.
        case endurance
    }

    var stages: Set<Stage>

    static let all = BenchStageSelection(stages: Set(Stage.allCases))

    /// The names, comma-separated, as the option's help lists them.
    static let names = Stage.allCases.map(\.rawValue).joined(separator: ",")

    /// Parses a comma-separated list of stage names; nil when it is empty or names an unknown stage.
    init?(parsing text: String) {
        var stages: Set<Stage> = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let stage = Stage(rawValue: part.trimmingCharacters(in: .whitespaces)) else { return nil }
            stages.insert(stage)
        }
        guard !stages.isEmpty else { return nil }
        self.stages = stages
    }

    init(stages: Set<Stage>) {
        self.stages = stages
    }

    func contains(_ stage: Stage) -> Bool { stages.contains(stage) }
}
