@testable import UIKit
import Foundation
import Testing
import UIKitTesting

extension SharedState {
    /// `UIDevice.current` answers as an iPhone does, so code that branches on the device takes its
    /// iPhone path.
    @Suite struct DeviceTests {
        @Test func theCurrentDeviceIsAnIPhoneRunningIOS() {
            // Precondition / action
            let device = UIDevice.current
            // Assertion
            #expect(device.model == "iPhone")
            #expect(device.localizedModel == "iPhone")
            #expect(device.name == "iPhone")
            #expect(device.systemName == "iOS")
            #expect(device.systemVersion == "18.0")
            #expect(device.userInterfaceIdiom == .phone)
            #expect(device.orientation == .portrait && device.orientation.isPortrait && !device.orientation.isLandscape)
            #expect(UIDevice.current === device)
        }

        @Test func keyboardNotificationsAndKeysCarryUIKitsNames() {
            // Precondition / action / assertion: the strings iOS posts and keys its userInfo with.
            #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
            #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
            #expect(UIResponder.keyboardWillChangeFrameNotification.rawValue == "UIKeyboardWillChangeFrameNotification")
            #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
            #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
            #expect(UIResponder.keyboardIsLocalUserInfoKey == "UIKeyboardIsLocalUserInfoKey")
            #expect(UIApplication.didReceiveMemoryWarningNotification.rawValue == "UIApplicationDidReceiveMemoryWarningNotification")
        }
    }
}
