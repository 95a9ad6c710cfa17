import Testing

/// A trait for suites that must not run beside one another, in whichever test target they are:
/// those that use what the test run's one X server has only one of — its pointer, its keyboard and
/// input focus, the windows under the pointer — and those that take the machine's cores for long
/// enough to throw off the real-time suites (a whole `swift build`). Everything else runs in parallel.
///
/// Why a trait and not `.serialized`: `.serialized` orders the tests of one suite tree, while suites
/// of other trees (and other targets in the same run) still run beside it; two suites moving the same
/// pointer with XTest, or one dragging over another's window, would see each other's input.
///
/// ```swift
/// @Suite(.serialized, .takesTurns("drives the pointer with XTest over the demo's window"))
/// struct PanelDragTests { … }
/// ```
public struct TakesTurns: TestTrait, SuiteTrait, TestScoping {
    /// What the suite shares, in words: the reason it cannot run beside the others.
    public let reason: String

    public init(reason: String) { self.reason = reason }

    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await Turns.shared.take(function)
    }
}

extension Trait where Self == TakesTurns {
    /// Runs each test only while no other test with this trait runs; `reason` says why.
    public static func takesTurns(_ reason: String) -> Self { TakesTurns(reason: reason) }
}

/// One test at a time among those with `TakesTurns`, first come first served. Waiting suspends the
/// test (it holds no thread), so the other tests keep running meanwhile.
actor Turns {
    static let shared = Turns()

    private var held = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func take(_ body: @Sendable () async throws -> Void) async throws {
        if held {
            // The holder hands its turn over directly: `held` stays true.
            await withCheckedContinuation { waiting.append($0) }
        }
        held = true
        defer {
            if waiting.isEmpty { held = false } else { waiting.removeFirst().resume() }
        }
        try await body()
    }
}
