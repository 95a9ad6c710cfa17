import Foundation

/// Showing and hiding the navigation bar. Hidden, the bar moves up out of the view and the top
/// controller's view grows to fill the space; animated, both move together over
/// `hideShowBarDuration`.
extension UINavigationController {
    /// Whether the bar is hidden. Setting it is `setNavigationBarHidden(_:animated: false)`.
    public var isNavigationBarHidden: Bool {
        get { barHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    func performSetNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barHidden else { return }
        barHidden = hidden
        guard isViewLoaded else { return }
        if !hidden { navigationBar.isHidden = false }
        let apply = { [self] in
            layOutBarAndContent()
            stack.last?.viewIfLoaded?.layoutIfNeeded()
        }
        let settle: (Bool) -> Void = { [weak self] _ in
            guard let self, self.barHidden == hidden else { return }
            self.navigationBar.isHidden = hidden
        }
        if animated {
            UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: apply, completion: settle)
        } else {
            apply()
            settle(true)
        }
    }
}
