import Foundation

/// Shrinking text until it fits: what `UILabel.adjustsFontSizeToFitWidth` and
/// `NSStringDrawingContext.minimumScaleFactor` do. Every font is scaled by one factor, chosen as
/// the largest that lays the text out untruncated (and within `height` when given), trying the
/// largest font's sizes in quarter points down to `minimumScale`; nothing fits, the smallest is
/// used and the layout truncates as usual.
struct TextFitting {
    let measurer: TextMeasuring

    /// `request` with its text shrunk to fit, and the scale used (minimumScale…1; 1 when the text
    /// already fits).
    func fitted(_ request: TextLayoutRequest, height: CGFloat?, minimumScale: CGFloat) -> (request: TextLayoutRequest, scale: CGFloat) {
        guard minimumScale > 0, minimumScale < 1 else { return (request, 1) }
        let largest = request.text.runs.map(\.style.font.pointSize).max() ?? 0
        guard largest > 0 else { return (request, 1) }
        func fits(_ size: CGFloat) -> Bool {
            var scaled = request
            scaled.text = request.text.resized(fromLargest: largest, to: size)
            let laid = measurer.layout(scaled)
            return !laid.isTruncated && height.map { laid.size.height <= $0 } ?? true
        }
        if fits(largest) { return (request, 1) }
        // The smallest size allowed, then every quarter point above it below the font's own size.
        let smallest = largest * minimumScale
        var sizes = [smallest]
        var step = ((smallest * 4).rounded(.down) + 1) / 4
        while step < largest { sizes.append(step); step += 0.25 }
        // Binary search for the last size that fits (fitting is monotonic in size).
        var low = 0, high = sizes.count - 1, best = 0
        while low <= high {
            let mid = (low + high) / 2
            if fits(sizes[mid]) { best = mid; low = mid + 1 } else { high = mid - 1 }
        }
        var shrunk = request
        shrunk.text = request.text.resized(fromLargest: largest, to: sizes[best])
        return (shrunk, sizes[best] / largest)
    }
}

extension StyledText {
    /// Every run's font (and kern) scaled so the largest font, `largest` points, becomes `size`.
    /// Multiplying before dividing keeps the largest font's new size exact.
    func resized(fromLargest largest: CGFloat, to size: CGFloat) -> StyledText {
        guard size != largest, largest > 0 else { return self }
        var copy = self
        for i in copy.runs.indices {
            let font = copy.runs[i].style.font
            copy.runs[i].style.font = font.withSize(font.pointSize * size / largest)
            copy.runs[i].style.kern = copy.runs[i].style.kern * size / largest
        }
        return copy
    }
}
