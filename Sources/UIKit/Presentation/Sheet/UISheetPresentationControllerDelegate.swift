import Foundation

/// A sheet's delegate (UIKit's `UISheetPresentationControllerDelegate`): everything an adaptive
/// presentation delegate hears (the dismissal veto), and the detent the user dragged the sheet to.
/// Set it as the sheet's `delegate`.
@MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The user dragged the sheet to another detent; not called when the app changes
    /// `selectedDetentIdentifier` itself.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
