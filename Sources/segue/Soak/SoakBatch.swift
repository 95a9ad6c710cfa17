import Foundation
import SegueDemo
import SegueTools
import UIKit

/// One batch of soak sequences, run in this process. Before each sequence it prints `begin SEED`
/// (flushed, so a parent knows which one a crash ended); a failing one is printed whole, lines
/// prefixed with `| `; the batch ends with `end FRAMES`.
struct SoakBatch {
    let firstSeed: UInt64
    let count: Int
    let steps: Int
    let scene: String?

    /// Where sequences start when no scene is given: the gallery, then each built scene in turn.
    static let startingPoints = SceneCatalog.openableIDs

    func run() {
        SegueDiagnostics.reportViolation = { _ in }
        var frames = 0
        for i in 0..<count {
            let seed = firstSeed &+ UInt64(i)
            let start = scene ?? Self.startingPoints[Int(seed % UInt64(Self.startingPoints.count))]
            let runner = MonkeyRunner(stepsPerSequence: steps) { DemoAppDelegate.launch(at: start, platform: $0, clock: $1) }
            write("begin \(seed)")
            let outcome = runner.run(seed: seed)
            frames += outcome.frames
            if !outcome.passed {
                write("fail \(seed) \(outcome.settled ? "settled" : "unsettled") \(outcome.violations.count)")
                write("| start: \(start)")
                for line in outcome.report.split(separator: "\n") { write("| \(line)") }
            }
        }
        write("end \(frames)")
    }

    private func write(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
