import Foundation

/// What one batch of monkey sequences reported through its output (`segue soak` runs each batch in a
/// child process): `begin SEED` before each sequence, `fail SEED settled|unsettled VIOLATIONS` and
/// `| ` lines for a failure, `end FRAMES` when the batch finished. A batch that never reached `end`
/// crashed in the last sequence it began.
public struct MonkeyBatchReport: Equatable {
    public var sequences = 0
    public var frames = 0
    /// The `fail` line and the `| ` lines after it, for each failing sequence.
    public var failures: [String] = []
    public var unsettled = 0
    public var withViolations = 0
    /// The sequence the batch died in, when it did not reach `end`.
    public var crashedSeed: UInt64?

    public init() {}

    /// Reads a batch's output.
    public static func parse(_ text: String) -> MonkeyBatchReport {
        var result = MonkeyBatchReport()
        var lastBegun: UInt64?
        var ended = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let words = line.split(separator: " ")
            switch words.first {
            case "begin":
                lastBegun = words.count > 1 ? UInt64(words[1]) : nil
                result.sequences += 1
            case "fail":
                if words.count > 3 {
                    if words[2] == "unsettled" { result.unsettled += 1 }
                    if (Int(words[3]) ?? 0) > 0 { result.withViolations += 1 }
                }
                result.failures.append(String(line))
            case "|":
                result.failures.append(String(line))
            case "end":
                ended = true
                result.frames = words.count > 1 ? Int(words[1]) ?? 0 : 0
            default:
                break
            }
        }
        if !ended { result.crashedSeed = lastBegun }
        return result
    }
}

/// The soak's running totals and its closing line.
public struct MonkeySoakTotals {
    public var sequences = 0
    public var frames = 0
    public var crashes: [UInt64] = []
    public var unsettled = 0
    public var withViolations = 0
    public var failureLines: [String] = []

    public var passed: Bool { crashes.isEmpty && unsettled == 0 && withViolations == 0 }

    public init() {}

    public mutating func add(_ batch: MonkeyBatchReport) {
        sequences += batch.sequences
        frames += batch.frames
        if let seed = batch.crashedSeed { crashes.append(seed) }
        unsettled += batch.unsettled
        withViolations += batch.withViolations
        failureLines += batch.failures
    }

    public func summary(interrupted: Bool) -> String {
        var text = failureLines.joined(separator: "\n")
        if !text.isEmpty { text += "\n" }
        text += "segue soak: \(sequences) sequences\(interrupted ? " (interrupted)" : ""), \(crashes.count) crashed"
        text += crashes.isEmpty ? "" : " (seeds \(crashes.map(String.init).joined(separator: ", ")))"
        text += ", \(withViolations) broke a transition rule, \(unsettled) did not settle; \(frames) frames"
        return text
    }
}
