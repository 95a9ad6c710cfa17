import Foundation
import UIKit

/// The prototyping keys of `segue demo` and of every app started by `UIApplicationMain`, seen before
/// any of the app's controllers:
///
/// | key | does |
/// |---|---|
/// | S | slow animations ×10 on/off (as the iOS Simulator's "Slow Animations"; input keeps real time) |
/// | P | pause / resume animation time |
/// | . | one frame of animation time while paused |
/// | H | the HUD on/off |
/// | R | start / stop recording the window to a file (when the host provides a recorder) |
/// | D | dark / light appearance (the window's `overrideUserInterfaceStyle`) |
/// | M | Reduce Motion on/off (`UIAccessibility.isReduceMotionEnabled`, posting its notification) |
///
/// Keys with Control, Alt or Command held pass through to the scene. While a text field or text view
/// is first responder the tools are off: plain keys are typed (the application keeps them from this
/// handler); click outside the text, or press Tab away from it, to use them again.
public final class DemoTools {
    /// Starts or stops recording the window and returns a line saying what happened; given by the
    /// host that can record (X11Platform's `AppTools`, which `UIApplicationMain` and `segue demo`
    /// install). Nil: R explains recording is not available.
    public var toggleRecording: (() -> String)?
    /// The window D switches between light and dark; nil: D is not a tool key.
    public weak var window: UIWindow?

    /// The slowed animation speed, as a fraction of real time.
    public static let slowSpeed = 0.1

    private unowned let app: UIApplication
    public private(set) var hud: HUDController?

    public init(app: UIApplication) {
        self.app = app
    }

    /// Installs the keys on `app`.
    public func install() {
        app.toolKeyHandler = { [weak self] key in self?.handle(key) ?? false }
    }

    /// Acts on `key`; false when it is not a tool key.
    public func handle(_ key: UIKey) -> Bool {
        guard key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else { return false }
        switch key.characters.lowercased() {
        case "s":
            let slow = app.animationSpeed >= 1
            app.animationSpeed = slow ? Self.slowSpeed : 1
            say(slow ? "slow animations on (×\(Int((1 / Self.slowSpeed).rounded())))" : "slow animations off")
        case "p":
            app.animationsPaused.toggle()
            say(app.animationsPaused ? "animation paused (. steps one frame, P resumes)" : "animation resumed")
        case ".":
            guard app.animationsPaused else { return false }
            app.stepAnimationFrame()
        case "h":
            toggleHUD()
        case "r":
            say(toggleRecording?() ?? "this host cannot record the window (`segue demo` and `UIApplicationMain` apps can)")
        case "d":
            guard let window else { return false }
            toggleAppearance(of: window)
        case "m":
            toggleReduceMotion()
        default:
            return false
        }
        hud?.refresh()
        return true
    }

    public func toggleHUD() {
        if let hud {
            hud.remove()
            self.hud = nil
        } else {
            let made = HUDController(app: app)
            made.show()
            hud = made
        }
    }

    /// Switches the window to the other style (from whatever it shows now), as the iOS Simulator's
    /// appearance toggle does for the whole device.
    public func toggleAppearance(of window: UIWindow) {
        let dark = window.traitCollection.userInterfaceStyle != .dark
        window.overrideUserInterfaceStyle = dark ? .dark : .light
        say(dark ? "dark appearance" : "light appearance")
    }

    /// Turns Reduce Motion the other way, as the Settings switch does on iOS: controllers that listen
    /// for `reduceMotionStatusDidChangeNotification` hear it once, and the next transition follows it.
    public func toggleReduceMotion() {
        UIAccessibility.isReduceMotionEnabled.toggle()
        say(UIAccessibility.isReduceMotionEnabled
            ? "reduce motion on (large motion becomes cross-fades, springs lose their bounce)"
            : "reduce motion off")
    }

    private func say(_ line: String) {
        FileHandle.standardError.write(Data("segue: \(line)\n".utf8))
    }
}
