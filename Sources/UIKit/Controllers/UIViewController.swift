import Foundation

/// A screen: owns a root view loaded on first use, and receives lifecycle and layout callbacks.
///
/// Presentation, containment and transitions build on this class in later files; this one holds the
/// view life cycle.
open class UIViewController: UIResponder {
    public override init() {
        super.init()
    }

    open var title: String?
    open var preferredContentSize: CGSize = .zero

    // MARK: View loading

    private var loadedView: UIView?

    /// The root view, created by `loadView()` and followed by `viewDidLoad()` on first access.
    public var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }
    public var viewIfLoaded: UIView? { loadedView }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            preconditionFailure("\(type(of: self)).loadView() must set self.view")
        }
        viewDidLoad()
    }

    /// Creates the root view; override to build your own and assign it to `view` (do not call super then).
    open func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = nil
        view = v
    }

    open func viewDidLoad() {}

    // MARK: Appearance

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Where the controller is in its appearance cycle, so calls pair up as UIKit's do.
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    var appearanceState: AppearanceState = .disappeared

    /// Segue's form of `beginAppearanceTransition(_:animated:)`.
    func beginAppearance(isAppearing: Bool, animated: Bool = false) {
        if isAppearing {
            guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
            appearanceState = .appearing
            viewWillAppear(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
        }
    }

    func endAppearance() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(false)
        default:
            break
        }
    }

    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing: isAppearing, animated: animated)
    }

    open func endAppearanceTransition() { endAppearance() }

    // MARK: Layout

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    // MARK: Containment (see UIViewController+Containment.swift)

    var childList: [UIViewController] = []
    weak var parentController: UIViewController?

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Responder chain

    open override var next: UIResponder? { loadedView?.superview ?? parentController }

    /// Who receives key presses when nothing is first responder: the deepest last-added child.
    var topmostForKeys: UIResponder { childList.last?.topmostForKeys ?? self }
}
