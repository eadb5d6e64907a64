/// How ``BlockReader`` moves over the text: bytes, characters, marks, line ends and what starts what.
extension BlockReader {
    /// The byte at `index`, or 0 past the end (the text holds no NUL: ``isPlainText(_:)`` checked).
    @inline(__always)
    func byte(at index: Int) -> UInt8 {
        index < bytes.count ? bytes[index] : 0
    }

    @inline(__always)
    func isBlankOrEnd(at index: Int) -> Bool {
        let byte = byte(at: index)
        return byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == 0
    }

    /// The length of the character whose first byte is `lead` (the text is valid UTF-8: ``isPlainText(_:)``).
    @inline(__always)
    func characterLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: slice(range), as: UTF8.self)
    }

    /// The mark of the character at `index`, on the current line at or after the last one marked.
    mutating func mark(at index: Int) -> Mark {
        if countedTo < lineStart || countedTo > index {
            countedTo = lineStart
            countedContinuations = 0
        }
        while countedTo < index {
            if bytes[countedTo] & 0xC0 == 0x80 { countedContinuations += 1 }
            countedTo += 1
        }
        return Mark(
            line: Int32(truncatingIfNeeded: line + 1),
            column: Int32(truncatingIfNeeded: index - lineStart - countedContinuations + 1))
    }

    /// Notes a line break just consumed.
    @inline(__always)
    mutating func newLine() {
        line += 1
        lineStart = position
    }

    mutating func skipSpaces() {
        while byte(at: position) == UInt8(ascii: " ") { position += 1 }
    }

    /// Skips spaces, line breaks and comments up to the next content, which starts a line unless a value ended
    /// within one. Between the parts of a flow collection (`inFlow`), a comment must follow a space or start its line,
    /// and a document marker must not start a line; either makes the reader give up (block values check what follows
    /// them on their line before this is called).
    mutating func skipToContent(inFlow: Bool = false) throws(GiveUp) {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "):
                position += 1
            case UInt8(ascii: "\n"):
                position += 1
                newLine()
                guard !inFlow || !atDocumentMarker() else { throw GiveUp() }
            case UInt8(ascii: "#"):
                guard !inFlow || position == lineStart || bytes[position - 1] == UInt8(ascii: " ") else {
                    throw GiveUp()
                }
                position = bytes.firstIndex(of: UInt8(ascii: "\n"), from: position) ?? bytes.count
            default:
                return
            }
        }
    }

    /// Requires the rest of the line to be spaces and perhaps a comment after a space.
    mutating func endOfLine() throws(GiveUp) {
        let start = position
        skipSpaces()
        let byte = byte(at: position)
        guard byte == UInt8(ascii: "\n") || byte == 0 || (byte == UInt8(ascii: "#") && position > start) else {
            throw GiveUp()
        }
    }

    /// Whether `position` starts a line with `---` or `...` and a blank (`marker` restricts it to one of them).
    func atDocumentMarker(_ marker: UInt8? = nil) -> Bool {
        guard position == lineStart, position + 3 <= bytes.count, isBlankOrEnd(at: position + 3) else { return false }
        let first = bytes[position]
        guard first == (marker ?? first), first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        return bytes[position + 1] == first && bytes[position + 2] == first
    }

    /// Whether `position` is at a block sequence entry's `-`.
    func isSequenceEntry() -> Bool {
        byte(at: position) == UInt8(ascii: "-") && isBlankOrEnd(at: position + 1)
    }

    /// Whether the character at `position` starts a plain scalar, by libyaml's rule: not an indicator, except
    /// `-` (and in a block, `?` and `:`) followed by a non-blank. In a flow collection `?` and `:` make the reader
    /// give up instead.
    func startsPlainScalar(inFlow: Bool) -> Bool {
        switch byte(at: position) {
        case UInt8(ascii: "-"):
            return !isBlankOrEnd(at: position + 1)
        case UInt8(ascii: "?"), UInt8(ascii: ":"):
            return !inFlow && !isBlankOrEnd(at: position + 1)
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
            UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
            UInt8(ascii: "`"), UInt8(ascii: " "), UInt8(ascii: "\n"), 0:
            return false
        default:
            return true
        }
    }
}
