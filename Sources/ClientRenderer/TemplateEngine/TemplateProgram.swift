/// A built-in template parsed for ``TemplateInterpreter``: the part of Mustache the built-in templates use, read
/// exactly as swift-mustache reads it.
///
/// swift-mustache took 0.38 s of two cores to render github's 6 MB of output, about half of its generation: every
/// name it looks up is split at dots and tried on each object of the context stack with dynamic casts (to find out
/// whether the object is a parent, a custom representation, a lambda...), and every value with more casts.
/// ``TemplateInterpreter`` renders the same templates without those casts. It is used only for the built-in templates, which the tests render
/// both ways: a user's replacement templates are always rendered by swift-mustache, whatever they use.
///
/// Supported: text, `{{name}}`, `{{{name}}}`, `{{&name}}`, dotted names, `{{.}}`, sections and inverted sections,
/// the sequence transforms `first()`, `last()`, `index()`, `even()`, `odd()`, comments, partials at column 0 or after
/// text on their line, and the `CONTENT_TYPE` pragma. Anything else (custom delimiters, inheritance, dynamic
/// partials, partials after white space at the start of a line, other transforms, a value printed with HTML
/// escaping) makes ``init(parsing:)`` throw ``Unsupported``, and the template set is then rendered by swift-mustache.
///
/// Whitespace follows swift-mustache's parser (`Template+Parser.swift`), which this code follows step by step: a
/// section, inverted section, comment or pragma tag alone on its line takes the line with it.
struct TemplateProgram: Sendable {
    indirect enum Node: Sendable {
        /// Text printed as it is, as UTF-8; consecutive runs of text are one node.
        case text([UInt8])
        /// A value printed: `escaped` for `{{name}}`, which must come after a `CONTENT_TYPE: TEXT` pragma.
        case variable(TemplateName, escaped: Bool)
        case section(TemplateName, [Node], inverted: Bool)
        case partial(String)
        /// `{{%CONTENT_TYPE: TEXT}}`; prints nothing.
        case textContentType
    }

    /// Why a template is outside what ``TemplateInterpreter`` renders (or is not valid Mustache).
    struct Unsupported: Error {
        var reason: String
    }

    let nodes: [Node]

    init(parsing text: String) throws(Unsupported) {
        var parser = try Parser(text)
        let nodes = try parser.parse(section: nil, newLine: true)
        try Self.checkEscaping(nodes, isText: false)
        self.nodes = nodes
    }

    /// swift-mustache escapes `{{name}}` for HTML until a `CONTENT_TYPE: TEXT` pragma, in each template and partial
    /// (a partial starts over with HTML); the interpreter prints text as it is, so it takes only what comes after.
    private static func checkEscaping(_ nodes: [Node], isText: Bool) throws(Unsupported) {
        var isText = isText
        for node in nodes {
            switch node {
            case .textContentType: isText = true
            case .variable(_, escaped: true) where !isText:
                throw Unsupported(reason: "a value printed before {{%CONTENT_TYPE: TEXT}} (escaped for HTML)")
            case .section(_, let body, _): try checkEscaping(body, isText: isText)
            case .text, .variable, .partial: break
            }
        }
    }
}

/// A name as a tag holds it.
enum TemplateName: Sendable, Equatable {
    /// `.`: the object on top of the stack.
    case current
    /// `a.b`: `a` looked up from the top of the stack down, `b` in what was found; `.a` looks in the top object only.
    /// Each name is a ``TemplateKey``: one that no view answers makes the template one for swift-mustache.
    case path([TemplateKey], topOnly: Bool)
    /// `first()` and the other transforms of the position in a sequence.
    case sequence(String)
}

/// The parser: swift-mustache's algorithm for the tags above.
///
/// swift-mustache reads a template character by character (`Character`, a grapheme cluster); this parser reads its
/// UTF-8 bytes, which is the same wherever every character the algorithm looks at is one byte. It is: the tag syntax
/// and the white space it trims are ASCII, and ``init(_:)`` leaves to swift-mustache any text in which a byte and a
/// character could differ: a carriage return (`\r\n` is one character) and any non-ASCII character that is white
/// space, a line break, or could join an ASCII character into one cluster. Reading bytes took about 10 ms of CPU off
/// each run (Petstore's generation, `perf stat -r 20`: 46-54 ms before, 36-37 ms after; `Docs/Performance.md`).
private struct Parser {
    let bytes: [UInt8]
    var position = 0
    /// Whether the parser is at the start of a line (only spaces and tabs read on it), as swift-mustache's
    /// `ParserState.newLine`.
    var newLine = true

    init(_ text: String) throws(TemplateProgram.Unsupported) {
        guard Self.readsAsBytes(text) else {
            throw .init(reason: "a carriage return, or a non-ASCII space, line break or combining character")
        }
        bytes = Array(text.utf8)
    }

