@testable import UIKit
import Foundation
import SegueTools
import Testing

/// Error messages quote the script's text in at most 40 characters, escaped: a 1 MB token gives a
/// one-line message, and control characters (ESC, NUL) reach the terminal as `\u{…}`, never raw.
extension SharedState {
    @Suite struct ErrorExcerptTests {
        /// Whether `text` has a control or format character a terminal would act on.
        private func hasRawControl(_ text: String) -> Bool {
            text.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format }
        }

        @Test func aMegabyteTokenIsQuotedInFortyCharacters() {
            // Precondition: an unknown action a million characters long.
            let token = String(repeating: "x", count: 1_000_000)
            // Action
            let error = #expect(throws: InputScriptError.self) { try InputScript.parse(token + " 1,1", file: "long.txt") }
            // Assertion: its first 40 characters, then "…", and the message is short.
            let message = error?.message ?? ""
            #expect(message.hasPrefix("unknown action \"" + String(repeating: "x", count: 40) + "…\"; expected move"), "\(message.prefix(200))")
            #expect(message.count < 200, "\(message.count) characters")
        }

        @Test func escapeAndNULAreWrittenAsEscapes() {
            // Precondition: a word with ESC [ 2 J (clear the screen) and a NUL in it.
            let text = "key shift+\u{1B}[2J\u{0}a"
            // Action
            let error = #expect(throws: InputScriptError.self) { try InputScript.parse(text, file: "esc.txt") }
            // Assertion
            let description = error.map(String.init(describing:)) ?? ""
            #expect(description == "esc.txt:1:11: unknown key \"\\u{1B}[2J\\u{0}a\"; expected escape, return, space, tab, "
                    + "backspace, left, right, up, down, home, end, pageup, pagedown, delete, a letter or digit, "
                    + "or a quoted character like \".\"", "\(description)")
            #expect(!hasRawControl(description))
        }

        @Test func escapesCountTowardTheFortyCharacters() {
            // Precondition: a quoted string of 100 NULs, out of place after a tap target.
            let text = "tap 1,1 \"" + String(repeating: "\\u{0}", count: 100) + "\""
            // Action
            let error = #expect(throws: InputScriptError.self) { try InputScript.parse(text) }
            // Assertion: eight escapes of five characters fill the forty.
            #expect(error?.message == "unexpected \"" + String(repeating: "\\u{0}", count: 8) + "…\"; expected the end of the line (or a # comment)",
                    "\(error?.message ?? "")")
        }

        @Test func bidirectionalOverridesAreShownNotObeyed() {
            // Precondition: a right-to-left override, which would reverse the rest of the terminal line.
            let error = #expect(throws: InputScriptError.self) { try InputScript.parse("hop\u{202E}pots") }
            // Assertion
            #expect(error?.message.hasPrefix("unknown action \"hop\\u{202E}pots\"") == true, "\(error?.message ?? "")")
        }

        @Test func aPlaybackFailureQuotesALongLabelInFortyCharacters() throws {
            try withPlaybackStage { stage in
                // Precondition: a tap on a label of 10 000 characters, with an ESC, that is not on screen.
                let label = "\u{1B}" + String(repeating: "L", count: 10_000)
                let script = try InputScript.parse("tap label " + "\"\\u{1B}" + String(repeating: "L", count: 10_000) + "\"")
                #expect(script.actions.first?.kind == .tap(.label(label)))
                // Action
                let player = stage.play(script)
                // Assertion
                let message = player.failure?.message ?? ""
                #expect(message == "tap: no visible label or button titled \"\\u{1B}" + String(repeating: "L", count: 34)
                        + "…\" in the key window", "\(message)")
            }
        }
    }
}
