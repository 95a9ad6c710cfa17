import Foundation
import UIKit

/// What `segue run --watch` shows over a running app about its next build: "Rebuilding…" while the
/// compiler runs, and the compiler's errors when the build failed — over the app, which goes on
/// running underneath (the last build that compiled) until a build succeeds and replaces it.
///
/// Like the HUD it lives in its own window above the app's, which is never key, so it takes no
/// input: the app underneath can still be used while the errors are read.
public final class BuildStatusOverlay {
    public enum State: Equatable {
        case hidden
        case building
        /// The compiler's output, as it printed it.
        case failed(String)
    }

    /// Lines of compiler output shown at most; the terminal has them all.
    static let maximumLines = 18
    static let margin: CGFloat = 12

    private unowned let app: UIApplication
    private let window = UIWindow(frame: .zero)
    private let panel = UIView()
    private let titleLabel = UILabel()
    private let body = UILabel()
    public private(set) var state: State = .hidden

    public init(app: UIApplication) {
        self.app = app
        window.backgroundColor = .clear
        window.accessibilityIdentifier = "segue.build-status"
        panel.layer.cornerRadius = 10
        titleLabel.font = .boldSystemFont(ofSize: 14)
        titleLabel.textColor = .white
        titleLabel.numberOfLines = 0
        body.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        body.textColor = UIColor(white: 1, alpha: 0.92)
        body.numberOfLines = 0
        body.lineBreakMode = .byTruncatingTail
        panel.addSubview(titleLabel)
        panel.addSubview(body)
        window.addSubview(panel)
        window.isHidden = true
    }

    /// The title and the lines shown now (tests read them).
    public var text: String {
        [titleLabel.text, body.text].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    public func show(_ newState: State) {
        state = newState
        switch newState {
        case .hidden:
            window.isHidden = true
            return
        case .building:
            panel.backgroundColor = UIColor(white: 0.12, alpha: 0.85)
            titleLabel.text = "Rebuilding…"
            body.text = nil
        case .failed(let output):
            panel.backgroundColor = UIColor(red: 0.45, green: 0.06, blue: 0.06, alpha: 0.92)
            titleLabel.text = "Build failed: fix and save to reload (the app below is the last build that compiled)"
            body.text = Self.shownLines(of: output)
        }
        layout()
        window.isHidden = false
    }

    /// The compiler's lines worth reading over the app: its diagnostics (`file:line:col: error: …`),
    /// without the source excerpts under them and SwiftPM's progress lines — or, when there are
    /// none (a build that failed otherwise), everything but the progress lines; at most `maximumLines`.
    static func shownLines(of output: String) -> String {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let diagnostics = lines.filter { line in
            !line.hasPrefix(" ") && [": error: ", ": warning: ", ": note: "].contains { line.contains($0) }
        }
        let shown = diagnostics.isEmpty
            ? lines.filter { !$0.hasPrefix("[") && !$0.hasPrefix("Building for") && !$0.hasPrefix("Build of") }
            : diagnostics
        guard shown.count > maximumLines else { return shown.joined(separator: "\n") }
        return (shown.prefix(maximumLines - 1) + ["… \(shown.count - maximumLines + 1) more in the terminal"])
            .joined(separator: "\n")
    }

    private func layout() {
        let bounds = app.keyWindow?.bounds ?? UIScreen.main.bounds
        window.frame = bounds
        let m = Self.margin
        let inner: CGFloat = 12
        let width: CGFloat
        switch state {
        case .building: width = min(180, bounds.width - 2 * m)
        default: width = bounds.width - 2 * m
        }
        let textWidth = width - 2 * inner
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        let bodyHeight = body.text == nil ? 0
            : min(body.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height, bounds.height * 0.6)
        titleLabel.frame = CGRect(x: inner, y: inner, width: textWidth, height: titleHeight)
        body.frame = CGRect(x: inner, y: inner + titleHeight + (bodyHeight > 0 ? 8 : 0), width: textWidth, height: bodyHeight)
        let height = body.frame.maxY + inner
        let x = state == .building ? bounds.width - width - m : m
        // Below an emulated iPhone's status bar (the screen's top inset; zero on a desktop window).
        panel.frame = CGRect(x: x, y: m + UIScreen.main.safeAreaInsets.top, width: width, height: height)
    }
}
