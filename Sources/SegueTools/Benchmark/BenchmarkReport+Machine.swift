import Foundation

extension BenchmarkReport {
    /// The machine and display a run measured on: figures from different machines are not
    /// comparable, so every report says which it was.
    public struct Machine: Codable, Equatable, Sendable {
        public var hostname: String
        /// `model name` from /proc/cpuinfo; nil where the kernel does not give one (some ARM boards).
        public var cpuModel: String?
        public var coreCount: Int
        /// `uname` system name and release, e.g. `Linux 6.8.0-45-generic`.
        public var kernel: String
        /// `ServerVendor()` of the display, e.g. `The X.Org Foundation`; nil when no display was opened.
        public var xServerVendor: String?

        public init(hostname: String, cpuModel: String?, coreCount: Int, kernel: String, xServerVendor: String?) {
            self.hostname = hostname
            self.cpuModel = cpuModel
            self.coreCount = coreCount
            self.kernel = kernel
            self.xServerVendor = xServerVendor
        }
    }
}
