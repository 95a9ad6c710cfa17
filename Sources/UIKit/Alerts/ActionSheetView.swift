import Foundation

/// The `.actionSheet`: a rounded group holding the title, the message and the actions in the order
/// they were added, each 56 points tall with 20 point titles, and below it, 8 points apart, the cancel
/// action in a rounded group of its own. The presentation controller puts it 8 points from the sides
/// and 10 from the bottom.
final class ActionSheetView: AlertContentView {
    /// The title, the message and every action but the cancel one.
    let mainGroup = UIView()
    /// The cancel action alone; not in the tree when there is none.
    let cancelGroup = UIView()

    override init(controller: UIAlertController) {
        super.init(controller: controller)
        backgroundColor = nil
        for (group, fill) in [(mainGroup, AlertMetrics.sheetFill), (cancelGroup, AlertMetrics.sheetCancelFill)] {
            group.backgroundColor = fill
            group.layer.cornerRadius = AlertMetrics.cornerRadius
            group.clipsToBounds = true
        }
        for label in [titleLabel, messageLabel] { label.textColor = AlertMetrics.sheetHeaderColor }
        titleLabel.font = AlertMetrics.sheetTitleFont
        messageLabel.font = AlertMetrics.sheetMessageFont
    }

    override var headerHost: UIView { mainGroup }

    override var displayOrder: [UIAlertAction] {
        controller.actions.filter { $0.style != .cancel } + controller.actions.filter { $0.style == .cancel }
    }

    override func actionFont(emphasised: Bool) -> UIFont { AlertMetrics.sheetActionFont(emphasised: emphasised) }

    override func host(for action: UIAlertAction) -> UIView {
        action.style == .cancel ? cancelGroup : mainGroup
    }

    override func refreshActions() {
        super.refreshActions()
        let hasCancel = controller.cancelAction != nil
        let hasMain = hasHeader || controller.actions.contains { $0.style != .cancel }
        if hasMain, mainGroup.superview == nil { addSubview(mainGroup) }
        if !hasMain { mainGroup.removeFromSuperview() }
        if hasCancel, cancelGroup.superview == nil { addSubview(cancelGroup) }
        if !hasCancel { cancelGroup.removeFromSuperview() }
    }

    override func refreshHeader() {
        super.refreshHeader()
        if hasHeader, mainGroup.superview == nil { insertSubview(mainGroup, at: 0) }
    }

    private func headerHeight(width: CGFloat) -> CGFloat {
        guard hasHeader else { return 0 }
        let insets = AlertMetrics.sheetHeaderInsets
        return insets.top + labelsHeight(width: width - insets.left - insets.right, gap: AlertMetrics.sheetTitleMessageGap)
            + insets.bottom
    }

    private var mainActionCount: Int { controller.actions.filter { $0.style != .cancel }.count }

    private func mainGroupHeight(width: CGFloat) -> CGFloat {
        guard mainGroup.superview != nil else { return 0 }
        let count = mainActionCount
        let lines = hasHeader ? count : max(0, count - 1)
        return headerHeight(width: width) + CGFloat(count) * AlertMetrics.sheetButtonHeight
            + CGFloat(lines) * AlertMetrics.dividerThickness
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let main = mainGroupHeight(width: size.width)
        var height = main
        if cancelGroup.superview != nil {
            height += (main > 0 ? AlertMetrics.sheetCancelGap : 0) + AlertMetrics.sheetButtonHeight
        }
        return CGSize(width: size.width, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let mainHeight = mainGroupHeight(width: width)
        mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: mainHeight)
        let insets = AlertMetrics.sheetHeaderInsets
        layOutLabels(x: insets.left, top: insets.top, width: width - insets.left - insets.right,
                     gap: AlertMetrics.sheetTitleMessageGap)
        let line = AlertMetrics.dividerThickness
        let height = AlertMetrics.sheetButtonHeight
        var y = headerHeight(width: width)
        var index = 0
        beginDividers()
        for button in buttons where button.action.style != .cancel {
            if hasHeader || index > 0 {
                divider(CGRect(x: 0, y: y, width: width, height: line), in: mainGroup)
                y += line
            }
            button.frame = CGRect(x: 0, y: y, width: width, height: height)
            y += height
            index += 1
        }
        endDividers()
        if let cancel = buttons.first(where: { $0.action.style == .cancel }) {
            let top = mainHeight > 0 ? mainHeight + AlertMetrics.sheetCancelGap : 0
            cancelGroup.frame = CGRect(x: 0, y: top, width: width, height: height)
            cancel.frame = cancelGroup.bounds
        }
    }
}
