/// The flow collections of ``BlockReader``: `[...]` and `{...}` within block-style text, by libyaml's rules.
extension BlockReader {
    /// A `[...]` or `{...}` of scalars and flow collections, which may span lines.
    mutating func flowCollection() throws(GiveUp) -> Node {
        try enter()
        defer { depth -= 1 }
        let isMapping = bytes[position] == UInt8(ascii: "{")
        let closing = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let mark = mark(at: position)
        position += 1
        let first = isMapping ? openEntries.count : openItems.count
        try skipToContent(inFlow: true)
        if bytes.byte(at: position) != closing {
            while true {
                if isMapping {
                    let keyLine = line
                    let keyStart = position
                    let key = try flowValue(isKey: true)
                    guard case .scalar(let key) = key, line == keyLine, !MappingBuilder.isMergeKey(key) else { throw GiveUp() }
                    skipSpaces()
                    guard bytes.byte(at: position) == UInt8(ascii: ":"), bytes.isBlankOrEnd(at: position + 1),
                        position - keyStart <= Self.maximumKeySpan
                    else { throw GiveUp() }
                    position += 1
                    try skipToContent(inFlow: true)
                    let value = try flowValue(isKey: false)
                    openEntries.append(MappingEntry(key: key, value: value))
                } else {
                    let item = try flowValue(isKey: false)
                    openItems.append(item)
                }
                try skipToContent(inFlow: true)
                guard bytes.byte(at: position) == UInt8(ascii: ",") else { break }
                position += 1
                try skipToContent(inFlow: true)
                // A trailing comma, which libyaml allows, is left to it.
                guard bytes.byte(at: position) != closing else { throw GiveUp() }
            }
            guard bytes.byte(at: position) == closing else { throw GiveUp() }
        }
        position += 1
        guard isMapping else { return .sequence(closeItems(from: first), mark: mark) }
        return .mapping(try closeEntries(from: first), mark: mark)
    }

    mutating func flowValue(isKey: Bool) throws(GiveUp) -> Node {
        switch bytes.byte(at: position) {
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            guard !isKey else { throw GiveUp() }
            return try flowCollection()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .scalar(try quotedScalar())
        default:
            guard bytes.startsPlainScalar(at: position, inFlow: true) else { throw GiveUp() }
            return .scalar(try flowPlainScalar())
        }
    }

    /// A plain scalar in a flow collection, on one line: it stops at a flow indicator, a `: ` or a comment.
    /// Anything libyaml might read differently (a `:` or `?` within it, a continuation line) makes the reader
    /// give up.
    mutating func flowPlainScalar() throws(GiveUp) -> Scalar {
        let start = position
        var end = start
        words: while true {
            characters: while true {
                let byte = bytes.byte(at: position)
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), 0, UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
                    UInt8(ascii: "{"), UInt8(ascii: "}"):
                    break characters
                case UInt8(ascii: ":"):
                    guard bytes.isBlankOrEnd(at: position + 1) else { throw GiveUp() }
                    break characters
                case UInt8(ascii: "?"):
                    throw GiveUp()
                default:
                    position += byte.characterLength
                }
            }
            end = position
            // Words separated by spaces on the same line belong to the scalar.
            var next = position
            while bytes.byte(at: next) == UInt8(ascii: " ") { next += 1 }
            guard next > position else { break words }
            switch bytes.byte(at: next) {
            case UInt8(ascii: "\n"), 0, UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
                UInt8(ascii: "}"), UInt8(ascii: "#"):
                break words
            case UInt8(ascii: ":") where bytes.isBlankOrEnd(at: next + 1):
                break words
            default:
                position = next
            }
        }
        return Scalar(value: bytes.string(start..<end), style: .plain, mark: mark(at: start))
    }
}
