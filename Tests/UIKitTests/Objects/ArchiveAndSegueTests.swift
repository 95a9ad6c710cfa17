@testable import UIKit
import Foundation
import Testing
import UIKitTesting

/// An iOS-style controller: its own designated initialiser through `init(nibName:bundle:)`, the
/// `init?(coder:)` Xcode writes, and the segue callbacks, each written to `log`.
private final class ListViewController: UIViewController {
    var log: [String] = []
    let items: [String]

    init(items: [String]) {
        self.items = items
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awakeFromNib")
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        log.append("prepare \(segue.identifier ?? "nil") sender \(sender as? String ?? "nil")")
        (segue.destination as? DetailViewController)?.item = sender as? String
    }
}

private final class DetailViewController: UIViewController {
    var item: String?
}

/// A view of the app's own that inherits `init?(coder:)`.
private final class TagView: UIView {}

/// An iOS-style view with the `init?(coder:)` Xcode writes, which must compile.
private final class BadgeView: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

extension SharedState {
    /// What iOS code that reaches for archives gets: `init?(coder:)` says Segue has none and gives
    /// nil, `init(nibName:bundle:)` works without a nib, and segues are made and performed in code.
    @Suite struct ArchiveAndSegueTests {
        private func collectingWarnings<T>(_ body: () -> T) -> (T, [String]) {
            var warnings: [String] = []
            let saved = SegueDiagnostics.report
            defer { SegueDiagnostics.report = saved }
            SegueDiagnostics.report = { warnings.append($0) }
            return (body(), warnings)
        }

        @Test func decodingAViewOrControllerGivesNilWithOneMessage() {
            // Precondition: a coder, as a storyboard would pass.
            let coder = NSKeyedArchiver(requiringSecureCoding: false)
            // Action
            let (made, warnings) = collectingWarnings {
                (UIView(coder: coder), TagView(coder: coder), UIViewController(coder: coder))
            }
            // Assertion
            #expect(made.0 == nil)
            #expect(made.1 == nil)
            #expect(made.2 == nil)
            #expect(warnings == [
                "UIView(coder:): Segue has no archives, nibs or storyboards; make the view in code with init(frame:).",
                "TagView(coder:): Segue has no archives, nibs or storyboards; make the view in code with init(frame:).",
                "UIViewController(coder:): Segue has no archives, nibs or storyboards; make the controller in code with init().",
            ])
        }

        @Test func aNilNibMakesTheControllerQuietly() {
            // Action
            let (controller, warnings) = collectingWarnings { ListViewController(items: ["a", "b"]) }
            // Assertion: no message, the view comes from loadView().
            #expect(warnings.isEmpty)
            #expect(controller.nibName == nil)
            #expect(controller.items == ["a", "b"])
            #expect(controller.view != nil)
            #expect(controller.log.isEmpty)
            #expect(BadgeView(frame: .zero).frame == .zero)
        }

        @Test func aNamedNibSaysThereAreNone() {
            // Action
            let (controller, warnings) = collectingWarnings { UIViewController(nibName: "Settings", bundle: .main) }
            // Assertion: one message; the controller still loads a plain view.
            #expect(warnings == ["UIViewController(nibName: \"Settings\"): Segue has no archives, nibs or storyboards; "
                + "build the view in code in loadView() or viewDidLoad()."])
            #expect(controller.nibName == "Settings")
            #expect(controller.nibBundle == .main)
            #expect(controller.view.subviews.isEmpty)
        }

        @Test func awakeFromNibIsCalledOnlyByWhoCallsIt() {
            // Precondition
            let controller = ListViewController(items: [])
            _ = controller.view
            #expect(controller.log.isEmpty)
            // Action
            controller.awakeFromNib()
            // Assertion: the override runs (and super's is there to call).
            #expect(controller.log == ["awakeFromNib"])
        }

        @Test func aSegueMadeInCodePreparesThenPresentsModally() {
            withTestApplication { app, platform in
                // Precondition
                let list = ListViewController(items: ["first"])
                _ = makeKeyWindow(size: platform.windowSize, root: list)
                app.renderNow()
                let detail = DetailViewController()
                let segue = UIStoryboardSegue(identifier: "showDetail", source: list, destination: detail)
                // Action: as the storyboard runtime does.
                if list.shouldPerformSegue(withIdentifier: "showDetail", sender: "first") {
                    list.prepare(for: segue, sender: "first")
                    segue.perform()
                }
                app.renderFrame(after: 1)
                app.renderFrame(after: 0.1)
                // Assertion: the detail has its data and is presented by the list, on screen.
                #expect(list.log == ["prepare showDetail sender first"])
                #expect(detail.item == "first")
                #expect(list.presentedViewController === detail)
                #expect(detail.presentingViewController === list)
                #expect(detail.view.window != nil)
                #expect(segue.source === list)
                #expect(segue.identifier == "showDetail")
            }
        }

        @Test func aSegueWithAPerformHandlerCallsItInstead() {
            // Precondition
            let source = UIViewController(), destination = UIViewController()
            var performed = 0
            let segue = UIStoryboardSegue(identifier: nil, source: source, destination: destination) { performed += 1 }
            // Action
            segue.perform()
            // Assertion: the handler ran and nothing was presented.
            #expect(performed == 1)
            #expect(source.presentedViewController == nil)
        }

        @Test func performSegueByIdentifierSaysThereAreNoStoryboards() {
            // Precondition
            let list = ListViewController(items: [])
            // Action
            let (_, warnings) = collectingWarnings { list.performSegue(withIdentifier: "showDetail", sender: nil) }
            // Assertion: one message naming the identifier; nothing was prepared or presented.
            #expect(warnings.count == 1)
            #expect(warnings.first?.hasPrefix("ListViewController.performSegue(withIdentifier: \"showDetail\"): "
                + "Segue has no archives, nibs or storyboards; no segue has that identifier.") == true)
            #expect(list.log.isEmpty)
            #expect(list.presentedViewController == nil)
        }
    }
}
