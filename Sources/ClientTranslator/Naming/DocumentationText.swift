import ClientIR

/// Turns free text from a document (`title`, `description`, `summary`) into lines that are safe to print after `/// `.
///
/// A `///` comment ends at the end of its line, so the danger is a line break the renderer does not see: every kind
/// of line break (`\n`, `\r\n`, `\r`, vertical tab, form feed, NEL U+0085, LINE SEPARATOR U+2028, PARAGRAPH
/// SEPARATOR U+2029) splits the text into separate lines here. Other control characters are dropped, tabs become
/// spaces, and invisible characters are dropped (bidirectional overrides and isolates, zero-width spaces, fillers,
/// the byte order mark; the joiners and variation selectors that some scripts and emoji need are kept: see
/// ``isHiddenInComments(_:)``), so a comment always reads as what it is. `*/` becomes `*\/` (Markdown still shows
/// `*/`), so a line stays harmless even inside a block comment.
/// Trailing spaces are trimmed, leading and trailing blank lines are removed, and runs of blank lines are collapsed.
/// A Markdown hard line break (two spaces or more at the end of a line followed by another line of the paragraph,
/// as GitHub's and Jira's lists are written) becomes a `\` at the end of the line, the other spelling of it, so that
/// Quick Help and DocC still break the line there; not in a fenced code block, whose spaces are text.
public enum DocumentationText {
    /// The safe lines of `text` (empty for nil or blank text).
    public static func lines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var copy = text
        return copy.withUTF8 { bytes in
            isOneSafeLine(bytes) ? [text] : linesOfTexts.value(for: text) { _ in lines(utf8: bytes) }
        }
    }

    /// The lines of texts that are not one safe line, made once per text: Kubernetes repeats the same parameter
    /// descriptions in each of its operations (8,849 parameters; 66 M instructions made their lines each time).
    private static let linesOfTexts = PerThreadCache<[String]>()

    /// True when `bytes` are already one safe line: plain comment text (``isPlainCommentText(_:)``: printable ASCII,
    /// no `*/`) without a trailing space. Most summaries and parameter descriptions are, and are then kept as they
    /// are, without a copy.
    private static func isOneSafeLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = bytes.last, last != 0x20 else { return false }
        return isPlainCommentText(bytes)
    }

    /// The work of ``lines(_:)`` on the UTF-8 bytes (always valid UTF-8: they come from a `String`). ASCII is
    /// handled byte by byte; only other scalars are decoded and classified.
    private static func lines(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var lines: [String] = []
        // The lines that ended with two spaces or more: Markdown's hard line break, if another line follows.
        var hardBreaks: Set<Int> = []
        var line: [UInt8] = []
        line.reserveCapacity(min(bytes.count, 256))
        func endLine() {
            if line.count >= 2, line[line.count - 1] == 0x20, line[line.count - 2] == 0x20 { hardBreaks.insert(lines.count) }
            lines.append(finish(line))
            line.removeAll(keepingCapacity: true)
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F {
                // `*/` becomes `*\/`: Markdown still shows `*/`, and no block comment can end here.
                if byte == 0x2F && line.last == 0x2A { line.append(0x5C) }
                // Copy the whole run of printable ASCII up to the next `/` at once.
                var end = index + 1
                while end < bytes.count, bytes[end] >= 0x20, bytes[end] < 0x7F, bytes[end] != 0x2F { end += 1 }
                line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                index = end
                continue
            }
            if byte < 0x80 {
                switch byte {
                case 0x0D, 0x0A, 0x0B, 0x0C:
                    endLine()
                    if byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
                case 0x09:
                    line.append(contentsOf: [0x20, 0x20, 0x20, 0x20])
                default:
                    break  // other control characters are dropped
                }
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : (byte >= 0xE0 ? 3 : 2)
            var value = UInt32(byte) & (length == 2 ? 0x1F : (length == 3 ? 0x0F : 0x07))
            for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
            switch value {
            case 0x85, 0x2028, 0x2029:
                endLine()
            default:
                if let scalar = Unicode.Scalar(value), !isHiddenInComments(scalar) {
                    line.append(contentsOf: bytes[index..<index + length])
                }
            }
            index += length
        }
        lines.append(finish(line))
        if !hardBreaks.isEmpty { markHardBreaks(hardBreaks, in: &lines) }
        return tidy(lines)
    }

    /// Ends with `\` each line of `indices` that another non-blank line follows, outside fenced code blocks.
    private static func markHardBreaks(_ indices: Set<Int>, in lines: inout [String]) {
        var inFence = false
        for index in lines.indices {
            let trimmed = lines[index].drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle() }
            guard !inFence, indices.contains(index), index + 1 < lines.count, !lines[index].isEmpty,
                  !lines[index + 1].isEmpty, !lines[index].hasSuffix("\\") else { continue }
            lines[index] += "\\"
        }
    }

    /// Title and description as one block: the title, a blank line, then the description (the title alone when the
    /// description repeats it).
    public static func lines(title: String?, description: String?) -> [String] {
        let titleLines = lines(title)
        let descriptionLines = lines(description)
        if titleLines.isEmpty { return descriptionLines }
        if descriptionLines.isEmpty || descriptionLines == titleLines { return titleLines }
        return titleLines + [""] + descriptionLines
    }

    /// Joins blocks of lines with one blank line between non-empty blocks.
    static func joined(_ blocks: [[String]]) -> [String] {
        var result: [String] = []
        for block in blocks where !block.isEmpty {
            if !result.isEmpty { result.append("") }
            result += block
        }
        return result
    }

    private static func finish(_ bytes: [UInt8]) -> String {
        var line = String(decoding: bytes, as: UTF8.self)
        while let last = line.unicodeScalars.last, last.properties.isWhitespace {
            line.unicodeScalars.removeLast()
        }
        return line
    }

    private static func tidy(_ lines: [String]) -> [String] {
        var result: [String] = []
        result.reserveCapacity(lines.count)
        for line in lines {
            if line.isEmpty && (result.isEmpty || result.last == "") { continue }
            result.append(line)
        }
        while result.last == "" { result.removeLast() }
        return result
    }
}
