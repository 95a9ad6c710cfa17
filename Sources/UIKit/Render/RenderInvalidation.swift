import Foundation

/// A process-wide count of changes to anything drawn. The run loop renders a frame only when it moved
/// since the last one, which is how an idle window costs nothing.
public enum RenderInvalidation {
    nonisolated(unsafe) public private(set) static var generation: UInt64 = 0

    public static func invalidate() { generation &+= 1 }
}
