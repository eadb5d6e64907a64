/// Turns byte offsets and character indexes of the parsed text into 0-based lines and columns, counting the way
/// libyaml counts its marks: a line break is `\n`, `\r\n`, a lone `\r`, NEL, LS or PS; a column is one character
/// (one Unicode scalar); a leading UTF-8 byte order mark is not counted.
///
/// Only error paths use it, so it scans from the start of the text each time rather than keeping an index.
struct TextPositions {
    let bytes: UnsafeBufferPointer<UInt8>

    /// Where counting starts: after a UTF-8 byte order mark, if there is one.
    var textStart: Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The length of the line break starting at `i` (0 when there is none), and whether it ends a line
    /// (`\r` directly followed by `\n` does not: the `\n` does).
    @inline(__always)
    func lineBreak(at i: Int) -> Int {
        let n = bytes.count
        switch bytes[i] {
        case 0x0A: return 1
        case 0x0D: return i + 1 < n && bytes[i + 1] == 0x0A ? 2 : 1
        case 0xC2: return i + 1 < n && bytes[i + 1] == 0x85 ? 2 : 0
        case 0xE2:
            return i + 2 < n && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// The 0-based line and column of the character that starts at byte `offset` (clamped to the text).
    func lineColumn(ofByte offset: Int) -> (line: Int, column: Int) {
        let end = min(max(offset, 0), bytes.count)
        var line = 0
        var column = 0
        var i = textStart
        while i < end {
            let breakLength = lineBreak(at: i)
            if breakLength > 0, i + breakLength <= end {
                line += 1
                column = 0
                i += breakLength
                continue
            }
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (line, column)
    }

    /// The byte offset of the character at libyaml's 0-based character `index` (a `\r\n` counts as two).
    func byteOffset(ofCharacter index: Int) -> Int {
        var remaining = index
        var i = textStart
        while i < bytes.count {
            if bytes[i] & 0xC0 != 0x80 {
                if remaining == 0 { return i }
                remaining -= 1
            }
            i += 1
        }
        return bytes.count
    }

    /// For UTF-16 text (libyaml reads UTF-16 when the text starts with its byte order mark): whether it is big-endian;
    /// nil for any other text.
    var utf16BigEndian: Bool? {
        guard bytes.count >= 2 else { return nil }
        if bytes[0] == 0xFE && bytes[1] == 0xFF { return true }
        if bytes[0] == 0xFF && bytes[1] == 0xFE { return false }
        return nil
    }

    /// The 0-based line and column of the UTF-16 code unit at byte `offset` of UTF-16 text, after its byte order
    /// mark. A surrogate pair is one column, like any character.
    func utf16LineColumn(ofByte offset: Int, bigEndian: Bool) -> (line: Int, column: Int) {
        let end = min(max(offset, 2), bytes.count)
        func unit(at i: Int) -> UInt16 {
            bigEndian ? UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1]) : UInt16(bytes[i + 1]) << 8 | UInt16(bytes[i])
        }
        var line = 0
        var column = 0
        var i = 2
        while i + 2 <= end {
            let u = unit(at: i)
            i += 2
            switch u {
            case 0x0D where i + 2 <= bytes.count && unit(at: i) == 0x0A:
                continue  // the `\n` that follows ends the line
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029:
                line += 1
                column = 0
            case 0xDC00...0xDFFF where i >= 4 && (0xD800...0xDBFF).contains(unit(at: i - 4)):
                continue  // the second half of a surrogate pair
            default:
                column += 1
            }
        }
        return (line, column)
    }

    /// The number of characters in `range` of bytes.
    func characterCount(_ range: Range<Int>) -> Int {
        var count = 0
        for i in range where bytes[i] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
