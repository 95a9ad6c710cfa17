import Foundation

/// The `.alert` card: 270 points wide, title and message centred at the top, then the buttons —
/// side by side when there are exactly two and both titles fit (the cancel action on the left, as
/// iOS puts it), else stacked (the cancel action at the bottom) — each 45 points tall, with one
/// pixel hairlines between.
final class AlertCardView: AlertContentView {
    override init(controller: UIAlertController) {
        super.init(controller: controller)
        backgroundColor = AlertMetrics.alertFill
        layer.cornerRadius = AlertMetrics.cornerRadius
        clipsToBounds = true
        titleLabel.font = AlertMetrics.alertTitleFont
        messageLabel.font = AlertMetrics.alertMessageFont
    }

    /// Whether the buttons sit in one row: exactly two actions whose titles both fit half the card.
    var usesRow: Bool {
        let actions = controller.actions
        guard actions.count == 2 else { return false }
        let half = (AlertMetrics.alertWidth - AlertMetrics.dividerThickness) / 2
        let measurer = TextMeasurement.current
        let font = AlertMetrics.alertActionFont(emphasised: true)
        return actions.allSatisfy { action in
            measurer.width(of: action.title ?? "", font: font) + 2 * AlertMetrics.buttonTitlePadding <= half
        }
    }

    override var displayOrder: [UIAlertAction] {
        let actions = controller.actions
        let others = actions.filter { $0.style != .cancel }
        let cancel = actions.filter { $0.style == .cancel }
        return usesRow ? cancel + others : others + cancel
    }

    private var labelWidth: CGFloat {
        AlertMetrics.alertWidth - AlertMetrics.alertHeaderInsets.left - AlertMetrics.alertHeaderInsets.right
    }

    private var headerHeight: CGFloat {
        guard hasHeader else { return 0 }
        let insets = AlertMetrics.alertHeaderInsets
        return insets.top + labelsHeight(width: labelWidth, gap: AlertMetrics.alertTitleMessageGap) + insets.bottom
    }

    private var actionsHeight: CGFloat {
        let count = controller.actions.count
        guard count > 0 else { return 0 }
        let rows = usesRow ? 1 : count
        let lines = hasHeader ? rows : rows - 1
        return CGFloat(rows) * AlertMetrics.alertButtonHeight + CGFloat(lines) * AlertMetrics.dividerThickness
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: AlertMetrics.alertWidth, height: headerHeight + actionsHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let insets = AlertMetrics.alertHeaderInsets
        layOutLabels(x: insets.left, top: insets.top, width: width - insets.left - insets.right,
                     gap: AlertMetrics.alertTitleMessageGap)
        let line = AlertMetrics.dividerThickness
        let height = AlertMetrics.alertButtonHeight
        var y = headerHeight
        beginDividers()
        if usesRow, buttons.count == 2 {
            if hasHeader {
                divider(CGRect(x: 0, y: y, width: width, height: line), in: self)
                y += line
            }
            let half = ((width - line) / 2).rounded(.down)
            buttons[0].frame = CGRect(x: 0, y: y, width: half, height: height)
            divider(CGRect(x: half, y: y, width: line, height: height), in: self)
            buttons[1].frame = CGRect(x: half + line, y: y, width: width - half - line, height: height)
        } else {
            for (i, button) in buttons.enumerated() {
                if hasHeader || i > 0 {
                    divider(CGRect(x: 0, y: y, width: width, height: line), in: self)
                    y += line
                }
                button.frame = CGRect(x: 0, y: y, width: width, height: height)
                y += height
            }
        }
        endDividers()
    }
}
