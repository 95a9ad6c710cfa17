import Foundation

/// The root of a view tree. Its size follows the host window; `rootViewController`'s view fills it.
open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                old.dropPresentations()
                old.beginAppearance(isAppearing: false)
                old.viewIfLoaded?.removeFromSuperview()
                old.endAppearance()
            }
            installRootView()
        }
    }

    public private(set) var isKeyWindow = false

    /// Called when the window was created in `application(_:didFinishLaunchingWithOptions:)` by frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
    }

    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        UIApplication.shared?.register(window: self)
        installRootView()
    }

    open func makeKey() { isKeyWindow = true }

    /// Showing a window puts it on screen above the others without making it key (an overlay that
    /// never takes input, like the demo's HUD); `makeKeyAndVisible()` also makes it key.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            super.isHidden = newValue
            if !newValue { UIApplication.shared?.show(window: self) }
        }
    }

    func setKey(_ key: Bool) { isKeyWindow = key }

    open override var next: UIResponder? { UIApplication.shared }

    private func installRootView() {
        guard let vc = rootViewController else { return }
        let root = vc.view!
        guard root.superview !== self else { return }
        root.frame = bounds
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        vc.beginAppearance(isAppearing: true)
        addSubview(root)
        vc.endAppearance()
    }
}
