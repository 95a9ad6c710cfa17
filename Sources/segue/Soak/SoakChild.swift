import Foundation
import SegueTools

/// Runs one batch of soak sequences in a child `segue soak --batch-child` and reads what it
/// reported (`MonkeyBatchReport`); for a child that died, also how.
enum SoakChild {
    static func run(firstSeed: UInt64, count: Int, steps: Int, scene: String?) throws -> (MonkeyBatchReport, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["soak", "--batch-child", "--first-seed", String(firstSeed), "--sequences", String(count),
                             "--steps", String(steps)] + (scene.map { ["--scene", $0] } ?? [])
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let how = process.terminationReason == .uncaughtSignal
            ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
        return (MonkeyBatchReport.parse(text), how)
    }
}
