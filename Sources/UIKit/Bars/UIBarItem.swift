/// What navigation, tab and tool bars show for an item (UIKit's `UIBarItem`): a title or an image,
/// whether it can be chosen, and a tag. A bar that shows the item redraws when any of them changes.
@MainActor
open class UIBarItem {
    open var title: String? { didSet { itemDidChange() } }
    open var image: UIImage? { didSet { itemDidChange() } }
    open var isEnabled = true { didSet { itemDidChange() } }
    open var tag = 0

    public init() {}

    /// Set by the bar showing the item, so a changed title or state shows at once.
    var changeHandler: (() -> Void)?

    func itemDidChange() { changeHandler?() }
}
