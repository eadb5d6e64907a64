/// Reads the block-style YAML that API descriptions are written in straight into nodes, without libyaml.
///
/// libyaml decodes its input character by character into a buffer of its own, scans tokens, then hands out events
/// that ``EventLoader`` copies again. This reader walks the bytes once and builds the same tree, to the same marks
/// (the 1-based line and character of a node's first character; a block mapping starts at its first key, a block
/// sequence at its first `-`, an empty value right after its `:` or `-`). Its scalar rules are libyaml's, ported:
/// plain scalars folded over lines, single- and double-quoted scalars with their escapes, literal and folded block
/// scalars with their chomping and indentation indicators, and flow collections of those.
///
/// Like ``JSONReader`` it only takes the plain case, and gives up (returns nil) on anything it does not read
/// exactly as libyaml does; the text then goes the libyaml way, which gives the tree or the diagnostic it always
/// gave. It gives up on: anchors, aliases, tags, explicit keys (`?`), directives and more than one document; a
/// root that is not a block collection; tabs, carriage returns, control characters and the characters
/// ``JSONReader`` leaves to libyaml; multi-line keys and keys of more than 1,000 bytes; duplicate and merge keys;
/// flow collections with trailing commas, single pairs or plain scalars over several lines; the rare escapes
/// (`\N`, `\_`, `\L`, `\P`, `\'`, surrogates); nesting deeper than ``maximumDepth`` or ``LoaderLimits/maxDepth``;
/// and any text libyaml would reject.
struct BlockReader {
    /// Thrown to stop at text this reader leaves to libyaml.
    struct GiveUp: Error {}

    let bytes: UnsafeBufferPointer<UInt8>
    let context: ParseContext
    let maxDepth: Int
    var position = 0
    /// Line of `position`, 0-based, and the offset where that line starts.
    var line = 0
    var lineStart = 0
    /// Marks count characters, not bytes: the continuation bytes of the current line before `countedTo`.
    var countedTo = 0
    var countedContinuations = 0
    /// Open collections, for the depth limit.
    var depth = 0
    /// Bytes of a scalar that is not a slice of the text (folded, escaped); kept to reuse its storage.
    var scratch: [UInt8] = []
    /// The entries and items read so far of the open mappings and sequences, innermost last: each collection takes
    /// its own off the top when it ends, into an array of the exact size (arrays grown by appending would keep up
    /// to twice the memory).
    var openEntries: [MappingEntry] = []
    var openItems: [Node] = []

    /// The deepest nesting this reader follows itself (it recurses once per level); deeper text goes to libyaml,
    /// which has no such bound below ``LoaderLimits/maxDepth``.
    static let maximumDepth = 128
    /// The longest key, in bytes from its first character to its `:`, this reader takes (libyaml counts characters
    /// and stops at 1,024; a byte is at most one character).
    static let maximumKeySpan = 1000

