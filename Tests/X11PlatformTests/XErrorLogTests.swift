import CX11
import Foundation
import Testing
@testable import UIKit
@testable import X11Platform

extension XServerTests {
    /// X protocol errors are asynchronous; Segue's handler must catch them (Xlib's default exits the
    /// process) and name the request that failed.
    @Suite struct XErrorLogTests {
        @Test func protocolErrorIsRecordedWithTheFailingRequestInsteadOfExiting() throws {
            // Precondition: a connection to the test server, error printing off for this provoked error.
            let connection = try XConnection(name: XWindowHarness.displayName())
            let before = XErrorLog.count
            XErrorLog.printsErrors = false
            defer { XErrorLog.printsErrors = true }

            // Action: free a picture that does not exist, then wait for the server's answer.
            XRenderFreePicture(connection.display, 0x00BA_D0C0)
            connection.sync()

            // Assertion: one error, naming the RENDER request and the bad resource; we are still running.
            #expect(XErrorLog.count == before + 1)
            let entry = try #require(XErrorLog.entries.last)
            #expect(entry.requestName == "RENDER FreePicture", "request name: \(entry.requestName)")
            #expect(entry.resource == 0x00BA_D0C0)
            #expect(entry.description.contains("X error"))
        }
    }
}
