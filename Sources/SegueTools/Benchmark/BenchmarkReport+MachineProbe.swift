import Foundation

/// Reading the `Machine` a run happens on from the system. The X server vendor is passed in: this
/// module never opens a display.
extension BenchmarkReport.Machine {
    /// This machine, with `xServerVendor` as the platform reported it.
    public static func current(xServerVendor: String?) -> BenchmarkReport.Machine {
        let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        return BenchmarkReport.Machine(hostname: ProcessInfo.processInfo.hostName,
                                       cpuModel: cpuinfo.flatMap(cpuModel(fromCPUInfo:)),
                                       coreCount: ProcessInfo.processInfo.activeProcessorCount,
                                       kernel: kernelName(),
                                       xServerVendor: xServerVendor)
    }

    /// The first `model name : …` of /proc/cpuinfo's text, trimmed; nil when there is none.
    public static func cpuModel(fromCPUInfo text: String) -> String? {
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "model name" else { continue }
            let model = parts[1].trimmingCharacters(in: .whitespaces)
            return model.isEmpty ? nil : model
        }
        return nil
    }

    /// `uname -sr`.
    static func kernelName() -> String {
        var names = utsname()
        guard uname(&names) == 0 else { return "unknown" }
        return string(of: names.sysname) + " " + string(of: names.release)
    }

    /// A fixed-size C char array of `utsname`, imported as a tuple, as a Swift string.
    private static func string<Tuple>(of field: Tuple) -> String {
        withUnsafeBytes(of: field) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
}
