import Foundation
import SegueTools
import Testing

/// Numbers that are not finite or too large are errors at their token, with the limit they broke —
/// never a trap ("Double value cannot be converted to Int") or an allocation sized by the number.
/// The first cases are the crashers of issue 23, as a user wrote them.
@Suite struct ScriptLimitTests {
    nonisolated struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let line: Int
        let column: Int
        /// A part of the message that must appear.
        let says: String
        var testDescription: String { text.debugDescription }
    }

    nonisolated static let cases: [Case] = [
        // The crashers: infinity, a duration no Int can count samples of, a distance and a speed
        // that made a fling's duration infinite, and a duration that allocated 28.8 GB.
        Case(text: "drag from 1,1 to 9,9 over 1e999s", line: 1, column: 27,
             says: "the drag's duration can be at most 3600s, the longest a script may run (the longest recording), found \"1e999s\""),
        Case(text: "drag from 1,1 to 9,9 over 1e17s", line: 1, column: 27, says: "can be at most 3600s"),
        Case(text: "fling from 200,300 down 1e300 at 900pt/s", line: 1, column: 25,
             says: "a distance can be at most 100000 points, found \"1e300\""),
        Case(text: "fling from 200,300 down 240 at 1e-320pt/s", line: 1, column: 32,
             says: "a fling of 240 points at \"1e-320pt/s\" would last longer than 3600s, the longest a script may run; "
                 + "expected a speed of at least 0.06673pt/s"),
        Case(text: "move 10,10 over 1e7s", line: 1, column: 17, says: "the move's duration can be at most 3600s"),
        Case(text: "move 10,10 over 1e6s", line: 1, column: 17, says: "the move's duration can be at most 3600s"),
        // Every other kind of number.
        Case(text: "wait 1e999ms", line: 1, column: 6, says: "the wait can be at most 3600s"),
        Case(text: "wait until idle timeout 2h", line: 1, column: 25, says: "bad duration \"2h\""),
        Case(text: "wait until idle timeout 3601s", line: 1, column: 25, says: "the timeout can be at most 3600s"),
        Case(text: "at 1e999 key a", line: 1, column: 4, says: "a time after \"at\" can be at most 3600s"),
        Case(text: "move 1e300,20", line: 1, column: 6,
             says: "\"1e300\" in the point to move to is out of range; expected a number from -100000 to 100000"),
        Case(text: "press 20,-1e999", line: 1, column: 10, says: "\"-1e999\" in the point is out of range"),
        Case(text: "drag path 0,0 5,5 100001,0 over 1s", line: 1, column: 19, says: "in a point of the path is out of range"),
        Case(text: "fling from 99990,0 right 20 at 900pt/s", line: 1, column: 26,
             says: "the fling would end at 100010,0, outside the coordinates a script can reach"),
        Case(text: "fling from 0,0 to 10,0 at 1e999pt/s", line: 1, column: 27,
             says: "a speed can be at most 100000pt/s, found \"1e999pt/s\""),
        Case(text: "scroll 10,10 by 0,1e9", line: 1, column: 19,
             says: "\"1e9\" in the wheel steps dx,dy is out of range; expected a number from -1000 to 1000"),
        Case(text: "press button 99999999999999999999", line: 1, column: 14,
             says: "bad number \"99999999999999999999\"; expected a button number from 1 to 255"),
        Case(text: "release 1,1 button 256", line: 1, column: 20, says: "expected a button number from 1 to 255"),
        // Each number within its limit, but the script running past the longest recording.
        Case(text: "wait 3000s\nwait 3000s", line: 2, column: 1,
             says: "this wait would end at 6000.000 s, after 3600 s, the longest a script may run"),
        Case(text: "at 3599.99 drag from 0,0 to 5,5 over 1s", line: 1, column: 12, says: "this drag would end at 3600.990 s"),
    ]

    @Test(arguments: cases) func aNumberOutsideItsLimitIsAnErrorAtItsToken(_ c: Case) {
        // Precondition: the number at (line, column) is outside its limit.
        // Action
        let error = #expect(throws: InputScriptError.self) { try InputScript.parse(c.text, file: "big.txt") }
        // Assertion
        let said = error.map(String.init(describing:)) ?? ""
        #expect(error?.line == c.line, "\(said)")
        #expect(error?.column == c.column, "\(said)")
        #expect(error?.message.contains(c.says) == true, "\(said)")
    }

    @Test func numbersAtTheirLimitsAreAccepted() throws {
        // Precondition: every number exactly at its limit.
        let text = """
            move -100000,100000 over 600s
            fling from 0,0 to 100000,0 at 100000pt/s
            scroll 0,0 by -1000,1000
            press button 255
            release button 255
            wait until idle timeout 3600s
            at 3599 wait 1s
            """
        // Action
        let script = try InputScript.parse(text)
        // Assertion: parsed as written, and the script ends exactly at the longest a script may run.
        #expect(script.actions.count == 7)
        #expect(script.actions[0].kind == .move(to: CGPoint(x: -100_000, y: 100_000), over: 600, curve: .linear))
        #expect(script.actions[2].kind == .scroll(at: .zero, dx: -1000, dy: 1000))
        #expect(script.actions[3].kind == .press(at: nil, button: 255))
        #expect(script.duration == ScriptLimits.longestScript)
    }

    @Test func theLongestScriptIsTheLongestRecordingAndTheCapIsShorter() {
        // The constants `segue record` shares: --duration's bound and the cap without it.
        #expect(ScriptLimits.longestScript == 3600)
        #expect(ScriptLimits.recordingCap == 120)
    }
}
