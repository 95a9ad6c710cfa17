import UIKit

/// The two transforms both flip animators share: a rotation about the y axis, and the perspective
/// the container gives its subviews so that rotation shows depth (the near edge grows, the far one
/// shrinks) rather than a flat squash.
enum AnimationHelper {
    static func yRotation(_ angle: Double) -> CATransform3D {
        CATransform3DMakeRotation(CGFloat(angle), 0.0, 1.0, 0.0)
    }

    static func perspectiveTransform(for containerView: UIView) {
        var transform = CATransform3DIdentity
        transform.m34 = -0.002
        containerView.layer.sublayerTransform = transform
    }

    /// `yRotation(angle)` for a view turning beside the container's subviews: a full-screen
    /// presenter's view stays where it is during the presentation, outside the container, so the
    /// container's perspective does not reach it; such a view gets the same perspective in its own
    /// transform (it fills the screen as the container does, so both turn about the same centre).
    static func yRotation(_ angle: Double, of view: UIView, in containerView: UIView) -> CATransform3D {
        let rotation = yRotation(angle)
        guard !view.isDescendant(of: containerView) else { return rotation }
        return CATransform3DConcat(rotation, containerView.layer.sublayerTransform)
    }
}
