import Foundation

/// A `BenchmarkReport` as plain text for the terminal and for a code block in docs/PERFORMANCE.md:
/// the machine and run, one aligned row per scene, a legend, the paced stages and the UIKit Dynamics
/// runs when there are any, then the idle, memory and resource
/// lines. Figures that were not measured read "n/a".
///
/// ```
/// scene                    frames  p50   p90   p99   max  srv p50  base p50  ratio  …
/// -----------------------  ------  ----  ----  ----  ----  -------  --------  -----  …
/// panel drag-cancel N=100     120  1.20  1.85  2.40  3.10     1.90      1.60   1.19  …
/// ```
public struct BenchmarkTable: CustomStringConvertible {
    public let report: BenchmarkReport

    public init(_ report: BenchmarkReport) {
        self.report = report
    }

    /// The columns, in order. Client-work times first; the baseline and ratio compare the
    /// until-server-finished medians, the figure the 1.3× rule of the design is about.
    static let columns: [TextTable.Column] = [
        .init(title: "scene", alignment: .left), .init(title: "frames", alignment: .right),
        .init(title: "p50", alignment: .right), .init(title: "p90", alignment: .right),
        .init(title: "p99", alignment: .right), .init(title: "max", alignment: .right),
        .init(title: "srv p50", alignment: .right), .init(title: "base p50", alignment: .right),
        .init(title: "ratio", alignment: .right), .init(title: "lat p50", alignment: .right),
        .init(title: "lat p99", alignment: .right), .init(title: "hitch 16.7", alignment: .right),
        .init(title: "hitch 8.3", alignment: .right), .init(title: "req/f", alignment: .right),
        .init(title: "damage %", alignment: .right),
    ]

    static let legend = [
        "p50…max: client work per frame, ms. srv p50: until the X server finished, ms.",
        "base p50: the raw-XRender baseline until finished, ms; ratio: srv p50 / base p50.",
        "lat: input to pixels, ms. hitch: ms late per second against a 16.7 / 8.3 ms frame budget.",
        "req/f: X requests per frame. damage %: share of the window's pixels recomposited per frame.",
    ]

    /// The paced stages: frame rate against the refresh, and what the frames cost each process.
    static let pacedColumns: [TextTable.Column] = [
        .init(title: "stage", alignment: .left), .init(title: "refresh", alignment: .right),
        .init(title: "fps", alignment: .right), .init(title: "frames", alignment: .right),
        .init(title: "client %", alignment: .right), .init(title: "server %", alignment: .right),
        .init(title: "srv ms/f", alignment: .right), .init(title: "base ms/f", alignment: .right),
        .init(title: "ratio", alignment: .right), .init(title: "pace", alignment: .left),
    ]

    static let pacedLegend = [
        "refresh: the rate the loop paced to (XRandR's, 60 where unknown). fps: frames over the time runs of frames",
        "covered. client/server %: CPU of one core over the stage. srv ms/f: X server CPU per frame; base ms/f: the",
        "same requests replayed by a bare loop; ratio: srv / base. pace: flagged above the refresh or below 95 % of it.",
    ]

    public var description: String { lines.joined(separator: "\n") + "\n" }

    public var lines: [String] {
        var table = TextTable(columns: Self.columns)
        for scene in report.scenes { table.append(Self.row(scene)) }
        var paced: [String] = []
        if !report.pacedStages.isEmpty {
            var stages = TextTable(columns: Self.pacedColumns)
            for stage in report.pacedStages { stages.append(Self.row(stage)) }
            paced = [""] + stages.lines + [""] + Self.pacedLegend
        }
        return header + [""] + table.lines + [""] + Self.legend + paced + dynamicsLines + autoLayoutLines + [""]
            + [idleLine, memoryLine, resourcesLine]
    }

    /// UIKit Dynamics until rest: frames, time to rest, client and step times per frame.
    static let dynamicsColumns: [TextTable.Column] = [
        .init(title: "dynamics", alignment: .left), .init(title: "items", alignment: .right),
        .init(title: "frames", alignment: .right), .init(title: "to rest s", alignment: .right),
        .init(title: "sim s", alignment: .right), .init(title: "p50", alignment: .right),
        .init(title: "p90", alignment: .right), .init(title: "max", alignment: .right),
        .init(title: "step p50", alignment: .right), .init(title: "step p90", alignment: .right),
        .init(title: "step max", alignment: .right), .init(title: "rest", alignment: .left),
    ]

    static let dynamicsLegend = [
        "to rest s: from the release or the drop until the animator paused (wall clock); sim s: in simulated time.",
        "p50…max: client work per frame with the engine's steps, ms; step: the steps alone, ms (n/a: not timed apart).",
    ]

    var dynamicsLines: [String] {
        guard let runs = report.dynamics, !runs.isEmpty else { return [] }
        var table = TextTable(columns: Self.dynamicsColumns)
        for run in runs { table.append(Self.row(run)) }
        return [""] + table.lines + [""] + Self.dynamicsLegend
    }

    static func row(_ run: BenchmarkReport.DynamicsRun) -> [String] {
        [run.name, String(run.items), String(run.frames), fixed(run.secondsToRest, 2), fixed(run.simulatedSeconds, 2),
         ms(run.clientWork.p50Milliseconds), ms(run.clientWork.p90Milliseconds), ms(run.clientWork.maxMilliseconds),
         ms(run.step?.p50Milliseconds), ms(run.step?.p90Milliseconds), ms(run.step?.maxMilliseconds),
         run.cameToRest ? "ok" : "FLAG: still moving"]
    }

