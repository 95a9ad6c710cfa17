/// A transition from one view controller to another, as iOS's storyboard segues are, made in code:
/// Segue has no storyboards, so code that performs segues makes them itself and calls
/// `prepare(for:sender:)` and `perform()` as the storyboard runtime would.
///
/// ```swift
/// let segue = UIStoryboardSegue(identifier: "showDetail", source: self, destination: DetailViewController())
/// prepare(for: segue, sender: cell)
/// segue.perform()
/// ```
///
/// `perform()` presents the destination modally from the source, animated (a storyboard's "Present
/// Modally" segue); a segue made with a `performHandler` calls that instead, and subclasses override
/// `perform()` for their own transition, as on iOS.
@MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private var performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue whose `perform()` calls `performHandler` (and presents nothing itself).
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    open func perform() {
        if let performHandler { return performHandler() }
        source.present(destination, animated: true)
    }
}
