import Foundation

/// What the composed-layer cache did and holds, for tests and the benchmark: whether a node whose
/// look holds still really is composed once (`rasterizations` stays put while it moves) and what
/// that costs in memory (`pixels`, `bytes`, against `budgetPixels`).
public struct ComposedLayerStatistics: Sendable, Equatable {
    /// Composed pictures made since counting started: the work the cache exists to avoid repeating.
    public internal(set) var rasterizations = 0
    /// Composites drawn from a picture composed in an earlier frame (or an earlier damage rectangle).
    public internal(set) var reuses = 0
    /// Own looks composed into a scratch surface for one composite, not kept: the frames a node's
    /// look changed (`RenderNode+Composition.swift`, rule 3).
    public internal(set) var scratchCompositions = 0
    /// Pictures kept now.
    public internal(set) var pictures = 0
    /// Pixels those pictures hold now (ARGB: four bytes each).
    public internal(set) var pixels = 0
    /// How many pixels the cache may hold (four times the window's area unless set).
    public internal(set) var budgetPixels = 0

    /// Bytes the kept pictures take in the X server.
    public var bytes: Int { pixels * 4 }

    public init() {}
}
