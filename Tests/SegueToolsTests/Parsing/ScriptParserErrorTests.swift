import Foundation
import SegueTools
import Testing

/// Malformed scripts fail with `file:line:column: message`, the column on the offending token (or on
/// the bad part of it, or just after the last token when the line ends too soon), and a message that
/// says what was found and what was expected.
@Suite struct ScriptParserErrorTests {
    nonisolated struct Case: CustomTestStringConvertible, Sendable {
        let text: String
        let line: Int
        let column: Int
        /// A part of the message that must appear.
        let says: String
        var testDescription: String { text.debugDescription }
    }

    nonisolated static let cases: [Case] = [
        // Unknown action, at the first and at a later, indented line.
        Case(text: "jump 10,20", line: 1, column: 1, says: "unknown action \"jump\"; expected move, press"),
        Case(text: "tap 1,2\n   jmp", line: 2, column: 4, says: "unknown action \"jmp\""),
        Case(text: "\"tap\"", line: 1, column: 1, says: "expected an action"),
        // Bad numbers point at the bad coordinate.
        Case(text: "move 300,4x0", line: 1, column: 10, says: "bad number \"4x0\""),
        Case(text: "press 3o0,20", line: 1, column: 7, says: "bad number \"3o0\""),
        Case(text: "move 300", line: 1, column: 6, says: "bad point \"300\"; expected the point to move to as x,y"),
        Case(text: "move 300, 420", line: 1, column: 6, says: "no blank after the comma"),
        Case(text: "press 1,1 button 0", line: 1, column: 18, says: "bad number \"0\"; expected a button number"),
        // Missing words.
        Case(text: "drag from 100,200 300,400 over 1s", line: 1, column: 19,
             says: "expected \"to\" after the start point, found \"300,400\""),
        Case(text: "drag from 100,200", line: 1, column: 18,
             says: "expected \"to\" after the start point, found the end of the line"),
        Case(text: "drag 100,200 to 1,1 over 1s", line: 1, column: 6, says: "expected \"from\" or \"path\" after \"drag\""),
        Case(text: "drag path 1,1 over 1s", line: 1, column: 15, says: "a path needs at least two points"),
        Case(text: "fling from 1,1 down 60", line: 1, column: 23, says: "expected \"at\" and a release speed"),
        Case(text: "fling from 1,1 sideways 60 at 9pt/s", line: 1, column: 16,
             says: "expected \"to\" or a direction (up, down, left, right)"),
        Case(text: "fling from 1,1 to 1,1 at 9pt/s", line: 1, column: 16, says: "a fling must move"),
        Case(text: "tap", line: 1, column: 4, says: "expected what to tap"),
        Case(text: "tap id present", line: 1, column: 8, says: "expected a quoted accessibility identifier"),
        Case(text: "at", line: 1, column: 3, says: "expected a time after \"at\""),
        Case(text: "scroll 1,1 0,3", line: 1, column: 12, says: "expected \"by\""),
        // Units.
        Case(text: "wait 0.5sec", line: 1, column: 6, says: "bad duration \"0.5sec\"; expected a number of seconds like 0.5s or 500ms"),
        Case(text: "wait 2", line: 1, column: 6, says: "expected a unit, as in 2s or 2ms"),
        Case(text: "drag from 0,0 to 1,1 over 3min", line: 1, column: 27, says: "bad duration \"3min\""),
        Case(text: "wait -1s", line: 1, column: 6, says: "cannot be negative"),
        Case(text: "fling from 1,1 down 60 at 900", line: 1, column: 27, says: "bad speed \"900\"; expected points per second"),
        Case(text: "fling from 1,1 down 60 at 0pt/s", line: 1, column: 27, says: "a speed must be greater than 0"),
        // Curves.
        Case(text: "drag from 0,0 to 1,1 over 3s bounce", line: 1, column: 30,
             says: "unknown curve \"bounce\"; expected linear, easeIn, easeOut or easeInOut"),
        // Strings.
        Case(text: "tap \"Present", line: 1, column: 5, says: "unterminated string; expected a closing \""),
        Case(text: "tap \"a\\\"", line: 1, column: 5, says: "unterminated string"),
        Case(text: "tap \"a\\qb\"", line: 1, column: 7, says: "unknown escape in string"),
        // Extra tokens; columns count characters, so "é" is one.
        Case(text: "cancel now", line: 1, column: 8, says: "unexpected \"now\"; expected the end of the line"),
        Case(text: "wait 1s 2s", line: 1, column: 9, says: "unexpected \"2s\""),
        Case(text: "tap \"café\" extra", line: 1, column: 12, says: "unexpected \"extra\""),
        // Keys.
        Case(text: "key hyper+a", line: 1, column: 5, says: "unknown modifier \"hyper\"; expected shift, control, alt or command"),
        Case(text: "key shift+foo", line: 1, column: 11, says: "unknown key \"foo\""),
        Case(text: "key control+ \"a\"", line: 1, column: 13, says: "quoted character right after \"+\""),
        Case(text: "keydown", line: 1, column: 8, says: "expected a key"),
        Case(text: "hold shift+hyper", line: 1, column: 12, says: "unknown modifier \"hyper\" after \"hold\""),
        Case(text: "hold", line: 1, column: 5, says: "expected the modifiers to hold"),
        // The timeline cannot go back.
        Case(text: "wait 2s\nat 1 key a", line: 2, column: 4,
             says: "time \"1\" is before the previous action ends; expected at least 2.000"),
    ]

    @Test(arguments: cases) func pointsAtTheOffendingToken(_ c: Case) {
        // Precondition: the text is malformed at (line, column).
        // Action
        let error = #expect(throws: InputScriptError.self) { try InputScript.parse(c.text, file: "bad.txt") }
        // Assertion
        #expect(error?.file == "bad.txt")
        #expect(error?.line == c.line, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.column == c.column, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.message.contains(c.says) == true, "\(error.map(String.init(describing:)) ?? "")")
    }

    @Test func descriptionIsFileLineColumnMessage() {
        // Precondition / action
        let error = #expect(throws: InputScriptError.self) { try InputScript.parse("wait 1s\nwait 1 s", file: "waits.txt") }
        // Assertion
        #expect(error?.description == "waits.txt:2:6: bad duration \"1\"; expected a unit, as in 1s or 1ms")
    }

    @Test func theDefaultFileNameIsScript() {
        let error = #expect(throws: InputScriptError.self) { try InputScript.parse("hop") }
        #expect(error?.description.hasPrefix("<script>:1:1: unknown action") == true)
    }
}
