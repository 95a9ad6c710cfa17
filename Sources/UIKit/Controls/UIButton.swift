import Foundation

/// A tappable title: per-state titles and colours, a highlighted look while pressed, and actions.
///
/// `.system` buttons draw their title as iOS does: the system font at 15 pt regular in the tint
/// colour (systemBlue, #007AFF), faded to 20 % while pressed and grey (tertiaryLabel) while
/// disabled. `.custom` buttons use the colours you set per state.
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable { case custom, system, close }

    public private(set) var buttonType: ButtonType
    /// The title's size before any is set: 15 pt, what `UIButton(type:)` gives its title label on iOS
    /// (`UIFont.buttonFontSize`, 18, is a separate, older constant).
    public static let defaultTitleFontSize: CGFloat = 15
    public let titleLabel: UILabel?
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    /// The title label's font, alignment and line break mode from before an attributed title set
    /// its own, put back when a plain title shows again.
    private var plainTitleStyle: (font: UIFont, alignment: NSTextAlignment, lineBreakMode: NSLineBreakMode)?
    private var titleColors: [UInt: UIColor] = [:]
    private var backgroundColors: [UInt: UIColor] = [:]

    /// Padding around the title for `sizeThatFits`.
    open var contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12) {
        didSet { setNeedsLayout() }
    }

    /// The designated initialiser, as in UIKit: a `.custom` button, so a subclass overrides
    /// `init(frame:)` and calls `super.init(frame:)` as it does on iOS.
    public override init(frame: CGRect) {
        buttonType = .custom
        titleLabel = Self.makeTitleLabel()
        super.init(frame: frame)
        addSubview(titleLabel!)
        refreshLook()
    }

    /// A button of `buttonType`. A convenience initialiser, as in UIKit: it goes through
    /// `init(frame:)`, so a subclass that overrides `init(frame:)` still gets `init(type:)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        adopt(buttonType)
    }

    /// Becomes a button of `type` (what `init(type:)` does after `init(frame:)`); Segue's own
    /// subclasses call it from their designated initialisers.
    func adopt(_ type: ButtonType) {
        buttonType = type
        refreshLook()
    }

    private static func makeTitleLabel() -> UILabel {
        let label = UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: defaultTitleFontSize)
        return label
    }

    /// `UIButton(type: .system, primaryAction: UIAction(title: "Present") { _ in … })`
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(type: .system, primaryAction: primaryAction)
        self.frame = frame
    }

    // MARK: Per-state values (a state without its own value uses .normal's)

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        refreshLook()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// A styled title for `state`, shown instead of the plain title; its runs without a colour
    /// take the state's title colour.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title.flatMap { $0.copy() as? NSAttributedString }
        refreshLook()
    }

    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        refreshLook()
    }

    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Segue addition: a background colour per state (UIKit does this with background images).
    open func setBackgroundColor(_ color: UIColor?, for state: State) {
        backgroundColors[state.rawValue] = color
        refreshLook()
    }

    public var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    public var currentTitleColor: UIColor { resolvedTitleColor() }

    open override func stateDidChange() { refreshLook() }
    open override func tintColorDidChange() { refreshLook() }

    private func resolvedTitleColor() -> UIColor {
        if let explicit = titleColors[state.rawValue] { return explicit }
        let explicitNormal = titleColors[State.normal.rawValue]
        // A disabled system button that takes its colour from the tint turns grey, as on iOS.
        if !isEnabled && explicitNormal == nil && buttonType == .system { return .tertiaryLabel }
        let base: UIColor = explicitNormal ?? (buttonType == .system ? tintColor : .white)
        if !isEnabled { return base.withAlphaComponent(base.cgColor.alpha * 0.35) }
        if isHighlighted && buttonType == .system { return base.withAlphaComponent(base.cgColor.alpha * 0.2) }
        return base
    }

    private func refreshLook() {
        invalidateIntrinsicContentSize()
        guard let label = titleLabel else { return }
        label.textColor = resolvedTitleColor()
        if let attributed = attributedTitle(for: state) {
            if plainTitleStyle == nil { plainTitleStyle = (label.font, label.textAlignment, label.lineBreakMode) }
            label.attributedText = attributed
        } else {
            label.text = title(for: state)
            if let saved = plainTitleStyle {
                plainTitleStyle = nil
                label.font = saved.font
                label.textAlignment = saved.alignment
                label.lineBreakMode = saved.lineBreakMode
            }
        }
        if let bg = backgroundColors[state.rawValue] {
            backgroundColor = bg
        } else if let bg = backgroundColors[State.normal.rawValue] {
            backgroundColor = isHighlighted && buttonType != .system ? bg.darkened(by: 0.15) : bg
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel?.frame = bounds.inset(by: contentEdgeInsets)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = titleLabel?.sizeThatFits(.zero) ?? .zero
        return CGSize(width: text.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: text.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}

extension UIColor {
    /// The colour moved toward black by `amount` (0…1): the pressed look of a filled custom button.
    func darkened(by amount: CGFloat) -> UIColor {
        let c = cgColor
        return UIColor(red: c.red * (1 - amount), green: c.green * (1 - amount), blue: c.blue * (1 - amount), alpha: c.alpha)
    }
}
