import Foundation
import SegueTools
import UIKit

/// Auto Layout on 1,000 constrained views: rows of a label (which has an intrinsic size) and a bar
/// to its right, each row's label pinned below the one above it, all in one container in the
/// stage's window. Times activating everything and the first layout, then two kinds of change
/// repeated — one row's spacing (that row and every row below it move) and one bar's right inset
/// (that bar alone resizes) — each a `constant` set and `layoutIfNeeded()`, with the engine's
/// counters read around it.
@MainActor
struct AutoLayoutBench {
    static let rows = 500
    static let changes = 400
    /// The spacing change is made this many rows from the bottom: twice as many views depend on it.
    static let rowsBelowChange = 10

    let stage: BenchStage

    init(display: String, size: CGSize) throws {
        stage = try BenchStage(display: display, sceneID: nil, size: size)
    }

    func finish() { stage.finish() }

    /// The rows built in a fresh container, and the constraints a change moves.
    private struct Rows {
        let container: UIView
        let spacings: [NSLayoutConstraint]
        let insets: [NSLayoutConstraint]
        let constraints: [NSLayoutConstraint]
    }

    private func build() throws -> Rows {
        guard let window = stage.app.windows.first else { throw BenchError("the stage has no window") }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: window.bounds.width, height: window.bounds.height))
        window.addSubview(container)
        var spacings: [NSLayoutConstraint] = [], insets: [NSLayoutConstraint] = [], all: [NSLayoutConstraint] = []
        var above: UIView?
        for n in 0..<Self.rows {
            let label = UILabel()
            label.text = "Row \(n)"
            label.translatesAutoresizingMaskIntoConstraints = false
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
            container.addSubview(bar)
            let spacing = label.topAnchor.constraint(equalTo: above?.bottomAnchor ?? container.topAnchor, constant: 4)
            let inset = bar.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16)
            spacings.append(spacing)
            insets.append(inset)
            all += [spacing, inset,
                    label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                    bar.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                    bar.centerYAnchor.constraint(equalTo: label.centerYAnchor),
                    bar.heightAnchor.constraint(equalToConstant: 8)]
            above = label
        }
        return Rows(container: container, spacings: spacings, insets: insets, constraints: all)
    }

    func run() throws -> [BenchmarkReport.AutoLayoutRun] {
        let clock = stage.platform
        let start = clock.monotonicTime()
        let rows = try build()
        NSLayoutConstraint.activate(rows.constraints)
        rows.container.layoutIfNeeded()
        let first = (clock.monotonicTime() - start) * 1000
        defer { rows.container.removeFromSuperview() }
        let views = 2 * Self.rows
        let spacingRow = Self.rows - Self.rowsBelowChange
        let spacing = measure(name: "\(views) views: one row's spacing", views: views, constraints: rows.constraints.count,
                              first: first, dependants: 2 * Self.rowsBelowChange, container: rows.container) { n in
            rows.spacings[spacingRow].constant = n % 2 == 0 ? 12 : 4
        }
        let inset = measure(name: "\(views) views: one bar's inset", views: views, constraints: rows.constraints.count,
                            first: first, dependants: 1, container: rows.container) { n in
            rows.insets[(n / 2 * 37) % Self.rows].constant = n % 2 == 0 ? -40 : -16
        }
        return [spacing, inset]
    }

    /// Times `Self.changes` rounds of `change(n)` and a layout, and the counters' medians.
    private func measure(name: String, views: Int, constraints: Int, first: Double, dependants: Int, container: UIView,
                         change: (Int) -> Void) -> BenchmarkReport.AutoLayoutRun {
        let clock = stage.platform
        var times: [Double] = [], visited: [Int] = [], written: [Int] = []
        for n in 0..<Self.changes {
            let before = SegueDiagnostics.autoLayoutCounters
            let start = clock.monotonicTime()
            change(n)
            container.layoutIfNeeded()
            times.append((clock.monotonicTime() - start) * 1000)
            let done = SegueDiagnostics.autoLayoutCounters.since(before)
            visited.append(done.viewsVisited)
            written.append(done.framesWritten)
        }
        func median(_ xs: [Int]) -> Int { xs.sorted()[xs.count / 2] }
        let sorted = times.sorted()
        return .init(name: name, views: views, constraints: constraints, firstLayoutMilliseconds: first,
                     changes: Self.changes, changeP50Milliseconds: sorted[sorted.count / 2],
                     changeP95Milliseconds: sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)],
                     viewsVisitedPerChange: median(visited), framesWrittenPerChange: median(written),
                     dependentsPerChange: dependants)
    }
}
