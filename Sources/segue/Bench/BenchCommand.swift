import ArgumentParser
import Foundation
import SegueFiles
import SegueTools
import UIKit
import X11Platform

/// `segue bench`: how fast and how lean Segue draws, measured against the floor of the same machine
/// in the same run (docs/PERFORMANCE.md). It reports; it never passes or fails a build.
///
/// For each N extra views in the panel scene's parent: the bottom panel dragged down by XTest motion
/// and let go to spring back, then dragged and flung away; each drag's frames replayed as bare
/// XRender requests for the baseline; presenting and dismissing on the paced loop (frame rate against
/// the refresh, CPU, server CPU per frame against a bare replay). Then the two drawing-heavy
/// transitions against the same baselines: the pet cards' 3-D flip (`CardFlipBench`) and the
/// transitions scene's shape-masked card dragged (`SheetDragBench`); the composer sliding up over a
/// full-window blur, with the timeline still or scrolling underneath (`ComposerBench`). UIKit Dynamics until rest: the
/// physics sheet dragged and let go to snap back (`PhysicsSheetBench`) and a pile of 50 boxes
/// (`DynamicsPileBench`). Auto Layout on 1,000 constrained views: the first layout and single
/// constant changes (`AutoLayoutBench`). Then the gallery idle, and the endurance run (present-drag-dismiss rounds)
/// for memory and X resources. `--stages` picks which.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure frame times against a raw XRender baseline, input latency, CPU, memory and X resources.",
        discussion: """
            Runs on a private Xvfb (1280x800x24) unless --use-display is given. Build in release mode \
            for figures worth quoting: scripts/bench does (swift build -c release).
            """)

    @Option(help: "Write the report as JSON to this file.")
    var json: String?

    @Option(parsing: .unconditional, help: "Extra views in the panel scene's parent, comma-separated counts from 0 to 5000.")
    var views: String = "0,100,1000"

    @Option(parsing: .unconditional, help: "Pointer motions per drag, \(OptionLimits.dragSteps.range) (default: 120).",
            transform: OptionLimits.dragSteps.parse)
    var dragSteps: Int = 120

    @Option(parsing: .unconditional,
            help: "Seconds of presenting and dismissing on the paced loop, for the frame rate and CPU, \(OptionLimits.benchSeconds.range) (default: 3).",
            transform: OptionLimits.benchSeconds.parse)
    var animateSeconds: Double = 3

    @Option(parsing: .unconditional, help: "Seconds the gallery sits idle, for CPU, \(OptionLimits.benchSeconds.range) (default: 10).",
            transform: OptionLimits.benchSeconds.parse)
    var idleSeconds: Double = 10

    @Option(parsing: .unconditional,
            help: "Present-drag-dismiss rounds of the endurance run, \(OptionLimits.cycles.range); 0 skips it (default: 1000).",
            transform: OptionLimits.cycles.parse)
    var cycles: Int = 1000

    @Option(parsing: .unconditional,
            help: "Which stages to run, comma-separated from \(BenchStageSelection.names).")
    var stages: String = BenchStageSelection.names

    @Flag(name: .customLong("use-display"), help: "Draw on $DISPLAY instead of a private Xvfb.")
    var useDisplay = false

    @Option(parsing: .unconditional,
            help: "Window size (and the private Xvfb's screen), as WIDTHxHEIGHT \(OptionLimits.benchSize.range) (default: 1280x800).",
            transform: OptionLimits.benchSize.parse)
    var size: WindowSize = WindowSize(width: 1280, height: 800)

    @OptionGroup var pacing: PacingOptions

    @Flag(name: .customLong("peer-loop"), help: """
        Only present and dismiss the bottom panel for --animate-seconds on the real loop, then print         `frames=N animated_seconds=A seconds=T` and exit (for scripts/bench-peers, which measures CPU from outside).
        """)
    var peerLoop = false

    nonisolated func validate() throws {
        try MainActor.assumeIsolated { try check() }
    }

    @MainActor private func check() throws {
        guard (try? extraViewCounts()) != nil else {
            throw ValidationError("--views must be comma-separated counts from 0 to 5000 (got \"\(views)\")")
        }
        guard BenchStageSelection(parsing: stages) != nil else {
            throw ValidationError("--stages must be comma-separated names from \(BenchStageSelection.names) (got \"\(stages)\")")
        }
    }

    @MainActor func extraViewCounts() throws -> [Int] {
        let counts = views.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !counts.isEmpty, counts.allSatisfy({ $0 != nil && (0...5000).contains($0!) }) else { throw BenchError("bad --views") }
        return counts.map { $0! }
    }

    /// ArgumentParser calls this on the main thread; the command drives UIKit, so it runs there as
    /// the main actor.
    nonisolated func run() throws {
        try MainActor.assumeIsolated { try perform() }
    }

    @MainActor func perform() throws {
        #if DEBUG
        say("this is a debug build: its figures are not representative (scripts/bench builds in release mode)")
        #endif
        Interruption.install()
        var server: PrivateXServer?
        defer { server?.stop() }
        let display: String
        if useDisplay {
            guard let name = ProcessInfo.processInfo.environment["DISPLAY"], !name.isEmpty else {
                say("--use-display needs DISPLAY set; leave it out to run on a private Xvfb")
                throw ExitCode(2)
            }
            display = name
        } else {
            do {
                server = try PrivateXServer.start(width: size.width, height: size.height, purpose: "to benchmark on a quiet X server")
            } catch let interrupted as Interrupted {
                say("\(interrupted)")
                throw ExitCode(interrupted.exitStatus)
            } catch {
                say("\(error)")
                throw ExitCode(2)
            }
            display = server!.displayName
        }
        do {
            if peerLoop {
                try runPeerLoop(on: display)
                return
            }
            let report = try measure(on: display, serverPID: server?.processID)
            print(BenchmarkTable(report).description, terminator: "")
            if let json {
                do {
                    // Whole or not at all: a CI job reading the last report never sees half of one.
                    try AtomicFile.write(try report.encodedJSON(), to: json)
                } catch let error as FileWriteError {
                    say("\(error)")
                    throw ExitCode(1)
                }
                print("segue: wrote \(json)")
            }
        } catch let error as BenchError {
            say(error.description)
            throw ExitCode(1)
        } catch let interrupted as Interrupted {
            // Every stage looks at the flag at least once a frame; the private server stops on the
            // way out (`defer`).
            say("\(interrupted); no report")
            throw ExitCode(interrupted.exitStatus)
        }
    }

    @MainActor private func measure(on display: String, serverPID: Int32?) throws -> BenchmarkReport {
        var scenes: [BenchmarkReport.SceneResult] = []
        var paced: [BenchmarkReport.PacedStage] = []
        var vendor: String?
        let selection = BenchStageSelection(parsing: stages) ?? .all
        for n in selection.contains(.panel) ? try extraViewCounts() : [] {
            let stage = try BenchStage(display: display, extraViews: n, size: windowSize, fps: pacing.fps)
            if vendor == nil { vendor = stage.platform.serverVendor }
            let injector = try XTestInjector(window: stage.platform.windowID, display: display)
            try stage.runUntilIdle()
            var rows: [(DragMeasurement.Ending, DragMeasurement)] = []
            for ending in [DragMeasurement.Ending.cancel, .fling] {
                progress("N=\(n) \(ending.rawValue)")
                stage.scene!.present(.bottom)
                try stage.runUntilIdle()
                let drag = try DragMeasurement.run(on: stage, injector: injector, steps: dragSteps, ending: ending,
                                                   serverPID: serverPID, name: "panel \(ending.rawValue) N=\(n)")
                if let stage = drag.paced { paced.append(stage) }
                try stage.runUntilIdle()
                let dismissed = stage.presented == nil
                if dismissed != (ending == .fling) {
                    say("N=\(n) \(ending.rawValue): the panel was \(dismissed ? "" : "not ")dismissed")
                }
                if stage.presented != nil {
                    stage.presented!.dismiss(animated: false)
                    try stage.runUntilIdle()
                }
                rows.append((ending, drag))
            }
            progress("N=\(n) presenting and dismissing at \(Self.rate(stage.app.preferredFramesPerSecond)) Hz")
            let cpu = try CPUMeasurement.animating(stage, serverPID: serverPID, seconds: animateSeconds)
            paced.append(cpu.pacedStage(named: "panel present-dismiss N=\(n)"))
            for (ending, drag) in rows {
                scenes.append(drag.sceneResult(name: "panel \(ending.rawValue) N=\(n)", extraViews: n,
                                               cpu: .init(clientPercent: cpu.clientPercent, serverPercent: cpu.serverPercent)))
            }
            stage.finish()
        }
        if selection.contains(.cardFlip) {
            let flip = try CardFlipBench(display: display, size: windowSize, fps: pacing.fps)
            defer { flip.finish() }
            if vendor == nil { vendor = flip.stage.platform.serverVendor }
            progress("card flip frame by frame for \(animateSeconds) s")
            let frames = try flip.frames(seconds: animateSeconds, serverPID: serverPID)
            progress("card flip at \(Self.rate(flip.stage.app.preferredFramesPerSecond)) Hz for \(animateSeconds) s")
            let cpu = try flip.paced(seconds: animateSeconds, serverPID: serverPID)
            paced.append(cpu.pacedStage(named: CardFlipBench.name))
            scenes.append(frames.sceneResult(name: CardFlipBench.name, extraViews: 0,
                                             cpu: .init(clientPercent: cpu.clientPercent, serverPercent: cpu.serverPercent)))
        }
        if selection.contains(.sheetDrag) {
            let sheet = try SheetDragBench(display: display, size: windowSize, fps: pacing.fps)
            defer { sheet.finish() }
            if vendor == nil { vendor = sheet.stage.platform.serverVendor }
            for ending in [DragMeasurement.Ending.cancel, .fling] {
                progress("sheet \(ending.rawValue)")
                let result = try sheet.drag(ending: ending, steps: dragSteps, serverPID: serverPID) { say($0) }
                if let stage = result.drag.paced { paced.append(stage) }
                scenes.append(result.scene)
            }
        }
        if selection.contains(.composer) {
            let composer = try ComposerBench(display: display, size: windowSize, fps: pacing.fps)
            defer { composer.finish() }
            if vendor == nil { vendor = composer.stage.platform.serverVendor }
            for backdrop in ComposerBench.Backdrop.allCases {
                progress("\(backdrop.name) frame by frame for \(animateSeconds) s")
                let frames = try composer.frames(seconds: animateSeconds, backdrop: backdrop, serverPID: serverPID)
                progress("\(backdrop.name) at \(Self.rate(composer.stage.app.preferredFramesPerSecond)) Hz for \(animateSeconds) s")
                let cpu = try composer.paced(seconds: animateSeconds, backdrop: backdrop, serverPID: serverPID)
                paced.append(cpu.pacedStage(named: backdrop.name))
                scenes.append(frames.sceneResult(name: backdrop.name, extraViews: 0,
                                                 cpu: .init(clientPercent: cpu.clientPercent, serverPercent: cpu.serverPercent)))
            }
        }
        var dynamics: [BenchmarkReport.DynamicsRun] = []
        if selection.contains(.physicsSheet) {
            let sheet = try PhysicsSheetBench(display: display, size: windowSize, fps: pacing.fps)
            defer { sheet.finish() }
            if vendor == nil { vendor = sheet.stage.platform.serverVendor }
            progress("physics sheet: present, drag, release until rest")
            let result = try sheet.run(steps: dragSteps, serverPID: serverPID) { say($0) }
            if let stage = result.drag.paced { paced.append(stage) }
            scenes.append(result.scene)
            dynamics.append(result.release)
        }
        if selection.contains(.dynamicsPile) {
            let pile = try DynamicsPileBench(display: display, size: windowSize, fps: pacing.fps)
            defer { pile.finish() }
            if vendor == nil { vendor = pile.stage.platform.serverVendor }
            progress("dynamics pile: \(DynamicsPileBench.boxCount) boxes until rest")
            dynamics.append(try pile.run { say($0) })
        }
        var autoLayout: [BenchmarkReport.AutoLayoutRun] = []
        if selection.contains(.autoLayout) {
            let bench = try AutoLayoutBench(display: display, size: windowSize)
            defer { bench.finish() }
            if vendor == nil { vendor = bench.stage.platform.serverVendor }
            progress("auto layout: \(2 * AutoLayoutBench.rows) constrained views, \(AutoLayoutBench.changes) changes of each kind")
            autoLayout = try bench.run()
        }
        var idle: BenchmarkReport.Idle?
        if selection.contains(.idle) {
            progress("idle for \(idleSeconds) s")
            let gallery = try BenchStage(display: display, extraViews: nil, size: windowSize, fps: pacing.fps)
            if vendor == nil { vendor = gallery.platform.serverVendor }
            try gallery.runUntilIdle()
            let measured = try CPUMeasurement.run(gallery, serverPID: serverPID, seconds: idleSeconds)
            gallery.finish()
            idle = .init(seconds: measured.seconds, clientCPUPercent: measured.clientPercent,
                         serverCPUPercent: measured.serverPercent, framesDrawn: measured.framesDrawn)
        }
        var memory: BenchmarkReport.Memory?
        var resources: BenchmarkReport.Resources?
        if cycles > 0, selection.contains(.endurance) {
            progress("endurance: \(cycles) present-drag-dismiss rounds")
            let endurance = try EnduranceRun.run(display: display, extraViews: 100, cycles: cycles, size: windowSize) { progress("  \($0) rounds") }
            memory = .init(warmUpCycles: min(endurance.warmUpCycles, cycles), residentBytesAfterWarmUp: endurance.residentAfterWarmUp,
                           cycles: cycles, residentBytesAtEnd: endurance.residentAtEnd)
            resources = .init(pixmapsAtStart: endurance.start.pixmaps, pixmapsAtEnd: endurance.end.pixmaps,
                              picturesAtStart: endurance.start.pictures, picturesAtEnd: endurance.end.pictures)
        }
        return BenchmarkReport(
            machine: .current(xServerVendor: vendor), commandLine: ["segue"] + CommandLine.arguments.dropFirst(),
            date: Date(), scenes: scenes, pacedStages: paced, idle: idle, memory: memory, resources: resources,
            dynamics: dynamics.isEmpty ? nil : dynamics, autoLayout: autoLayout.isEmpty ? nil : autoLayout)
    }

    var windowSize: CGSize { CGSize(width: size.width, height: size.height) }

    /// `--peer-loop`: the panel scene's present/dismiss loop alone, as `scripts/bench-peers` runs
    /// it beside a GTK 4 window and a bare XRender loop on one Xvfb; the script reads both processes'
    /// CPU from /proc itself, so this only reports the frames.
    @MainActor private func runPeerLoop(on display: String) throws {
        let stage = try BenchStage(display: display, extraViews: 0, size: windowSize, fps: pacing.fps)
        try stage.runUntilIdle()
        let run = try CPUMeasurement.animating(stage, serverPID: nil, seconds: animateSeconds, withBaseline: false)
        stage.finish()
        let active = run.framesPerSecond.map { Double(run.framesDrawn) / $0 } ?? 0
        print(String(format: "frames=%d animated_seconds=%.3f seconds=%.3f", run.framesDrawn, active, run.seconds))
    }

    @MainActor static func rate(_ hz: Double) -> String { String(format: hz == hz.rounded() ? "%.0f" : "%.2f", hz) }

    @MainActor private func progress(_ message: String) {
        FileHandle.standardError.write(Data("segue bench: \(message)\n".utf8))
    }

    @MainActor private func say(_ message: String) {
        FileHandle.standardError.write(Data("segue: \(message)\n".utf8))
    }
}
