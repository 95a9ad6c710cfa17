import Foundation

/// What an alert's card and an action sheet share: the title and message labels, one button per
/// action (rebuilt when the actions change), and the hairlines between them. Subclasses place them.
class AlertContentView: UIView {
    unowned let controller: UIAlertController
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    /// The buttons, in the order they are shown.
    private(set) var buttons: [AlertActionButton] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
        }
        refreshHeader()
        refreshActions()
    }

    /// The view the header labels go into (the card itself, or a sheet's group of actions).
    var headerHost: UIView { self }

    var hasHeader: Bool { !(controller.title ?? "").isEmpty || !(controller.message ?? "").isEmpty }

    func refreshHeader() {
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        for label in [titleLabel, messageLabel] {
            let shown = !(label.text ?? "").isEmpty
            if shown && label.superview == nil { headerHost.addSubview(label) }
            if !shown { label.removeFromSuperview() }
        }
        setNeedsLayout()
    }

    /// Makes one button per action, in `displayOrder`, each choosing its action when tapped.
    func refreshActions() {
        for button in buttons { button.removeFromSuperview() }
        buttons = displayOrder.map { action in
            let button = AlertActionButton(action: action, font: actionFont(emphasised: controller.isEmphasised(action)))
            button.addAction(UIAction { [weak controller] _ in controller?.choose(action) }, for: .touchUpInside)
            host(for: action).addSubview(button)
            return button
        }
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// The actions in the order they are shown; subclasses move the cancel action.
    var displayOrder: [UIAlertAction] { controller.actions }

    func actionFont(emphasised: Bool) -> UIFont { AlertMetrics.alertActionFont(emphasised: emphasised) }

    /// The view `action`'s button goes into.
    func host(for action: UIAlertAction) -> UIView { self }

    /// Height of the title and message laid out `width` wide, with `gap` between them.
    func labelsHeight(width: CGFloat, gap: CGFloat) -> CGFloat {
        let shown = [titleLabel, messageLabel].filter { $0.superview != nil }
        let heights = shown.map { $0.sizeThatFits(CGSize(width: width, height: 0)).height }
        return heights.reduce(0, +) + gap * CGFloat(max(0, heights.count - 1))
    }

    /// Places the title and message from `top`, `width` wide starting at `x`.
    func layOutLabels(x: CGFloat, top: CGFloat, width: CGFloat, gap: CGFloat) {
        var y = top
        for label in [titleLabel, messageLabel] where label.superview != nil {
            let h = label.sizeThatFits(CGSize(width: width, height: 0)).height
            label.frame = CGRect(x: x, y: y, width: width, height: h)
            y += h + gap
        }
    }

    /// A hairline in `host`, reused from the last layout when there is one.
    private var dividers: [UIView] = []
    private var dividersUsed = 0

    func beginDividers() { dividersUsed = 0 }

    func divider(_ frame: CGRect, in host: UIView) {
        let line: UIView
        if dividersUsed < dividers.count {
            line = dividers[dividersUsed]
        } else {
            line = UIView()
            line.backgroundColor = AlertMetrics.dividerColor
            line.isUserInteractionEnabled = false
            dividers.append(line)
        }
        dividersUsed += 1
        if line.superview !== host { host.addSubview(line) }
        line.frame = frame
    }

    /// Takes away the hairlines this layout did not use.
    func endDividers() {
        for line in dividers[dividersUsed...] { line.removeFromSuperview() }
    }
}
