import Foundation
import Testing
import X11Platform
@testable import UIKit

/// What `UIApplicationMain` reads to set up an app's prototyping tools: the environment, then the
/// launch arguments over it.
@Suite struct AppToolOptionsTests {
    @Test func withNothingSetTheKeysAreOnAndNothingElse() throws {
        // Precondition: an empty environment, no arguments. Action
        let options = try AppToolOptions(environment: [:], arguments: ["/bin/App"])
        // Assertion
        #expect(options == AppToolOptions(keys: true, trace: false, recordInputPath: nil))
    }

    @Test func theEnvironmentTurnsKeysOffTraceOnAndRecordsInput() throws {
        // Precondition
        let environment = ["SEGUE_TOOLS": "0", "SEGUE_TRACE": "1", "SEGUE_RECORD_INPUT": "/tmp/in.txt"]
        // Action
        let options = try AppToolOptions(environment: environment, arguments: ["/bin/App"])
        // Assertion
        #expect(options == AppToolOptions(keys: false, trace: true, recordInputPath: "/tmp/in.txt"))
    }

    @Test func launchArgumentsWinAndUnknownOnesAreLeftAlone() throws {
        // Precondition: the environment names one script, the arguments another among the app's own.
        let arguments = ["/bin/App", "--verbose", "--trace", "--record-input", "b.txt", "extra"]
        // Action
        let options = try AppToolOptions(environment: ["SEGUE_RECORD_INPUT": "a.txt", "SEGUE_TOOLS": "1"],
                                         arguments: arguments)
        // Assertion
        #expect(options == AppToolOptions(keys: true, trace: true, recordInputPath: "b.txt"))
        #expect(try AppToolOptions(environment: [:], arguments: ["App", "--record-input=c.txt"]).recordInputPath == "c.txt")
    }

    @Test func recordInputWithoutAFileIsRefusedSayingWhatToWrite() {
        // Action / Assertion: the flag last, and followed by another flag.
        for arguments in [["App", "--record-input"], ["App", "--record-input", "--trace"], ["App", "--record-input="]] {
            #expect {
                try AppToolOptions(environment: [:], arguments: arguments)
            } throws: { error in
                "\(error)".contains("needs a file to write the input script to")
            }
        }
    }

    @Test func theEnvironmentSetsTheWindowSize() throws {
        // Precondition / Action: a size in the environment, and none.
        let asked = try AppToolOptions(environment: ["SEGUE_WINDOW_SIZE": "390x844"], arguments: ["App"])
        let unset = try AppToolOptions(environment: ["SEGUE_WINDOW_SIZE": ""], arguments: ["App"])
        // Assertion: the size asked for; an empty value asks for none.
        #expect(asked.windowSize == CGSize(width: 390, height: 844))
        #expect(unset.windowSize == nil)
    }

    @Test func aWindowSizeThatIsNoSizeIsRefusedSayingWhatToWrite() {
        // Action / Assertion: words, one number, zero, too large.
        for value in ["big", "390", "0x100", "390x9000", "-5x3"] {
            #expect {
                try AppToolOptions(environment: ["SEGUE_WINDOW_SIZE": value], arguments: ["App"])
            } throws: { error in
                "\(error)" == "SEGUE_WINDOW_SIZE=\(value) is not a window size; give WIDTHxHEIGHT in pixels from 1x1 to "
                    + "8192x8192, as in SEGUE_WINDOW_SIZE=390x844"
            }
        }
    }

    @Test func theEnvironmentNamesTheEmulatedDevice() throws {
        // Precondition / Action: a device in the environment, and none.
        let phone = try AppToolOptions(environment: ["SEGUE_DEVICE": "iphone-15"], arguments: ["App"])
        let plain = try AppToolOptions(environment: [:], arguments: ["App"])
        // Assertion
        #expect(phone.device == .iPhone15)
        #expect(plain.device == nil)
    }

    @Test func aDeviceThatIsUnknownIsRefusedListingTheKnownOnes() {
        #expect {
            try AppToolOptions(environment: ["SEGUE_DEVICE": "bogus"], arguments: ["App"])
        } throws: { error in
            "\(error)" == "SEGUE_DEVICE=bogus: unknown device \"bogus\"; known devices: iphone-15, iphone-15-pro-max, "
                + "iphone-se; or leave SEGUE_DEVICE unset for a plain window"
        }
    }
}
