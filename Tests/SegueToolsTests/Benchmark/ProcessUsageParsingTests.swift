import Testing
@testable import SegueTools

/// `/proc/<pid>/stat` and `/proc/<pid>/statm` parsed from literal lines: the command name may hold
/// anything, so fields count from its last `)`.
@Suite struct ProcessUsageParsingTests {
    @Test func userAndSystemTicksOfAPlainLine() {
        // Precondition: an Xvfb that has used 73.11 s of user and 24.68 s of system time.
        let line = "1234 (Xvfb) S 1 1234 1234 0 -1 4194560 2048 0 3 0 7311 2468 0 0 20 0 1 0 5120 "
            + "215093248 6021 18446744073709551615 1 1 0 0 0 0 0 4096 16384 0 0 0 17 2 0 0 0 0 0\n"
        // Action
        let ticks = ProcessUsage.cpuTicks(fromStat: line)
        // Assertion
        #expect(ticks?.user == 7311)
        #expect(ticks?.system == 2468)
    }

    @Test func aCommandNameWithSpacesAndParentheses() {
        // Precondition: the name "tmux: 9 9) 9 9" — counted from its first ")" the fields would be
        // two off and utime would read 0.
        let line = "77 (tmux: 9 9) 9 9) R 1 77 77 0 -1 4194304 120 0 0 0 45 6 0 0 20 0 1 0 999 1 1 1"
        // Action
        let ticks = ProcessUsage.cpuTicks(fromStat: line)
        // Assertion
        #expect(ticks?.user == 45)
        #expect(ticks?.system == 6)
    }

    @Test func aNameOfParenthesesAlone() {
        // Precondition: the name "()) (" in a stat line.
        let line = "5 (()) () S 2 0 0 0 -1 69238880 0 0 0 0 3 11 0 0 0 -20 1 0 14 0 0"
        // Action / Assertion
        #expect(ProcessUsage.cpuTicks(fromStat: line).map { [$0.user, $0.system] } == [3, 11])
    }

    @Test func whatIsNotAStatLineParsesToNil() {
        #expect(ProcessUsage.cpuTicks(fromStat: "") == nil)
        // No parenthesis at all.
        #expect(ProcessUsage.cpuTicks(fromStat: "1234 Xvfb S 1 1234 1234 0 -1 4194560 2048 0 3 0 7311 2468") == nil)
        // Cut off before stime.
        #expect(ProcessUsage.cpuTicks(fromStat: "1234 (Xvfb) S 1 1234 1234 0 -1 4194560 2048 0 3 0 7311") == nil)
        // A field that is not a number where utime belongs.
        #expect(ProcessUsage.cpuTicks(fromStat: "1 (x) S 1 1 1 0 -1 0 0 0 0 0 lots 2 0 0") == nil)
    }

    @Test func residentPagesAreTheSecondStatmField() {
        // Precondition / Action / Assertion: size 10240, resident 2513, shared 1024 … pages.
        #expect(ProcessUsage.residentPages(fromStatm: "10240 2513 1024 12 0 3000 0\n") == 2513)
        #expect(ProcessUsage.residentPages(fromStatm: "10240") == nil)
        #expect(ProcessUsage.residentPages(fromStatm: "") == nil)
    }
}
