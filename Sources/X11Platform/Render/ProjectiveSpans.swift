// Which destination pixels a composite through a projective picture transform may touch: those whose
// sample point lands inside the source, row by row, as clip rectangles for the destination.

import CX11
import Foundation

/// The pixels of a destination box whose centres a projective picture transform maps inside the
/// source rectangle, as one rectangle per run of rows with the same span.
///
/// Why: for a transform with perspective pixman samples through its general fetcher, which divides
/// each pixel's homogeneous coordinates as *unsigned* 64-bit numbers (`((uint64_t) x << 16) / w`).
/// A pixel whose sample point lies left of or above the source (a negative coordinate) gets a
/// scrambled coordinate instead: for a card turned about its vertical axis the scramble is the same
/// down a whole column, and usually far outside the picture (transparent) — but now and then it
/// lands inside, and that column above the card's top edge showed the card's colour (the animation
/// lab's flip drew one-pixel spikes). Clipping the destination to these spans means no pixel with a
/// negative coordinate is ever sampled; positive coordinates divide correctly.
///
/// What it costs: the composite's box becomes one clip rectangle per row (a few hundred for a card;
/// no more requests). A pixel is drawn when its centre maps inside the source, so the half-pixel
/// fade that bilinear sampling adds outside a picture's edge is gone in perspective (the mask's own
/// antialiasing, e.g. rounded corners, stays): edges are hard, as Core Animation draws a layer's edges
/// unless `allowsEdgeAntialiasing` is set.
///
/// The test is made on the transform exactly as XRender receives it (16.16 fixed point), in double
/// precision, with a margin of a few of pixman's fixed-point units on each homogeneous coordinate,
/// larger than the rounding pixman's integer arithmetic may differ by.
struct ProjectiveSpans {
    /// The spans, in destination pixels, top to bottom; rows without a pixel to draw are left out.
    let rectangles: [XRectangle]

    /// Pixman's fixed-point unit: a margin of four of them keeps every sampled coordinate ≥ 0 there.
    static let margin = 4.0 / 65536
    /// The smallest homogeneous w sampled: near the horizon the quotient is ill-conditioned.
    static let smallestW = 1.0 / 256

    /// `transform`: destination → source, column vectors, as sent with `XRenderSetPictureTransform`.
    /// `box`: the composite's destination rectangle, in whole pixels. `source`: the source picture's
    /// extent in its own pixels (negative coordinates are never admitted, whatever it says).
    init(transform: XTransform, box: CGRect, source: CGRect) {
        let m = transform.matrix
        func row(_ r: (XFixed, XFixed, XFixed)) -> (Double, Double, Double) {
            (Double(r.0) / 65536, Double(r.1) / 65536, Double(r.2) / 65536)
        }
        let rx = row(m.0), ry = row(m.1), rw = row(m.2)
        let minX = max(0, Double(source.minX)), minY = max(0, Double(source.minY))
        let maxX = Double(source.maxX), maxY = Double(source.maxY)
        let x0 = Int(box.minX), x1 = Int(box.maxX), y0 = Int(box.minY), y1 = Int(box.maxY)
        var spans: [XRectangle] = []
        for y in y0..<y1 {
            let cy = Double(y) + 0.5
            // Along the row each homogeneous coordinate is a + b·cx; each condition below is one of
            // them kept ≥ 0, so the pixels that meet them all form one run.
            let x = (a: rx.1 * cy + rx.2, b: rx.0), yy = (a: ry.1 * cy + ry.2, b: ry.0), w = (a: rw.1 * cy + rw.2, b: rw.0)
            let conditions: [(a: Double, b: Double)] = [
                (w.a - Self.smallestW, w.b),
                (x.a - minX * w.a - Self.margin, x.b - minX * w.b),
                (maxX * w.a - x.a - Self.margin, maxX * w.b - x.b),
                (yy.a - minY * w.a - Self.margin, yy.b - minY * w.b),
                (maxY * w.a - yy.a - Self.margin, maxY * w.b - yy.b),
            ]
            func admits(_ px: Int) -> Bool {
                let cx = Double(px) + 0.5
                return conditions.allSatisfy { $0.a + $0.b * cx >= 0 }
            }
            var lo = Double(x0) + 0.5, hi = Double(x1) - 0.5
            for c in conditions {
                if c.b > 0 {
                    lo = max(lo, -c.a / c.b)
                } else if c.b < 0 {
                    hi = min(hi, -c.a / c.b)
                } else if c.a < 0 {
                    hi = -.infinity
                }
            }
            guard lo <= hi else { continue }
            var first = max(x0, Int((lo - 0.5).rounded(.up))), last = min(x1 - 1, Int((hi - 0.5).rounded(.down)))
            // The division above may round across a pixel's centre: each end is checked as drawn.
            while first <= last && !admits(first) { first += 1 }
            while last >= first && !admits(last) { last -= 1 }
            guard first <= last else { continue }
            if let previous = spans.last, Int(previous.x) == first, Int(previous.width) == last - first + 1,
               Int(previous.y) + Int(previous.height) == y {
                spans[spans.count - 1].height += 1
            } else {
                spans.append(XRectangle(x: Int16(first), y: Int16(y), width: UInt16(last - first + 1), height: 1))
            }
        }
        rectangles = spans
    }

    /// The pixels of `box` outside the spans, one or two rectangles per row of spans plus the rows
    /// without one: what `InReverse` over the whole box must still clear.
    func complement(in box: CGRect) -> [XRectangle] {
        let x0 = Int(box.minX), x1 = Int(box.maxX), y0 = Int(box.minY), y1 = Int(box.maxY)
        var out: [XRectangle] = []
        func add(_ x: Int, _ y: Int, _ w: Int, _ h: Int) {
            guard w > 0, h > 0 else { return }
            out.append(XRectangle(x: Int16(x), y: Int16(y), width: UInt16(w), height: UInt16(h)))
        }
        var y = y0
        for span in rectangles {
            let top = Int(span.y), bottom = top + Int(span.height)
            add(x0, y, x1 - x0, top - y)
            add(x0, top, Int(span.x) - x0, bottom - top)
            let right = Int(span.x) + Int(span.width)
            add(right, top, x1 - right, bottom - top)
            y = bottom
        }
        add(x0, y, x1 - x0, y1 - y)
        return out
    }
}
