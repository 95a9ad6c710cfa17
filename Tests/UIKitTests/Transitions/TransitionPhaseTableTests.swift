@testable import UIKit
import Testing

// ModalTransition's phase table on its own (no application): exactly the documented moves are
// allowed, the graph has no dead ends, and a move outside the table traps, naming it.

/// One move between phases, as a test argument.
nonisolated struct PhaseMove: CustomStringConvertible, Sendable, Codable {
    let from: ModalTransition.Phase.Name
    let to: ModalTransition.Phase.Name
    init(_ from: ModalTransition.Phase.Name, _ to: ModalTransition.Phase.Name) { self.from = from; self.to = to }
    var description: String { "\(from) → \(to)" }
}

extension ModalTransition.Phase.Name: Codable {}

@Suite struct TransitionPhaseTableTests {
    typealias Name = ModalTransition.Phase.Name

    /// The moves docs/ARCHITECTURE.md's "state machines as data" rule expects a transition to make,
    /// written out again here (not derived from the code) so a changed table fails.
    nonisolated static let legalMoves: [PhaseMove] = [
        PhaseMove(.created, .starting), PhaseMove(.created, .abandoned),
        PhaseMove(.starting, .immediate), PhaseMove(.starting, .awaitingInteraction), PhaseMove(.starting, .playing),
        PhaseMove(.starting, .completing), PhaseMove(.starting, .abandoned),
        PhaseMove(.immediate, .completing), PhaseMove(.immediate, .abandoned),
        PhaseMove(.awaitingInteraction, .interactive), PhaseMove(.awaitingInteraction, .playing),
        PhaseMove(.awaitingInteraction, .completing), PhaseMove(.awaitingInteraction, .abandoned),
        PhaseMove(.interactive, .playing), PhaseMove(.interactive, .completing), PhaseMove(.interactive, .abandoned),
        PhaseMove(.playing, .interactive), PhaseMove(.playing, .completing), PhaseMove(.playing, .abandoned),
        PhaseMove(.completing, .ended),
    ]

    /// One illegal move out of every phase: skipping the start, interaction before it was started,
    /// going back, standing still, and leaving the two final phases.
    nonisolated static let illegalMoves: [PhaseMove] = [
        PhaseMove(.created, .playing),
        PhaseMove(.starting, .interactive),
        PhaseMove(.immediate, .playing),
        PhaseMove(.awaitingInteraction, .starting),
        PhaseMove(.interactive, .awaitingInteraction),
        PhaseMove(.playing, .playing),
        PhaseMove(.completing, .abandoned),
        PhaseMove(.ended, .playing),
        PhaseMove(.abandoned, .completing),
    ]

    @Test(arguments: legalMoves)
    func legalMoveIsAllowed(_ move: PhaseMove) {
        // Precondition / action
        let allowed = move.from.canMove(to: move.to)
        // Assertion: allowed, and checking it does not trap.
        #expect(allowed)
        move.from.checkMove(to: move.to, of: "a test transition")
    }

    @Test func everyOtherMoveIsRefused() {
        // Precondition: all 81 ordered pairs of phases.
        for from in Name.allCases {
            for to in Name.allCases {
                // Action
                let listed = Self.legalMoves.contains { $0.from == from && $0.to == to }
                // Assertion: the table allows exactly the listed moves.
                #expect(from.canMove(to: to) == listed, "\(from) → \(to)")
            }
        }
    }

    @Test func everyPhaseIsReachedFromCreatedAndLeadsToAnEnd() {
        // Precondition: the graph the table draws.
        func reachable(from start: Name) -> Set<Name> {
            var seen: Set<Name> = [start], queue = [start]
            while let next = queue.popLast() {
                for to in next.successors where seen.insert(to).inserted { queue.append(to) }
            }
            return seen
        }
        // Action
        let fromCreated = reachable(from: .created)
        // Assertion: no phase is unreachable, every phase can still end (completed or abandoned),
        // and only the two final phases have nowhere to go.
        #expect(fromCreated == Set(Name.allCases))
        for phase in Name.allCases {
            let ahead = reachable(from: phase)
            #expect(ahead.contains(.ended) || ahead.contains(.abandoned), "\(phase) can never end")
            #expect(phase.successors.isEmpty == (phase == .ended || phase == .abandoned), "\(phase)")
            #expect(!phase.canMove(to: phase), "\(phase) moves to itself")
        }
    }

    @Test func overAndInteractiveFollowThePhase() {
        // Precondition / action / assertion: the context's isInteractive follows exactly the two
        // driven phases, and only the three end phases ignore calls that steer.
        #expect(Name.allCases.filter(\.isInteractive) == [.awaitingInteraction, .interactive])
        #expect(Name.allCases.filter(\.isOver) == [.completing, .ended, .abandoned])
        #expect(Name.allCases.filter(\.isLive) == [.starting, .immediate, .awaitingInteraction, .interactive, .playing])
    }

    @Test(arguments: illegalMoves)
    func illegalMoveTraps(_ move: PhaseMove) async {
        // Precondition / action: in a child process, check the move.
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [move] in
            await MainActor.run {
                move.from.checkMove(to: move.to, of: "the presentation animated by SlideAnimator")
            }
        }
        // Assertion: it trapped with a message naming the transition and the move.
        guard let result else { return }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("the presentation animated by SlideAnimator cannot move from \(move.from) to \(move.to)"),
                "\(move): \(message)")
    }
}