    /// Auto Layout: the first layout, one change's time, and how many views a change reached.
    static let autoLayoutColumns: [TextTable.Column] = [
        .init(title: "auto layout", alignment: .left), .init(title: "views", alignment: .right),
        .init(title: "constraints", alignment: .right), .init(title: "first ms", alignment: .right),
        .init(title: "changes", alignment: .right), .init(title: "p50", alignment: .right),
        .init(title: "p95", alignment: .right), .init(title: "visited", alignment: .right),
        .init(title: "written", alignment: .right), .init(title: "dependants", alignment: .right),
    ]

    static let autoLayoutLegend = [
        "first ms: activating every constraint and the first layout; p50, p95: one constant change and layoutIfNeeded(), ms.",
        "visited: views whose solved frame the engine compared, per change (median); written: frames set; dependants: views the change moves.",
    ]

    var autoLayoutLines: [String] {
        guard let runs = report.autoLayout, !runs.isEmpty else { return [] }
        var table = TextTable(columns: Self.autoLayoutColumns)
        for run in runs { table.append(Self.row(run)) }
        return [""] + table.lines + [""] + Self.autoLayoutLegend
    }

    static func row(_ run: BenchmarkReport.AutoLayoutRun) -> [String] {
        [run.name, String(run.views), String(run.constraints), fixed(run.firstLayoutMilliseconds, 1), String(run.changes),
         fixed(run.changeP50Milliseconds, 3), fixed(run.changeP95Milliseconds, 3), String(run.viewsVisitedPerChange),
         String(run.framesWrittenPerChange), String(run.dependentsPerChange)]
    }

    static func row(_ stage: BenchmarkReport.PacedStage) -> [String] {
        [stage.name, fixed(stage.refreshHz, 1), fixed(stage.framesPerSecond, 1), String(stage.frames),
         fixed(stage.cpu?.clientPercent, 1), fixed(stage.cpu?.serverPercent, 1),
         ms(stage.serverMillisecondsPerFrame), ms(stage.baselineServerMillisecondsPerFrame),
         fixed(stage.serverRatio, 2), stage.paceFlag.map { "FLAG: \($0.rawValue)" } ?? "ok"]
    }

    var header: [String] {
        let m = report.machine
        let date = ISO8601DateFormatter().string(from: report.date)
        return ["machine: \(m.hostname), \(m.cpuModel ?? "n/a"), \(m.coreCount) cores, \(m.kernel), X server: \(m.xServerVendor ?? "n/a")",
                "run: \(report.commandLine.joined(separator: " ")) at \(date)"]
    }

    static func row(_ scene: BenchmarkReport.SceneResult) -> [String] {
        let client = scene.clientWork.framework
        return [scene.name, String(scene.frames),
                ms(client.p50Milliseconds), ms(client.p90Milliseconds), ms(client.p99Milliseconds),
                ms(client.maxMilliseconds), ms(scene.serverFinished.framework.p50Milliseconds),
                ms(scene.serverFinished.baseline?.p50Milliseconds), fixed(scene.serverFinished.ratioP50, 2),
                ms(scene.latency?.p50Milliseconds), ms(scene.latency?.p99Milliseconds),
                fixed(scene.hitches60Hz.hitchMillisecondsPerSecond, 1),
                fixed(scene.hitches120Hz.hitchMillisecondsPerSecond, 1),
                fixed(scene.requestsPerFrame, 1), fixed(scene.damageFraction.map { $0 * 100 }, 1)]
    }

    var idleLine: String {
        guard let idle = report.idle else { return "idle: n/a" }
        return "idle \(Self.fixed(idle.seconds, 1)) s: client CPU \(Self.fixed(idle.clientCPUPercent, 1)) %, "
            + "server CPU \(Self.percent(idle.serverCPUPercent)), \(idle.framesDrawn) frames drawn"
    }

    var memoryLine: String {
        guard let memory = report.memory else { return "memory: n/a" }
        let growth = memory.residentBytesAtEnd - memory.residentBytesAfterWarmUp
        return "memory: RSS \(Self.mebibytes(memory.residentBytesAfterWarmUp)) after \(memory.warmUpCycles) cycles, "
            + "\(Self.mebibytes(memory.residentBytesAtEnd)) after \(memory.cycles) cycles "
            + "(\(growth < 0 ? "-" : "+")\(Self.mebibytes(abs(growth))))"
    }

    var resourcesLine: String {
        guard let r = report.resources else { return "resources: n/a" }
        return "resources: pixmaps \(r.pixmapsAtStart) → \(r.pixmapsAtEnd), pictures \(r.picturesAtStart) → \(r.picturesAtEnd)"
    }

    // MARK: Numbers

    static func ms(_ value: Double?) -> String { fixed(value, 2) }

    static func fixed(_ value: Double?, _ decimals: Int) -> String {
        guard let value, value.isFinite else { return "n/a" }
        return String(format: "%.\(decimals)f", value)
    }

    static func percent(_ value: Double?) -> String {
        value == nil ? "n/a" : fixed(value, 1) + " %"
    }

    static func mebibytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1_048_576, 1) + " MiB" }
}
