import Foundation
@testable import UIKit
import X11Platform

/// A scratch directory for one recording test: scripts written into it, recordings made in it, its
/// frames read back; removed when the test ends.
final class RecordingWorkspace {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("segue-recording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` as the script `name` and returns its path.
    func script(_ name: String, _ text: String) throws -> String {
        let p = path(name)
        try text.write(toFile: p, atomically: true, encoding: .utf8)
        return p
    }

    /// The names in the workspace, sorted (hidden temporaries included).
    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    /// The PNG frames of the recording in directory `name`, in order.
    func frameNames(in name: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path(name)).filter { $0.hasSuffix(".png") }.sorted()
    }

    /// The PNG files' bytes: equal bytes are equal pixels (the recorder's encoder is deterministic),
    /// and comparing bytes is far cheaper than decoding hundreds of frames.
    func frameFiles(in name: String) throws -> [Data] {
        try frameNames(in: name).map { try Data(contentsOf: URL(fileURLWithPath: path(name) + "/" + $0)) }
    }

    func frames(in name: String) throws -> [Bitmap] {
        try frameNames(in: name).map { try PNGCodec.decode(contentsOf: path(name) + "/" + $0) }
    }
}
