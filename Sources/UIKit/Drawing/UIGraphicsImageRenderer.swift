import Foundation

/// Makes images from drawing code (UIKit's `UIGraphicsImageRenderer`): the block draws into a
/// context, as `draw(_:)` does, and the platform rasterizes what it drew (cairo in `X11Platform`),
/// one pixel per point.
@MainActor
open class UIGraphicsImageRenderer {
    public let size: CGSize
    public let format: UIGraphicsImageRendererFormat

    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.size = size
        self.format = format
    }

    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// The image `actions` draw. Without a platform that rasterizes (no application running), the
    /// image is transparent and a warning says why.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIImage(bitmap: render(actions))
    }

    /// The PNG data of the image `actions` draw; empty without a platform that encodes PNG.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        let bitmap = render(actions)
        return ApplicationContext.current.pngEncoder?(bitmap) ?? Data()
    }

    private func render(_ actions: (UIGraphicsImageRendererContext) -> Void) -> Bitmap {
        let ctx = CGContext(size: size)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: ctx, format: format)
        UIGraphicsPushContext(ctx)
        actions(rendererContext)
        UIGraphicsPopContext()
        let extent = CGRect(x: 0, y: 0, width: max(1, size.width.rounded(.up)), height: max(1, size.height.rounded(.up)))
        let drawing = ctx.drawing(extent: extent)
        guard let rasterize = ApplicationContext.current.drawingRasterizer, let bitmap = rasterize(drawing) else {
            SegueDiagnostics.warn("UIGraphicsImageRenderer needs a running application whose platform rasterizes drawings; the image is transparent")
            return Bitmap(width: Int(extent.width), height: Int(extent.height))
        }
        return bitmap
    }
}

/// What an image renderer's block draws with: its `cgContext`, and fills and strokes of rectangles.
@MainActor
open class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// The image so far is not available while drawing in Segue; this is the image of nothing.
    open var currentImage: UIImage { UIImage(bitmap: Bitmap(width: 1, height: 1)) }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// How an image renderer makes its images. Segue renders at one pixel per point, in sRGB.
open class UIGraphicsImageRendererFormat {
    open var scale: CGFloat = 1
    open var opaque = false
    open var preferredRange = 0

    public init() {}
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}
