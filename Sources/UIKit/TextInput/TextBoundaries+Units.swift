import Foundation

/// The text units a tokenizer walks, as UTF-16 ranges in order.
extension TextBoundaries {
    func units(_ granularity: UITextGranularity) -> [Range<Int>] {
        switch granularity {
        case .character:
            return zip(offsets, offsets.dropFirst()).map { $0..<$1 }
        case .word:
            return runs { Self.isWord($0) }
        case .paragraph, .line:
            return runs { $0 != "\n" && $0 != "\r\n" && $0 != "\r" }
        case .sentence:
            return sentences()
        case .document:
            return [0..<length]
        }
    }

    /// The maximal runs of characters that pass `test`.
    private func runs(_ test: (Character) -> Bool) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start: Int?
        for (i, ch) in string.enumerated() {
            if test(ch) {
                if start == nil { start = offsets[i] }
            } else if let s = start {
                result.append(s..<offsets[i])
                start = nil
            }
        }
        if let start { result.append(start..<length) }
        return result
    }

    /// Sentences: from a non-space character through ".", "!" or "?" and the spaces after it, or
    /// to the end of its paragraph.
    private func sentences() -> [Range<Int>] {
        var result: [Range<Int>] = []
        let chars = Array(string)
        var i = 0
        while i < chars.count {
            while i < chars.count && (chars[i].isWhitespace) { i += 1 }
            guard i < chars.count else { break }
            let start = i
            while i < chars.count && !chars[i].isNewline && !".!?".contains(chars[i]) { i += 1 }
            if i < chars.count && ".!?".contains(chars[i]) {
                while i < chars.count && ".!?".contains(chars[i]) { i += 1 }
                while i < chars.count && chars[i].isWhitespace && !chars[i].isNewline { i += 1 }
            }
            result.append(offsets[start]..<offsets[i])
        }
        return result
    }
}
