import UIKit

extension PetSketch {
    /// A goldfish swimming left: a forked tail and a top fin behind a lens-shaped body, a gill line,
    /// scale arcs, a big eye, a small mouth and three rising bubbles.
    static func fish() -> PetSketch {
        var sketch = PetSketch()
        let gold = rgb(247, 146, 52), fin = rgb(252, 186, 92), bubble = rgb(90, 150, 210)

        let tail = UIBezierPath()
        tail.move(to: CGPoint(x: 140, y: 104))
        tail.addQuadCurve(to: CGPoint(x: 190, y: 58), controlPoint: CGPoint(x: 160, y: 70))
        tail.addQuadCurve(to: CGPoint(x: 176, y: 104), controlPoint: CGPoint(x: 172, y: 84))
        tail.addQuadCurve(to: CGPoint(x: 190, y: 150), controlPoint: CGPoint(x: 172, y: 124))
        tail.addQuadCurve(to: CGPoint(x: 140, y: 104), controlPoint: CGPoint(x: 160, y: 138))
        tail.close()
        sketch.add(tail, fill: fin)

        let topFin = UIBezierPath()
        topFin.move(to: CGPoint(x: 72, y: 66))
        topFin.addCurve(to: CGPoint(x: 132, y: 74), controlPoint1: CGPoint(x: 84, y: 34), controlPoint2: CGPoint(x: 120, y: 36))
        topFin.close()
        sketch.add(topFin, fill: fin)

        let body = UIBezierPath()
        body.move(to: CGPoint(x: 26, y: 104))
        body.addCurve(to: CGPoint(x: 152, y: 104), controlPoint1: CGPoint(x: 56, y: 44), controlPoint2: CGPoint(x: 126, y: 48))
        body.addCurve(to: CGPoint(x: 26, y: 104), controlPoint1: CGPoint(x: 126, y: 160), controlPoint2: CGPoint(x: 56, y: 164))
        body.close()
        sketch.add(body, fill: gold)

        let bottomFin = UIBezierPath()
        bottomFin.move(to: CGPoint(x: 84, y: 130))
        bottomFin.addQuadCurve(to: CGPoint(x: 106, y: 150), controlPoint: CGPoint(x: 104, y: 130))
        bottomFin.addQuadCurve(to: CGPoint(x: 84, y: 130), controlPoint: CGPoint(x: 84, y: 146))
        sketch.add(bottomFin, fill: fin, width: 3)

        let gill = UIBezierPath()
        gill.move(to: CGPoint(x: 70, y: 76))
        gill.addQuadCurve(to: CGPoint(x: 70, y: 132), controlPoint: CGPoint(x: 86, y: 104))
        sketch.add(gill, width: 3)

        let scales = UIBezierPath()
        for (x, y) in [(98, 88), (118, 88), (108, 104), (128, 104), (98, 120), (118, 120)] as [(CGFloat, CGFloat)] {
            scales.move(to: CGPoint(x: x - 7, y: y - 7))
            scales.addQuadCurve(to: CGPoint(x: x - 7, y: y + 7), controlPoint: CGPoint(x: x + 4, y: y))
        }
        sketch.add(scales, line: rgb(200, 100, 30), width: 2.5)

        sketch.add(oval(50, 94, 11, 11), fill: .white, width: 3)
        sketch.add(oval(47, 95, 5, 5), fill: ink, line: nil)

        let mouth = UIBezierPath()
        mouth.move(to: CGPoint(x: 28, y: 108))
        mouth.addQuadCurve(to: CGPoint(x: 38, y: 112), controlPoint: CGPoint(x: 32, y: 114))
        sketch.add(mouth, width: 3)

        for (x, y, r) in [(22, 62, 6), (32, 38, 8), (20, 16, 5)] as [(CGFloat, CGFloat, CGFloat)] {
            sketch.add(oval(x, y, r, r), fill: UIColor(white: 1, alpha: 0.6), line: bubble, width: 2.5)
        }
        return sketch
    }
}
