import Foundation
import UIKit

/// The tab bar's glyphs for scene 003 — a house, a page of text, a gear — drawn in code as
/// black-on-transparent templates (the bar tints them), 25 points square like iOS's tab icons. Each is
/// a shape test sampled 4 × 4 times per pixel, so the edges are smooth.
enum TabIcon {
    static let size = 25
    private static let samples = 4

    static var home: UIImage { image { x, y in
        let roof = y >= 2.5 && y <= 12 && abs(x - 12.5) <= (y - 2.5) * 1.15
        let body = x >= 5 && x <= 20 && y >= 11 && y <= 22.5
        let door = x >= 10.5 && x <= 14.5 && y >= 15.5
        return (roof || body) && !door
    } }

    static var detail: UIImage { image { x, y in
        let outer = x >= 4.5 && x <= 20.5 && y >= 2 && y <= 23
        let inner = x >= 6.5 && x <= 18.5 && y >= 4 && y <= 21
        let line = x >= 8.5 && x <= 16.5 && [8.0, 12.0, 16.0].contains { abs(y - $0) <= 0.75 }
        return (outer && !inner) || line
    } }

    static var settings: UIImage { image { x, y in
        let dx = x - 12.5, dy = y - 12.5
        let r = (dx * dx + dy * dy).squareRoot()
        let angle = atan2(dy, dx) * 180 / .pi + 360
        let onTooth = angle.truncatingRemainder(dividingBy: 45) < 20
        return (r >= 3.5 && r <= 8.5) || (r > 8.5 && r <= 11.5 && onTooth)
    } }

    /// Coverage of `inside` over each pixel, as the alpha of black.
    private static func image(_ inside: (Double, Double) -> Bool) -> UIImage {
        var bitmap = Bitmap(width: size, height: size)
        let step = 1 / Double(samples)
        for py in 0..<size {
            for px in 0..<size {
                var hits = 0
                for sy in 0..<samples {
                    for sx in 0..<samples where inside(Double(px) + (Double(sx) + 0.5) * step,
                                                       Double(py) + (Double(sy) + 0.5) * step) {
                        hits += 1
                    }
                }
                let alpha = UInt32((Double(hits) / Double(samples * samples) * 255).rounded())
                bitmap[px, py] = alpha << 24
            }
        }
        return UIImage(bitmap: bitmap)
    }
}