    /// Whether every character of `text` that could change how it splits into characters, or that swift-mustache
    /// could take for white space, is absent: no `\r`, and only letters, digits, punctuation and symbols outside
    /// ASCII, none of which extend a cluster.
    static func readsAsBytes(_ text: String) -> Bool {
        // Most templates are ASCII: one pass over the bytes answers for them.
        if SwiftSource.isASCIIWithoutCarriageReturn(text) { return true }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                if scalar == "\r" { return false }
                continue
            }
            let properties = scalar.properties
            guard !properties.isGraphemeExtend, !properties.isEmojiModifier, !properties.isWhitespace else { return false }
            switch properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber, .letterNumber, .otherNumber,
                .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
                continue
            default:
                return false
            }
        }
        return true
    }

    /// `\n`, and the other characters `Character.isNewline` takes in ASCII (vertical tab, form feed).
    static func isNewline(_ byte: UInt8) -> Bool { byte >= 0x0A && byte <= 0x0D }
    /// The ASCII characters `Character.isWhitespace` takes: tab, the line breaks, space.
    static func isWhitespace(_ byte: UInt8) -> Bool { (byte >= 0x09 && byte <= 0x0D) || byte == 0x20 }

    var atEnd: Bool { position >= bytes.count }
    var current: UInt8? { atEnd ? nil : bytes[position] }

    mutating func read(while predicate: (UInt8) -> Bool) -> String {
        let range = skip(while: predicate)
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// Reads the bytes that satisfy `predicate`; their range.
    mutating func skip(while predicate: (UInt8) -> Bool) -> Range<Int> {
        let start = position
        while let byte = current, predicate(byte) { position += 1 }
        return start..<position
    }

    mutating func read(_ string: StaticString) -> Bool {
        guard matches(string, at: position) else { return false }
        position += string.utf8CodeUnitCount
        return true
    }

    /// Whether the bytes at `index` are those of `string`.
    func matches(_ string: StaticString, at index: Int) -> Bool {
        let count = string.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return string.withUTF8Buffer { expected in
            for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
            return true
        }
    }

    /// The nodes up to the end of the text (`section` nil) or to the tag closing `section`.
    mutating func parse(section: (name: String, transforms: [String])?, newLine: Bool) throws(TemplateProgram.Unsupported) -> [TemplateProgram.Node] {
        self.newLine = newLine
        var nodes: [TemplateProgram.Node] = []
        // Text is kept as ranges of `bytes` until it becomes a node.
        var whiteSpaceBefore = 0..<0
        while !atEnd {
            if self.newLine {
                whiteSpaceBefore = skip { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            }
            let text = readUntilTagOrNewline()
            // As in swift-mustache, a line break right after `{{` is taken for the end of a line of text.
            if let byte = current, Self.isNewline(byte) {
                nodes.appendText(bytes[whiteSpaceBefore], bytes[text.range], bytes[position..<position + 1])
                self.newLine = true
                position += 1
                continue
            }
            if !text.range.isEmpty {
                nodes.appendText(bytes[whiteSpaceBefore], bytes[text.range])
                whiteSpaceBefore = 0..<0
                self.newLine = false
            }
            guard text.tagFollows, let kind = current else { break }
            var setNewLine = false
            /// Emits the white space before a tag that is not alone on its line.
            func keepWhiteSpace() {
                if !whiteSpaceBefore.isEmpty { nodes.appendText(bytes[whiteSpaceBefore]); whiteSpaceBefore = 0..<0 }
            }
            switch kind {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                position += 1
                let (name, transforms) = try parseName()
                if isStandalone() { setNewLine = true } else { keepWhiteSpace() }
                let body = try parse(section: (name, transforms), newLine: setNewLine)
                nodes.append(.section(try Self.name(name, transforms), body, inverted: kind == UInt8(ascii: "^")))
            case UInt8(ascii: "/"):
                position += 1
                let (name, transforms) = try parseName()
                guard let section, name == section.name, transforms == section.transforms else {
                    throw .init(reason: "{{/\(name)}} closes no open section")
                }
                if !isStandalone() { keepWhiteSpace() }
                return nodes
            case UInt8(ascii: "!"):
                position += 1
                guard let end = find("}}") else { throw .init(reason: "an unfinished comment") }
                position = end + 2
                setNewLine = isStandalone()
            case UInt8(ascii: "{"), UInt8(ascii: "&"):
                keepWhiteSpace()
                position += 1
                let (name, transforms) = try parseName()
                if kind == UInt8(ascii: "{"), !read("}") { throw .init(reason: "{{{\(name)}} lacks its third }") }
                nodes.append(.variable(try Self.name(name, transforms), escaped: false))
            case UInt8(ascii: ">"):
                position += 1
                _ = read(while: Self.isWhitespace)
                guard current != UInt8(ascii: "*") else { throw .init(reason: "dynamic partials") }
                let name = read(while: Self.isPartialNameCharacter)
                _ = read(while: Self.isWhitespace)
                guard read("}}") else { throw .init(reason: "an unfinished partial tag") }
                guard whiteSpaceBefore.isEmpty else { throw .init(reason: "indented partials ({{>\(name)}})") }
                setNewLine = isStandalone()
                nodes.append(.partial(name))
            case UInt8(ascii: "%"):
                position += 1
                _ = read(while: Self.isWhitespace)
                let variable = read(while: Self.isNameCharacter)
                _ = read(while: Self.isWhitespace)
                guard read(":") else { throw .init(reason: "a pragma without ':'") }
                _ = read(while: Self.isWhitespace)
                let value = read(while: Self.isNameCharacter)
                _ = read(while: Self.isWhitespace)
                guard read("}}"), variable == "CONTENT_TYPE", value == "TEXT" else {
                    throw .init(reason: "pragmas other than CONTENT_TYPE: TEXT")
                }
                nodes.append(.textContentType)
                setNewLine = isStandalone()
            case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "$"):
                throw .init(reason: "custom delimiters and template inheritance")
            default:
                keepWhiteSpace()
                let (name, transforms) = try parseName()
                nodes.append(.variable(try Self.name(name, transforms), escaped: true))
            }
            self.newLine = setNewLine
        }
        if let section { throw .init(reason: "{{#\(section.name)}} is not closed") }
        return nodes
    }

    /// Text up to a line break (not read) or to an opening `{{` (read), and whether a tag follows.
    mutating func readUntilTagOrNewline() -> (range: Range<Int>, tagFollows: Bool) {
        let start = position
        while let byte = current {
            if byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: "{"), matches("{{", at: position) {
                let text = start..<position
                position += 2
                return (text, true)
            }
            position += 1
        }
        return (start..<position, false)
    }

    /// `name` or `transform(name)`, then the closing `}}`.
    mutating func parseName() throws(TemplateProgram.Unsupported) -> (String, [String]) {
        _ = read(while: Self.isWhitespace)
        let text = read { Self.isNameCharacter($0) || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") }
        _ = read(while: Self.isWhitespace)
        guard read("}}") else { throw .init(reason: "an unfinished tag ({{\(text)...)") }
        guard let open = text.firstIndex(of: "(") else { return (text, []) }
        let transform = String(text[..<open])
        let argument = text[text.index(after: open)...]
        guard argument.last == ")", !argument.dropLast().contains("("), !argument.dropLast().contains(")") else {
            throw .init(reason: "nested transforms ({{\(text)}})")
        }
        return (String(argument.dropLast()), [transform])
    }

    /// The tag just read is alone on its line: the rest of the line is spaces or tabs, read with its line break.
    mutating func isStandalone() -> Bool {
        guard newLine else { return false }
        if atEnd { return true }
        var end = position
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        guard end < bytes.count, Self.isNewline(bytes[end]) else { return false }
        position = end + 1
        return true
    }

    /// Where `string` next starts, from the current position.
    func find(_ string: StaticString) -> Int? {
        (position..<bytes.count).first { matches(string, at: $0) }
    }

    static func name(_ text: String, _ transforms: [String]) throws(TemplateProgram.Unsupported) -> TemplateName {
        if let transform = transforms.first {
            guard text.isEmpty, ["first", "last", "index", "even", "odd"].contains(transform) else {
                throw .init(reason: "transforms of values (\(transform)(\(text)))")
            }
            return .sequence(transform)
        }
        if text == "." { return .current }
        let topOnly = text.hasPrefix(".")
        var keys: [TemplateKey] = []
        for name in text.split(separator: ".") {
            guard let key = TemplateKey(name: String(name)) else {
                throw .init(reason: "a name no view answers (\(name))")
            }
            keys.append(key)
        }
        return .path(keys, topOnly: topOnly)
    }

    /// The characters of a name in a tag: letters, digits and `.-_?*`.
    static func isNameCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "?"), UInt8(ascii: "*"):
            true
        default: false
        }
    }

    /// The characters of a partial's name: a name's, and `()/`.
    static func isPartialNameCharacter(_ byte: UInt8) -> Bool {
        isNameCharacter(byte) || byte == UInt8(ascii: "(") || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "/")
    }
}

extension [TemplateProgram.Node] {
    /// Appends `text`, to the previous node when that is text too: the interpreter then copies one run of bytes
    /// where the template has several lines of text in a row.
    mutating func appendText(_ parts: ArraySlice<UInt8>...) {
        var run: [UInt8] = []
        if case .text(let previous)? = last {
            // Out of the array before it grows, so that it grows in place: `previous + text` would copy the whole
            // run for each line, and a runtime file is hundreds of lines of text in a row.
            run = previous
            removeLast()
        }
        for part in parts { run.append(contentsOf: part) }
        append(.text(run))
    }
}
