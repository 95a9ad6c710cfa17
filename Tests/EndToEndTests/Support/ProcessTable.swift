import Foundation

/// What `/proc` says about processes: which ones a process started, and whether one still runs.
/// The tests of Segue's helpers (Xvfb, ffmpeg) find them here, as `ps` would.
enum ProcessTable {
    struct Entry: Equatable {
        let pid: pid_t
        /// The executable's name (`Xvfb`, `ffmpeg`, `sleep`), at most 15 characters.
        let name: String
    }

    /// The running children of `parent`.
    static func children(of parent: pid_t) -> [Entry] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return names.compactMap { pid_t($0) }.compactMap { pid in
            guard let stat = self.stat(pid), stat.parent == parent, stat.state != "Z" else { return nil }
            return Entry(pid: pid, name: stat.name)
        }.sorted { $0.pid < $1.pid }
    }

    /// Whether `pid` has ended: no such process, or a zombie its new parent has not reaped yet.
    static func isGone(_ pid: pid_t) -> Bool {
        guard let stat = stat(pid) else { return true }
        return stat.state == "Z" || stat.state == "X"
    }

    /// Polls until every one of `pids` has ended (true), or `polls` polls 50 ms apart passed (false).
    static func waitUntilGone(_ pids: [pid_t], polls: Int = 100) -> Bool {
        for _ in 0..<polls {
            if pids.allSatisfy(isGone) { return true }
            usleep(50_000)
        }
        return pids.allSatisfy(isGone)
    }

    /// Polls until `parent` has a child named each of `names` (its entries), or `polls` polls 50 ms
    /// apart passed (nil).
    static func waitForChildren(of parent: pid_t, named names: Set<String>, polls: Int = 400) -> [Entry]? {
        for _ in 0..<polls {
            let found = children(of: parent).filter { names.contains($0.name) }
            if Set(found.map(\.name)) == names { return found }
            usleep(50_000)
        }
        return nil
    }

    /// `PID (name) STATE PPID …` from `/proc/PID/stat`.
    private static func stat(_ pid: pid_t) -> (name: String, state: Character, parent: pid_t)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let state = fields[0].first, let parent = pid_t(fields[1]) else { return nil }
        return (String(text[text.index(after: open)..<close]), state, parent)
    }
}
