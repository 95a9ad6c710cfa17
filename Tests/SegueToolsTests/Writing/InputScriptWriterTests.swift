@testable import UIKit
import Foundation
import SegueTools
import Testing

extension SharedState {
    /// What the writer records replays as the same events: positions exact, times relative to the
    /// first event within a millisecond (the writer keeps microseconds).
    @Suite struct InputScriptWriterTests {
        /// Real-looking input: X server times in milliseconds far from zero, integer and fractional
        /// positions, a right click, the wheel, keys with modifiers and odd characters, a lost grab.
        static let events: [PlatformEvent] = [
            .pointerMoved(CGPoint(x: 12, y: 30), time: 81_234.567),
            .pointerDown(CGPoint(x: 212, y: 640), button: 1, time: 81_235.001),
            .pointerMoved(CGPoint(x: 212, y: 628), time: 81_235.017),
            .pointerMoved(CGPoint(x: 213.5, y: 601.25), time: 81_235.033),
            .pointerMoved(CGPoint(x: 214, y: 402), time: 81_235.033),
            .pointerUp(CGPoint(x: 214, y: 402), button: 1, time: 81_235.181),
            .resized(CGSize(width: 800, height: 600)),
            .pointerDown(CGPoint(x: 5, y: 6), button: 3, time: 81_236),
            .pointerUp(CGPoint(x: 5, y: 6), button: 3, time: 81_236.09),
            .scroll(CGPoint(x: 300, y: 310), dx: 0, dy: -1, time: 81_236.5),
            .keyDown(UIKey(keyCode: .keyboardEscape, characters: "\u{1B}"), time: 81_237.25),
            .keyUp(UIKey(keyCode: .keyboardEscape, characters: "\u{1B}"), time: 81_237.33),
            .keyDown(UIKey(keyCode: .other, characters: "A", modifierFlags: .shift), time: 81_238),
            .keyDown(UIKey(keyCode: .other, characters: "a", modifierFlags: .shift), time: 81_238.01),
            .keyDown(UIKey(keyCode: .other, characters: "\u{1}", modifierFlags: .control, charactersIgnoringModifiers: "a"),
                     time: 81_238.02),
            .keyDown(UIKey(keyCode: .other, characters: "\"\\", modifierFlags: []), time: 81_238.03),
            .keyDown(UIKey(keyCode: .other, characters: "", modifierFlags: [.shift, .control]), time: 81_238.04),
            .keyDown(UIKey(keyCode: .keyboardTab, characters: "\t", modifierFlags: [.shift, .alternate, .command]), time: 81_238.05),
            .keyUp(UIKey(keyCode: .keyboardReturnOrEnter, characters: "\n"), time: 81_238.06),
            .keyDown(UIKey(keyCode: .keyboardDownArrow, characters: ""), time: 81_238.07),
            .pointerDown(CGPoint(x: 50, y: 60), button: 1, time: 81_239),
            .pointerCancelled(time: 81_239.2),
            .modifiersChanged([.shift, .control], time: 81_239.3),
            .modifiersChanged([], time: 81_239.4),
            .closeRequested,
        ]

        @Test func writtenScriptReplaysTheSameEvents() throws {
            try withPlaybackStage { stage in
                // Precondition
                let writer = InputScriptWriter(comment: "recorded from the panel scene")
                // Action: record, parse the text, play it to the end.
                for event in Self.events { writer.record(event) }
                let script = try InputScript.parse(writer.text, file: "trace.txt")
                var replayed: [PlatformEvent] = []
                let player = ScriptPlayer(script: script, application: stage.app) { replayed.append($0) }
                player.advance(to: 100)
                // Assertion: the input events, shifted to start at 0; window events left out.
                let input = Self.events.filter { $0.timestamp != nil }
                let origin = input[0].timestamp!
                #expect(player.isFinished && player.failure == nil)
                #expect(replayed.count == input.count)
                for (got, original) in zip(replayed, input) {
                    #expect(sameEvent(got, original, shiftedBy: origin), "\(got) ≠ \(original)")
                }
            }
        }

        @Test func linesAreTimestampedLowLevelActions() {
            // Precondition
            let writer = InputScriptWriter(comment: "scene: panel\nfps: 60")
            // Action
            for event in Self.events.prefix(6) { writer.record(event) }
            writer.record(Self.events[10])
            writer.record(Self.events[12])
            writer.record(Self.events[14])
            // Assertion
            #expect(writer.text == """
                # scene: panel
                # fps: 60
                at 0.000 move 12,30
                at 0.434 press 212,640
                at 0.450 move 212,628
                at 0.466 move 213.5,601.25
                at 0.466 move 214,402
                at 0.614 release 214,402
                at 2.683 keydown escape
                at 3.433 keydown shift+a
                at 3.453 keydown control+"\\u{1}"

                """)
        }

        @Test func heldModifiersAreHoldLines() {
            // Precondition
            let writer = InputScriptWriter()
            // Action: Shift held for a click, then let go (Caps Lock is not written).
            writer.record(.modifiersChanged([.shift], time: 5))
            writer.record(.pointerDown(CGPoint(x: 1, y: 2), button: 1, time: 5))
            writer.record(.modifiersChanged([.alphaShift], time: 6))
            // Assertion
            #expect(writer.text == "at 0.000 hold shift\nat 0.000 press 1,2\nat 1.000 hold none\n")
        }

        @Test func timesThatRunBackwardsAreHeldAtThePreviousTime() throws {
            // Precondition
            let writer = InputScriptWriter()
            // Action
            writer.record(.pointerDown(CGPoint(x: 1, y: 2), button: 1, time: 10))
            writer.record(.pointerMoved(CGPoint(x: 3, y: 4), time: 10.5))
            writer.record(.pointerUp(CGPoint(x: 3, y: 4), button: 1, time: 10.25))
            // Assertion: the text still parses (a script cannot go back).
            #expect(writer.text.hasSuffix("at 0.500 release 3,4\n"))
            #expect(try InputScript.parse(writer.text).actions.count == 3)
        }

        @Test func anEmptyRecordingIsAnEmptyScript() throws {
            #expect(InputScriptWriter().text == "")
            #expect(try InputScript.parse(InputScriptWriter().text).actions.isEmpty)
        }

        /// Same kind, button, key and exact position; `got`'s time within 1 ms of `original`'s minus
        /// `origin`.
        private func sameEvent(_ got: PlatformEvent, _ original: PlatformEvent, shiftedBy origin: TimeInterval) -> Bool {
            guard let t = got.timestamp, let u = original.timestamp, abs(t - (u - origin)) < 0.001 else { return false }
            switch (got, original) {
            case let (.pointerDown(p, b1, _), .pointerDown(q, b2, _)), let (.pointerUp(p, b1, _), .pointerUp(q, b2, _)):
                return p == q && b1 == b2
            case let (.pointerMoved(p, _), .pointerMoved(q, _)): return p == q
            case (.pointerCancelled, .pointerCancelled): return true
            case let (.modifiersChanged(f1, _), .modifiersChanged(f2, _)): return f1 == f2
            case let (.scroll(p, dx1, dy1, _), .scroll(q, dx2, dy2, _)): return p == q && dx1 == dx2 && dy1 == dy2
            case let (.keyDown(k1, _), .keyDown(k2, _)), let (.keyUp(k1, _), .keyUp(k2, _)): return k1 == k2
            default: return false
            }
        }
    }
}
