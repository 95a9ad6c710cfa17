import Foundation

/// A screen: owns a root view loaded on first use, and receives lifecycle and layout callbacks.
///
/// Appearance callbacks live in `UIViewController+Appearance.swift`, containment in
/// `+Containment.swift`, `present`/`dismiss` in `+Presentation.swift`; this file holds the view life
/// cycle and the state those extensions share.
open class UIViewController: UIResponder {
    public override init() {
        super.init()
    }

    /// iOS's designated initialiser. A `nil` nib (the usual call, `super.init(nibName: nil, bundle: nil)`)
    /// makes the controller as `init()` does; Segue has no nib files, so a named one gets a `segue:`
    /// warning and the controller loads its view with `loadView()` as if none were named.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
        if let nibNameOrNil {
            UIResponder.warnNoArchives("\(Self.self)(nibName: \"\(nibNameOrNil)\")",
                                       instead: "build the view in code in loadView() or viewDidLoad()")
        }
    }

    /// Segue has no archives or storyboards to decode a controller from: this says so (a `segue:`
    /// warning) and returns `nil`. A convenience initialiser, as `UIView.init?(coder:)` is, so the
    /// `required init?(coder:) { fatalError() }` of iOS subclasses compiles without `override`.
    public convenience init?(coder: NSCoder) {
        UIResponder.warnNoArchives("\(Self.self)(coder:)", instead: "make the controller in code with init()")
        return nil
    }

    // MARK: Segues (see UIStoryboardSegue.swift). In the class body because subclasses override them.

    /// Called before a segue from this controller is performed, to hand the destination its data.
    /// Segue calls it nowhere itself (there are no storyboards); code that makes a
    /// `UIStoryboardSegue` calls it before `perform()`, as the storyboard runtime does on iOS.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue named `identifier` should be performed; `true` by default, as on iOS.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// On iOS this performs this controller's storyboard segue named `identifier`. Segue has no
    /// storyboards, so no controller has a segue of any name: where iOS raises for an unknown
    /// identifier, Segue warns (`segue:`, the app carries on) and does nothing.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        UIResponder.warnNoArchives("\(type(of: self)).performSegue(withIdentifier: \"\(identifier)\")",
                                   instead: "no segue has that identifier. Make it in code with "
                                   + "UIStoryboardSegue(identifier:source:destination:), then call "
                                   + "prepare(for:sender:) and perform()")
    }

    /// The nib name given to `init(nibName:bundle:)`; nothing is loaded from it.
    public private(set) var nibName: String?
    /// The bundle given to `init(nibName:bundle:)`.
    public private(set) var nibBundle: Bundle?

    /// The controller's title; also its navigation item's title and, once the item exists, its tab bar
    /// item's title, as in UIKit.
    open var title: String? {
        willSet { keyValueObservers?.willChange(.title, of: self) }
        didSet {
            defer { keyValueObservers?.didChange(.title, of: self) }
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }
    open var preferredContentSize: CGSize = .zero {
        willSet { keyValueObservers?.willChange(.preferredContentSize, of: self) }
        didSet {
            keyValueObservers?.didChange(.preferredContentSize, of: self)
            if preferredContentSize != oldValue { preferredContentSizeChanged() }
        }
    }

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

    /// `topLayoutGuide` and `bottomLayoutGuide`, made on first use (`UIViewController+LayoutSupport.swift`).
    var layoutSupportGuides: [ViewControllerLayoutSupport] = []

    public var isViewLoaded: Bool { loadedView != nil }
    public var viewIfLoaded: UIView? { loadedView }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil {
            preconditionFailure("\(type(of: self)).loadView() must set self.view")
        }
        TransitionTrace.record { "\(TransitionTrace.name(self)).viewDidLoad()" }
        viewDidLoad()
    }

    /// Creates the root view; override to build your own and assign it to `view` (do not call super then).
    open func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = nil
        view = v
    }

    open func viewDidLoad() {}

    // MARK: Traits (see UIViewController+Traits.swift)

    /// The style this controller's view, its children and what it presents are shown in.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { traitsMayHaveChanged() } }
    }

    /// Called when the traits of this controller's view changed, with the previous ones; the
    /// default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Appearance (see UIViewController+Appearance.swift)

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Where the controller is in its appearance cycle, so calls pair up as UIKit's do.
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    var appearanceState: AppearanceState = .disappeared
    /// The `animated` flag of the appearance transition in progress, repeated by the Did callback.
    var appearanceAnimated = false

    /// For containers that manage their children's appearance themselves.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing: isAppearing, animated: animated)
    }

    open func endAppearanceTransition() { endAppearance() }

    // MARK: Layout

    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// Insets added to the root view's safe area, for content of your own that covers the edges
    /// (a custom bar, a mini player): the root view and the views inside it keep clear of it.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            if additionalSafeAreaInsets != .zero { ApplicationContext.current.additionalSafeAreaInsetsWereSet = true }
            viewIfLoaded?.setNeedsLayout()
        }
    }
    /// Whether the root view's layout margins are at least `systemMinimumLayoutMargins` (UIKit's
    /// default). False: the root view's own `layoutMargins` (8 points a side unless set) alone.
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }
    /// Called when the root view's `safeAreaInsets` changed, right after the view's
    /// `safeAreaInsetsDidChange()` and before `viewWillLayoutSubviews`.
    open func viewSafeAreaInsetsDidChange() {}

    // MARK: Content container

    /// A child's (or a presented controller's) `preferredContentSize` changed. Does nothing by
    /// default, as in UIKit; a container that sizes its children by their wishes overrides it.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// A child's Auto Layout fitting size changed. Does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The size a child should take inside `parentSize`: all of it by default.
    open func size(forChildContentContainer container: UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// A new trait collection is coming. Never called by Segue (its size classes do not change with
    /// the window); declared so controllers that override it compile.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// Called before the window changes size. Call super: it passes the call on to children and to
    /// the controller this one presents. Animations added to `coordinator` run with the resize.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in childList { child.viewWillTransition(to: size, with: coordinator) }
        if let pc = presentedStorage?.presentationStorage {
            pc.viewWillTransition(to: size, with: coordinator)
        }
    }

    // MARK: Containment (see UIViewController+Containment.swift)

    var childList: [UIViewController] = []
    weak var parentController: UIViewController?

    /// The children that hear this controller's appearance callbacks: all of them, except in a
    /// container that shows only some (a tab bar controller passes them to the selected tab only, a
    /// navigation controller to its top controller).
    var childrenReceivingAppearance: [UIViewController] { childList }

    /// The item a tab bar shows for this controller, made on first use (see `tabBarItem`).
    var tabBarItemStorage: UITabBarItem?

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// True in the appearance callbacks of a controller being added to a container (pushed), false
    /// otherwise.
    public internal(set) var isMovingToParent = false
    /// True in the appearance callbacks of a controller being removed from a container (popped).
    public internal(set) var isMovingFromParent = false

    // MARK: Navigation (see UIViewController+Navigation.swift)

    var navigationItemStorage: UINavigationItem?

    /// Shows `vc` the way the context calls for: pushed when this controller is in a navigation
    /// controller (which overrides this to push), else presented.
    open func show(_ vc: UIViewController, sender: Any?) { showAsContextCalls(vc) }

    // MARK: Presentation (see UIViewController+Presentation.swift)

    /// How `present` shows this controller. `.automatic` (the default) is a page sheet.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The built-in animation used when no animator is vended.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Vends the custom presentation controller, animators and interaction controllers. Weak, as in
    /// UIKit: keep the delegate alive yourself.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// Whether `.currentContext`/`.overCurrentContext` presentations from inside this controller
    /// cover only this controller's view.
    open var definesPresentationContext = false
    /// When true, user-initiated dismissals (a sheet's pull-down, Escape) are refused and the
    /// presentation controller's delegate hears `presentationControllerDidAttemptToDismiss`.
    open var isModalInPresentation = false

    /// The controller this one presented (strong, as the presentation keeps it alive).
    var presentedStorage: UIViewController?
    /// The controller that presented this one.
    weak var presentingStorage: UIViewController?
    /// The presentation controller managing this controller while it is presented.
    var presentationStorage: UIPresentationController?
    /// The sheet `sheetPresentationController` made before this controller was presented.
    var pendingSheet: UISheetPresentationController?
    /// The transition (present, dismiss, push, pop) this controller takes part in right now.
    var activeTransition: ViewControllerTransition?

    public internal(set) var isBeingPresented = false
    public internal(set) var isBeingDismissed = false
    /// The popover `popoverPresentationController` made for a `.popover` controller.
    var popoverStorage: UIPopoverPresentationController?

    // MARK: Status bar (see UIViewController+StatusBar.swift; Segue draws no status bar)

    /// The status bar's look this controller asks for when it decides it (see `childForStatusBarStyle`).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller asks for the status bar to be hidden.
    open var prefersStatusBarHidden: Bool { false }
    /// How a change of `prefersStatusBarHidden` animates.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose `preferredStatusBarStyle` decides instead of this controller's.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` decides instead of this controller's.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a controller presented without covering the screen (a sheet, `.custom`) takes over
    /// the status bar's appearance from the controller that presented it; full-screen ones always do.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Tells UIKit the answers above changed. Segue has no status bar to redraw; `--trace` prints
    /// the style and visibility the window's controllers now decide, and which controllers decided.
    open func setNeedsStatusBarAppearanceUpdate() {
        let appearance = statusBarAppearance
        TransitionTrace.record {
            "\(TransitionTrace.name(self)).setNeedsStatusBarAppearanceUpdate() -> \(appearance.style) from "
                + "\(TransitionTrace.name(appearance.styleSource)), hidden \(appearance.hidden) from "
                + "\(TransitionTrace.name(appearance.hiddenSource))"
        }
    }

    // MARK: Memory

    /// Called on iOS when the system runs short of memory. Segue never calls it: a Linux process is
    /// not asked to shed caches. Override it as on iOS; the code simply never runs.
    open func didReceiveMemoryWarning() {}

    // MARK: Responder chain

    /// UIKit's rule: a presented controller's next responder is the controller that presented it;
    /// otherwise the superview of its view, or its parent.
    open override var next: UIResponder? {
        if parentController == nil, let presenting = presentingStorage { return presenting }
        return loadedView?.superview ?? parentController
    }

    /// Who receives key presses when nothing is first responder: the topmost presented controller,
    /// else the deepest last-added child.
    var topmostForKeys: UIResponder {
        if let presented = presentedStorage, !presented.isBeingDismissed { return presented.topmostForKeys }
        return childList.last?.topmostForKeys ?? self
    }

    /// Escape asks the presentation controller to dismiss, as a user would (the veto rules apply);
    /// other keys travel up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.key?.keyCode == .keyboardEscape }),
           let pc = presentationController, pc.presentedViewController.presentingStorage != nil {
            // While the presentation is still coming in, the request waits for it to complete; while
            // it is leaving, Escape is swallowed rather than passed on to the presenter.
            if let running = pc.presentedViewController.activeTransition {
                if (running as? ModalTransition)?.kind == .presentation { pc.wantsDismissalAfterPresentation = true }
            } else {
                pc.handleUserDismissalRequest()
            }
            return
        }
        super.pressesBegan(presses, with: event)
    }
}
