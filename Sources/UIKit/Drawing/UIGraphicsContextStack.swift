import Foundation

// The current drawing context, as UIKit keeps it: a stack per application (in its
// `ApplicationContext`), pushed while `draw(_:)`, `CALayer.draw(in:)` (for a view) and
// `UIGraphicsImageRenderer` blocks run.

/// The context being drawn into, or nil outside drawing.
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? {
    ApplicationContext.current.graphicsContexts.last
}

@MainActor public func UIGraphicsPushContext(_ context: CGContext) {
    ApplicationContext.current.graphicsContexts.append(context)
}

@MainActor public func UIGraphicsPopContext() {
    _ = ApplicationContext.current.graphicsContexts.popLast()
}

/// Fills `rect` with the current fill colour.
@MainActor public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Draws a one-point frame just inside `rect` in the current fill colour, as UIKit does.
@MainActor public func UIRectFrame(_ rect: CGRect) {
    guard let ctx = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let path = CGMutablePath()
    path.addRect(r)
    path.addRect(r.insetBy(dx: min(1, r.width / 2), dy: min(1, r.height / 2)))
    ctx.record(.fill(path, .evenOdd, ctx.faded(ctx.state.fillColor)))
}
