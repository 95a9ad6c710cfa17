/// The kind of a key-value change, as Foundation's on iOS. The properties Segue lets you observe are
/// single values, so every change Segue reports is `.setting`; the collection kinds are declared so
/// code that switches over them compiles.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}
