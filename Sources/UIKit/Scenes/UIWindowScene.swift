import Foundation

/// The scene that holds the app's windows (UIKit's `UIWindowScene`): its windows, screen, traits
/// and orientation, all read from the running application.
@MainActor
open class UIWindowScene: UIScene {
    private weak var application: UIApplication?

    init(application: UIApplication) {
        self.application = application
        super.init()
    }

    /// The application's windows, back to front.
    public var windows: [UIWindow] { application?.windows ?? [] }
    /// The key window.
    public var keyWindow: UIWindow? { application?.keyWindow }
    /// The screen the scene shows on.
    public var screen: UIScreen { UIScreen.main }
    /// The screen's traits.
    public var traitCollection: UITraitCollection { screen.traitCollection }
    /// `.landscapeRight` when the window is wider than tall, else `.portrait`: the orientation an
    /// iPhone would show a window of that shape in.
    public var interfaceOrientation: UIInterfaceOrientation {
        let size = screen.bounds.size
        return size.width > size.height ? .landscapeRight : .portrait
    }
}

/// How the interface is turned (UIKit's `UIInterfaceOrientation`).
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
