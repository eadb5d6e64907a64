/// The literal and folded block scalars of ``BlockReader``, by libyaml's rules.
extension BlockReader {
    /// A literal (`|`) or folded (`>`) block scalar, with `position` at its indicator, in a block collection at
    /// `blockIndent`. It ends with `position` at the first line indented less than its text (or the end).
    mutating func blockScalar(blockIndent: Int) throws(GiveUp) -> Scalar {
        let mark = mark(at: position)
        let literal = bytes[position] == UInt8(ascii: "|")
        position += 1
        var chomping = 0
        var increment = 0
        for _ in 0..<2 {
            let byte = bytes.byte(at: position)
            if chomping == 0, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                chomping = byte == UInt8(ascii: "+") ? 1 : -1
            } else if increment == 0, byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9") {
                increment = Int(byte - UInt8(ascii: "0"))
            } else {
                break
            }
            position += 1
        }
        let indicatorsEnd = position
        skipSpaces()
        if bytes.byte(at: position) == UInt8(ascii: "#") {
            guard position > indicatorsEnd else { throw GiveUp() }
            position = bytes.firstIndex(of: UInt8(ascii: "\n"), from: position) ?? bytes.count
        }
        guard position == bytes.count || bytes[position] == UInt8(ascii: "\n") else { throw GiveUp() }
        if position < bytes.count {
            position += 1
            newLine()
        }
        var indent = increment > 0 ? max(blockIndent, 0) + increment : 0
        var trailingBreaks = 0
        skipBlockScalarBreaks(indent: &indent, breaks: &trailingBreaks, blockIndent: blockIndent)
        scratch.removeAll(keepingCapacity: true)
        var leadingBreak = false
        var leadingBlank = false
        while position < bytes.count, position - lineStart == indent {
            let trailingBlank = bytes[position] == UInt8(ascii: " ")
            if !literal, leadingBreak, !leadingBlank, !trailingBlank {
                if trailingBreaks == 0 { scratch.append(UInt8(ascii: " ")) }
            } else if leadingBreak {
                scratch.append(UInt8(ascii: "\n"))
            }
            leadingBreak = false
            for _ in 0..<trailingBreaks { scratch.append(UInt8(ascii: "\n")) }
            trailingBreaks = 0
            leadingBlank = trailingBlank
            let lineEnd = bytes.firstIndex(of: UInt8(ascii: "\n"), from: position) ?? bytes.count
            scratch.append(contentsOf: bytes.slice(position..<lineEnd))
            position = lineEnd
            guard position < bytes.count else { break }
            position += 1
            newLine()
            leadingBreak = true
            skipBlockScalarBreaks(indent: &indent, breaks: &trailingBreaks, blockIndent: blockIndent)
        }
        if chomping != -1, leadingBreak { scratch.append(UInt8(ascii: "\n")) }
        if chomping == 1 { for _ in 0..<trailingBreaks { scratch.append(UInt8(ascii: "\n")) } }
        return Scalar(
            value: String(decoding: scratch, as: UTF8.self), style: literal ? .literal : .folded, mark: mark)
    }

    /// Skips a block scalar's indentation and empty lines, counting the line breaks; on its first call, when no
    /// indicator gave it, sets the indentation to the deepest of those lines' (at least one more than the
    /// collection's).
    private mutating func skipBlockScalarBreaks(indent: inout Int, breaks: inout Int, blockIndent: Int) {
        var deepest = 0
        while true {
            while indent == 0 || position - lineStart < indent, bytes.byte(at: position) == UInt8(ascii: " ") {
                position += 1
            }
            deepest = max(deepest, position - lineStart)
            guard bytes.byte(at: position) == UInt8(ascii: "\n") else { break }
            position += 1
            newLine()
            breaks += 1
        }
        if indent == 0 { indent = max(deepest, blockIndent + 1, 1) }
    }
}
