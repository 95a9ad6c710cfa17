import UIKit

extension PetSketch {
    /// A beagle-ish face: tan head, long brown ears hanging either side, a patch over one eye, a cream
    /// muzzle with a big black nose, a smile and a pink tongue.
    static func dog() -> PetSketch {
        var sketch = PetSketch()
        let tan = rgb(214, 160, 98), brown = rgb(122, 74, 42), cream = rgb(247, 229, 200)

        sketch.add(oval(100, 104, 60, 62), fill: tan)
        sketch.add(oval(122, 90, 20, 22), fill: brown, line: nil)

        let ear = UIBezierPath()
        ear.move(to: CGPoint(x: 62, y: 56))
        ear.addCurve(to: CGPoint(x: 30, y: 150), controlPoint1: CGPoint(x: 26, y: 62), controlPoint2: CGPoint(x: 12, y: 128))
        ear.addCurve(to: CGPoint(x: 68, y: 112), controlPoint1: CGPoint(x: 44, y: 166), controlPoint2: CGPoint(x: 66, y: 146))
        ear.close()
        sketch.add(ear, fill: brown)
        sketch.add(mirrored(ear), fill: brown)

        sketch.add(oval(100, 136, 36, 28), fill: cream)

        let tongue = UIBezierPath()
        tongue.move(to: CGPoint(x: 90, y: 148))
        tongue.addCurve(to: CGPoint(x: 110, y: 148), controlPoint1: CGPoint(x: 88, y: 172), controlPoint2: CGPoint(x: 112, y: 172))
        tongue.close()
        sketch.add(tongue, fill: rgb(240, 110, 130), width: 3)

        let smile = UIBezierPath()
        smile.move(to: CGPoint(x: 100, y: 130))
        smile.addLine(to: CGPoint(x: 100, y: 142))
        smile.addQuadCurve(to: CGPoint(x: 80, y: 144), controlPoint: CGPoint(x: 90, y: 152))
        smile.move(to: CGPoint(x: 100, y: 142))
        smile.addQuadCurve(to: CGPoint(x: 120, y: 144), controlPoint: CGPoint(x: 110, y: 152))
        sketch.add(smile, width: 3)

        let nose = UIBezierPath()
        nose.move(to: CGPoint(x: 86, y: 118))
        nose.addCurve(to: CGPoint(x: 114, y: 118), controlPoint1: CGPoint(x: 90, y: 110), controlPoint2: CGPoint(x: 110, y: 110))
        nose.addCurve(to: CGPoint(x: 86, y: 118), controlPoint1: CGPoint(x: 114, y: 134), controlPoint2: CGPoint(x: 86, y: 134))
        nose.close()
        sketch.add(nose, fill: ink, line: nil)
        sketch.add(oval(95, 117, 4, 2.5), fill: rgb(120, 110, 110), line: nil)

        for cx: CGFloat in [78, 122] {
            sketch.add(oval(cx, 92, 8, 9), fill: ink, line: nil)
            sketch.add(oval(cx + 3, 88, 2.5, 2.5), fill: .white, line: nil)
        }
        return sketch
    }
}
