import CChipmunk
import Foundation

/// Which pairs of collision shapes touch, step by step, and the contacts that began and ended.
///
/// After each step the tracker walks each item body's arbiters (Chipmunk's record of the shapes
/// touching it) — outside any Chipmunk callback that could change the space — and compares the
/// touching pairs with the previous step's. The events wait here until the animator hands them to
/// collision behaviours on the main actor after the frame's steps.
@MainActor
final class CollisionContactTracker {
    struct Contact {
        let a: OpaquePointer
        let b: OpaquePointer
        /// Where they touch, in the reference view.
        let point: CGPoint
    }

    enum Event {
        case began(Contact)
        case ended(Contact)
    }

    /// The pairs touching after the last step, in the order first seen, and the same as keys.
    private var touching: [Contact] = []
    private var touchingKeys: Set<PairKey> = []

    /// A pair of shapes, either way round.
    private struct PairKey: Hashable {
        let low: UInt, high: UInt
        init(_ c: Contact) {
            let a = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(c.a))), b = UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(c.b)))
            (low, high) = a < b ? (a, b) : (b, a)
        }
    }
    private(set) var pending: [Event] = []

    /// What the arbiter walk collects; a plain class so Chipmunk's C callback can reach it.
    private final class Collector {
        var found: [Contact] = []
    }

    func update(in world: PhysicsWorld) {
        let collector = Collector()
        let data = Unmanaged.passUnretained(collector).toOpaque()
        for key in world.order {
            guard let entry = world.entries[key], !entry.shapes.isEmpty else { continue }
            cpBodyEachArbiter(entry.body, { _, arbiter, data in
                guard let arbiter, let data, cpArbiterGetCount(arbiter) > 0 else { return }
                var a: OpaquePointer?, b: OpaquePointer?
                cpArbiterGetShapes(arbiter, &a, &b)
                guard let a, let b else { return }
                let p = cpArbiterGetPointA(arbiter, 0)
                Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue()
                    .found.append(Contact(a: a, b: b, point: CGPoint(x: p.x, y: p.y)))
            }, data)
        }
        withExtendedLifetime(collector) {}
        var now: [Contact] = [], nowKeys: Set<PairKey> = []
        for contact in collector.found where nowKeys.insert(PairKey(contact)).inserted { now.append(contact) }
        for contact in now where !touchingKeys.contains(PairKey(contact)) { pending.append(.began(contact)) }
        for contact in touching where !nowKeys.contains(PairKey(contact)) { pending.append(.ended(contact)) }
        touching = now
        touchingKeys = nowKeys
    }

    /// The events since the last call.
    func takeEvents() -> [Event] {
        defer { pending.removeAll() }
        return pending
    }

    /// A shape leaves the space: its contacts end without a report.
    func forget(_ shape: OpaquePointer) {
        touching.removeAll { $0.a == shape || $0.b == shape }
        touchingKeys = Set(touching.map(PairKey.init))
        pending.removeAll { event in
            switch event {
            case let .began(c), let .ended(c): return c.a == shape || c.b == shape
            }
        }
    }
}
