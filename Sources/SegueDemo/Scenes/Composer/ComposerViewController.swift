import Foundation
import UIKit

/// The composer: a text view under a navigation bar with Cancel and Send. The text view becomes
/// first responder as the composer appears, so typing goes straight into it. UIKit's text view has
/// no placeholder, so a label shows "What's happening?" where the text starts while it is empty;
/// Send is enabled once there is something besides blanks to send.
///
/// Send hands the text to `onSend` and dismisses; Cancel dismisses and sends nothing.
public final class ComposerViewController: UIViewController, UITextViewDelegate {
    static let placeholder = "What's happening?"

    public let textView = UITextView()
    private let placeholderLabel = UILabel()
    /// Called with the text when Send is chosen, before the composer goes away.
    var onSend: ((String) -> Void)?

    public private(set) lazy var sendItem = UIBarButtonItem(title: "Send", style: .done, target: self,
                                                            action: ComposerViewController.send)
    public private(set) lazy var cancelItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self,
                                                              action: ComposerViewController.cancel)

    public override init() {
        super.init()
        title = "New Post"
        navigationItem.leftBarButtonItem = cancelItem
        navigationItem.rightBarButtonItem = sendItem
        sendItem.isEnabled = false
    }

    public override func loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        textView.accessibilityIdentifier = "composer-text"
        textView.font = .systemFont(ofSize: 17)
        textView.textColor = .label
        textView.textContainerInset = UIEdgeInsets(top: 12, left: 11, bottom: 12, right: 11)
        textView.delegate = self
        placeholderLabel.text = Self.placeholder
        placeholderLabel.font = textView.font
        placeholderLabel.textColor = .placeholderText
        placeholderLabel.isUserInteractionEnabled = false
        view.addSubview(textView)
        textView.addSubview(placeholderLabel)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        textView.frame = view.bounds
        // Where the first line of text starts: inside the insets and the line padding.
        let inset = textView.textContainerInset, padding = textView.textContainer.lineFragmentPadding
        let size = placeholderLabel.sizeThatFits(.zero)
        placeholderLabel.frame = CGRect(x: inset.left + padding, y: inset.top,
                                        width: ceil(size.width), height: ceil(size.height))
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textView.becomeFirstResponder()
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        textView.resignFirstResponder()
    }

    // MARK: UITextViewDelegate

    public func textViewDidChange(_ textView: UITextView) {
        placeholderLabel.isHidden = !textView.text.isEmpty
        let sendable = !Self.trimmed(textView.text).isEmpty
        // Only on a change: the bar makes its buttons again whenever an item changes.
        if sendItem.isEnabled != sendable { sendItem.isEnabled = sendable }
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: Actions

    private func send() {
        let text = Self.trimmed(textView.text)
        guard !text.isEmpty else { return }
        onSend?(text)
        dismiss(animated: true)
    }

    private func cancel() {
        dismiss(animated: true)
    }
}
