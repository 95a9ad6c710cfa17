@testable import UIKit
import Foundation
import SegueTools
import Testing

/// The keys a text field moves with (home, end, pageup, pagedown, delete) and `type "text"`, which
/// strokes any characters one key at a time: parsed, played, written back by the recorder and
/// parsed again to the same keys.
extension SharedState {
    @Suite struct ScriptTypingTests {
        private func kind(_ line: String) throws -> ScriptAction.Kind {
            let script = try InputScript.parse(line)
            try #require(script.actions.count == 1)
            return script.actions[0].kind
        }

        @Test func textFieldKeysParseToTheirCodesAndCharacters() throws {
            #expect(try kind("key home") == .key(UIKey(keyCode: .keyboardHome, characters: "")))
            #expect(try kind("key End") == .key(UIKey(keyCode: .keyboardEnd, characters: "")))
            #expect(try kind("keydown shift+pageup") == .keyDown(UIKey(keyCode: .keyboardPageUp, characters: "", modifierFlags: .shift)))
            #expect(try kind("keyup pagedown") == .keyUp(UIKey(keyCode: .keyboardPageDown, characters: "")))
            #expect(try kind("key delete") == .key(UIKey(keyCode: .keyboardDeleteForward, characters: "\u{7F}")))
        }

        @Test func controlCharactersKeepTheLetterIgnoringModifiers() throws {
            // A recorded Ctrl+A is written as control+"\u{1}"; replayed, it still says "a" ignoring Control.
            let key = UIKey(keyCode: .other, characters: "\u{1}", modifierFlags: .control, charactersIgnoringModifiers: "a")
            #expect(try kind("key control+\"\\u{1}\"") == .key(key))
        }

        @Test func typeTakesAStrokePerCharacter() throws {
            // Precondition / action
            let text = "Привет 你好 ciao"
            let typed = try kind("type \"\(text)\"")
            // Assertion: 14 characters, two events and 0.1 s each.
            #expect(typed == .type(text))
            #expect(typed.eventCount == 28)
            #expect(abs(typed.duration - 1.4) < 1e-9)
            let script = try InputScript.parse("type \"ab\"\nkey escape")
            #expect(abs(script.actions[1].time - 0.2) < 1e-9)
        }

        @Test(arguments: [("type \"\"", "empty text"), ("type", "quoted text to type"), ("type home", "quoted text to type")])
        func typeNeedsQuotedText(_ line: String, _ says: String) {
            let error = #expect(throws: InputScriptError.self) { try InputScript.parse(line) }
            #expect(error?.message.contains(says) == true, "\(error.map(String.init(describing:)) ?? "")")
        }

        @Test func unknownKeysListTheNewNames() {
            let error = #expect(throws: InputScriptError.self) { try InputScript.parse("key insert") }
            #expect(error?.message.contains("pageup, pagedown, delete") == true, "\(error.map(String.init(describing:)) ?? "")")
        }

        @Test func typedTextAndNewKeysRoundTripThroughTheWriter() throws {
            try withPlaybackStage { stage in
                // Precondition: typing in three scripts plus the new keys.
                let source = "type \"Привет 你好 ciao\\t👋🏽\\n\"\nkey home\nkey shift+end\nkey pageup\nkey pagedown\nkey delete\n"
                let first = try InputScript.parse(source)

                // Action: play it, record what was sent, parse the recording and play that.
                @MainActor func play(_ script: InputScript) -> [PlatformEvent] {
                    var sent: [PlatformEvent] = []
                    let player = ScriptPlayer(script: script, application: stage.app) { sent.append($0) }
                    player.advance(to: 100)
                    return sent
                }
                let played = play(first)
                let writer = InputScriptWriter()
                for event in played { writer.record(event) }
                let replayed = play(try InputScript.parse(writer.text))

                // Assertion: one press per character typing it, the named keys by name, and the
                // same keys again after the round trip.
                let downs = played.compactMap { e -> UIKey? in if case .keyDown(let k, _) = e { return k }; return nil }
                #expect(downs.prefix(17).map(\.characters).joined() == "Привет 你好 ciao\t👋🏽\r")
                #expect(downs[6].keyCode == .keyboardSpacebar && downs[14].keyCode == .keyboardTab)
                #expect(writer.text.contains("keydown \"П\"") && writer.text.contains("keydown home")
                        && writer.text.contains("keydown shift+end") && writer.text.contains("keyup delete"))
                let keys = { (events: [PlatformEvent]) in
                    events.compactMap { e -> String? in
                        switch e {
                        case .keyDown(let k, _): return "down \(k)"
                        case .keyUp(let k, _): return "up \(k)"
                        default: return nil
                        }
                    }
                }
                #expect(keys(played).count == 44)
                #expect(keys(replayed) == keys(played))
            }
        }
    }
}
