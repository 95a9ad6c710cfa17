import Foundation

/// The caret's blink, on the application's frame timers: visible for `onDuration`, hidden for
/// `offDuration`, restarted solid at every edit or caret move. Each change of visibility is one
/// frame; between them, and whenever no text input is editing, nothing is scheduled, so an idle
/// window costs nothing.
@MainActor
final class CaretBlinker {
    /// iOS blinks its caret about once a second, half on and half off, and holds it solid while
    /// the user types or moves it (measured on iOS 17 screen recordings: 0.5 s on, 0.5 s off).
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
        schedule(after: Self.onDuration, showing: false)
    }

    /// Stops blinking; the caller hides the caret.
    func stop() {
        timer?.cancel()
        timer = nil
    }

    private func schedule(after delay: TimeInterval, showing visible: Bool) {
        guard let app = UIApplication.shared else { return }
        timer = app.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.setVisible(visible)
            self.schedule(after: visible ? Self.onDuration : Self.offDuration, showing: !visible)
        }
    }
}
