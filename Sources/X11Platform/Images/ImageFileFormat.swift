// Which image format a file name asks for, for what Segue writes as a single image (screenshots).

import Foundation
import UIKit

/// An image file format Segue writes, chosen by the file's extension: `.png` (lossless, libpng) or
/// `.jpg` / `.jpeg` (libjpeg-turbo). Any other name is refused before anything is drawn, so a
/// screenshot is never written in a format its name does not say.
///
/// ```swift
/// let format = try ImageFileFormat(path: "shot.jpg")   // .jpeg
/// try format.write(frame, to: "shot.jpg")
/// ```
public enum ImageFileFormat: String, CaseIterable, Sendable {
    case png
    case jpeg

    /// The extensions each format is recognised by, lower-case, first the usual one.
    public var extensions: [String] {
        switch self {
        case .png: ["png"]
        case .jpeg: ["jpg", "jpeg"]
        }
    }

    /// `.png, .jpg or .jpeg`: the names that can be written, for messages.
    public static var supportedNames: String {
        let all = allCases.flatMap(\.extensions).map { "." + $0 }
        return all.dropLast().joined(separator: ", ") + " or " + all.last!
    }

    /// The format `path`'s extension names, case-insensitively; throws `UnsupportedImageFormat`
    /// when it names none Segue writes.
    public init(path: String) throws {
        let ext = (path as NSString).pathExtension.lowercased()
        guard let format = Self.allCases.first(where: { $0.extensions.contains(ext) }) else {
            throw UnsupportedImageFormat(path: path, extension: ext)
        }
        self = format
    }

    /// Writes `bitmap` to `path` in this format, replacing any file there in one step.
    public func write(_ bitmap: Bitmap, to path: String) throws {
        switch self {
        case .png: try PNGCodec.write(bitmap, to: path)
        case .jpeg: try JPEGCodec.write(bitmap, to: path)
        }
    }
}

/// A file name whose extension names no image format Segue writes.
public struct UnsupportedImageFormat: Error, CustomStringConvertible, Equatable, Sendable {
    public let path: String
    /// Lower-case, without the dot; empty when the name has none.
    public let `extension`: String

    public var description: String {
        let what = `extension`.isEmpty ? "has no extension" : "is a .\(`extension`) file, which Segue cannot write"
        return "\(path) \(what); name it \(ImageFileFormat.supportedNames)"
    }
}
