import UIKit

extension PetSketch {
    /// An orange tabby's face: pointed ears with pink insides, green eyes with slit pupils, a pink
    /// nose over a "ω" mouth, forehead stripes and three whiskers a side.
    static func cat() -> PetSketch {
        var sketch = PetSketch()
        let fur = rgb(242, 166, 90), pink = rgb(246, 160, 170), stripe = rgb(196, 112, 46)

        let ear = polygon([CGPoint(x: 44, y: 92), CGPoint(x: 52, y: 22), CGPoint(x: 98, y: 58)])
        let innerEar = polygon([CGPoint(x: 58, y: 78), CGPoint(x: 62, y: 40), CGPoint(x: 86, y: 60)])
        for shape in [ear, mirrored(ear)] { sketch.add(shape, fill: fur) }
        for shape in [innerEar, mirrored(innerEar)] { sketch.add(shape, fill: pink, line: nil) }

        sketch.add(oval(100, 112, 66, 56), fill: fur)

        for x: CGFloat in [86, 100, 114] {
            let mark = UIBezierPath()
            mark.move(to: CGPoint(x: x, y: 58))
            mark.addQuadCurve(to: CGPoint(x: x, y: 78), controlPoint: CGPoint(x: x + (x - 100) / 3, y: 68))
            sketch.add(mark, line: stripe, width: 5)
        }

        for cx: CGFloat in [76, 124] {
            sketch.add(oval(cx, 102, 13, 16), fill: rgb(140, 198, 63), width: 3)
            sketch.add(oval(cx, 102, 3.5, 12), fill: ink, line: nil)
            sketch.add(oval(cx + 4, 96, 2.5, 2.5), fill: .white, line: nil)
        }

        sketch.add(polygon([CGPoint(x: 91, y: 122), CGPoint(x: 109, y: 122), CGPoint(x: 100, y: 132)]), fill: pink, width: 2.5)
        let mouth = UIBezierPath()
        mouth.move(to: CGPoint(x: 100, y: 132))
        mouth.addQuadCurve(to: CGPoint(x: 86, y: 140), controlPoint: CGPoint(x: 96, y: 144))
        mouth.move(to: CGPoint(x: 100, y: 132))
        mouth.addQuadCurve(to: CGPoint(x: 114, y: 140), controlPoint: CGPoint(x: 104, y: 144))
        sketch.add(mouth, width: 3)

        let whiskers = UIBezierPath()
        for (from, to) in [((68, 124), (18, 114)), ((68, 131), (14, 132)), ((68, 138), (20, 152))] {
            whiskers.move(to: CGPoint(x: from.0, y: from.1))
            whiskers.addLine(to: CGPoint(x: to.0, y: to.1))
        }
        sketch.add(whiskers, width: 2)
        sketch.add(mirrored(whiskers), width: 2)
        return sketch
    }
}
