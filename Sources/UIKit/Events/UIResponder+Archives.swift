extension UIResponder {
    /// The one message for every way iOS code reaches for an archive (`init?(coder:)`, a named nib,
    /// a storyboard segue): Segue has none, and what to do instead.
    static func warnNoArchives(_ call: String, instead: String) {
        SegueDiagnostics.warn("\(call): Segue has no archives, nibs or storyboards; \(instead).")
    }
}
