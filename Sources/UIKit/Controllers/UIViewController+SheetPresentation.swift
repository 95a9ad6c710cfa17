import Foundation

/// `sheetPresentationController`: the sheet that presents (or will present) a controller whose style
/// is a sheet, there to configure before `present` as in UIKit.
extension UIViewController {
    /// The sheet presenting this controller (or its nearest presented ancestor); before it is
    /// presented, the sheet that will present it when its `modalPresentationStyle` is `.pageSheet`,
    /// `.formSheet` or `.automatic` (made on first use, and the one `present` then uses). Nil for
    /// the other styles.
    public var sheetPresentationController: UISheetPresentationController? {
        if let pc = presentationController { return pc as? UISheetPresentationController }
        guard parent == nil, presentingStorage == nil, modalPresentationStyle.resolved == .pageSheet,
              modalPresentationStyle != .popover, modalPresentationStyle != .none else { return nil }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        pendingSheet = sheet
        return sheet
    }

    /// The sheet made for this controller before its presentation, handed to that presentation
    /// (and forgotten) by `ModalTransition`.
    func takePendingSheet() -> UISheetPresentationController? {
        defer { pendingSheet = nil }
        if let sheet = pendingSheetForStyle { return sheet }
        // A popover on a compact iPhone is shown as a sheet; its delegate hears the user's dismissals.
        guard modalPresentationStyle == .popover, presentingStorage == nil, let delegate = popoverStorage?.delegate else { return nil }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        sheet.delegate = delegate
        return sheet
    }
}
