@testable import UIKit
import Foundation
import SegueTools
import Testing

/// Combining marks next to the script's syntax: a mark after a quote, a backslash or the `}` of an
/// escape joins it into one character, and the string must still end where its quote is. Found by
/// `scripts/fuzz`: a key that typed U+0014 then U+0301 was written as `"\u{14}́"`, which did not parse.
@Suite struct CombiningMarkTests {
    /// Keys whose characters put a combining acute (U+0301) after each piece of string syntax.
    nonisolated static let characters = ["\u{14}\u{301}", "\\\u{301}", "\"\u{301}", "\u{301}", "a\u{301}\u{301}"]

    @Test(arguments: characters) func aWrittenKeyParsesBackToTheSameKey(_ typed: String) throws {
        // Precondition: the writer's line for a key that typed `typed`.
        let key = UIKey(keyCode: .other, characters: typed)
        let writer = InputScriptWriter()
        writer.record(.keyDown(key, time: 0))
        // Action
        let script = try InputScript.parse(writer.text, file: "marks.txt")
        // Assertion
        #expect(script.actions.map(\.kind) == [.keyDown(key)], "\(writer.text.debugDescription)")
    }

    @Test func columnsStillCountCharacters() {
        // Precondition: a combining mark on the opening quote; the error is after the string.
        let text = "tap \"\u{301}é\" extra"
        // Action
        let error = #expect(throws: InputScriptError.self) { try InputScript.parse(text) }
        // Assertion: the string `"́é"` is three characters from column 5 (`"́`, `é`, `"`), so the
        // word after it starts at column 9.
        #expect(error?.column == 9, "\(error.map(String.init(describing:)) ?? "")")
        #expect(error?.message.hasPrefix("unexpected \"extra\"") == true)
    }
}
