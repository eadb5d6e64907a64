/// How ``BlockReader`` moves over the text: marks, line ends and what may follow what.
///
/// Every instance method of the reader is `mutating`. What is asked of the text at an offset is asked of the buffer
/// (the extension below), not of the reader: in a debug build, the way the build plugin runs the generator, calling
/// a non-mutating method of a struct from a mutating one copies the struct, so each question about a byte would
/// retain and release the reader's arrays and its context's path, atomically, and the two halves of a long text,
/// read on two threads, would contend for the path's count. github's load stage took 0.31 s in a debug build, against
/// 0.07 s with the questions asked of the buffer, which costs nothing to copy.
extension BlockReader {
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
        while bytes.byte(at: position) == UInt8(ascii: " ") { position += 1 }
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
                guard !inFlow || !bytes.isDocumentMarker(at: position) else { throw GiveUp() }
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
        let byte = bytes.byte(at: position)
        guard byte == UInt8(ascii: "\n") || byte == 0 || (byte == UInt8(ascii: "#") && position > start) else {
            throw GiveUp()
        }
    }
}

/// Questions about the text at an offset, for ``BlockReader``.
extension UnsafeBufferPointer<UInt8> {
    /// The byte at `index`, or 0 past the end (the text holds no NUL: ``BlockReader/isPlainText(_:)`` checked).
    @inline(__always)
    func byte(at index: Int) -> UInt8 {
        index < count ? self[index] : 0
    }

    @inline(__always)
    func isBlankOrEnd(at index: Int) -> Bool {
        let byte = byte(at: index)
        return byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == 0
    }

    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: self[range])
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: slice(range), as: UTF8.self)
    }

    /// Whether `index` starts a line with `---` or `...` and a blank (`marker` restricts it to one of them). A line
    /// starts after a line feed: the reader takes no other line break.
    func isDocumentMarker(at index: Int, _ marker: UInt8? = nil) -> Bool {
        guard index == 0 || self[index - 1] == UInt8(ascii: "\n"), index + 3 <= count, isBlankOrEnd(at: index + 3)
        else { return false }
        let first = self[index]
        guard first == (marker ?? first), first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        return self[index + 1] == first && self[index + 2] == first
    }

    /// Whether `index` is at a block sequence entry's `-`.
    func isSequenceEntry(at index: Int) -> Bool {
        byte(at: index) == UInt8(ascii: "-") && isBlankOrEnd(at: index + 1)
    }

    /// Whether the character at `index` starts a plain scalar, by libyaml's rule: not an indicator, except `-` (and
    /// in a block, `?` and `:`) followed by a non-blank. In a flow collection `?` and `:` make the reader give up
    /// instead.
    func startsPlainScalar(at index: Int, inFlow: Bool) -> Bool {
        switch byte(at: index) {
        case UInt8(ascii: "-"):
            return !isBlankOrEnd(at: index + 1)
        case UInt8(ascii: "?"), UInt8(ascii: ":"):
            return !inFlow && !isBlankOrEnd(at: index + 1)
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

extension UInt8 {
    /// The length of the UTF-8 character whose first byte this is (the text is valid UTF-8:
    /// ``BlockReader/isPlainText(_:)`` checked).
    @inline(__always)
    var characterLength: Int {
        self < 0x80 ? 1 : self < 0xE0 ? 2 : self < 0xF0 ? 3 : 4
    }
}
