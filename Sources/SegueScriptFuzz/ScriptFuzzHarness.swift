import Foundation
import SegueTools
import UIKit

/// What the fuzzer checks for one input: the text is parsed, and then either the error is a proper
/// one or the script is sampled and played. Besides not crashing, every input must keep these
/// promises, each of which a broken parser or player would break somewhere:
///
/// - A parse error is an `InputScriptError` on a line of the text, at a column from 1, with a short
///   message that has no raw control characters (excerpts are escaped and cut at 40 characters).
/// - A parsed script's actions start in order within `ScriptLimits.longestScript`, each ends by then,
///   and none has more events than an hour of moves.
/// - Sampling every action's pointer position at a few times gives finite points within
///   `ScriptLimits.largestCoordinate`.
/// - Played (when it has few enough events to play quickly), the script sends events in time order,
///   at finite times and points, is finished once its time is up (or has failed at a tap on a view
///   that is not there), and its pointer is where its last event put it.
/// - What it sent, written back by `InputScriptWriter`, parses, and plays the same events again.
///
/// `problems(in:)` returns the broken promises; the fuzz entry point traps on any, so libFuzzer keeps
/// the input as a crash.
enum ScriptFuzzHarness {
    /// Scripts with more events than this are sampled but not played: playing is linear in events,
    /// and a fuzzer that spends a second on one input finds little else.
    static let playedEventBudget = 20_000
    /// The longest error message a script can cause, in characters: the longest template with two
    /// cut excerpts and the list of actions fits well within it.
    static let longestMessage = 400
    /// How many times each action's pointer position is sampled.
    static let samplesPerAction = 8
    /// How many calls of `advance(to:)` play a script, spread over its time.
    static let playerSteps = 16

    /// Runs the checks on raw fuzz bytes (as UTF-8, invalid sequences replaced: files that are not
    /// UTF-8 are refused before parsing) and traps on a broken promise.
    static func run(_ bytes: UnsafeRawBufferPointer) {
        let text = String(decoding: bytes, as: UTF8.self)
        let found = problems(in: text)
        if !found.isEmpty {
            fatalError("script fuzz: " + found.joined(separator: "; "))
        }
    }

    /// The promises `text` breaks; empty when it keeps them all.
    static func problems(in text: String) -> [String] {
        let script: InputScript
        do {
            script = try InputScript.parse(text, file: "fuzz.txt")
        } catch let error as InputScriptError {
            return problems(with: error, in: text)
        } catch {
            return ["parse threw something other than an InputScriptError: \(type(of: error))"]
        }
        var found = problemsOnTheTimeline(of: script)
        guard found.isEmpty else { return found }
        found += problemsSampling(script)
        let events = script.actions.reduce(0) { $0 + $1.kind.eventCount }
        if found.isEmpty, events <= playedEventBudget {
            found += problemsPlaying(script)
        }
        return found
    }

    // MARK: Errors

    private static func problems(with error: InputScriptError, in text: String) -> [String] {
        var found: [String] = []
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        if error.file != "fuzz.txt" { found.append("the error names \(error.file), not the file parsed") }
        if !(1...lines.count).contains(error.line) {
            found.append("the error is on line \(error.line) of \(lines.count)")
        } else if error.column < 1 || error.column > lines[error.line - 1].count + 1 {
            found.append("the error is at column \(error.column) of a line of \(lines[error.line - 1].count) characters")
        }
        let description = error.description
        if description.unicodeScalars.count > longestMessage + error.file.count + 20 {
            found.append("a message of \(description.unicodeScalars.count) characters")
        }
        if description.unicodeScalars.contains(where: isRawControl) {
            found.append("a raw control character in the message \(description.debugDescription)")
        }
        return found
    }

    private static func isRawControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    // MARK: The timeline

    private static func problemsOnTheTimeline(of script: InputScript) -> [String] {
        var found: [String] = []
        var previous: TimeInterval = 0
        let mostEvents = Int(ScriptLimits.longestScript * 120) + 2
        for action in script.actions {
            let end = action.time + action.duration
            if !action.time.isFinite || action.time < previous - 1e-6 {
                found.append("\(action.location): starts at \(action.time), before the previous action (\(previous))")
            }
            if !end.isFinite || end > ScriptLimits.longestScript || action.duration < 0 {
                found.append("\(action.location): ends at \(end)")
            }
            if action.kind.eventCount > mostEvents {
                found.append("\(action.location): \(action.kind.eventCount) events")
            }
            previous = action.time
        }
        if !(script.duration >= 0 && script.duration <= ScriptLimits.longestScript) {
            found.append("the script lasts \(script.duration) s")
        }
        return found
    }

    // MARK: Sampling

