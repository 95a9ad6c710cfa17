/// What porting one file did: each rewrite and each line left to change by hand, with the line it
/// was on in the original file, so nothing the port changes goes unsaid.
struct PortReport {
    struct Entry: Comparable {
        let line: Int
        let text: String
        static func < (a: Entry, b: Entry) -> Bool { a.line < b.line }
    }

    private(set) var rewrites: [Entry] = []
    private(set) var byHand: [Entry] = []

    mutating func rewrote(_ line: Int, _ from: String, _ to: String) {
        rewrites.append(Entry(line: line, text: "rewrote \(from) → \(to)"))
    }

    mutating func handChange(_ line: Int, _ text: String) {
        if byHand.contains(Entry(line: line, text: text)) { return }
        byHand.append(Entry(line: line, text: text))
    }
}
