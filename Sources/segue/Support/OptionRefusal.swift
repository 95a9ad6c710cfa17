/// Why an option's value was refused, and what to give instead: "it is negative; expected seconds
/// above 0, at most 3600". ArgumentParser prints it after "The value '-1' is invalid for
/// '--duration <duration>': ".
nonisolated struct OptionRefusal: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
