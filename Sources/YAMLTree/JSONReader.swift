/// Reads plain JSON straight into nodes, without libyaml.
///
/// JSON is YAML, and libyaml reads it, but slowly: it decodes the text character by character into a buffer of
/// its own, then scans tokens, then hands out events that are copied again. For a JSON document that is most of the
/// load (Kubernetes' load stage took 0.085 s with libyaml and 0.041 s with this reader, `Scripts/bench-compare
/// --runs 9`). This reader builds the same tree libyaml and
/// ``EventLoader`` build, to the same marks: a mark is the 1-based line and character (not byte) of a node's first
/// character (the `{`, the `[`, the opening quote). A string is a double-quoted scalar, a number, `true`, `false`
/// or `null` a plain one.
///
/// It only takes the plain case. Anything it does not handle exactly as libyaml would makes it give up (return
/// nil), and the text then goes the libyaml way, which gives the tree or the diagnostic it always gave: text that is
/// not JSON, or not strictly (comments, trailing commas, raw tabs or line breaks in strings, a tab outside the root);
/// escapes of surrogates, and characters libyaml rewrites or rejects (U+2028, U+2029, NEL, the byte order mark, DEL
/// and C1 controls, U+FFFE, U+FFFF, invalid UTF-8); a key and its `:` on different lines or more than 1,000 bytes
/// apart (libyaml's limit on implicit keys); duplicate keys; nesting deeper than ``LoaderLimits/maxDepth``. Such
/// text is rare and costs one extra scan up to where the reader stopped.
struct JSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private let context: ParseContext
    private var position = 0
    /// Line of `position`, 0-based, and the offset where that line starts.
    private var line = 0
    private var lineStart = 0
    /// UTF-8 continuation bytes read on the current line: a column counts characters, not bytes.
    private var continuationBytes = 0
    /// Bytes of a string with escapes, decoded; kept between strings to reuse its storage.
    private var scratch: [UInt8] = []

    /// The longest key, in bytes from its opening quote to its `:`, this reader takes (libyaml counts characters
    /// and stops at 1,024; a byte is at most one character).
    static let maximumKeySpan = 1000

    /// The root of `bytes` when they are one plain JSON object or array, or nil when libyaml should read them.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, context: ParseContext, limits: LoaderLimits) -> Node? {
        var reader = JSONReader(bytes: bytes, maxDepth: limits.maxDepth, context: context)
        return reader.document()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, context: ParseContext) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.context = context
    }

    /// An open object or array: where its children start on the value stack, and its own mark.
    private struct Frame {
        var isObject: Bool
        var start: Int
        var mark: Mark
    }

    private mutating func document() -> Node? {
        guard skipSpace(inside: false), position < bytes.count,
            bytes[position] == UInt8(ascii: "{") || bytes[position] == UInt8(ascii: "[")
        else { return nil }
        // Finished children of the open collections: an object's alternate keys and values.
        var values: [Node] = []
        values.reserveCapacity(256)
        var frames: [Frame] = []
        frames.reserveCapacity(64)
        var expectsValue = true
        while true {
            if expectsValue {
                guard skipSpace(inside: !frames.isEmpty), position < bytes.count else { return nil }
                let byte = bytes[position]
                guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") else {
                    guard let scalar = scalar() else { return nil }
                    values.append(.scalar(scalar))
                    expectsValue = false
                    continue
                }
                guard frames.count < maxDepth else { return nil }
                let isObject = byte == UInt8(ascii: "{")
                frames.append(Frame(isObject: isObject, start: values.count, mark: mark()))
                position += 1
                guard skipSpace(inside: true), position < bytes.count else { return nil }
                if bytes[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    // Empty: finished at once, and a value like any other.
                    position += 1
                    guard let node = close(frames.removeLast(), values: &values) else { return nil }
                    values.append(node)
                    expectsValue = false
                } else if isObject {
                    guard let key = key() else { return nil }
                    values.append(.scalar(key))
                }
                continue
            }
            // After a value: the end of the document, a `,` or the end of the open collection.
            guard let frame = frames.last else {
                guard skipSpace(inside: false), position == bytes.count, values.count == 1 else { return nil }
                return values[0]
            }
            guard skipSpace(inside: true), position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: ","):
                position += 1
                if frame.isObject {
                    guard skipSpace(inside: true), let key = key() else { return nil }
                    values.append(.scalar(key))
                }
                expectsValue = true
            case UInt8(ascii: "}") where frame.isObject, UInt8(ascii: "]") where !frame.isObject:
                position += 1
                guard let node = close(frames.removeLast(), values: &values) else { return nil }
                values.append(node)
            default:
                return nil
            }
        }
    }

    /// The node of a collection whose children are the values from `frame.start`, which it takes off the stack;
    /// nil for an object with a repeated key.
    private func close(_ frame: Frame, values: inout [Node]) -> Node? {
        defer { values.removeSubrange(frame.start...) }
        guard frame.isObject else { return .sequence(Array(values[frame.start...]), mark: frame.mark) }
        var entries: [MappingEntry] = []
        entries.reserveCapacity((values.count - frame.start) / 2)
        var index = frame.start
        while index < values.count {
            guard case .scalar(let key) = values[index] else { return nil }
            entries.append(MappingEntry(key: key, value: values[index + 1]))
            index += 2
        }
        do {
            try MappingBuilder(context: context).checkDuplicates(entries)
        } catch {
            return nil
        }
        return .mapping(entries, mark: frame.mark)
    }

    /// A key, its `:` and the space after the `:`, with `position` at the key's opening quote.
    private mutating func key() -> Scalar? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        let start = position
        let keyLine = line
        guard let key = string() else { return nil }
        guard skipSpace(inside: true), line == keyLine, position < bytes.count, bytes[position] == UInt8(ascii: ":"),
            position - start <= Self.maximumKeySpan
        else { return nil }
        position += 1
        return key
    }

    /// A string, number, `true`, `false` or `null`.
    private mutating func scalar() -> Scalar? {
        if bytes[position] == UInt8(ascii: "\"") { return string() }
        let mark = mark()
        let start = position
        while position < bytes.count, Self.isLiteralByte(bytes[position]) { position += 1 }
        let token = UnsafeBufferPointer(rebasing: bytes[start..<position])
        guard Self.isLiteral(token) else { return nil }
        // libyaml ends a plain scalar at a space, a line break or a flow indicator; JSON has nothing else after one.
        if position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"): break
            default: return nil
            }
        }
        return Scalar(value: String(decoding: token, as: UTF8.self), style: .plain, mark: mark)
    }

    /// A double-quoted string, with `position` at its opening quote.
    private mutating func string() -> Scalar? {
        let mark = mark()
        position += 1
        let start = position
        var hasEscapes = false
        // The common case: printable ASCII up to the closing quote.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                return Scalar(value: String(decoding: text, as: UTF8.self), style: .doubleQuoted, mark: mark)
            }
            if byte == UInt8(ascii: "\\") { hasEscapes = true; break }
            if byte < 0x20 || byte == 0x7F { return nil }  // control characters: libyaml rejects them
            if byte >= 0x80 {
                guard let length = bytes.plainCharacterLength(at: position) else { return nil }
                continuationBytes += length - 1
                position += length
            } else {
                position += 1
            }
        }
        guard hasEscapes else { return nil }
        // Escapes: decode into the scratch buffer, starting with what was read.
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return Scalar(value: String(decoding: scratch, as: UTF8.self), style: .doubleQuoted, mark: mark)
            case UInt8(ascii: "\\"):
                guard escape() else { return nil }
            case 0..<0x20, 0x7F:
                return nil
            case 0x80...:
                guard let length = bytes.plainCharacterLength(at: position) else { return nil }
                continuationBytes += length - 1
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<position + length]))
                position += length
            default:
                scratch.append(byte)
                position += 1
            }
        }
        return nil
    }

    /// Decodes the escape at `position` into `scratch`: JSON's escapes, which libyaml reads the same way.
    private mutating func escape() -> Bool {
        guard position + 1 < bytes.count else { return false }
        let decoded: UInt8
        switch bytes[position + 1] {
        case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
        case UInt8(ascii: "b"): decoded = 0x08
        case UInt8(ascii: "f"): decoded = 0x0C
        case UInt8(ascii: "n"): decoded = 0x0A
        case UInt8(ascii: "r"): decoded = 0x0D
        case UInt8(ascii: "t"): decoded = 0x09
        case UInt8(ascii: "u"):
            guard position + 5 < bytes.count else { return false }
            var value: UInt32 = 0
            for offset in 2...5 {
                guard let digit = bytes[position + offset].hexDigitValue else { return false }
                value = value << 4 | UInt32(digit)
            }
            // Surrogates (the JSON surrogate pre-pass and libyaml handle pairs) go the libyaml way.
            guard let scalar = Unicode.Scalar(value) else { return false }
            scratch.append(contentsOf: UTF8.encode(scalar)!)
            position += 6
            return true
        default:
            return false
        }
        scratch.append(decoded)
        position += 2
        return true
    }

    /// Skips spaces and line breaks; false at a character libyaml would not skip the same way (a tab outside the
    /// root, where libyaml rejects it, or a byte order mark).
    private mutating func skipSpace(inside: Bool) -> Bool {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20:
                position += 1
            case 0x09:
                guard inside else { return false }
                position += 1
            case 0x0A:
                position += 1
                newLine()
            case 0x0D:
                position += position + 1 < bytes.count && bytes[position + 1] == 0x0A ? 2 : 1
                newLine()
            default:
                return true
            }
        }
        return true
    }

    private mutating func newLine() {
        line += 1
        lineStart = position
        continuationBytes = 0
    }

    /// The mark of the character at `position`.
    private func mark() -> Mark {
        Mark(line: Int32(truncatingIfNeeded: line + 1),
             column: Int32(truncatingIfNeeded: position - lineStart - continuationBytes + 1))
    }

    private static func isLiteralByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    /// `true`, `false`, `null`, or a JSON number.
    static func isLiteral(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        if token.elementsEqual("true".utf8) || token.elementsEqual("false".utf8) || token.elementsEqual("null".utf8) {
            return true
        }
        var index = 0
        func digits() -> Int {
            let start = index
            while index < token.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(token[index]) { index += 1 }
            return index - start
        }
        if index < token.count, token[index] == UInt8(ascii: "-") { index += 1 }
        let integer = digits()
        guard integer > 0, integer == 1 || token[index - integer] != UInt8(ascii: "0") else { return false }
        if index < token.count, token[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { return false }
        }
        if index < token.count, token[index] == UInt8(ascii: "e") || token[index] == UInt8(ascii: "E") {
            index += 1
            if index < token.count, token[index] == UInt8(ascii: "+") || token[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == token.count
    }
}
