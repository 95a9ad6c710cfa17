/// `--size WIDTHxHEIGHT`, e.g. `1280x800`: a window's size in pixels.
nonisolated struct WindowSize: Equatable, Sendable, CustomStringConvertible {
    var width: Int
    var height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    var description: String { "\(width)x\(height)" }

    /// The sizes one command accepts (`OptionLimits`), and what it says about another.
    struct Limits: Sendable {
        let smallest: WindowSize
        let largest: WindowSize

        /// "from 1x1 to 8192x8192", for help texts.
        var range: String { "from \(smallest) to \(largest)" }

        /// What to give instead, for messages.
        var expected: String { "expected WIDTHxHEIGHT \(range), like 1280x800" }

        /// The size `text` names, or an error saying what is wrong with it and which sizes are allowed
        /// (for `@Option(parsing: .unconditional, transform:)`, so `-5x3` reaches it too).
        func parse(_ text: String) throws -> WindowSize {
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
                throw OptionRefusal("it is not a size; \(expected)")
            }
            if width < 0 || height < 0 {
                throw OptionRefusal("it is negative; \(expected)")
            }
            if width < smallest.width || height < smallest.height {
                throw OptionRefusal("it is too small; \(expected)")
            }
            if width > largest.width || height > largest.height {
                throw OptionRefusal("it is too large; \(expected)")
            }
            return WindowSize(width: width, height: height)
        }
    }
}
