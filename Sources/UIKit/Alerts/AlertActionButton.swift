import Foundation

/// The button of one `UIAlertAction`: a control whose title is the action's, so that it is found
/// by its title like any button (an input script's `tap "Discard"`), and that is greyed and inert
/// while the action is disabled.
final class AlertActionButton: UIButton {
    let action: UIAlertAction

    init(action: UIAlertAction, font: UIFont) {
        self.action = action
        super.init(frame: .zero)
        setTitle(action.title, for: .normal)
        let color = action.style == .destructive ? AlertMetrics.destructiveTitleColor : AlertMetrics.defaultTitleColor
        setTitleColor(color, for: .normal)
        setTitleColor(AlertMetrics.disabledTitleColor, for: .disabled)
        setBackgroundColor(.clear, for: .normal)
        setBackgroundColor(AlertMetrics.pressedColor, for: .highlighted)
        titleLabel?.font = font
        let padding = AlertMetrics.buttonTitlePadding
        contentEdgeInsets = UIEdgeInsets(top: 0, left: padding, bottom: 0, right: padding)
        isEnabled = action.isEnabled
        action.button = self
    }
}
