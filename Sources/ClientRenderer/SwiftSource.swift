import ClientIR

/// Turns document text into Swift source that is safe to emit: string literals and documentation comments.
///
/// Everything from the document (JSON keys, descriptions, pointers) goes through here before it reaches a
/// template, so a hostile or unusual document can neither break the generated code nor hide text in it.
enum SwiftSource {
    /// A Swift string literal with `value` as its content: `"pet \"name\""`. See ``swiftStringLiteral(_:)``, the
    /// one implementation the translator and the renderer share.
    static func stringLiteral(_ value: String) -> String { swiftStringLiteral(value) }

    /// Documentation lines as `///` comment lines: every kind of line break (`\n`, `\r`, U+0085, U+2028, U+2029,
    /// vertical tab, form feed) starts a new line; other control characters and invisible characters
    /// (``isHiddenInComments(_:)``: bidirectional controls, zero-width spaces, byte order marks...) are dropped, tabs
    /// become spaces, and `*/` becomes `*\/` (so no line can close a block comment). Trailing spaces, leading and
    /// trailing blank lines and runs of blank lines are removed. An empty line becomes `///` (no trailing space).
    static func docComment(_ documentation: [String]) -> [String] {
        var comment: [String] = []
        comment.reserveCapacity(documentation.count)
        // Whether `comment` ends with a blank line (`///`), or is empty: a blank line is then left out.
        var afterBlank = true
        func add(_ line: String) {
            var trimmed = line
            // Bytes and scalars, not characters: reading the last character of a string breaks it into graphemes.
            while trimmed.utf8.last == 0x20 { trimmed.unicodeScalars.removeLast() }
            if trimmed.isEmpty {
                if !afterBlank { comment.append("///") }
                afterBlank = true
            } else {
                comment.append("/// " + trimmed)
                afterBlank = false
            }
        }
        for text in documentation {
            if isPlainCommentText(text) {
                add(text)
                continue
            }
            var line = ""
            var afterCarriageReturn = false
            for scalar in text.unicodeScalars {
                defer { afterCarriageReturn = scalar == "\r" }
                if scalar == "\n", afterCarriageReturn {
                    continue
                } else if isLineBreak(scalar) {
                    add(line)
                    line = ""
                } else if scalar == "\t" {
                    line += " "
                } else {
                    append(scalar, to: &line)
                }
            }
            add(line)
        }
        if comment.last == "///" { comment.removeLast() }
        return comment
    }

    /// Text for a single comment line: line breaks become spaces, hidden characters are dropped, `*/` becomes `*\/`.
    static func commentText(_ text: String) -> String {
        if isPlainCommentText(text) { return text }
        var line = ""
        for scalar in text.unicodeScalars {
            if isLineBreak(scalar) || scalar == "\t" {
                line += " "
            } else {
                append(scalar, to: &line)
            }
        }
        return line
    }

    /// `text` as the code span of a `- Remark: Generated from` line: ``commentText(_:)`` with backticks, which would
    /// end the span, turned into apostrophes.
    static func remarkCodeText(_ text: String) -> String {
        let line = commentText(text)
        // Through the bytes in place: `utf8.contains` walks a long pointer a byte at a time, at some 20 instructions
        // a byte (Stripe's 5,147 remarks took 15 M instructions).
        var copy = line
        guard copy.withUTF8({ $0.contains(UInt8(ascii: "`")) }) else { return line }
        return String(line.map { $0 == "`" ? "'" : $0 })
    }

    /// True when `text` needs no change on a comment line: printable ASCII only (no line break, tab or other control
    /// character, nothing hidden), and no `*/`. Most documentation is; checking its bytes is much faster than
    /// rebuilding it scalar by scalar.
    static func isPlainCommentText(_ text: String) -> Bool {
        if let plain = text.utf8.withContiguousStorageIfAvailable(ClientIR.isPlainCommentText) { return plain }
        return Array(text.utf8).withUnsafeBufferPointer(ClientIR.isPlainCommentText)
    }

    /// Appends `scalar` to a comment line unless it is hidden, escaping the `/` of `*/`.
    private static func append(_ scalar: Unicode.Scalar, to line: inout String) {
        guard !isHiddenInComments(scalar) else { return }
        if scalar == "/", line.unicodeScalars.last == "*" { line += "\\" }
        line.unicodeScalars.append(scalar)
    }

    /// `text.count <= limit`, without counting the characters of text that is plainly short or plainly long: a
    /// character is at least one UTF-8 byte, and ASCII text has one character per byte (`\r\n` aside, which no
    /// signature or call holds, but which is counted exactly all the same).
    static func hasAtMost(_ limit: Int, charactersIn text: String) -> Bool {
        let bytes = text.utf8.count
        if bytes <= limit { return true }
        if isASCIIWithoutCarriageReturn(text) { return false }
        return text.count <= limit
    }

    /// Whether `text` is ASCII without a carriage return: then each byte is one character. Read through the bytes in
    /// place, without a branch per byte (`utf8.allSatisfy` takes some 20 instructions a byte).
    static func isASCIIWithoutCarriageReturn(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            var any: UInt8 = 0
            var carriageReturn = false
            for byte in bytes {
                any |= byte
                carriageReturn = carriageReturn || byte == 0x0D
            }
            return any < 0x80 && !carriageReturn
        }
    }

    /// An identifier without the backticks that escape a keyword: `` `default` `` -> `default`.
    static func bareIdentifier(_ name: String) -> String {
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") { String(name.dropFirst().dropLast()) } else { name }
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
