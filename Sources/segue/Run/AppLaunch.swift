import Foundation

/// How to start the app `segue run` built: the executable, its arguments, and what it adds to this
/// process's environment. Kept apart from the build (`RunBuild`) so the same app can be started
/// again after a rebuild.
nonisolated struct AppLaunch: Equatable {
    let executable: URL
    let arguments: [String]
    /// Set over this process's environment as the app starts.
    let environment: [String: String]

    /// Replaces this process with the app, so its process (and its window's) is the one the user
    /// started; throws only when it cannot be started.
    func exec() throws -> Never {
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { setenv(name, value, 1) }
        try PrototypeBuild.exec(executable, arguments)
    }
}