    private static func problemsSampling(_ script: InputScript) -> [String] {
        var found: [String] = []
        var pointer = CGPoint.zero
        for action in script.actions {
            for k in 0...samplesPerAction {
                let offset = action.duration * Double(k) / Double(samplesPerAction)
                guard let p = action.kind.pointerLocation(at: offset, from: pointer) else { continue }
                if !isReachable(p) { found.append("\(action.location): the pointer is at \(p) after \(offset) s") }
            }
            pointer = action.kind.pointerLocation(at: action.duration, from: pointer) ?? pointer
        }
        return found
    }

    private static func isReachable(_ p: CGPoint) -> Bool {
        let limit = CGFloat(ScriptLimits.largestCoordinate)
        return p.x.isFinite && p.y.isFinite && abs(p.x) <= limit && abs(p.y) <= limit
    }

    // MARK: Playing

    private static func problemsPlaying(_ script: InputScript) -> [String] {
        let app = FuzzStage.shared.app
        var sent: [PlatformEvent] = []
        let player = ScriptPlayer(script: script, application: app) { sent.append($0) }
        let end = script.duration + 0.1
        for k in 0...playerSteps {
            player.advance(to: end * Double(k) / Double(playerSteps))
        }
        // `wait until idle` is never decided in a call that has just sent events (the app has not
        // handled them yet), so each idle wait may need one more call, as it would need one more frame.
        let idleWaits = script.actions.filter { if case .waitUntilIdle = $0.kind { return true } else { return false } }.count
        for _ in 0..<idleWaits where !player.isFinished {
            player.advance(to: end)
        }
        var found: [String] = []
        if !player.isFinished { found.append("not finished at \(end) s, after its \(script.duration) s") }
        if player.failure == nil, sent.count != script.actions.reduce(0, { $0 + $1.kind.eventCount }) {
            found.append("sent \(sent.count) events, not the \(script.actions.reduce(0) { $0 + $1.kind.eventCount }) counted")
        }
        var last = -Double.infinity
        var lastPoint: CGPoint?
        for event in sent {
            guard let time = event.timestamp else { found.append("a window event: \(event)"); continue }
            if !time.isFinite || time < last - 1e-9 { found.append("an event at \(time) after one at \(last)") }
            last = time
            if let p = event.fuzzPoint {
                if !isReachable(p) { found.append("an event at \(p)") }
                lastPoint = p
            }
        }
        if let lastPoint, player.pointerLocation != lastPoint {
            found.append("the pointer is at \(player.pointerLocation), the last event at \(lastPoint)")
        }
        if found.isEmpty { found += problemsRewriting(sent) }
        return found
    }

    /// Writes `sent` as `segue demo --record-input` would, parses it back and plays it: the same
    /// events must come out, at the same times relative to the first (to the microsecond).
    private static func problemsRewriting(_ sent: [PlatformEvent]) -> [String] {
        guard let first = sent.first?.timestamp else { return [] }
        let writer = InputScriptWriter()
        for event in sent { writer.record(event) }
        let again: InputScript
        do {
            again = try InputScript.parse(writer.text, file: "rewritten.txt")
        } catch {
            return ["the written script does not parse: \(error)"]
        }
        var replayed: [PlatformEvent] = []
        let player = ScriptPlayer(script: again, application: FuzzStage.shared.app) { replayed.append($0) }
        player.advance(to: again.duration + 1)
        guard replayed.count == sent.count else {
            return ["the written script sends \(replayed.count) events, not \(sent.count)"]
        }
        for (a, b) in zip(sent, replayed) where !sameEvent(a, b, shiftedBy: first) {
            return ["written and read back, \(a) became \(b)"]
        }
        return []
    }

    /// Whether `b` is `a` moved `shift` seconds earlier, to the microsecond.
    private static func sameEvent(_ a: PlatformEvent, _ b: PlatformEvent, shiftedBy shift: TimeInterval) -> Bool {
        guard let ta = a.timestamp, let tb = b.timestamp, abs((ta - shift) - tb) <= 1.5e-6 else { return false }
        switch (a, b) {
        case let (.pointerDown(p, b1, _), .pointerDown(q, b2, _)), let (.pointerUp(p, b1, _), .pointerUp(q, b2, _)):
            return p == q && b1 == b2
        case let (.pointerMoved(p, _), .pointerMoved(q, _)): return p == q
        case (.pointerCancelled, .pointerCancelled): return true
        case let (.scroll(p, dx1, dy1, _), .scroll(q, dx2, dy2, _)): return p == q && dx1 == dx2 && dy1 == dy2
        case let (.keyDown(k1, _), .keyDown(k2, _)), let (.keyUp(k1, _), .keyUp(k2, _)): return k1 == k2
        case let (.modifiersChanged(m1, _), .modifiersChanged(m2, _)): return m1 == m2
        default: return false
        }
    }
}

extension PlatformEvent {
    /// Where the event puts the pointer (nil for events that do not).
    var fuzzPoint: CGPoint? {
        switch self {
        case .pointerDown(let p, _, _), .pointerMoved(let p, _), .pointerUp(let p, _, _), .scroll(let p, _, _, _): return p
        default: return nil
        }
    }
}
