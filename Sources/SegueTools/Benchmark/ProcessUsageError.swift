import Foundation

/// Why a process's usage could not be read: which pid, which `/proc` file, and what went wrong —
/// `cannot read /proc/4242/stat: no such process 4242`. The usual cause is a process that has
/// exited (or never existed), for instance an X server that died mid-benchmark.
public struct ProcessUsageError: Error, CustomStringConvertible, Equatable {
    public let pid: Int32
    /// The full path, e.g. `/proc/4242/statm`.
    public let file: String
    public let reason: String

    public init(pid: Int32, file: String, reason: String) {
        self.pid = pid
        self.file = file
        self.reason = reason
    }

    public var description: String { "cannot read \(file): \(reason)" }
}
