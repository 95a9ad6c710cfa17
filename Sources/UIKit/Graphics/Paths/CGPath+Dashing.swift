import Foundation

extension CGPath {
    /// The path cut into dashes (Core Graphics' `copy(dashingWithPhase:lengths:transform:)`): open
    /// subpaths, one per dash, that a stroke then draws with its caps. `lengths` alternate painted and
    /// unpainted lengths and repeat (an odd count repeats twice over, so [5] is 5 on, 5 off); `phase`
    /// is how far into the pattern each subpath starts, as every subpath restarts the pattern.
    /// `transform` is applied to the result's elements, after dashing.
    ///
    /// Dashes are measured along the flattened path: straight lines stay exact, but curves come out as
    /// the lines of their flattening (within `defaultFlatteningTolerance`), where Core Graphics keeps
    /// curve pieces. A closed subpath whose pattern is painted both where it starts and where it ends
    /// gets one dash across its start, so no butt cap cuts the stroke there; one painted all the way
    /// round stays closed. A zero painted length gives a zero-length dash (a dot with round caps).
    /// With no lengths, or none positive, or any negative, the path is returned undashed; so is a path
    /// that would be cut into more than `PathDasher.maximumPieces` dashes and gaps (a pattern far finer
    /// than anything a screen shows, which would otherwise take minutes and gigabytes).
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        let total = lengths.reduce(0, +)
        guard !lengths.isEmpty, total > 0, total.isFinite, lengths.allSatisfy({ $0 >= 0 }) else {
            return CGPath(elements: transform == .identity ? elements : elements.map { $0.applying(transform) })
        }
        let pattern = lengths.count % 2 == 1 ? lengths + lengths : lengths
        let subpaths = flattened()
        let length = subpaths.reduce(0) { sum, subpath in
            sum + subpath.edges.reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
        guard length / pattern.reduce(0, +) * CGFloat(pattern.count) <= CGFloat(PathDasher.maximumPieces) else {
            return CGPath(elements: transform == .identity ? elements : elements.map { $0.applying(transform) })
        }
        var dasher = PathDasher(pattern: pattern, phase: phase)
        for subpath in subpaths { dasher.dash(subpath) }
        let out = transform == .identity ? dasher.elements : dasher.elements.map { $0.applying(transform) }
        return CGPath(elements: out)
    }
}

/// Walks subpaths through a dash pattern of an even number of lengths (on, off, on, off…).
struct PathDasher {
    /// The most dashes and gaps one path is cut into.
    static let maximumPieces = 1_000_000

    let pattern: [CGFloat]
    /// Where each subpath starts: the index into `pattern` and what is left of that length.
    private let startIndex: Int
    private let startRemaining: CGFloat
    private(set) var elements: [PathElement] = []

    init(pattern: [CGFloat], phase: CGFloat) {
        self.pattern = pattern
        let total = pattern.reduce(0, +)
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        var index = 0
        // Skip whole lengths the phase passes; a length the phase ends exactly on is passed too.
        while offset >= pattern[index], offset > 0 {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
        }
        startIndex = index
        startRemaining = pattern[index] - offset
    }

    mutating func dash(_ subpath: FlattenedSubpath) {
        guard subpath.hasSegments, let first = subpath.points.first else { return }
        var index = startIndex, remaining = startRemaining
        var on: Bool { index % 2 == 0 }
        let startedOn = on
        var dashes: [[CGPoint]] = []
        var current: [CGPoint] = on ? [first] : []
        var toggled = false
        let edges = subpath.edges
        if edges.isEmpty {
            // A zero-length subpath: a zero-length dash if the pattern paints where it starts.
            if on { elements += [.move(first), .line(first)] }
            return
        }
        for (a, b) in edges {
            let length = hypot(b.x - a.x, b.y - a.y)
            var position: CGFloat = 0
            while length - position > remaining {
                position += remaining
                let t = position / length
                let p = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                if on {
                    current.append(p)
                    dashes.append(current)
                    current = []
                } else {
                    current = [p]
                }
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                toggled = true
            }
            remaining -= length - position
            if on { current.append(b) }
        }
        if on, current.count > 1 {
            if !toggled, subpath.isClosed {
                // Painted all the way round: the subpath stays closed.
                elements.append(.move(current[0]))
                elements += current.dropFirst().dropLast().map { .line($0) }
                elements.append(.close)
                return
            }
            if subpath.isClosed, startedOn, !dashes.isEmpty {
                dashes[0] = current + dashes[0].dropFirst()
            } else {
                dashes.append(current)
            }
        }
        for dash in dashes {
            elements.append(.move(dash[0]))
            elements += dash.dropFirst().map { .line($0) }
        }
    }
}
