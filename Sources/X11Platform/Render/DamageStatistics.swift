import Foundation
import UIKit

/// How much of the window the compositor redrew: the figure that shows damage-limited drawing at
/// work (a drag of a half-screen panel should redraw a little more than the panel, not the window).
public struct DamageStatistics: Sendable {
    /// Frames drawn.
    public private(set) var frames = 0
    /// Rectangles in the last frame's damage.
    public private(set) var lastRectangles = 0
    /// Share of the window's pixels the last frame redrew (0…1, rectangles counted with overlap).
    public private(set) var lastFraction: Double = 0
    /// Sum of `lastFraction` over all frames, for the mean.
    public private(set) var fractionSum: Double = 0

    /// The composed-layer cache: pictures made and reused since counting started, and what it holds
    /// now (updated at the end of every frame).
    public internal(set) var composedLayers = ComposedLayerStatistics()

    public var meanFraction: Double { frames == 0 ? 0 : fractionSum / Double(frames) }

    mutating func record(_ region: DamageRegion, windowArea: CGFloat) {
        frames += 1
        lastRectangles = region.rects.count
        lastFraction = windowArea > 0 ? min(1, Double(region.area / windowArea)) : 0
        fractionSum += lastFraction
    }

    /// Starts counting again (the benchmark measures one scene at a time). What the composed-layer
    /// cache holds is a level, not a count: it is kept.
    public mutating func reset() {
        var fresh = DamageStatistics()
        fresh.composedLayers.pictures = composedLayers.pictures
        fresh.composedLayers.pixels = composedLayers.pixels
        fresh.composedLayers.budgetPixels = composedLayers.budgetPixels
        self = fresh
    }
}
