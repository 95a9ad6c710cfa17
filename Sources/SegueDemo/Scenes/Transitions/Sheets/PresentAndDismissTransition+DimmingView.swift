import UIKit

extension PresentAndDismissTransition {
    /// The translucent black view the transition lays over the presenting screen: it starts clear and
    /// fades to 0.7. Its own class so the dismissal can find it again among the container's
    /// subviews; nested because scene 000 has a `DimmingView` of its own.
    final class DimmingView: UIView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            self.backgroundColor = UIColor.black
            self.alpha = 0
        }
    }
}
