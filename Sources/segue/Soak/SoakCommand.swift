import ArgumentParser
import Foundation
import SegueDemo
import SegueTools
import UIKit
import X11Platform

/// `segue soak`: the monkey test for long runs. Random press, move, release, tap, key, scroll and
/// resize sequences over the gallery and every built scene, headless on the virtual clock under
/// the transition invariant checker (the suite's `MonkeyTests` run a few hundred of the same).
///
/// The sequences run in batches, each in a child `segue soak --batch-child`: a sequence that crashes
/// ends only its batch, the parent names its seed and carries on with the next one.
struct SoakCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Run random input sequences over every scene, headless, under the invariant checker.",
        discussion: """
            Each sequence is replayable by its seed (--first-seed SEED --sequences 1). Exits 0 when \
            no sequence crashed, broke a transition rule or left the app unsettled.
            """)

    @Option(parsing: .unconditional, help: "How many sequences to run, \(OptionLimits.sequences.range) (default: 1000).",
            transform: OptionLimits.sequences.parse)
    var sequences = 1000

    @Option(name: .customLong("first-seed"), parsing: .unconditional,
            help: "The seed of the first sequence, \(OptionLimits.firstSeed.range) (default: 0); the others follow it.",
            transform: OptionLimits.firstSeed.parse)
    var firstSeed: UInt64 = 0

    @Option(parsing: .unconditional, help: "Random steps per sequence, \(OptionLimits.steps.range) (default: 40).",
            transform: OptionLimits.steps.parse)
    var steps = 40

    @Option(help: "Start every sequence at this scene (\(SceneChoice.help)) instead of taking each in turn.")
    var scene: String?

    @Option(name: .customLong("batch-size"), parsing: .unconditional,
            help: "Sequences per child process, \(OptionLimits.batchSize.range) (default: 500).", transform: OptionLimits.batchSize.parse)
    var batchSize = 500

    /// Runs the sequences here and reports each as it goes (the parent reads it).
    @Flag(name: .customLong("batch-child"), help: .hidden)
    var batchChild = false

    nonisolated func validate() throws {
        try MainActor.assumeIsolated { try check() }
    }

    @MainActor private func check() throws {
        if let scene { try SceneChoice.validate(scene) }
    }

    /// ArgumentParser calls this on the main thread; the command drives UIKit, so it runs there as
    /// the main actor.
    nonisolated func run() throws {
        try MainActor.assumeIsolated { try perform() }
    }

    @MainActor func perform() throws {
        if batchChild {
            SoakBatch(firstSeed: firstSeed, count: sequences, steps: steps, scene: scene).run()
            return
        }
        Interruption.install()
        var totals = MonkeySoakTotals()
        var next = firstSeed
        let end = firstSeed &+ UInt64(sequences)
        while next != end {
            let count = Int(min(UInt64(batchSize), end &- next))
            let batch: MonkeyBatchReport, how: String
            do {
                (batch, how) = try SoakChild.run(firstSeed: next, count: count, steps: steps, scene: scene)
            } catch is SoakChild.Interrupted {
                print(totals.summary(interrupted: true))
                throw ExitCode(Interruption.exitStatus)
            }
            totals.add(batch)
            for line in batch.failures where line.hasPrefix("fail") { say(line) }
            if let crashed = batch.crashedSeed {
                say("sequence \(crashed) crashed (\(how)); replay it with `segue soak --first-seed \(crashed) --sequences 1 --batch-child`")
                next = crashed &+ 1
            } else {
                next = next &+ UInt64(count)
            }
            if let signal = Interruption.caughtSignal {
                print(totals.summary(interrupted: true))
                throw ExitCode(128 + signal)
            }
            say("\(totals.sequences) of \(sequences) sequences")
        }
        print(totals.summary(interrupted: false))
        if !totals.passed { throw ExitCode(1) }
    }

    @MainActor private func say(_ line: String) {
        FileHandle.standardError.write(Data("segue soak: \(line)\n".utf8))
    }
}
