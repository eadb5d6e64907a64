/// The flow scalars of ``BlockReader``: libyaml's scanning rules for plain and quoted scalars, over text that
/// ``BlockReader/isPlainText(_:)`` found free of tabs, carriage returns and control characters.
extension BlockReader {
    /// A plain scalar in a block collection at `blockIndent`: it goes on over the lines indented more than that
    /// collection, lines folded into one space (a blank line between them into a line break), and stops at a
    /// comment, at a `: ` or on the first line indented no more than the collection.
    mutating func plainScalar(blockIndent: Int) throws(GiveUp) -> Scalar {
        let start = position
        let mark = mark(at: start)
        let indent = blockIndent + 1
        var end = start
        // Set once the value is no longer a slice of the text; it is then built in `scratch`.
        var folded = false
        while true {
            let runStart = position
            while true {
                let byte = bytes.byte(at: position)
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == 0 { break }
                if byte == UInt8(ascii: ":"), bytes.isBlankOrEnd(at: position + 1) { break }
                position += byte.characterLength
            }
            if folded { scratch.append(contentsOf: bytes.slice(runStart..<position)) }
            end = position
            let next = bytes.byte(at: position)
            guard next == UInt8(ascii: " ") || next == UInt8(ascii: "\n") else { break }
            let blanksStart = position
            var breaks = 0
            while true {
                let byte = bytes.byte(at: position)
                if byte == UInt8(ascii: " ") {
                    position += 1
                } else if byte == UInt8(ascii: "\n") {
                    position += 1
                    newLine()
                    breaks += 1
                } else {
                    break
                }
            }
            guard position < bytes.count, bytes[position] != UInt8(ascii: "#") else { break }
            if breaks > 0 {
                guard position - lineStart >= indent else { break }
                guard !bytes.isDocumentMarker(at: position) else { throw GiveUp() }
            }
            if bytes[position] == UInt8(ascii: ":"), bytes.isBlankOrEnd(at: position + 1) { break }
            // The scalar goes on: spaces within a line are kept, line breaks folded.
            if breaks == 0 {
                if folded { scratch.append(contentsOf: bytes.slice(blanksStart..<position)) }
            } else {
                if !folded {
                    scratch.removeAll(keepingCapacity: true)
                    scratch.append(contentsOf: bytes.slice(start..<end))
                    folded = true
                }
                if breaks == 1 {
                    scratch.append(UInt8(ascii: " "))
                } else {
                    for _ in 1..<breaks { scratch.append(UInt8(ascii: "\n")) }
                }
            }
        }
        let value = folded ? String(decoding: scratch, as: UTF8.self) : bytes.string(start..<end)
        return Scalar(value: value, style: .plain, mark: mark)
    }

    /// A single- or double-quoted scalar, with `position` at its opening quote. Over several lines, a line break
    /// folds into a space, blank lines into line breaks, and spaces around them go.
    mutating func quotedScalar() throws(GiveUp) -> Scalar {
        let quote = bytes[position]
        let single = quote == UInt8(ascii: "'")
        let style: ScalarStyle = single ? .singleQuoted : .doubleQuoted
        let mark = mark(at: position)
        position += 1
        let start = position
        // The common case: one line without escapes.
        while true {
            let byte = bytes.byte(at: position)
            if byte == quote {
                if single, bytes.byte(at: position + 1) == quote { break }
                position += 1
                return Scalar(value: bytes.string(start..<position - 1), style: style, mark: mark)
            }
            if byte == UInt8(ascii: "\n") || byte == 0 || (byte == UInt8(ascii: "\\") && !single) { break }
            position += byte.characterLength
        }
        // Spaces before a line break are dropped: leave them to the loop below.
        if bytes.byte(at: position) == UInt8(ascii: "\n") {
            while position > start, bytes[position - 1] == UInt8(ascii: " ") { position -= 1 }
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes.slice(start..<position))
        while true {
            guard position < bytes.count, !bytes.isDocumentMarker(at: position) else { throw GiveUp() }
            var leadingBlanks = false
            characters: while true {
                let byte = bytes.byte(at: position)
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), 0:
                    break characters
                case quote:
                    guard single, bytes.byte(at: position + 1) == quote else { break characters }
                    scratch.append(quote)
                    position += 2
                case UInt8(ascii: "\\") where !single:
                    if bytes.byte(at: position + 1) == UInt8(ascii: "\n") {
                        position += 2
                        newLine()
                        leadingBlanks = true
                        break characters
                    }
                    try escape()
                default:
                    let length = byte.characterLength
                    scratch.append(contentsOf: bytes.slice(position..<position + length))
                    position += length
                }
            }
            if bytes.byte(at: position) == quote {
                position += 1
                return Scalar(value: String(decoding: scratch, as: UTF8.self), style: style, mark: mark)
            }
            var spaces = 0
            var leadingBreak = false
            var trailingBreaks = 0
            while true {
                let byte = bytes.byte(at: position)
                if byte == UInt8(ascii: " ") {
                    if !leadingBlanks { spaces += 1 }
                    position += 1
                } else if byte == UInt8(ascii: "\n") {
                    if leadingBlanks {
                        trailingBreaks += 1
                    } else {
                        spaces = 0
                        leadingBreak = true
                        leadingBlanks = true
                    }
                    position += 1
                    newLine()
                } else {
                    break
                }
            }
            if leadingBreak, trailingBreaks == 0 {
                scratch.append(UInt8(ascii: " "))
            } else {
                for _ in 0..<trailingBreaks { scratch.append(UInt8(ascii: "\n")) }
                for _ in 0..<spaces { scratch.append(UInt8(ascii: " ")) }
            }
        }
    }

    /// Decodes the escape at `position` (a backslash) into `scratch`.
    private mutating func escape() throws(GiveUp) {
        let decoded: UInt8
        var digits = 0
        switch bytes.byte(at: position + 1) {
        case UInt8(ascii: "0"): decoded = 0
        case UInt8(ascii: "a"): decoded = 0x07
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "v"): decoded = 0x0B
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "e"): decoded = 0x1B
        case UInt8(ascii: " "): decoded = UInt8(ascii: " ")
        case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
        case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
        case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
        case UInt8(ascii: "x"): digits = 2; decoded = 0
        case UInt8(ascii: "u"): digits = 4; decoded = 0
        case UInt8(ascii: "U"): digits = 8; decoded = 0
        default: throw GiveUp()  // \N, \_, \L, \P, \' and anything libyaml rejects
        }
        guard digits > 0 else {
            scratch.append(decoded)
            position += 2
            return
        }
        var value: UInt32 = 0
        for offset in 2..<2 + digits {
            guard let digit = bytes.byte(at: position + offset).hexDigitValue else { throw GiveUp() }
            value = value << 4 | UInt32(digit)
        }
        guard let scalar = Unicode.Scalar(value) else { throw GiveUp() }  // surrogates, past U+10FFFF
        scratch.append(contentsOf: UTF8.encode(scalar)!)
        position += 2 + digits
    }
}
