import Foundation

/// One sample of what a process has used so far: CPU time (user + system) since it started, and its
/// resident memory now, read from `/proc/<pid>/stat` and `/proc/<pid>/statm`. Two samples and the
/// wall time between them give a CPU percentage (`CPUMeter`); one sample gives the memory.
///
/// Linux only, like the rest of Segue; the parsing is separate (`ProcessUsage+Parsing.swift`) and
/// pure, so it is tested on literal lines rather than on whatever the test process happens to use.
public struct ProcessUsage: Equatable, Sendable {
    /// User plus system CPU time, in seconds (clock ticks over `sysconf(_SC_CLK_TCK)`).
    public var cpuSeconds: TimeInterval
    /// Resident set size in bytes (resident pages times the page size).
    public var residentBytes: Int

    public init(cpuSeconds: TimeInterval, residentBytes: Int) {
        self.cpuSeconds = cpuSeconds
        self.residentBytes = residentBytes
    }

    /// Samples process `pid`, or this process when nil. Throws `ProcessUsageError` naming the pid and
    /// the file when the process does not exist or a file is not in the expected format.
    public static func sample(pid: Int32? = nil) throws -> ProcessUsage {
        let pid = pid ?? getpid()
        let statPath = "/proc/\(pid)/stat", statmPath = "/proc/\(pid)/statm"
        let statText = try readProcFile(statPath, pid: pid)
        guard let ticks = cpuTicks(fromStat: statText) else {
            throw ProcessUsageError(pid: pid, file: statPath, reason: "unexpected contents \"\(statText.prefix(80))\"")
        }
        let statmText = try readProcFile(statmPath, pid: pid)
        guard let pages = residentPages(fromStatm: statmText) else {
            throw ProcessUsageError(pid: pid, file: statmPath, reason: "unexpected contents \"\(statmText.prefix(80))\"")
        }
        return ProcessUsage(cpuSeconds: Double(ticks.user + ticks.system) / Double(clockTicksPerSecond),
                            residentBytes: pages * pageSize)
    }

    /// The kernel's USER_HZ, the unit of `utime` and `stime` (100 on every mainstream Linux).
    static var clockTicksPerSecond: Int { max(Int(sysconf(Int32(_SC_CLK_TCK))), 1) }

    static var pageSize: Int { Int(sysconf(Int32(_SC_PAGESIZE))) }

    /// The whole text of a `/proc` file. Read with `read(2)` until end of file because procfs files
    /// report a size of 0, which readers that trust the size take for an empty file.
    private static func readProcFile(_ path: String, pid: Int32) throws -> String {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            let reason = errno == ENOENT ? "no such process \(pid)" : String(cString: strerror(errno))
            throw ProcessUsageError(pid: pid, file: path, reason: reason)
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                // The process exited between open and read: procfs answers ESRCH.
                let reason = errno == ESRCH ? "no such process \(pid)" : String(cString: strerror(errno))
                throw ProcessUsageError(pid: pid, file: path, reason: reason)
            }
            if n == 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
