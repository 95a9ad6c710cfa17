import Foundation

/// The two `/proc` formats `ProcessUsage` reads, parsed as pure functions of the files' text.
///
/// `/proc/<pid>/stat` is one line: `pid (comm) state ppid … utime stime …` (proc(5)). The command
/// name `comm` is whatever the process called itself — it may hold spaces and parentheses, even
/// `)` followed by more text — so fields are counted after the *last* `)` on the line, where the
/// kernel's own fields start; `utime` and `stime` are the 12th and 13th of those (fields 14 and 15 of
/// the whole line).
///
/// `/proc/<pid>/statm` is `size resident shared text lib data dt`, all in pages.
extension ProcessUsage {
    /// User and system CPU time in clock ticks, or nil when the text is not a stat line.
    public static func cpuTicks(fromStat text: String) -> (user: Int, system: Int)? {
        guard let commEnd = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: commEnd)...].split(whereSeparator: { $0 == " " || $0 == "\n" })
        // state(0) ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime(11) stime(12)
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]),
              user >= 0, system >= 0 else { return nil }
        return (user, system)
    }

    /// Resident pages, or nil when the text is not a statm line.
    public static func residentPages(fromStatm text: String) -> Int? {
        let fields = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count >= 2, let pages = Int(fields[1]), pages >= 0 else { return nil }
        return pages
    }
}
