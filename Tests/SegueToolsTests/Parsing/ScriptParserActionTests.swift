@testable import UIKit
import Foundation
import SegueTools
import Testing

/// Every action of the format parses to the values written, and lands on the script's timeline
/// where the previous action ends (or where `at` puts it).
@Suite struct ScriptParserActionTests {
    /// The kind of the only action in `line`.
    private func kind(_ line: String) throws -> ScriptAction.Kind {
        let script = try InputScript.parse(line)
        try #require(script.actions.count == 1)
        return script.actions[0].kind
    }

    @Test func moveAtOnceAndOverADurationWithACurve() throws {
        #expect(try kind("move 300,420") == .move(to: CGPoint(x: 300, y: 420), over: 0, curve: .linear))
        #expect(try kind("move -12.5,7 over 250ms easeIn")
                == .move(to: CGPoint(x: -12.5, y: 7), over: 0.25, curve: .easeIn))
    }

    @Test func pressAndReleaseWithAndWithoutAPointAndButton() throws {
        #expect(try kind("press") == .press(at: nil, button: 1))
        #expect(try kind("press 10,20") == .press(at: CGPoint(x: 10, y: 20), button: 1))
        #expect(try kind("release 30.25,40 button 3") == .release(at: CGPoint(x: 30.25, y: 40), button: 3))
        #expect(try kind("release button 2") == .release(at: nil, button: 2))
    }

    @Test func dragFromToWithEachCurve() throws {
        let from = CGPoint(x: 100, y: 200), to = CGPoint(x: 300, y: 260)
        #expect(try kind("drag from 100,200 to 300,260 over 0.4s") == .drag(path: [from, to], over: 0.4, curve: .linear))
        for curve in ScriptCurve.allCases {
            #expect(try kind("drag from 100,200 to 300,260 over 400ms \(curve.rawValue)")
                    == .drag(path: [from, to], over: 0.4, curve: curve))
        }
        // Curve names ignore case, like every keyword.
        #expect(try kind("DRAG FROM 100,200 TO 300,260 OVER 0.4s EASEINOUT") == .drag(path: [from, to], over: 0.4, curve: .easeInOut))
    }

    @Test func dragAlongAnExplicitPath() throws {
        #expect(try kind("drag path 100,100 160,100 160,180 over 0.1s easeOut")
                == .drag(path: [CGPoint(x: 100, y: 100), CGPoint(x: 160, y: 100), CGPoint(x: 160, y: 180)],
                         over: 0.1, curve: .easeOut))
    }

    @Test func flingInADirectionAndToAPoint() throws {
        #expect(try kind("fling from 300,300 down 60 at 900pt/s")
                == .fling(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 360), speed: 900))
        #expect(try kind("fling from 300,300 up 60pt at 900pt/s")
                == .fling(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 300, y: 240), speed: 900))
        #expect(try kind("fling from 300,300 left 25 at 80pt/s")
                == .fling(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 275, y: 300), speed: 80))
        #expect(try kind("fling from 300,300 right 25 at 80pt/s")
                == .fling(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 325, y: 300), speed: 80))
        #expect(try kind("fling from 100,100 to 260,220 at 1000pt/s")
                == .fling(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 260, y: 220), speed: 1000))
    }

    @Test func flingLastsItsDistanceOverItsSpeed() throws {
        // Precondition / action
        let script = try InputScript.parse("fling from 100,100 to 260,220 at 1000pt/s\nkey escape")
        // Assertion: 200 pt at 1000 pt/s takes 0.2 s; the key starts then.
        #expect(abs(script.actions[0].duration - 0.2) < 1e-12)
        #expect(abs(script.actions[1].time - 0.2) < 1e-12)
    }

    @Test func tapAPointAnIdentifierOrALabel() throws {
        #expect(try kind("tap 120,340") == .tap(.point(CGPoint(x: 120, y: 340))))
        #expect(try kind("tap \"Present\"") == .tap(.identifierOrLabel("Present")))
        #expect(try kind("tap id \"present-button\"") == .tap(.identifier("present-button")))
        #expect(try kind("tap label \"Say \\\"hi\\\"\"") == .tap(.label("Say \"hi\"")))
    }

    @Test func namedKeysTypeWhatX11Reports() throws {
        let expected: [(String, UIKeyboardHIDUsage, String)] = [
            ("escape", .keyboardEscape, "\u{1B}"), ("return", .keyboardReturnOrEnter, "\r"),
            ("space", .keyboardSpacebar, " "), ("tab", .keyboardTab, "\t"),
            ("backspace", .keyboardDeleteOrBackspace, "\u{8}"), ("left", .keyboardLeftArrow, ""),
            ("right", .keyboardRightArrow, ""), ("up", .keyboardUpArrow, ""), ("down", .keyboardDownArrow, ""),
        ]
        for (name, code, characters) in expected {
            #expect(try kind("key \(name)") == .key(UIKey(keyCode: code, characters: characters)), "\(name)")
        }
    }

    @Test func lettersModifiersQuotedCharactersAndChars() throws {
        #expect(try kind("key s") == .key(UIKey(keyCode: .other, characters: "s")))
        #expect(try kind("key 7") == .key(UIKey(keyCode: .other, characters: "7")))
        #expect(try kind("keydown shift+a") == .keyDown(UIKey(keyCode: .other, characters: "A", modifierFlags: .shift)))
        #expect(try kind("keyup ctrl+alt+escape")
                == .keyUp(UIKey(keyCode: .keyboardEscape, characters: "\u{1B}", modifierFlags: [.control, .alternate])))
        #expect(try kind("key \".\"") == .key(UIKey(keyCode: .other, characters: ".")))
        #expect(try kind("key control+\"\\u{1}\"")
                == .key(UIKey(keyCode: .other, characters: "\u{1}", modifierFlags: .control, charactersIgnoringModifiers: "a")))
        #expect(try kind("key command+tab chars \"\"")
                == .key(UIKey(keyCode: .keyboardTab, characters: "", modifierFlags: .command)))
    }

    @Test func scrollAndCancel() throws {
        #expect(try kind("scroll 200,150 by 0,-3") == .scroll(at: CGPoint(x: 200, y: 150), dx: 0, dy: -3))
        #expect(try kind("cancel") == .cancel)
    }

    @Test func heldModifiers() throws {
        #expect(try kind("hold shift") == .hold(.shift))
        #expect(try kind("hold shift+ctrl+alt") == .hold([.shift, .control, .alternate]))
        #expect(try kind("hold none") == .hold([]))
        // One event, taking no time.
        #expect(ScriptAction.Kind.hold(.shift).eventCount == 1)
        #expect(ScriptAction.Kind.hold(.shift).duration == 0)
    }

    @Test func waitsInSecondsOrMillisecondsAndUntilIdle() throws {
        #expect(try kind("wait 0.5s") == .wait(0.5))
        #expect(try kind("wait 1250ms") == .wait(1.25))
        #expect(try kind("wait until idle") == .waitUntilIdle(timeout: 10))
        #expect(try kind("wait until idle timeout 2.5s") == .waitUntilIdle(timeout: 2.5))
    }

    @Test func actionsFollowOneAnotherAndAtPlacesThemLater() throws {
        // Precondition
        let text = """
            # a comment line, then a blank one

            tap 10,20            # 0.05 s
            drag from 0,0 to 10,0 over 0.3s
            wait until idle      # takes no script time
            at 1.5 press 40,50
            key escape
            at 2000ms move 1,2
            """
        // Action
        let script = try InputScript.parse(text, file: "timeline.txt")
        // Assertion: start times, and where each action's keyword is.
        let times = script.actions.map(\.time)
        let expected: [TimeInterval] = [0, 0.05, 0.35, 1.5, 1.5, 2.0]
        #expect(zip(times, expected).allSatisfy { abs($0 - $1) < 1e-12 }, "\(times)")
        #expect(script.actions.map(\.location.line) == [3, 4, 5, 6, 7, 8])
        #expect(script.actions.map(\.location.column) == [1, 1, 1, 8, 1, 11])
        #expect(script.actions[3].location == ScriptLocation(file: "timeline.txt", line: 6, column: 8))
        #expect(script.source == text)
        #expect(abs(script.duration - 2.0) < 1e-12)
    }

    @Test func windowsAndOldMacLineEndingsCountLines() throws {
        // Precondition / action
        let script = try InputScript.parse("move 1,2\r\n\r\nmove 3,4\rmove 5,6\n")
        // Assertion
        #expect(script.actions.map(\.location.line) == [1, 3, 4])
    }

    @Test func sourceHashIsFNV1a64OfTheText() throws {
        // Reference values computed with an independent FNV-1a 64 (Python): "" is the offset basis.
        #expect(try InputScript.parse("").sourceHash == "cbf29ce484222325")
        #expect(try InputScript.parse("wait 1s\n").sourceHash == "f25d1be7cf82c62e")
        #expect(try InputScript.parse("# a\n").sourceHash == "d9e4f17c91648c8d")
        #expect(try InputScript.parse("wait 1s").sourceHash != InputScript.parse("wait 2s").sourceHash)
    }
}