    /// The root of `bytes` when they are one block-style YAML document this reader takes, or nil when libyaml
    /// should read them.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, context: ParseContext, limits: LoaderLimits) -> Node? {
        let maxDepth = min(limits.maxDepth, maximumDepth)
        switch readInHalves(bytes, context: context, maxDepth: maxDepth) {
        case .read(let root): return root
        case .leftToLibYAML: return nil
        case .leftWhole: return readInOnePiece(bytes, context: context, maxDepth: maxDepth)
        }
    }

    /// The root of `bytes` read from start to end on this thread, or nil when libyaml should read them.
    static func readInOnePiece(_ bytes: UnsafeBufferPointer<UInt8>, context: ParseContext, maxDepth: Int) -> Node? {
        var reader = BlockReader(bytes: bytes, context: context, maxDepth: maxDepth)
        do {
            return try reader.document()
        } catch {
            return nil
        }
    }

    /// A reader of `bytes`, whose first line is line `firstLine` (0-based) of the marks.
    init(bytes: UnsafeBufferPointer<UInt8>, context: ParseContext, maxDepth: Int, firstLine: Int = 0) {
        self.bytes = bytes
        self.line = firstLine
        self.context = context
        self.maxDepth = maxDepth
        openEntries.reserveCapacity(256)
        openItems.reserveCapacity(64)
    }

    // MARK: - Block structure

    /// The root of the text, which must be a block collection, and nothing after it.
    mutating func document() throws(GiveUp) -> Node {
        try skipToContent()
        guard position < bytes.count else { throw GiveUp() }
        // JSON and other flow roots are JSONReader's or libyaml's.
        guard bytes[position] != UInt8(ascii: "{"), bytes[position] != UInt8(ascii: "["),
            Self.isPlainText(bytes)
        else { throw GiveUp() }
        if bytes.isDocumentMarker(at: position, UInt8(ascii: "-")) {
            position += 3
            try endOfLine()
            try skipToContent()
            guard position < bytes.count else { throw GiveUp() }
        }
        let root = try lineNode(parentIndent: -1)
        guard position == bytes.count else { throw GiveUp() }
        return root
    }

    /// The node that starts at `position`, the first character of a line, indented more than `parentIndent`.
    private mutating func lineNode(parentIndent: Int) throws(GiveUp) -> Node {
        let column = position - lineStart
        guard !bytes.isDocumentMarker(at: position) else { throw GiveUp() }
        if bytes.isSequenceEntry(at: position) { return try blockSequence(column: column) }
        let saved = (position, line, lineStart)
        if let key = try keyIfAny() { return try blockMapping(column: column, firstKey: key) }
        (position, line, lineStart) = saved
        // A scalar or a flow collection on a line of its own (a root must be a collection).
        guard parentIndent >= 0 else { throw GiveUp() }
        return try inlineValue(blockIndent: parentIndent)
    }

    private mutating func blockMapping(column: Int, firstKey: Scalar) throws(GiveUp) -> Node {
        try enter()
        defer { depth -= 1 }
        let first = openEntries.count
        var key = firstKey
        while true {
            let value = try value(blockIndent: column, inMapping: true)
            openEntries.append(MappingEntry(key: key, value: value))
            guard position < bytes.count, position - lineStart >= column else { break }
            guard position - lineStart == column, !bytes.isDocumentMarker(at: position),
                let next = try keyIfAny()
            else { throw GiveUp() }
            key = next
        }
        return .mapping(try closeEntries(from: first), mark: firstKey.mark)
    }

    /// A block sequence whose `-` indicators stand at `column`; an indentless one (`key:` then `- item` at the
    /// key's column) ends at the first line that is not an entry.
    private mutating func blockSequence(column: Int) throws(GiveUp) -> Node {
        try enter()
        defer { depth -= 1 }
        let mark = mark(at: position)
        let first = openItems.count
        repeat {
            position += 1
            let item = try value(blockIndent: column, inMapping: false)
            openItems.append(item)
            guard position < bytes.count, position - lineStart >= column else { break }
            guard position - lineStart == column else { throw GiveUp() }
        } while bytes.isSequenceEntry(at: position)
        return .sequence(closeItems(from: first), mark: mark)
    }

    /// The value after a key's `:` or an entry's `-`, with `position` just past the indicator. `blockIndent` is
    /// the column of the collection it belongs to.
    private mutating func value(blockIndent: Int, inMapping: Bool) throws(GiveUp) -> Node {
        let indicatorEnd = position
        skipSpaces()
        let byte = bytes.byte(at: position)
        if byte == UInt8(ascii: "\n") || byte == 0 || byte == UInt8(ascii: "#") {
            // Nothing more on the line: the value is on the lines below, or empty.
            let emptyMark = mark(at: indicatorEnd)
            try skipToContent()
            if position < bytes.count {
                let column = position - lineStart
                if column > blockIndent { return try lineNode(parentIndent: blockIndent) }
                if column == blockIndent, inMapping, bytes.isSequenceEntry(at: position) {
                    return try blockSequence(column: column)
                }
            }
            return .scalar(Scalar(value: "", style: .plain, mark: emptyMark))
        }
        if !inMapping {
            // `- - item` starts a sequence, and `- key: value` a mapping, at the column of what follows the `-`.
            if bytes.isSequenceEntry(at: position) { return try blockSequence(column: position - lineStart) }
            let saved = (position, line, lineStart)
            let column = position - lineStart
            if let key = try keyIfAny() { return try blockMapping(column: column, firstKey: key) }
            (position, line, lineStart) = saved
        }
        return try inlineValue(blockIndent: blockIndent)
    }

    /// A scalar or flow collection starting at `position`, and the rest of its line.
    private mutating func inlineValue(blockIndent: Int) throws(GiveUp) -> Node {
        let node: Node
        switch bytes[position] {
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            // A block scalar ends on the first line indented less than its text.
            node = .scalar(try blockScalar(blockIndent: blockIndent))
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            node = .scalar(try quotedScalar())
            try endOfLine()
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            node = try flowCollection()
            try endOfLine()
        default:
            guard bytes.startsPlainScalar(at: position, inFlow: false) else { throw GiveUp() }
            // It stops at a comment, at the start of a line indented no more than `blockIndent`, or at a `: `
            // within its lines: a mapping where none may start, which the enclosing collection finds out of line.
            node = .scalar(try plainScalar(blockIndent: blockIndent))
        }
        try skipToContent()
        return node
    }

    /// The key at `position` and its `:`, with `position` just past the `:`; nil when the line holds no key there.
    private mutating func keyIfAny() throws(GiveUp) -> Scalar? {
        let start = position
        let key: Scalar
        switch bytes[position] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let keyLine = line
            key = try quotedScalar()
            guard line == keyLine else { return nil }
            skipSpaces()
        default:
            guard bytes.startsPlainScalar(at: position, inFlow: false) else { return nil }
            var end = position
            while true {
                let byte = bytes.byte(at: position)
                if byte == UInt8(ascii: "\n") || byte == 0 { return nil }
                if byte == UInt8(ascii: ":"), bytes.isBlankOrEnd(at: position + 1) { break }
                if byte == UInt8(ascii: " ") {
                    if bytes.byte(at: position + 1) == UInt8(ascii: "#") { return nil }
                    position += 1
                    continue
                }
                position += byte.characterLength
                end = position
            }
            key = Scalar(value: bytes.string(start..<end), style: .plain, mark: mark(at: start))
        }
        guard bytes.byte(at: position) == UInt8(ascii: ":"), bytes.isBlankOrEnd(at: position + 1) else { return nil }
        guard position - start <= Self.maximumKeySpan, !MappingBuilder.isMergeKey(key) else { throw GiveUp() }
        position += 1
        return key
    }

    // MARK: - Checks

    mutating func enter() throws(GiveUp) {
        guard depth < maxDepth else { throw GiveUp() }
        depth += 1
    }

    /// The entries of the mapping that ends, from `first` on the stack, which it takes off; a repeated key makes
    /// the reader give up.
    mutating func closeEntries(from first: Int) throws(GiveUp) -> [MappingEntry] {
        // Copied into storage of their own: `Array(openEntries[first...])` would share the whole stack's buffer
        // when `first` is 0.
        var entries: [MappingEntry] = []
        entries.reserveCapacity(openEntries.count - first)
        entries.append(contentsOf: openEntries[first...])
        openEntries.removeSubrange(first...)
        do {
            try MappingBuilder(context: context).checkDuplicates(entries)
        } catch {
            throw GiveUp()
        }
        return entries
    }

    /// The items of the sequence that ends, from `first` on the stack, which it takes off.
    mutating func closeItems(from first: Int) -> [Node] {
        var items: [Node] = []
        items.reserveCapacity(openItems.count - first)
        items.append(contentsOf: openItems[first...])
        openItems.removeSubrange(first...)
        return items
    }

    /// Whether every byte is one this reader takes: printable ASCII, line feeds, and the UTF-8 characters libyaml
    /// takes as they are. Tabs, carriage returns, control characters and DEL make it give up.
    ///
    /// Eight bytes at a time while they are printable ASCII or line feeds (``isPlainASCIIWord(_:)``), which is nearly
    /// all of an API description: byte by byte, this check took 1.7% of a github generation's instructions.
    static func isPlainText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            if index + 8 <= count, isPlainASCIIWord(bytes.word(at: index)) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if (byte >= 0x20 && byte < 0x7F) || byte == 0x0A {
                index += 1
            } else if byte >= 0x80, let length = bytes.plainCharacterLength(at: index) {
                index += length
            } else {
                return false
            }
        }
        return true
    }

    /// Whether each of the eight bytes of `word` is printable ASCII (0x20 to 0x7E) or a line feed.
    @inline(__always)
    static func isPlainASCIIWord(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // Line feeds become 0x2A, printable; then no byte may be 0x7F or above (a carry out of 0xFF goes with its own
        // flag), nor below 0x20 (once none is 0x80 or above, a byte from 0x20 to 0x7E less 0x20 keeps its high bit
        // clear, and one below 0x20 sets it, as does a borrow, which only a byte below 0x20 starts).
        let text = word | (word.lineFeedBytes >> 2)
        let high = (text &+ ones) & highs | text & highs
        let below = (text &- 0x20 * ones) & highs
        return high | below == 0
    }
}
