// swift-tools-version:6.0
import PackageDescription

// An app built on Segue. Here it lives inside Segue's repository, so `../..` is Segue, whatever the
// clone's folder is called; `name: "Segue"` is what the products below refer to (SwiftPM would
// otherwise name a path dependency after its folder). Elsewhere, point `path:` at your Segue
// checkout (`segue new` writes such a package for you), or use
// `.package(url: "<your Segue repository>", branch: "main")`.
let package = Package(
    name: "HelloSegue",
    dependencies: [
        .package(name: "Segue", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "HelloSegue", dependencies: [
            .product(name: "UIKit", package: "Segue"),
            .product(name: "X11Platform", package: "Segue"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
