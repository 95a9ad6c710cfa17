import Foundation

/// An image loaded from a PNG file (`UIImage(named:)`, `UIImage(contentsOfFile:)`) or made from pixels.
///
/// Decoding goes through the running application's platform (`Platform.decodeImage(atPath:)`, libpng
/// in `X11Platform`), so `UIKit` itself stays free of C libraries; loading from a file is therefore
/// done on the main actor.
public final class UIImage: Sendable {
    public let cgImage: CGImage?
    public let scale: CGFloat

    /// Size in points.
    public var size: CGSize {
        guard let cg = cgImage else { return .zero }
        return CGSize(width: CGFloat(cg.width) / scale, height: CGFloat(cg.height) / scale)
    }

    public init(cgImage: CGImage, scale: CGFloat = 1) {
        self.cgImage = cgImage
        self.scale = scale
    }

    /// Segue addition: an image from pixels you made (a gradient, a test pattern).
    public convenience init(bitmap: Bitmap) {
        self.init(cgImage: CGImage(bitmap: bitmap))
    }

    /// Loads a PNG file; nil when it is missing or unreadable (the reason goes to standard error, since
    /// UIKit's signature has no room for it).
    @MainActor
    public convenience init?(contentsOfFile path: String) {
        do {
            let bitmap = try ImageDecoding.decode(path: path)
            self.init(bitmap: bitmap)
        } catch {
            ImageDecoding.report("UIImage(contentsOfFile:): \(error)")
            return nil
        }
    }

    /// Looks `name` up in `UIImage.searchDirectories`, trying `name`, `name.png` and `name@2x.png`.
    @MainActor
    public convenience init?(named name: String) {
        for dir in UIImage.searchDirectories {
            for candidate in [name, name + ".png"] {
                let path = (dir as NSString).appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: path) {
                    self.init(contentsOfFile: path)
                    return
                }
            }
            let retina = (dir as NSString).appendingPathComponent(name + "@2x.png")
            if FileManager.default.fileExists(atPath: retina), let bitmap = try? ImageDecoding.decode(path: retina) {
                self.init(cgImage: CGImage(bitmap: bitmap), scale: 2)
                return
            }
        }
        return nil
    }

    /// Where `UIImage(named:)` looks, first match wins: `$SEGUE_RESOURCES` (colon-separated), then
    /// `Resources/Images` and `Resources` under the working directory, then the same two under the
    /// package root when the executable runs from its build folder (`.build/debug/…`). Apps may add
    /// their own. The current application's list (`ApplicationContext.imageSearchDirectories`).
    @MainActor
    public static var searchDirectories: [String] {
        get { ApplicationContext.current.imageSearchDirectories }
        set { ApplicationContext.current.imageSearchDirectories = newValue }
    }

    /// The list an application starts with (see `searchDirectories`).
    static func defaultSearchDirectories() -> [String] {
        var dirs: [String] = []
        if let env = ProcessInfo.processInfo.environment["SEGUE_RESOURCES"] {
            dirs += env.split(separator: ":").map(String.init)
        }
        let cwd = FileManager.default.currentDirectoryPath
        dirs.append((cwd as NSString).appendingPathComponent("Resources/Images"))
        dirs.append((cwd as NSString).appendingPathComponent("Resources"))
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<4 {
            dir = dir.deletingLastPathComponent()
            dirs.append(dir.appendingPathComponent("Resources/Images").path)
        }
        return dirs
    }
}

/// Decoding image files through the current application's platform.
@MainActor
public enum ImageDecoding {
    public struct NoDecoder: Error, CustomStringConvertible {
        public let path: String
        public var description: String {
            "\(path): no image decoder; create the UIApplication on a platform that decodes images (X11Platform) before loading images"
        }
    }

    /// Where load failures are reported: the current application's sink, standard error by default,
    /// replaceable in tests.
    public static var report: (String) -> Void {
        get { ApplicationContext.current.diagnostics.reportImageFailure }
        set { ApplicationContext.current.diagnostics.reportImageFailure = newValue }
    }

    static func decode(path: String) throws -> Bitmap {
        guard let decoder = ApplicationContext.current.imageDecoder else { throw NoDecoder(path: path) }
        return try decoder(path)
    }
}
