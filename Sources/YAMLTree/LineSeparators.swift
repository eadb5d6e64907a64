/// Keeps U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR as ordinary characters.
///
/// libyaml follows YAML 1.1, where both are line breaks: inside a block scalar they break the indentation rules and
/// the parse fails (real API descriptions carry them in pasted prose). YAML 1.2 and JSON treat them as content.
/// Before parsing, each one is rewritten to a private-use character of the same UTF-8 length (U+F028, U+F029), so
/// every mark stays right; scalar values map them back.
enum LineSeparators {
    /// The first byte of U+2028 and U+2029 (`E2 80 A8`, `E2 80 A9`).
    static let lead: UInt8 = 0xE2
    /// The first byte of the stand-ins U+F028 and U+F029 (`EF 80 A8`, `EF 80 A9`).
    static let standInLead: UInt8 = 0xEF

    /// True when the text holds U+2028 or U+2029 and none of the stand-ins, so the rewrite can be undone exactly.
    /// (A text that already holds U+F028 or U+F029 is parsed as is.)
    static func needsRewrite(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        contains(lead, in: bytes) && !contains(standInLead, in: bytes)
    }

    /// True when `first` starts a U+2028/U+2029 (`E2`) or a stand-in (`EF`) somewhere in the text.
    private static func contains(_ first: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var from = 0
        while let i = bytes.firstIndex(of: first, from: from) {
            if i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 { return true }
            from = i + 1
        }
        return false
    }

    /// A copy of the text with every U+2028/U+2029 replaced by its stand-in.
    static func rewrite(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out = Array(bytes)
        var i = 0
        let n = out.count
        while i + 2 < n {
            if out[i] == lead, out[i + 1] == 0x80, out[i + 2] == 0xA8 || out[i + 2] == 0xA9 {
                out[i] = standInLead
                i += 3
            } else {
                i += 1
            }
        }
        return out
    }

    /// The string for a scalar's bytes, with stand-ins turned back into U+2028/U+2029.
    static func restoringString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard containsStandIn(bytes) else { return String(decoding: bytes, as: UTF8.self) }
        var copy = Array(bytes)
        var i = 0
        while i + 2 < copy.count {
            if copy[i] == standInLead, copy[i + 1] == 0x80, copy[i + 2] == 0xA8 || copy[i + 2] == 0xA9 {
                copy[i] = lead
                i += 3
            } else {
                i += 1
            }
        }
        return String(decoding: copy, as: UTF8.self)
    }

    private static func containsStandIn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        contains(standInLead, in: bytes)
    }
}
