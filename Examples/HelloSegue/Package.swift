// swift-tools-version:6.0
import PackageDescription

// An app built on Segue. It expects Segue checked out beside it as ../Segue; with a published copy,
// use `.package(url: "<your Segue repository>", branch: "main")` instead.
let package = Package(
    name: "HelloSegue",
    dependencies: [
        .package(path: "../Segue"),
    ],
    targets: [
        .executableTarget(name: "HelloSegue", dependencies: [
            .product(name: "UIKit", package: "Segue"),
            .product(name: "X11Platform", package: "Segue"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
