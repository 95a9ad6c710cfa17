import ArgumentParser
import Foundation
import UIKit

/// `--device NAME`: the window stands in for an iPhone (`EmulatedDevice`) — its size in points, its
/// safe area, and the status bar and home indicator Segue draws over the app. `--device list` prints
/// the known names. Shared by `demo`, `record`, `play` and `run`; an app started another way reads
/// `SEGUE_DEVICE`, which this option also sets for the apps these commands hand over to.
struct DeviceOption: ParsableArguments {
    @Option(help: "The iPhone the window stands in for: its size, safe area, status bar and home indicator (\(EmulatedDevice.all.map(\.id).joined(separator: ", ")); `--device list` describes them). Sets the window's size unless --size is given too.")
    var device: String?

    /// The device named, nil without the option; `list` prints them all and exits.
    func resolved() throws -> EmulatedDevice? {
        guard let device else { return nil }
        if device.lowercased() == "list" {
            throw CleanExit.message(EmulatedDevice.all.map { "\($0.id)\t\($0.name), \(Int($0.size.width))x\(Int($0.size.height)) points, "
                + "safe area top \(Int($0.safeAreaInsets.top)) bottom \(Int($0.safeAreaInsets.bottom))" }.joined(separator: "\n"))
        }
        do {
            return try EmulatedDevice.named(device)
        } catch {
            throw ValidationError("--device \(device): \(error.description)")
        }
    }

    /// Checks the name, and tells apps this process starts (a package's, a prototype's) which
    /// device to be, through `SEGUE_DEVICE`.
    nonisolated func validate() throws {
        try MainActor.assumeIsolated {
            if let device = try resolved() { setenv("SEGUE_DEVICE", device.id, 1) }
        }
    }

    /// The window's size: the device's, unless `--size` was given too (or no device was named).
    nonisolated func windowSize(replacing size: WindowSize, sizeAsked: Bool) -> WindowSize {
        MainActor.assumeIsolated { windowSize(over: size, sizeAsked: sizeAsked) }
    }

    private func windowSize(over size: WindowSize, sizeAsked: Bool) -> WindowSize {
        guard !sizeAsked, let device = try? resolved() else { return size }
        return WindowSize(width: Int(device.size.width), height: Int(device.size.height))
    }
}
