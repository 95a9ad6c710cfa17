import Foundation
import SegueTools

/// CPU time used so far by the client (this process) and, when its pid is known, the X server,
/// sampled together with the wall time: two samples make a stage's CPU figures, and the samples
/// around the baseline's replays let a stage leave them out.
struct ProcessPairUsage {
    var client: ProcessUsage
    var server: ProcessUsage?
    var wall: TimeInterval

    static func sample(serverPID: Int32?, now: TimeInterval) throws -> ProcessPairUsage {
        ProcessPairUsage(client: try ProcessUsage.sample(), server: try serverPID.map { try ProcessUsage.sample(pid: $0) },
                         wall: now)
    }

    /// CPU seconds and wall time from `start` to `self`.
    func since(_ start: ProcessPairUsage) -> Spent {
        Spent(client: client.cpuSeconds - start.client.cpuSeconds,
              server: server.flatMap { s in start.server.map { s.cpuSeconds - $0.cpuSeconds } },
              wall: wall - start.wall)
    }

    /// CPU seconds of each process and the wall time they were spent in.
    struct Spent {
        var client: TimeInterval = 0
        var server: TimeInterval? = 0
        var wall: TimeInterval = 0

        static func - (a: Spent, b: Spent) -> Spent {
            Spent(client: a.client - b.client, server: a.server.flatMap { s in b.server.map { s - $0 } }, wall: a.wall - b.wall)
        }

        static func += (a: inout Spent, b: Spent) {
            a.client += b.client
            a.server = a.server.flatMap { s in b.server.map { s + $0 } }
            a.wall += b.wall
        }

        /// Percent of one core over the wall time.
        var cpu: BenchmarkReport.CPU? {
            guard wall > 0 else { return nil }
            return .init(clientPercent: max(0, client) / wall * 100, serverPercent: server.map { max(0, $0) / wall * 100 })
        }

        /// Server CPU per frame, in milliseconds.
        func serverMilliseconds(perFrames frames: Int) -> Double? {
            guard frames > 0, let server else { return nil }
            return max(0, server) / Double(frames) * 1000
        }
    }
}
