/// Decodes JSON surrogate-pair escapes (`"\uD83D\uDE00"`) before parsing, since libyaml rejects them.
///
/// JSON can only write a character outside the Basic Multilingual Plane as an escaped UTF-16 surrogate pair; YAML
/// writes it `\U0001F600`, and libyaml refuses `\uD83D`. The pre-pass runs only on JSON text (its first token is
/// `{` or `[`) that contains a `\u` followed by `D8`-`DB`. Inside strings it replaces each valid pair with the
/// character's four UTF-8 bytes; every other escape (`\\`, `\"`, a lone surrogate) is copied untouched, so libyaml
/// still reports a lone surrogate. No line break is removed, so lines stay right; the columns it shifts are recorded
/// in ``ColumnShifts`` and put back on every mark.
enum JSONSurrogates {
    /// True when the text starts like JSON (after an optional byte order mark and white space).
    static func looksLikeJSON(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = TextPositions(bytes: bytes).textStart
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["): return true
            default: return false
            }
        }
        return false
    }

    /// The cheap test: somewhere a `\u` is followed by `d8`-`db` (either case).
    static func mayContainPairs(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var from = 0
        while let i = bytes.firstIndex(of: UInt8(ascii: "\\"), from: from) {
            if i + 3 < bytes.count, bytes[i + 1] == UInt8(ascii: "u"), bytes[i + 2] | 0x20 == UInt8(ascii: "d"),
                isHighSurrogateSecondDigit(bytes[i + 3])
            {
                return true
            }
            from = i + 1
        }
        return false
    }

    /// The text with every valid pair decoded, and the column shifts that undoes; nil when there was no valid pair.
    static func rewrite(_ bytes: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], shifts: ColumnShifts)? {
        let positions = TextPositions(bytes: bytes)
        let n = bytes.count
        var out: [UInt8] = []
        out.reserveCapacity(n)
        var shifts = ColumnShifts()
        var line = 0
        var column = 0
        var lineDelta = 0
        var inString = false
        var i = positions.textStart
        out.append(contentsOf: bytes[0..<i])

        /// Copies one byte, keeping `line` and `column` as libyaml will count them in the output.
        func copy(_ at: Int) {
            let breakLength = positions.lineBreak(at: at)
            if breakLength > 0 {
                // The break is counted once, on its first byte; the rest of it is copied without counting.
                for k in at..<(at + breakLength) { out.append(bytes[k]) }
                line += 1
                column = 0
                lineDelta = 0
                i = at + breakLength
                return
            }
            if bytes[at] & 0xC0 != 0x80 { column += 1 }
            out.append(bytes[at])
            i = at + 1
        }

        while i < n {
            let byte = bytes[i]
            if inString, byte == UInt8(ascii: "\\") {
                if let scalar = pair(bytes, at: i) {
                    append(scalar, to: &out)
                    i += 12
                    column += 1
                    lineDelta += 11
                    shifts.entries.append(.init(line: line, column: column, delta: lineDelta))
                    continue
                }
                // Any other escape, including `\\` and `\"`: copy the backslash and the escaped byte as they are.
                copy(i)
                if i < n { copy(i) }
                continue
            }
            if byte == UInt8(ascii: "\"") { inString.toggle() }
            copy(i)
        }
        return shifts.entries.isEmpty ? nil : (out, shifts)
    }

    /// The character a valid surrogate-pair escape `\uD8xx\uDCxx` at `i` stands for.
    private static func pair(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt32? {
        guard i + 11 < bytes.count, bytes[i + 1] == UInt8(ascii: "u"),
            let high = hex4(bytes, at: i + 2), (0xD800...0xDBFF).contains(high),
            bytes[i + 6] == UInt8(ascii: "\\"), bytes[i + 7] == UInt8(ascii: "u"),
            let low = hex4(bytes, at: i + 8), (0xDC00...0xDFFF).contains(low)
        else { return nil }
        return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    }

    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> UInt32? {
        var value: UInt32 = 0
        for k in i..<(i + 4) {
            let c = bytes[k]
            let digit: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = c - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private static func isHighSurrogateSecondDigit(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "8"), UInt8(ascii: "9"), UInt8(ascii: "a"), UInt8(ascii: "b"),
            UInt8(ascii: "A"), UInt8(ascii: "B"):
            true
        default: false
        }
    }

    /// Appends the four UTF-8 bytes of a supplementary-plane character.
    ///
    /// Each byte is worked out as a typed `UInt32`, then truncated: written as one expression of literals and operators
    /// inside `UInt8(...)`, each line took the type checker over 100 ms.
    private static func append(_ scalar: UInt32, to out: inout [UInt8]) {
        let continuationMark: UInt32 = 0x80
        let sixBits: UInt32 = 0x3F
        let lead: UInt32 = 0xF0 | scalar >> 18
        let second: UInt32 = continuationMark | scalar >> 12 & sixBits
        let third: UInt32 = continuationMark | scalar >> 6 & sixBits
        let last: UInt32 = continuationMark | scalar & sixBits
        out.append(UInt8(truncatingIfNeeded: lead))
        out.append(UInt8(truncatingIfNeeded: second))
        out.append(UInt8(truncatingIfNeeded: third))
        out.append(UInt8(truncatingIfNeeded: last))
    }
}

/// Where a pre-pass made a line shorter, so marks on the rewritten text can be moved back to the original columns.
struct ColumnShifts: Sendable {
    struct Entry: Sendable {
        /// 0-based line.
        var line: Int
        /// 0-based column in the rewritten text from which `delta` applies.
        var column: Int
        /// Characters removed on this line before `column`.
        var delta: Int
    }

    /// Sorted by line, then column.
    var entries: [Entry] = []

    /// The original 0-based column of a position in the rewritten text.
    func originalColumn(line: Int, column: Int) -> Int {
        // The last entry at or before (line, column).
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            let e = entries[mid]
            if e.line < line || (e.line == line && e.column <= column) { low = mid + 1 } else { high = mid }
        }
        guard low > 0, entries[low - 1].line == line else { return column }
        return column + entries[low - 1].delta
    }
}
