import Foundation
import SegueTools
import TestTurns
import Testing

/// `segue bench` measures the two drawing-heavy transitions beside the panel: the pet cards' 3-D
/// flip (tapped open and shut with XTest) and the transitions scene's shape-masked "Add" card
/// dragged; and UIKit Dynamics until rest, the physics sheet let go and a pile of boxes. Run briefly
/// in a debug build on the bench's own Xvfb: what is checked is that the report carries the stages
/// by name, with frames measured and baselines replayed — never how fast.
@Suite(.serialized, .takesTurns("drags the bench's scenes in real time; beside the other end-to-end suites the fling's frames come too late"))
@MainActor struct BenchDrawingStagesTests {
    /// A short run of only the two new stages, its JSON report decoded.
    static func run(stages: String) throws -> (SegueRun, BenchmarkReport?) {
        let workspace = try RecordingWorkspace()
        let json = workspace.path("bench.json")
        let run = try SegueRun.run(["bench", "--stages", stages, "--views", "0", "--cycles", "0", "--drag-steps", "12",
                                    "--animate-seconds", "0.5", "--idle-seconds", "0.1", "--size", "640x480",
                                    "--json", json], timeout: 240)
        let data = FileManager.default.contents(atPath: json)
        return (run, try data.map { try BenchmarkReport(json: $0) })
    }

    @Test func theCardFlipAndTheMaskedSheetAreMeasuredAgainstTheirBaselines() throws {
        // Precondition: a bench asked for the flip and the sheet only.
        // Action
        let (run, decoded) = try Self.run(stages: "card-flip,sheet-drag")

        // Assertion: the rows, each with frames and a baseline that replayed them.
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let report = try #require(decoded, "no JSON report; stderr: \(run.stderr)")
        #expect(report.scenes.map(\.name) == ["card flip present-dismiss", "sheet drag-cancel", "sheet drag-fling"])
        for scene in report.scenes {
            #expect(scene.frames > 0, "\(scene.name)")
            #expect((scene.serverFinished.baseline?.p50Milliseconds ?? 0) > 0, "\(scene.name): no baseline")
            #expect(scene.requestsPerFrame > 0, "\(scene.name)")
        }
        #expect(report.pacedStages.map(\.name) == ["card flip present-dismiss", "sheet drag-cancel", "sheet drag-fling"])
        let flip = try #require(report.pacedStages.first { $0.name == "card flip present-dismiss" })
        #expect(flip.frames > 0)
        #expect(flip.baselineServerMillisecondsPerFrame != nil, "the flip's frames were not replayed")
        // The drags ended as meant: the cancel sprang back, the fling dismissed (else the bench warns).
        #expect(!run.stderr.contains("dismissed"), "stderr: \(run.stderr)")
        // Nothing else ran: no panel rows, no idle, no endurance.
        #expect(report.idle == nil && report.memory == nil && report.resources == nil)
    }

    @Test func thePhysicsSheetAndTheBoxPileAreTimedUntilTheirAnimatorsPause() throws {
        // Precondition: a bench asked for the two UIKit Dynamics stages only.
        // Action
        let (run, decoded) = try Self.run(stages: "physics-sheet,dynamics-pile")

        // Assertion: the sheet's drag is a measured row; the release and the pile came to rest,
        // with frames timed and, for the pile, the steps timed apart from the rest of each frame.
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let report = try #require(decoded, "no JSON report; stderr: \(run.stderr)")
        #expect(report.scenes.map(\.name) == ["physics sheet drag-cancel"])
        #expect((report.scenes.first?.serverFinished.baseline?.p50Milliseconds ?? 0) > 0, "no baseline for the drag")
        let dynamics = try #require(report.dynamics, "no dynamics section")
        #expect(dynamics.map(\.name) == ["physics sheet release", "dynamics pile 50 boxes"])
        for row in dynamics {
            #expect(row.cameToRest, "\(row.name)")
            #expect(row.frames > 5 && row.clientWork.count == row.frames, "\(row.name): \(row.frames) frames")
            #expect(row.secondsToRest > 0.1 && row.secondsToRest < 10, "\(row.name): \(row.secondsToRest) s")
        }
        let pile = try #require(dynamics.last)
        #expect(pile.items == 50)
        #expect((pile.simulatedSeconds ?? 0) > 0.5, "simulated: \(String(describing: pile.simulatedSeconds))")
        let steps = try #require(pile.step, "the pile's steps were not timed")
        // A step every frame but the animator's first (which only notes the time); never more than
        // the frame it is part of.
        #expect(abs(steps.count - pile.frames) <= 2, "\(steps.count) steps timed in \(pile.frames) frames")
        #expect(steps.p50Milliseconds > 0 && steps.maxMilliseconds <= pile.clientWork.maxMilliseconds,
                "steps \(steps.p50Milliseconds)…\(steps.maxMilliseconds) ms, frames up to \(pile.clientWork.maxMilliseconds) ms")
        // The sheet snapped back rather than being dismissed, and nothing else ran.
        #expect(!run.stderr.contains("dismissed") && !run.stderr.contains("still moving"), "stderr: \(run.stderr)")
        #expect(run.stdout.contains("\ndynamics pile 50 boxes "), "stdout: \(run.stdout)")
        #expect(report.idle == nil && report.memory == nil)
        // Standard output is the report's alone: the physics engine's own banner is not in it.
        #expect(!run.stdout.contains("Chipmunk"), "stdout: \(run.stdout)")
    }

    @Test func theComposerIsMeasuredOverAStillAndAScrollingTimeline() throws {
        // Precondition: a bench asked for the composer only.
        // Action
        let (run, decoded) = try Self.run(stages: "composer")

        // Assertion: a row per backdrop, each with frames, requests and a replayed baseline, on
        // the paced loop too; the composer went away at the end of each; nothing else ran.
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let report = try #require(decoded, "no JSON report; stderr: \(run.stderr)")
        let names = ["composer present-dismiss", "composer over scrolling timeline"]
        #expect(report.scenes.map(\.name) == names)
        for scene in report.scenes {
            #expect(scene.frames > 10, "\(scene.name): \(scene.frames) frames")
            #expect((scene.serverFinished.baseline?.p50Milliseconds ?? 0) > 0, "\(scene.name): no baseline")
            #expect(scene.requestsPerFrame > 0, "\(scene.name)")
        }
        #expect(report.pacedStages.map(\.name) == names)
        for stage in report.pacedStages {
            #expect(stage.frames > 0, "\(stage.name)")
            #expect(stage.baselineServerMillisecondsPerFrame != nil, "\(stage.name): the frames were not replayed")
        }
        #expect(run.stdout.contains("\ncomposer over scrolling timeline "), "stdout: \(run.stdout)")
        #expect(report.idle == nil && report.memory == nil && report.dynamics == nil)
    }

    @Test func theTableCarriesTheNewRowsBesideTheIdleLine() throws {
        // Precondition: the sheet drag and the idle stage.
        // Action
        let (run, decoded) = try Self.run(stages: "sheet-drag,idle")

        // Assertion: the text table has a row per drag, the idle line is measured, no flip ran.
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.contains("\nsheet drag-cancel "), "stdout: \(run.stdout)")
        #expect(run.stdout.contains("\nsheet drag-fling "), "stdout: \(run.stdout)")
        #expect(!run.stdout.contains("card flip"), "stdout: \(run.stdout)")
        #expect(run.stdout.contains("idle 0.1 s:"), "stdout: \(run.stdout)")
        #expect(decoded?.idle != nil)
    }
}
