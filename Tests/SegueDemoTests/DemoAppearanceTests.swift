@testable import UIKit
import Foundation
import SegueDemo
import Testing
import UIKitTesting

/// `segue demo --appearance` and the D key: the names the option takes, the window's style at launch,
/// and the key switching it while the demo runs.
@Suite struct DemoAppearanceNameTests {
    @Test func theOptionTakesLightOrDarkAndRefusesAnythingElseSayingWhatToWrite() throws {
        // Action / assertion: the two names (in any case) and a refusal.
        #expect(try DemoLaunchOptions.appearance(named: "dark") == .dark)
        #expect(try DemoLaunchOptions.appearance(named: "Light") == .light)
        #expect(throws: AppearanceNameError.self) { try DemoLaunchOptions.appearance(named: "sepia") }
        do {
            _ = try DemoLaunchOptions.appearance(named: "sepia")
        } catch {
            #expect(error.description == "--appearance \"sepia\" is not an appearance; choose one of: light, dark")
        }
    }
}

extension SharedState {
    @Suite struct DemoAppearanceTests {
        /// The gallery's background in the newest frame.
        static func galleryBackground(_ stage: DemoStage) -> CGColor? {
            guard let root = stage.window.rootViewController else { return nil }
            return stage.platform.presented.last?.find(id: root.view.layer.serial)?.backgroundColor
        }

        @Test func theGalleryLaunchesDarkAndDSwitchesItLight() throws {
            try DemoStage.with(size: CGSize(width: 600, height: 400), appearance: .dark) { stage in
                // Precondition: launched dark, the gallery's background the dark secondary grey.
                #expect(stage.window.traitCollection.userInterfaceStyle == .dark)
                #expect(Self.galleryBackground(stage) == UIColor.secondarySystemBackground
                    .resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor)
                // Action: D pressed and released.
                let d = UIKey(keyCode: .other, characters: "d")
                stage.frame { [.keyDown(d, time: $0), .keyUp(d, time: $0)] }
                stage.frame()
                // Assertion: light, and drawn in the light grey.
                #expect(stage.window.traitCollection.userInterfaceStyle == .light)
                #expect(Self.galleryBackground(stage) == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1).cgColor)
            }
        }

        @Test func withoutTheOptionTheGalleryIsLight() throws {
            try DemoStage.with(size: CGSize(width: 600, height: 400)) { stage in
                #expect(stage.window.traitCollection.userInterfaceStyle == .light)
                #expect(Self.galleryBackground(stage) == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1).cgColor)
            }
        }
    }
}
