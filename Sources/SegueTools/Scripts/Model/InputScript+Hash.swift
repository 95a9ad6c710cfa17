import Foundation

/// A fingerprint of the script text for recording sidecars: two recordings with the same hash were
/// driven by byte-identical scripts. FNV-1a (64-bit) because Linux has no CryptoKit and the hash only
/// has to tell versions of a file apart, not resist forgery.
extension InputScript {
    /// Sixteen lowercase hex digits: FNV-1a 64 of `source`'s UTF-8 bytes.
    public var sourceHash: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in source.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
