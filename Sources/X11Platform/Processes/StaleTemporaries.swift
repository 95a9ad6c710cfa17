// Files a Segue process left behind because it died before it could remove them.

import Foundation

/// Removes the temporaries of Segue processes that no longer run.
///
/// Every file Segue writes goes under a hidden name beside its destination until it is complete
/// (`AtomicFile`) — `.clip.mp4.segue-PID.tmp`, `.clip.mp4.json.segue-PID.tmp` for its sidecar,
/// `.frames.segue-PID.tmp/` (with `.old` while it replaces a previous recording on a file system
/// that cannot exchange two directories) — because only a file on the same file system can be
/// renamed into place in one step. (`.tmp.json` is how earlier versions named a sidecar's.) Helper
/// logs go to the temporary directory as `segue-ffmpeg-PID.log` and `segue-xvfb-PID-N.log`. A
/// process that ends normally, by a signal or because the X server went away removes its own; one
/// that crashed or was killed with SIGKILL cannot, so the next recording into the same directory
/// (and the next helper started) removes those whose PID no longer runs.
///
/// The name carries the PID so that two recordings running at once never touch each other's files,
/// and so that a stale one can be told apart from a live one. A PID reused by another process keeps
/// its stale file until that process ends too: when unsure, keep.
public enum StaleTemporaries {
    /// Removes the stale recording temporaries in the directory that holds `path`. Returns the
    /// names it removed.
    @discardableResult
    public static func removeBeside(_ path: String) -> [String] {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return remove(in: directory) { recordingOwner(of: $0) }
    }

    /// Removes the stale helper logs in the temporary directory. Returns the names it removed.
    @discardableResult
    public static func removeLogs(in directory: String = NSTemporaryDirectory()) -> [String] {
        remove(in: directory) { logOwner(of: $0) }
    }

    /// The PID in a recording temporary's name: `.NAME.segue-PID.tmp`, optionally followed by
    /// `.json` or `.old`; nil for any other name.
    static func recordingOwner(of name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".segue-", options: .backwards) else { return nil }
        var rest = name[marker.upperBound...]
        for suffix in [".tmp.json", ".tmp.old", ".tmp"] where rest.hasSuffix(suffix) {
            rest = rest.dropLast(suffix.count)
            return pid(rest)
        }
        return nil
    }

    /// The PID in a helper log's name: `segue-ffmpeg-PID.log` or `segue-xvfb-PID-N.log`; nil for
    /// any other name.
    static func logOwner(of name: String) -> pid_t? {
        guard name.hasSuffix(".log") else { return nil }
        let stem = name.dropLast(".log".count)
        if stem.hasPrefix("segue-ffmpeg-") { return pid(stem.dropFirst("segue-ffmpeg-".count)) }
        if stem.hasPrefix("segue-xvfb-") {
            let parts = stem.dropFirst("segue-xvfb-".count).split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 2, pid(parts[1]) != nil else { return nil }
            return pid(parts[0])
        }
        return nil
    }

    /// Whether `pid` is a process that still runs (a zombie, dead but not yet reaped, does not).
    public static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 || errno == EPERM else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.range(of: ")", options: .backwards) else { return true }
        // `PID (comm) STATE …`: the command may itself hold parentheses, so the last one ends it.
        return stat[close.upperBound...].trimmingCharacters(in: .whitespaces).first != "Z"
    }

    private static func pid<S: StringProtocol>(_ digits: S) -> pid_t? {
        guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let value = pid_t(digits), value > 0 else { return nil }
        return value
    }

    private static func remove(in directory: String, owner: (String) -> pid_t?) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var removed: [String] = []
        for name in names.sorted() {
            guard let pid = owner(name), pid != getpid(), !isRunning(pid) else { continue }
            let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
            if (try? FileManager.default.removeItem(atPath: path)) != nil { removed.append(name) }
        }
        return removed
    }
}
