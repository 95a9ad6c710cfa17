import Foundation

/// The caret's blink, on the application's frame timers: visible for `onDuration`, hidden for
/// `offDuration`, restarted solid at every edit or caret move. Each change of visibility is one
/// frame; between them, and whenever no text input is editing, nothing is scheduled, so an idle
/// window costs nothing.
@MainActor
final class CaretBlinker {
    /// iOS blinks its caret about once a second, half on and half off, and holds it solid while
    /// the user types or moves it. Apple publishes no rate; 0.5 s each way is Segue's choice.
    static let onDuration: TimeInterval = 0.5
    static let offDuration: TimeInterval = 0.5

    private var timer: MediaTimer?
    private let setVisible: (Bool) -> Void

    init(setVisible: @escaping (Bool) -> Void) {
        self.setVisible = setVisible
    }

    var isRunning: Bool { timer != nil }

    /// Shows the caret and blinks from `onDuration` on.
    func restart() {
        timer?.cancel()
        setVisible(true)
        guard let app = UIApplication.shared else { return }
        schedule(at: app.frameTime + Self.onDuration, showing: false)
    }

    /// Stops blinking; the caller hides the caret.
    func stop() {
        timer?.cancel()
        timer = nil
    }

    /// Changes are due at fixed times from the restart (each deadline the last plus a duration, not
    /// the frame that fired it plus one), so frame rounding never drifts the rhythm; a millisecond's
    /// grace lets a frame on the deadline take it despite floating-point sums.
    private func schedule(at deadline: TimeInterval, showing visible: Bool) {
        guard let app = UIApplication.shared else { return }
        timer = app.schedule(after: max(0, deadline - app.frameTime - 0.001)) { [weak self] in
            guard let self else { return }
            self.setVisible(visible)
            self.schedule(at: deadline + (visible ? Self.onDuration : Self.offDuration), showing: !visible)
        }
    }
}
