/// Recognizes a parse failure caused by an implicit key longer than libyaml's fixed limit.
///
/// libyaml gives up on a `key: value` whose `:` comes more than 1024 characters after the key's start, and says so
/// in terms of its scanner ("could not find expected ':'", "mapping values are not allowed in this context",
/// "did not find expected ',' or '}'"), which points nowhere useful. After such a failure this looks for the key:
/// one starting at the error's context mark, or one ending just before a `:` at the problem mark.
enum LongKeys {
    /// The byte offset and length (characters from the key's first character to its `:`) of an overlong key.
    static func overlongKey(
        in text: TextPositions, problemOffset: Int, contextOffset: Int?
    ) -> (offset: Int, length: Int)? {
        let limit = LoaderLimits.implicitKeyLength
        if let contextOffset, let colon = colonAfterKey(in: text.bytes, startingAt: contextOffset) {
            let length = text.characterCount(contextOffset..<colon)
            if length > limit { return (contextOffset, length) }
        }
        if problemOffset < text.bytes.count, text.bytes[problemOffset] == UInt8(ascii: ":"),
            let start = keyStart(in: text.bytes, endingBefore: problemOffset)
        {
            let length = text.characterCount(start..<problemOffset)
            if length > limit { return (start, length) }
        }
        return nil
    }

    /// The offset of the `:` after a key that starts at `start`, if one follows on the same line.
    static func colonAfterKey(in bytes: UnsafeBufferPointer<UInt8>, startingAt start: Int) -> Int? {
        let n = bytes.count
        guard start < n else { return nil }
        var i = start
        switch bytes[start] {
        case UInt8(ascii: "\""):
            i += 1
            while i < n, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
            i += 1
        case UInt8(ascii: "'"):
            i += 1
            while i < n {
                if bytes[i] == UInt8(ascii: "'") {
                    if i + 1 < n, bytes[i + 1] == UInt8(ascii: "'") { i += 2; continue }
                    break
                }
                i += 1
            }
            i += 1
        default:
            // A plain key ends at the first `:` followed by white space or the end of the text.
            while i < n, !isBreak(bytes[i]) {
                if bytes[i] == UInt8(ascii: ":"), i + 1 == n || isBlankOrBreak(bytes[i + 1]) { return i }
                i += 1
            }
            return nil
        }
        while i < n, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
        return i < n && bytes[i] == UInt8(ascii: ":") ? i : nil
    }

    /// The offset where the key that ends just before the `:` at `colon` starts.
    static func keyStart(in bytes: UnsafeBufferPointer<UInt8>, endingBefore colon: Int) -> Int? {
        var end = colon
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard end > 0 else { return nil }
        let last = bytes[end - 1]
        if last == UInt8(ascii: "\"") {
            // The opening quote is the previous `"` not escaped by an odd run of backslashes.
            var i = end - 2
            while i >= 0 {
                if bytes[i] == UInt8(ascii: "\"") {
                    var backslashes = 0
                    while i - backslashes - 1 >= 0, bytes[i - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
                    if backslashes % 2 == 0 { return i }
                }
                i -= 1
            }
            return nil
        }
        if last == UInt8(ascii: "'") {
            var i = end - 2
            while i >= 0 {
                if bytes[i] == UInt8(ascii: "'") {
                    if i > 0, bytes[i - 1] == UInt8(ascii: "'") { i -= 2; continue }
                    return i
                }
                i -= 1
            }
            return nil
        }
        // A plain key: back to the line start or a flow indicator, then past indentation and `- `/`? ` indicators.
        var start = end
        while start > 0, !isBreak(bytes[start - 1]),
            ![UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{")].contains(bytes[start - 1])
        {
            start -= 1
        }
        while start < end {
            if bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
                start += 1
            } else if bytes[start] == UInt8(ascii: "-") || bytes[start] == UInt8(ascii: "?"),
                start + 1 < end, bytes[start + 1] == UInt8(ascii: " ")
            {
                start += 2
            } else {
                break
            }
        }
        return start < end ? start : nil
    }

    private static func isBreak(_ c: UInt8) -> Bool { c == 0x0A || c == 0x0D }
    private static func isBlankOrBreak(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || isBreak(c) }
}
