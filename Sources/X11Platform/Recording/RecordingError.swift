import Foundation

/// A recording could not be written: a bad `--out`, an encoder that failed, a full disk. The
/// description is one line for the user, naming the path concerned.
public struct RecordingError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) { self.description = description }
}
