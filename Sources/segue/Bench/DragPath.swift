import Foundation
import UIKit

/// Where a measured drag presses and the points its motions go through, straight down, one frame
/// each, in whole pixels (XTest moves by whole pixels), and how it is meant to end.
struct DragPath {
    var start: CGPoint
    var points: [CGPoint]
    var ending: DragMeasurement.Ending

    /// The bottom panel's drag: `steps` motions of 1 px, the last four of a fling 30 px each. It
    /// starts on the panel (the lower half), a sixteenth of the height below its top edge, in the
    /// middle — (640, 450) in a 1280×800 window.
    static func panel(in size: CGSize, steps: Int, ending: DragMeasurement.Ending) -> DragPath {
        let start = CGPoint(x: (size.width / 2).rounded(), y: (size.height * 0.5625).rounded())
        var y = start.y
        let points = (0..<steps).map { i -> CGPoint in
            y += ending == .fling && i >= steps - 4 ? 30 : 1
            return CGPoint(x: start.x, y: y)
        }
        return DragPath(start: start, points: points, ending: ending)
    }

    /// A sheet pulled down from `start` by `steps` motions spread over a quarter of its `height`
    /// (short of a 0.4 dismissal threshold, so a cancel springs back); a fling adds four fast moves
    /// carrying it on to 0.55 of the height, well past the threshold even after a pan's hysteresis.
    static func sheet(from start: CGPoint, height: CGFloat, steps: Int, ending: DragMeasurement.Ending) -> DragPath {
        let slow = height / 4
        var points = (1...max(steps, 1)).map { i in
            CGPoint(x: start.x, y: (start.y + slow * CGFloat(i) / CGFloat(max(steps, 1))).rounded())
        }
        if ending == .fling {
            let fast = height * 0.3
            points += (1...4).map { i in CGPoint(x: start.x, y: (start.y + slow + fast * CGFloat(i) / 4).rounded()) }
        }
        return DragPath(start: CGPoint(x: start.x.rounded(), y: start.y.rounded()), points: points, ending: ending)
    }
}
