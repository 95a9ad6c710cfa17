// The X selections both ways with a second, real X client (xclip): text copied in Segue pastes in
// xclip, and text xclip owns reads through UIPasteboard — for CLIPBOARD and PRIMARY, in UTF-8.

import CX11
import Foundation
import Testing
@testable import UIKit
@testable import X11Platform

extension XServerTests {
    @Suite struct SelectionTests {
        static let text = "Copied: Привет 你好 ciao 👋"

        /// Runs `xclip -o` for `selection` while the platform answers its request; what it printed.
        static func xclipOutput(_ x: XWindowHarness, selection: String) throws -> (status: Int32, output: String) {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
            p.arguments = ["-o", "-selection", selection]
            let out = Pipe()
            p.standardOutput = out
            p.standardError = FileHandle.nullDevice
            try p.run()
            let deadline = Date().addingTimeInterval(5)
            while p.isRunning && Date() < deadline {
                _ = x.platform.waitForEvents(timeout: 0.02)
            }
            if p.isRunning { Self.stop(p) } else { p.waitUntilExit() }
            let data = out.fileHandleForReading.readDataToEndOfFile()
            return (p.terminationStatus, String(decoding: data, as: UTF8.self))
        }

        /// Ends an xclip that still serves. SIGKILL: the test runner's threads block SIGTERM, and a
        /// child started from one inherits the block, so `terminate()` would never end it.
        static func stop(_ p: Process) {
            if p.isRunning { kill(p.processIdentifier, SIGKILL) }
            p.waitUntilExit()
        }

        /// Starts `xclip -i` owning `selection` with `text` and waits until the server says it owns it.
        static func xclipOwning(_ x: XWindowHarness, selection: String, text: String) throws -> Process {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
            // -quiet keeps xclip in the foreground, so this process is the one serving (and killed).
            p.arguments = ["-i", "-quiet", "-selection", selection]
            let input = Pipe()
            p.standardInput = input
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            input.fileHandleForWriting.write(Data(text.utf8))
            try input.fileHandleForWriting.close()
            let atom = XInternAtom(x.platform.connection.display, selection.uppercased(), 0)
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline {
                let owner = XGetSelectionOwner(x.platform.connection.display, atom)
                if owner != Window(None) && owner != x.platform.selections.window { return p }
                usleep(10_000)
            }
            Self.stop(p)
            throw XTestSetupError(description: "xclip -i never took the \(selection) selection; install xclip (scripts/setup)")
        }

        @Test(arguments: [("clipboard", PasteboardSelection.clipboard), ("primary", .primary)])
        func textCopiedInSeguePastesInAnotherClient(_ name: String, _ selection: PasteboardSelection) throws {
            try XWindowHarness.run { x in
                // Precondition: Segue copies the text.
                let pasteboard = selection == .clipboard ? UIPasteboard.general : UIPasteboard.primarySelection
                pasteboard.string = Self.text

                // Action: another client pastes it.
                let result = try Self.xclipOutput(x, selection: name)

                // Assertion: it received the same text, UTF-8 intact; the pasteboard still has it.
                #expect(result.status == 0)
                #expect(result.output == Self.text)
                #expect(pasteboard.string == Self.text)
            }
        }

        @Test(arguments: [("clipboard", PasteboardSelection.clipboard), ("primary", .primary)])
        func textAnotherClientCopiedReadsThroughUIPasteboard(_ name: String, _ selection: PasteboardSelection) throws {
            try XWindowHarness.run { x in
                // Precondition: Segue had copied something, then another client copies the text.
                let pasteboard = selection == .clipboard ? UIPasteboard.general : UIPasteboard.primarySelection
                pasteboard.string = "old"
                let xclip = try Self.xclipOwning(x, selection: name, text: Self.text)
                defer { Self.stop(xclip) }

                // Action: Segue reads the pasteboard.
                let read = pasteboard.string

                // Assertion: the other client's text, and Segue's own copy was dropped when it lost
                // the selection (the SelectionClear never reached UIKit as an event).
                #expect(read == Self.text)
                let events = x.platform.waitForEvents(timeout: 0.05)
                #expect(events.isEmpty, "selection traffic leaked to UIKit: \(events)")
            }
        }

        @Test func copyingAgainAfterAnotherClientTookTheSelectionKeepsIt() throws {
            try XWindowHarness.run { x in
                // Precondition: Segue copied, another client took the clipboard (its SelectionClear
                // is still queued, unread), and Segue copies again before reading events.
                UIPasteboard.general.string = "first"
                let xclip = try Self.xclipOwning(x, selection: "clipboard", text: "theirs")
                defer { Self.stop(xclip) }
                UIPasteboard.general.string = "mine"

                // Action: the queued notice is read, then another client pastes.
                _ = x.platform.waitForEvents(timeout: 0.05)
                let result = try Self.xclipOutput(x, selection: "clipboard")

                // Assertion: the stale notice did not drop the new copy.
                #expect(result.output == "mine")
                #expect(UIPasteboard.general.string == "mine")
            }
        }

        @Test func largeTextSentInPiecesReadsWhole() throws {
            try XWindowHarness.run { x in
                // Precondition: another client owns 1.5 MB of text, more than one request carries, so
                // it answers with INCR and sends the text in pieces.
                let line = "Привет 你好 ciao — a line of the clipboard that repeats\n"
                let text = String(repeating: line, count: 1_500_000 / line.utf8.count + 1)
                // (xclip sends pieces of a quarter of the largest request, in bytes: 1 MiB on Xvfb.)
                #expect(text.utf8.count > Int(XExtendedMaxRequestSize(x.platform.connection.display)) / 4)
                let xclip = try Self.xclipOwning(x, selection: "clipboard", text: text)
                defer { Self.stop(xclip) }

                // Action
                let read = UIPasteboard.general.string

                // Assertion: all of it, in order.
                #expect(read?.utf8.count == text.utf8.count)
                #expect(read == text)
            }
        }

        @Test func eventsArrivingDuringAReadStayQueued() throws {
            try XWindowHarness.run { x in
                // Precondition: another client owns the clipboard, and a pointer move is on its way.
                let xclip = try Self.xclipOwning(x, selection: "clipboard", text: "queued")
                defer { Self.stop(xclip) }
                let injector = try XTestInjector(window: x.platform.windowID, display: try XWindowHarness.displayName())
                injector.send(.pointerMoved(CGPoint(x: 33, y: 44), time: 0))
                injector.sync()

                // Action: read the clipboard (the wait takes only the selection's answer), then wait
                // for events.
                let read = UIPasteboard.general.string
                let events = x.platform.waitForEvents(timeout: 0.2)

                // Assertion: the text, and the move still arrives afterwards.
                #expect(read == "queued")
                #expect(events.contains { if case .pointerMoved(let p, _) = $0 { return p == CGPoint(x: 33, y: 44) }; return false },
                        "events: \(events)")
            }
        }
    }
}
