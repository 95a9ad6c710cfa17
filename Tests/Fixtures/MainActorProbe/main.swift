// A fixture for EndToEndTests (MainQueueTests): an app whose main-actor work is queued from other
// threads while its run loop waits idle — `DispatchQueue.main.async` from a background queue and
// `MainActor.run` from a detached task, as iOS code does. It prints a line as each runs and stops
// when both have; if the loop did not run main-actor work it would wait for ever.

import Foundation
import UIKit
import X11Platform

/// What has run so far; the application stops when both have.
@MainActor enum Probe {
    static var ran: Set<String> = []
}

@MainActor func note(_ what: String) {
    FileHandle.standardOutput.write(Data((what + "\n").utf8))
    Probe.ran.insert(what)
    if Probe.ran.count == 2 { UIApplication.shared.stop() }
}

final class ProbeDelegate: UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.makeKeyAndVisible()
        // Queued after the loop has gone idle (nothing animates, so it blocks in its wait).
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) {
            DispatchQueue.main.async { MainActor.assumeIsolated { note("main queue work ran") } }
        }
        Task.detached {
            try? await Task.sleep(for: .milliseconds(500))
            await MainActor.run { note("main actor work ran") }
        }
        return true
    }
}

UIApplicationMain(ProbeDelegate.self, title: "Segue main-actor probe", size: CGSize(width: 200, height: 150))
