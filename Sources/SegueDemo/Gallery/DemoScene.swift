import Foundation
import UIKit

/// A scene of the demo gallery: one per source article, each written only against UIKit's public API.
nonisolated public struct DemoScene: Sendable {
    public let id: String
    public let title: String
    public let summary: String
    /// nil while the scene is not built yet (its gallery button is disabled).
    public let make: (@MainActor (DemoLaunchOptions) -> UIViewController)?

    public init(id: String, title: String, summary: String, make: (@MainActor (DemoLaunchOptions) -> UIViewController)?) {
        self.id = id
        self.title = title
        self.summary = summary
        self.make = make
    }
}
