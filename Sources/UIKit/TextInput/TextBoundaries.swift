import Foundation

/// Character and word boundaries of a string in UTF-16 offsets, the units of `NSRange`: the caret
/// moves and deletes by user-perceived characters (an emoji, "e" with a combining accent), and
/// Ctrl+arrows and double clicks by words.
struct TextBoundaries {
    let string: String
    /// The UTF-16 offset of every character boundary, 0 and the end included.
    let offsets: [Int]
    private let characters: [Character]

    init(_ string: String) {
        self.string = string
        var offsets = [0]
        var characters: [Character] = []
        for ch in string {
            offsets.append(offsets.last! + ch.utf16.count)
            characters.append(ch)
        }
        self.offsets = offsets
        self.characters = characters
    }

    var length: Int { offsets.last! }

    /// The index of the character that starts at or contains `offset` (the count at the end).
    func characterIndex(at offset: Int) -> Int {
        var lo = 0, hi = offsets.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offsets[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// `offset` moved onto a character boundary (back to the start of the character it is inside).
    func snapped(_ offset: Int) -> Int { offsets[characterIndex(at: max(0, min(offset, length)))] }

    func previousCharacter(before offset: Int) -> Int {
        let i = characterIndex(at: offset)
        return offsets[offsets[i] < offset ? i : max(0, i - 1)]
    }

    func nextCharacter(after offset: Int) -> Int {
        offsets[min(offsets.count - 1, characterIndex(at: offset) + 1)]
    }

    /// Letters, digits, marks and the underscore make words; everything else separates them.
    static func isWord(_ ch: Character) -> Bool {
        ch == "_" || ch.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }

    private func isWord(at index: Int) -> Bool { Self.isWord(characters[index]) }

    /// The end of the word at or after `offset` (non-word characters skipped first), as GTK's
    /// Ctrl+Right moves.
    func wordEnd(after offset: Int) -> Int {
        var i = characterIndex(at: offset)
        while i < characters.count && !isWord(at: i) { i += 1 }
        while i < characters.count && isWord(at: i) { i += 1 }
        return offsets[i]
    }

    /// The start of the word before `offset` (non-word characters skipped first).
    func wordStart(before offset: Int) -> Int {
        var i = characterIndex(at: offset)
        if offsets[i] < offset { i += 1 }
        while i > 0 && !isWord(at: i - 1) { i -= 1 }
        while i > 0 && isWord(at: i - 1) { i -= 1 }
        return offsets[i]
    }

    /// The word (or run of separators) around `offset`, what a double click selects.
    func wordRange(around offset: Int) -> Range<Int> {
        guard !characters.isEmpty else { return 0..<0 }
        var i = min(characterIndex(at: offset), characters.count - 1)
        // At the end of a word, the word before the point.
        if i > 0 && !isWord(at: i) && isWord(at: i - 1) && offsets[i] == offset { i -= 1 }
        let kind = isWord(at: i)
        var start = i, end = i + 1
        if kind || characters[i] == " " {
            while start > 0 && isWord(at: start - 1) == kind && (kind || characters[start - 1] == " ") { start -= 1 }
            while end < characters.count && isWord(at: end) == kind && (kind || characters[end] == " ") { end += 1 }
        }
        return offsets[start]..<offsets[end]
    }

    /// The paragraph around `offset` (text between newlines, its newline included), what a triple
    /// click selects in a text view.
    func paragraphRange(around offset: Int) -> Range<Int> {
        let ns = string as NSString
        let r = ns.paragraphRange(for: NSRange(location: min(offset, ns.length), length: 0))
        return r.location..<(r.location + r.length)
    }
}
