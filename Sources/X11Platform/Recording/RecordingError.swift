import Foundation
import SegueFiles

/// A recording could not be written: a bad `--out`, an encoder that failed, a full disk. The
/// description is one line for the user, naming the path concerned.
public struct RecordingError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) { self.description = description }

    /// The sidecar (`clip.mp4.json`, `frames/recording.json`) could not be written, which both sinks
    /// find before the recording takes its name: which recording, which sidecar and why, in words —
    /// "no space left on the disk" — rather than Foundation's `NSCocoaErrorDomain Code=640`.
    init(sidecarOf output: RecordingOutput, _ error: FileWriteError) {
        self.init("\(output.path): cannot write the sidecar \(output.sidecarPath): \(error.reason); nothing was written")
    }
}
