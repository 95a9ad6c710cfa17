import Foundation
import UIKit

/// Starts an app on X11, as `UIApplicationMain` starts one on iOS:
///
/// ```swift
/// import UIKit
/// import X11Platform
///
/// UIApplicationMain(AppDelegate.self)
/// ```
///
/// Opens `$DISPLAY` (exits with status 2 and a one-line reason when there is none), opens a window of
/// `size`, makes the delegate and runs frames until the window is closed.
///
/// Not isolated, as on iOS, so that a `main.swift` in Swift 5 or 6 mode calls it as it is; it must be
/// called on the main thread, where the application then runs as the main actor.
@discardableResult
public func UIApplicationMain(_ delegateType: sending UIApplicationDelegate.Type, title: String = "Segue",
                              size: CGSize = CGSize(width: 900, height: 640)) -> Int32 {
    MainActor.assumeIsolated { runApplication(delegateType, title: title, size: size) }
}

@MainActor
private func runApplication(_ delegateType: UIApplicationDelegate.Type, title: String, size: CGSize) -> Int32 {
    let platform: X11Platform
    do {
        platform = try X11Platform()
        try platform.openWindow(title: title, size: size)
    } catch {
        FileHandle.standardError.write(Data("segue: \(error)\n".utf8))
        exit(2)
    }
    return UIApplication.run(delegateType: delegateType, platform: platform)
}
