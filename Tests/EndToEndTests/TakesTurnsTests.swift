import Foundation
import Synchronization
import Testing
import TestTurns

/// The trait that keeps the suites sharing the X server (or the machine's cores) apart.
@Suite struct TakesTurnsTests {
    /// How many bodies are inside a turn now, the most there ever were, and how many finished.
    final class Occupancy: Sendable {
        private let counts = Mutex((now: 0, most: 0, finished: 0))
        func enter() { counts.withLock { $0.now += 1; $0.most = max($0.most, $0.now) } }
        func leave() { counts.withLock { $0.now -= 1; $0.finished += 1 } }
        var most: Int { counts.withLock { $0.most } }
        var finished: Int { counts.withLock { $0.finished } }
    }

    @Test func bodiesWithTheTraitNeverOverlapAndAllRun() async throws {
        // Precondition: the trait, and a body that stays inside its turn across a suspension.
        let trait = TakesTurns(reason: "a test of the trait")
        let test = try #require(Test.current)
        let occupancy = Occupancy()
        // Action: eight bodies started at once.
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await trait.provideScope(for: test, testCase: Test.Case.current) {
                        occupancy.enter()
                        try await Task.sleep(for: .milliseconds(5))
                        occupancy.leave()
                    }
                }
            }
            try await group.waitForAll()
        }
        // Assertion: one at a time, and every one had its turn.
        #expect(occupancy.most == 1)
        #expect(occupancy.finished == 8)
    }
}
