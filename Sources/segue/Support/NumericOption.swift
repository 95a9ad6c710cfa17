import ArgumentParser
import Foundation

/// The numbers one command-line option takes, and what `segue` says when it is given another: that
/// the value is negative, too small, too large or not a number, and always which values are allowed.
///
/// Options read their value through `parse(_:)` (`@Option(parsing: .unconditional, transform:)`):
/// `.unconditional` because ArgumentParser would otherwise take `-1` for an option and say the value
/// is missing, and the transform so that every refusal names the limits. ArgumentParser puts
/// "The value '-1' is invalid for '--duration <duration>': " before the reason.
nonisolated struct NumericOption<Value: Comparable & Sendable>: Sendable {
    /// The smallest value allowed, or the one that values must be above (`lowestIsAllowed == false`).
    let lowest: Value
    let lowestIsAllowed: Bool
    let highest: Value
    /// What the number counts, for messages: "a whole number of frames a second", "seconds".
    let what: String
    /// Whether only whole numbers are allowed (`2.5` is "not a whole number").
    let isWhole: Bool
    private let read: @Sendable (String) -> Value?
    private let show: @Sendable (Value) -> String

    init(_ what: String, lowest: Value, lowestIsAllowed: Bool = true, highest: Value, isWhole: Bool,
         read: @escaping @Sendable (String) -> Value?, show: @escaping @Sendable (Value) -> String) {
        self.what = what
        self.isWhole = isWhole
        self.lowest = lowest
        self.lowestIsAllowed = lowestIsAllowed
        self.highest = highest
        self.read = read
        self.show = show
    }

    /// The values allowed, in words: "from 1 to 240", "above 0, at most 3600".
    var range: String {
        lowestIsAllowed ? "from \(show(lowest)) to \(show(highest))" : "above \(show(lowest)), at most \(show(highest))"
    }

    /// What to give instead, for messages: "expected seconds above 0, at most 3600".
    var expected: String { "expected \(what) \(range)" }

    /// The option's value, or an error saying what is wrong with `text` and what is allowed.
    func parse(_ text: String) throws -> Value {
        guard let value = read(text) else { throw OptionRefusal("\(unreadable(text)); \(expected)") }
        if value < lowest || (!lowestIsAllowed && value == lowest) {
            throw OptionRefusal("\(text.hasPrefix("-") ? "it is negative" : "it is too small"); \(expected)")
        }
        if value > highest { throw OptionRefusal("it is too large; \(expected)") }
        return value
    }

    /// What is wrong with a value that does not read as this option's type.
    private func unreadable(_ text: String) -> String {
        guard let number = Double(text), !number.isNaN else { return "it is not a number" }
        // `-2.5` for a whole number is refused as negative first: that is the bigger mistake.
        if number < 0 { return "it is negative" }
        // Whole, yet not read: beyond what the type holds.
        return number == number.rounded() && number >= 1e18 ? "it is too large" : "it is not a whole number"
    }
}

nonisolated extension NumericOption where Value == Int {
    /// A whole number from `lowest` to `highest`.
    init(_ what: String, from lowest: Int, to highest: Int) {
        self.init(what, lowest: lowest, highest: highest, isWhole: true, read: { Int($0) }, show: { "\($0)" })
    }
}

nonisolated extension NumericOption where Value == UInt64 {
    /// A whole number from `lowest` to `highest`.
    init(_ what: String, from lowest: UInt64, to highest: UInt64) {
        self.init(what, lowest: lowest, highest: highest, isWhole: true, read: { UInt64($0) }, show: { "\($0)" })
    }
}

nonisolated extension NumericOption where Value == Double {
    /// A number above `lowest` (or from it, with `lowestIsAllowed`) and at most `highest`. Not a
    /// number (`nan`) is not a number; infinity is too large.
    init(_ what: String, above lowest: Double, lowestIsAllowed: Bool = false, atMost highest: Double) {
        self.init(what, lowest: lowest, lowestIsAllowed: lowestIsAllowed, highest: highest, isWhole: false,
                  read: { Double($0).flatMap { $0.isNaN ? nil : $0 } }, show: Self.decimal)
    }

    /// `2.5`, `3600`: no trailing zeros.
    static func decimal(_ value: Double) -> String {
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
