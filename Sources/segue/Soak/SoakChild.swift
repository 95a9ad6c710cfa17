import Foundation
import SegueTools
import X11Platform

/// Runs one batch of soak sequences in a child `segue soak --batch-child` and reads what it
/// reported (`MonkeyBatchReport`); for a child that died, also how.
///
/// The child is a `ChildProcess`, so it dies with the soak however the soak ends, and a signal to
/// the soak stops it at once. Its output goes to a file in the temporary directory (removed after
/// the batch): a crash's backtrace lands there too and is ignored by the report.
enum SoakChild {
    struct Interrupted: Error {}

    static func run(firstSeed: UInt64, count: Int, steps: Int, scene: String?) throws -> (MonkeyBatchReport, String) {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("segue-soak-\(getpid()).out").path
        unlink(output)
        defer { unlink(output) }
        let arguments = ["soak", "--batch-child", "--first-seed", String(firstSeed), "--sequences", String(count),
                         "--steps", String(steps)] + (scene.map { ["--scene", $0] } ?? [])
        let child = try ChildProcess(executable: executable, arguments: arguments, outputPath: output, deathSignal: SIGKILL)
        while child.isRunning {
            if Interruption.caughtSignal != nil {
                child.terminate(grace: 0)
                throw Interrupted()
            }
            usleep(20_000)
        }
        let status = child.wait()
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        let how = status > 128 ? "signal \(status - 128)" : "exit status \(status)"
        return (MonkeyBatchReport.parse(text), how)
    }
}
