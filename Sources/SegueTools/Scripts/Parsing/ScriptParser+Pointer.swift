import Foundation
import UIKit

/// The pointer actions: move, press, release, drag, fling, tap, scroll and cancel.
extension ScriptParser {
    /// `move X,Y [over DURATION [CURVE]]`
    func parseMove(_ reader: inout ScriptLineReader) throws -> ScriptAction.Kind {
        let target = try reader.point("the point to move to")
        guard reader.take("over") else { return .move(to: target, over: 0, curve: .linear) }
        let duration = try reader.duration("the move's duration")
        return .move(to: target, over: duration, curve: try curve(&reader))
    }

    /// `press [X,Y] [button N]`, `release [X,Y] [button N]`
    func parsePressOrRelease(_ reader: inout ScriptLineReader, isPress: Bool) throws -> ScriptAction.Kind {
        let point = reader.nextIsPoint() ? try reader.point("the point") : nil
        let button = reader.take("button") ? try reader.button() : 1
        return isPress ? .press(at: point, button: button) : .release(at: point, button: button)
    }

    /// `drag from X,Y to X,Y over DURATION [CURVE]` or `drag path X,Y X,Y … over DURATION [CURVE]`
    func parseDrag(_ reader: inout ScriptLineReader) throws -> ScriptAction.Kind {
        let how = try reader.next(expecting: "\"from\" or \"path\" after \"drag\"")
        var path: [CGPoint]
        if how.isWord("from") {
            path = [try reader.point("the start point")]
            try reader.expect("to", "after the start point")
            path.append(try reader.point("the end point"))
            try reader.expect("over", "and a duration after the end point")
        } else if how.isWord("path") {
            path = []
            while true {
                guard let next = reader.peek() else {
                    throw reader.errorAtEnd("expected another point or \"over\" and a duration, found the end of the line")
                }
                if next.isWord("over") {
                    guard path.count >= 2 else {
                        throw reader.error("a path needs at least two points; expected another point before \"over\"", at: next)
                    }
                    _ = reader.take("over")
                    break
                }
                path.append(try reader.point("a point of the path"))
            }
        } else {
            throw reader.error("expected \"from\" or \"path\" after \"drag\", found \(how.quotedForMessage)", at: how)
        }
        let duration = try reader.duration("the drag's duration")
        return .drag(path: path, over: duration, curve: try curve(&reader))
    }

    /// `fling from X,Y (up|down|left|right) DISTANCE at SPEED` or `fling from X,Y to X,Y at SPEED`
    func parseFling(_ reader: inout ScriptLineReader) throws -> ScriptAction.Kind {
        try reader.expect("from", "after \"fling\"")
        let start = try reader.point("the start point")
        let way = try reader.next(expecting: "\"to\" or a direction (up, down, left, right) after the start point")
        let end: CGPoint
        if way.isWord("to") {
            end = try reader.point("the end point")
            guard end != start else {
                throw reader.error("a fling must move; expected an end point other than the start point", at: way)
            }
        } else if let direction = Self.directions[way.text.lowercased()], way.kind == .word {
            guard let distanceToken = reader.peek() else {
                throw reader.errorAtEnd("expected a distance in points like 240, found the end of the line")
            }
            let distance = try reader.distance("a distance in points")
            end = CGPoint(x: start.x + direction.dx * distance, y: start.y + direction.dy * distance)
            let limit = CGFloat(ScriptLimits.largestCoordinate)
            guard abs(end.x) <= limit, abs(end.y) <= limit else {
                let bound = ScriptValueFormat.number(limit)
                throw reader.error("the fling would end at \(ScriptValueFormat.point(end)), outside the coordinates a "
                                   + "script can reach; expected it to end within -\(bound) to \(bound)", at: distanceToken)
            }
        } else {
            throw reader.error("expected \"to\" or a direction (up, down, left, right) after the start point, found \(way.quotedForMessage)",
                               at: way)
        }
        try reader.expect("at", "and a release speed, like at 900pt/s")
        guard let speedToken = reader.peek() else {
            throw reader.errorAtEnd("expected the release speed like 900pt/s, found the end of the line")
        }
        let speed = try reader.speed("the release speed")
        let fling = ScriptAction.Kind.fling(from: start, to: end, speed: speed)
        // A slow enough speed (`1e-320pt/s`) would make the fling outlast any script.
        guard fling.duration <= ScriptLimits.longestScript else {
            let length = Double(hypot(end.x - start.x, end.y - start.y))
            let slowest = length / ScriptLimits.longestScript
            throw reader.error("a fling of \(ScriptValueFormat.number(length.rounded(.up))) points at "
                               + "\(speedToken.quotedForMessage) would last longer than "
                               + "\(ScriptValueFormat.number(ScriptLimits.longestScript))s, the longest a script may run; "
                               + "expected a speed of at least \(Self.speedText(slowest))", at: speedToken)
        }
        return fling
    }

    /// `speed` in points per second with four significant digits, nudged up first so that the speed
    /// named is enough: `0.06675pt/s` for 0.066667.
    private static func speedText(_ speed: Double) -> String {
        String(format: "%.4gpt/s", speed * 1.001)
    }

    /// Unit steps of the fling directions, in window coordinates (y down).
    static let directions: [String: CGVector] = [
        "up": CGVector(dx: 0, dy: -1), "down": CGVector(dx: 0, dy: 1),
        "left": CGVector(dx: -1, dy: 0), "right": CGVector(dx: 1, dy: 0),
    ]

    /// `tap X,Y`, `tap "text"`, `tap id "identifier"`, `tap label "text"`
    func parseTap(_ reader: inout ScriptLineReader) throws -> ScriptAction.Kind {
        guard let next = reader.peek() else {
            throw reader.errorAtEnd("expected what to tap (a point, \"text\", id \"identifier\" or label \"text\"), found the end of the line")
        }
        if next.kind == .string {
            return .tap(.identifierOrLabel(try reader.string("a quoted identifier or label").text))
        }
        if reader.take("id") {
            return .tap(.identifier(try reader.string("a quoted accessibility identifier after \"id\", like id \"close\"").text))
        }
        if reader.take("label") {
            return .tap(.label(try reader.string("a quoted label or title after \"label\", like label \"Close\"").text))
        }
        guard reader.nextIsPoint() else {
            throw reader.error("expected what to tap (a point, \"text\", id \"identifier\" or label \"text\"), found \(next.quotedForMessage)",
                               at: next)
        }
        return .tap(.point(try reader.point("the point to tap")))
    }

    /// `scroll X,Y by DX,DY`
    func parseScroll(_ reader: inout ScriptLineReader) throws -> ScriptAction.Kind {
        let point = try reader.point("the point to scroll at")
        try reader.expect("by", "and wheel steps after the point, like by 0,3")
        let steps = try reader.wheelSteps("the wheel steps dx,dy")
        return .scroll(at: point, dx: steps.x, dy: steps.y)
    }

    /// An optional curve name at the end of a move or drag (linear when there is none).
    func curve(_ reader: inout ScriptLineReader) throws -> ScriptCurve {
        guard let token = reader.peek() else { return .linear }
        let names = ScriptCurve.allCases.map(\.rawValue)
        guard token.kind == .word, let curve = ScriptCurve.allCases.first(where: { token.isWord($0.rawValue) }) else {
            throw reader.error("unknown curve \(token.quotedForMessage); expected "
                               + names.dropLast().joined(separator: ", ") + " or " + names.last!, at: token)
        }
        _ = try reader.next(expecting: "a curve")
        return curve
    }
}
