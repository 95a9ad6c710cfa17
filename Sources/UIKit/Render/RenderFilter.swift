import Foundation

/// How a compositor samples a picture it draws rotated or in perspective.
///
/// Why two: bilinear sampling of a rotated or projected picture is slow in pixman (every destination
/// pixel interpolates four source pixels through a projective divide), and during motion nobody can
/// see the difference. `DamageTracker` asks for `.fast` while a node's transform changes from frame to
/// frame and for `.smooth` again on the first frame it holds still, and damages the node then so the
/// smooth pixels replace the fast ones. Translations and plain scales are always drawn smoothly.
public enum RenderFilter: Equatable, Sendable {
    /// Bilinear: what a settled frame shows.
    case smooth
    /// Nearest neighbour: for frames in motion.
    case fast
}
