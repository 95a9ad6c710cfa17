import Foundation
import Testing
import TestTurns
@testable import UIKit
import UIKitTesting
import X11Platform

/// The prototypes in `Examples/`, each recorded with `segue record` and the input script beside it,
/// exactly as the README tells a user to: every frame is sorted into what the screen shows (the
/// sheet up, the detail pushed, the card open, or something in between), and the order of those
/// states is what the example is meant to do. Breaking the example's transition — a dismissal that
/// never finishes, a delegate that returns no animator, a card that stays hidden — changes the order.
///
/// The recordings are made at 390x844 (the size the scripts are written for) and 30 fps: the states
/// hold for a quarter of a second or more, so 30 frames a second sees every one of them at half the
/// cost of 60. The prototypes build in the shared cache `PrototypeRunTests` uses.
@Suite(.serialized, .takesTurns("builds prototypes with every core"))
struct ExamplePrototypeRecordingTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples")

    /// The light backgrounds the examples use: `systemGroupedBackground`, `systemBackground`.
    static let grouped = RGB(242, 242, 247)
    static let white = RGB(255, 255, 255)

    /// One state the screen showed, and for how many frames in a row.
    struct Run<State: Equatable>: Equatable {
        var state: State
        var frames: Int
    }

    /// Records `Examples/NAME/NAME.swift` with its `drive.txt` into PNG frames and returns the
    /// frames' states in order, each run of one state as one `Run`, frames that are in between
    /// (`classify` returns nil) left out. `inspect` sees every frame with its state.
    static func recordedStates<State: Equatable>(of name: String, in workspace: RecordingWorkspace,
                                                 classify: (Bitmap) -> State?,
                                                 inspect: (Bitmap, State?) -> Void = { _, _ in }) throws -> [Run<State>] {
        let folder = examples.appendingPathComponent(name)
        let run = try SegueRun.run(["record", folder.appendingPathComponent("\(name).swift").path,
                                    "--script", folder.appendingPathComponent("drive.txt").path,
                                    "--out", workspace.path("frames/"), "--size", "390x844", "--fps", "30", "--own-server"],
                                   timeout: PrototypeRunTests.buildTimeout, environment: PrototypeRunTests.useSharedCache)
        try #require(run.status == 0, "record: \(run.stderr.suffix(2000))")
        var runs: [Run<State>] = []
        // One frame decoded at a time: hundreds of 390x844 bitmaps would take hundreds of megabytes.
        for frame in try workspace.frameNames(in: "frames") {
            let bitmap = try PNGCodec.decode(contentsOf: workspace.path("frames/\(frame)"))
            let state = classify(bitmap)
            inspect(bitmap, state)
            guard let state else { continue }
            if runs.last?.state == state { runs[runs.count - 1].frames += 1 } else { runs.append(Run(state: state, frames: 1)) }
        }
        return runs
    }

    /// The script waits half a second or more with each state it brings about on screen: a state
    /// held for fewer than this many frames (at 30 fps) came and went by itself.
    static let heldFrames = 10

    // MARK: Bottom sheet

    enum SheetState: Equatable, CustomStringConvertible {
        /// No sheet, no dimming.
        case closed
        /// The sheet at rest (over the bottom half; PublicSheet's over the bottom 45%), the rest dimmed.
        case up
        /// The sheet somewhere below its resting place: rising, dragged, or leaving.
        case lowered

        var description: String {
            switch self {
            case .closed: "closed"
            case .up: "up"
            case .lowered: "lowered"
            }
        }
    }

    @Test func bottomSheetRisesSpringsBackFromAShortDragAndLeavesWhenFlung() throws {
        // Precondition: the example's script opens the sheet, drags it 100 pt down and lets go at
        // rest, flings it down at 1200 pt/s, then opens it again and taps Done. In a 390x844
        // window the sheet's top rests at y 422.
        let workspace = try RecordingWorkspace()
        let dimmed = RGB.blend(RGB(0, 0, 0), alpha: 0.4, over: Self.grouped)
        var deepestDrag = 0
        var sawRoundedGrabbedSheet = false

        // Action
        let runs = try Self.recordedStates(of: "BottomSheet", in: workspace, classify: { (frame: Bitmap) -> SheetState? in
            let above = frame.rgb(30, 300), sheetTop = frame.rgb(100, 430), bottom = frame.rgb(100, 800)
            if above.isClose(to: Self.grouped) && !bottom.isClose(to: Self.white) { return .closed }
            if sheetTop.isClose(to: Self.white) && frame.rgb(100, 418).isClose(to: dimmed) && above.isClose(to: dimmed) { return .up }
            if bottom.isClose(to: Self.white) && !sheetTop.isClose(to: Self.white) { return .lowered }
            return nil
        }, inspect: { frame, state in
            if state == .up {
                // The top corners are rounded (the window's corner pixel is dimming, not sheet) and
                // the grabber shows in the middle of the sheet's top edge.
                if frame.rgb(1, 423).isClose(to: dimmed) && frame.rgb(195, 429).luma < 230 { sawRoundedGrabbedSheet = true }
            }
            if state == .lowered, let top = (422..<844).first(where: { frame.rgb(100, $0).isClose(to: Self.white) }) {
                deepestDrag = max(deepestDrag, top - 422)
            }
        })

        // Assertion: it rose, stayed up after the short drag (lowered, then up again), and went
        // away with the fling, the dimming with it; then it rose again and Done closed it.
        let states = runs.map(\.state)
        #expect(states == [.closed, .lowered, .up, .lowered, .up, .lowered, .closed, .lowered, .up, .lowered, .closed],
                "states: \(states)")
        #expect(runs.filter { $0.state == .up }.allSatisfy { $0.frames >= Self.heldFrames }, "runs: \(runs)")
        #expect(sawRoundedGrabbedSheet, "no frame showed the sheet with rounded top corners and a grabber")
        // And the drag moved it most of the way the pointer went (100 pt) before it sprang back.
        #expect(deepestDrag >= 60, "the sheet went down at most \(deepestDrag) pt")
    }

    // MARK: Navigation push

    enum StackState: Equatable, CustomStringConvertible {
        /// The list of colours.
        case list
        /// A colour's detail, whose swatch is this colour.
        case detail(RGB)

        var description: String {
            switch self {
            case .list: "list"
            case .detail(let color): "detail \(color)"
            }
        }
    }

    @Test func navigationPushSlidesTheDetailOverTheSunkenListAndPopsBack() throws {
        // Precondition: the example's script opens Sunset, goes back, opens Ocean, goes back. The
        // list's rows are white on the grouped grey (y 302 is between two lines of the fourth row);
        // a detail's swatch spans x 20…370, y 68…328 of the window, on a white page.
        let workspace = try RecordingWorkspace()
        let orange = RGB(255, 149, 0), blue = RGB(0, 122, 255)
        var framesShowingTheBackdrop = 0

        // Action
        let runs = try Self.recordedStates(of: "NavigationPush", in: workspace, classify: { (frame: Bitmap) -> StackState? in
            let middle = frame.rgb(195, 302), edge = frame.rgb(5, 302)
            if middle.isClose(to: Self.white) && edge.isClose(to: Self.grouped) { return .list }
            if edge.isClose(to: Self.white) {
                for color in [orange, blue] where middle.isClose(to: color) { return .detail(color) }
            }
            return nil
        }, inspect: { frame, state in
            // Only the custom animator shrinks the screen below the one on top, over black: the
            // built-in slide leaves no black at the window's edge.
            if state == nil && frame.rgb(1, 800).luma < 40 { framesShowingTheBackdrop += 1 }
        })

        // Assertion: pushed, popped, pushed, popped, each with the sinking screen over black.
        let states = runs.map(\.state)
        #expect(states == [.list, .detail(orange), .list, .detail(blue), .list], "states: \(states)")
        // Each detail stays pushed until the back button is tapped (a push the animator reported
        // as cancelled shows the detail only for as long as the animation, then the list again).
        #expect(runs.filter { $0.state != .list }.allSatisfy { $0.frames >= Self.heldFrames }, "runs: \(runs)")
        #expect(framesShowingTheBackdrop >= 4, "\(framesShowingTheBackdrop) frames showed the backdrop of the custom transition")
    }

    // MARK: Expanding card

    enum CardState: Equatable, CustomStringConvertible {
        /// The grid, every card in its place.
        case grid
        /// A story open across the full width, its artwork this colour.
        case open(RGB)

        var description: String {
            switch self {
            case .grid: "grid"
            case .open(let color): "open \(color)"
            }
        }
    }

    @Test func expandingCardGrowsToTheFullWidthAndShrinksBackIntoItsPlace() throws {
        // Precondition: the example's script opens Northern Lights (indigo, the card at 16,123
        // 172x232), closes it, scrolls the grid up 80 pt, then opens and closes Coastal Trails
        // (teal, at 16,369 in the grid, higher on screen once scrolled). Column x 24 crosses the
        // left cards' colour and none of their text.
        let workspace = try RecordingWorkspace()
        let indigo = RGB(88, 86, 214), teal = RGB(48, 176, 199)
        let column = 24
        func count(_ color: RGB, in frame: Bitmap) -> Int {
            (0..<frame.height).count { frame.rgb(column, $0).isClose(to: color) }
        }
        var framesGrowingFromTheCard = 0
        var tealTops: [(top: Int?, state: CardState?)] = []

        // Action
        let runs = try Self.recordedStates(of: "ExpandingCard", in: workspace, classify: { (frame: Bitmap) -> CardState? in
            let corner = frame.rgb(2, 2), right = frame.rgb(386, 300)
            for color in [indigo, teal] where corner.isClose(to: color) && right.isClose(to: color) {
                // Open: square corners at the window's, the full width, the white page below.
                return frame.rgb(195, 700).isClose(to: Self.white) ? .open(color) : nil
            }
            // The grid: both cards in their places (or an artwork exactly over one), no page.
            let grid = corner.isClose(to: Self.grouped) && count(indigo, in: frame) >= 100 && count(teal, in: frame) >= 100
                && count(Self.white, in: frame) == 0
            return grid ? .grid : nil
        }, inspect: { frame, state in
            // Between the two, the artwork covers the card's place but neither the window's
            // corner nor its right side: it grows out of the card rather than appearing full size.
            if state == nil && frame.rgb(100, 240).isClose(to: indigo) && !frame.rgb(2, 2).isClose(to: indigo)
                && !frame.rgb(386, 300).isClose(to: indigo) {
                framesGrowingFromTheCard += 1
            }
            tealTops.append(((0..<frame.height).first { frame.rgb(column, $0).isClose(to: teal) }, state))
        })

        // Assertion: opened to the full width and closed back into the grid, twice.
        let states = runs.map(\.state)
        #expect(states == [.grid, .open(indigo), .grid, .open(teal), .grid], "states: \(states)")
        #expect(runs.filter { $0.state != .grid }.allSatisfy { $0.frames >= Self.heldFrames }, "runs: \(runs)")
        #expect(framesGrowingFromTheCard >= 2, "\(framesGrowingFromTheCard) frames showed the artwork growing out of the card")
        // And the scrolled card's artwork starts where the card is on screen (its frame converted
        // through the scrolled grid) and only rises from there: from the grid at rest (three equal
        // frames, the card well down the window) to the story open, its top never moves down. Taken from the scroll view's own
        // coordinates, it would first jump 80 pt down.
        guard let opened = tealTops.firstIndex(where: { $0.state == .open(teal) }),
              let rest = (2..<opened).last(where: { i in (tealTops[i].top ?? 0) > 100 && tealTops[i].top == tealTops[i - 1].top
                  && tealTops[i].top == tealTops[i - 2].top }) else {
            Issue.record("no frames of the teal card at rest before it opened: \(tealTops.map(\.top))")
            return
        }
        let rising = tealTops[rest...opened].compactMap(\.top)
        let drops = zip(rising, rising.dropFirst()).filter { $1 > $0 + 1 }
        #expect(drops.isEmpty, "the artwork moved down while opening: tops \(rising)")
    }
}
