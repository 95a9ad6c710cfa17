/// What a tab bar shows for one tab (UIKit's `UITabBarItem`): a title over an image, a second image
/// for when the tab is selected, and a badge. Changing any of them redraws the bar at once.
///
/// ```swift
/// inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(named: "tray"), tag: 0)
/// inbox.tabBarItem.badgeValue = "3"
/// ```
@MainActor
open class UITabBarItem: UIBarItem {
    /// The image shown while the tab is selected; `image` when nil.
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// The text of the red badge at the icon's top-right; nil hides the badge, "" shows it empty.
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's background; systemRed when nil, as on iOS.
    open var badgeColor: UIColor? { didSet { itemDidChange() } }

    public override init() {
        super.init()
    }

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
