/// Segue's version: what `segue --version` prints and what every recording's sidecar says made it,
/// whether `segue record` or an app's `--record` made it.
public enum SegueVersion {
    public static let current = "0.1.0"
}
