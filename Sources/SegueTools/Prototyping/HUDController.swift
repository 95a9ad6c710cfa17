import Foundation
import UIKit

/// The prototyping tools' heads-up display (H, in `segue demo` and any `UIApplicationMain` app): a
/// panel in the top-right corner of an overlay window that shows frame time and fps, the animation
/// clock's state, the running transition (phase, interactive or not, percentComplete), the
/// pointer's velocity, the last release decision and which rule took it, and the newest lines of
/// the transition trace.
///
/// It lives in its own window above the scene's, which is never key, so it takes no input and no
/// presentation covers it. It refreshes at most ten times a second while something animates or
/// the button is held, and once more when things come to rest — never on its own, so an idle
/// window stays idle with the HUD open.
public final class HUDController {
    static let width: CGFloat = 380
    /// Characters of a trace line that fit the panel's width in the 12 pt monospaced font.
    static let traceColumns = 46
    /// Seconds between refreshes while busy.
    static let refreshInterval: TimeInterval = 0.1
    static let traceLines = 4

    private unowned let app: UIApplication
    private let window = UIWindow(frame: .zero)
    private let panel = UIView()
    private let label = UILabel()
    private var statistics = FrameStatistics()
    private var lastRefresh: TimeInterval = -.infinity
    private var restRefreshPending = false
    private var buttonHeld = false
    private var observerIndex: Int?
    private var eventObserverIndex: Int?
    private var tracedBefore = false
    private var pendingRefresh: MediaTimer?

    init(app: UIApplication) {
        self.app = app
        window.backgroundColor = .clear
        panel.backgroundColor = UIColor(white: 0, alpha: 0.72)
        panel.layer.cornerRadius = 8
        label.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        label.textColor = .white
        label.numberOfLines = 0
        panel.addSubview(label)
        window.addSubview(panel)
        window.accessibilityIdentifier = "segue.hud"
    }

    /// The text shown now (tests and recordings read it).
    public var text: String { label.text ?? "" }

    func show() {
        tracedBefore = TransitionTrace.keepsRecentLines
        TransitionTrace.keepsRecentLines = true
        observerIndex = app.didPresentFrame.count
        app.didPresentFrame.append { [weak self] _ in self?.framePresented() }
        eventObserverIndex = app.eventObservers.count
        app.eventObservers.append { [weak self] event in self?.note(event) }
        window.isHidden = false
        refresh()
    }

    func remove() {
        window.isHidden = true
        window.removeFromSuperview()
        TransitionTrace.keepsRecentLines = tracedBefore
        // The observers hold this object weakly; they are left as no-ops rather than shifting the
        // indices other observers may rely on.
    }

    private func note(_ event: PlatformEvent) {
        switch event {
        case .pointerDown: buttonHeld = true
        case .pointerUp, .pointerCancelled: buttonHeld = false
        default: return
        }
        requestRefresh()
    }

    /// Refreshes now, or at the end of the throttle interval when one was shown less than
    /// `refreshInterval` ago (so the last state of a burst of input is shown even if no frame
    /// follows it).
    private func requestRefresh() {
        let wait = lastRefresh + Self.refreshInterval - app.frameTime
        if wait <= 0 {
            refresh()
        } else if pendingRefresh == nil {
            pendingRefresh = app.schedule(after: wait) { [weak self] in
                self?.pendingRefresh = nil
                self?.refresh()
            }
        }
    }

    private func framePresented() {
        statistics.add(frameTime: app.frameTime, workTime: app.lastFrameWorkTime)
        let busy = app.context.engine.needsFrames || buttonHeld
        if busy {
            restRefreshPending = true
            requestRefresh()
        } else if restRefreshPending {
            restRefreshPending = false
            refresh()
        }
    }

    /// Rewrites the panel's text from the current state.
    public func refresh() {
        lastRefresh = app.frameTime
        let lines = Self.lines(statistics: statistics, speed: app.animationSpeed, paused: app.animationsPaused,
                               transition: app.transitionStatus, pointer: app.pointerVelocity,
                               release: TransitionReleaseRule.lastRelease,
                               trace: Array(TransitionTrace.recentLines.suffix(Self.traceLines)),
                               reduceMotion: UIAccessibility.isReduceMotionEnabled)
        let text = lines.joined(separator: "\n")
        guard text != label.text else { return }
        label.text = text
        let textSize = label.sizeThatFits(CGSize(width: Self.width - 20, height: .greatestFiniteMagnitude))
        let bounds = app.keyWindow?.bounds ?? UIScreen.main.bounds
        // Below an emulated iPhone's status bar (the screen's top inset; zero on a desktop window).
        let top = UIScreen.main.safeAreaInsets.top
        panel.frame = CGRect(x: bounds.width - Self.width - 10, y: top + 10, width: Self.width, height: textSize.height + 16)
        label.frame = CGRect(x: 10, y: 8, width: Self.width - 20, height: textSize.height)
    }

    /// The HUD's lines for a state, so what it says can be checked without a window.
    static func lines(statistics: FrameStatistics, speed: Double, paused: Bool, transition: TransitionStatus?,
                      pointer: CGPoint, release: TransitionRelease?, trace: [String],
                      reduceMotion: Bool = false) -> [String] {
        var lines: [String] = []
        let fps = statistics.framesPerSecond.map { String(format: "%.0f fps", $0) } ?? "– fps"
        let ms = statistics.meanWorkMilliseconds.map { String(format: "%.1f ms", $0) } ?? "– ms"
        lines.append("frame \(ms) · \(fps)")
        var clock = speed < 1 ? String(format: "animations ×%.0f slower", 1 / speed) : "animations at normal speed"
        if paused { clock += " · paused" }
        if reduceMotion { clock += " · reduce motion" }
        lines.append(clock)
        lines.append("transition: \(transition.map(\.description) ?? "none")")
        lines.append(String(format: "pointer: %.0f, %.0f pt/s", pointer.x, pointer.y))
        lines.append("release: \(release.map(\.description) ?? "none yet")")
        for line in trace {
            let short = line.count > traceColumns ? String(line.prefix(traceColumns - 1)) + "…" : line
            lines.append("  \(short)")
        }
        return lines
    }
}
