/// Turns free text from a document (`title`, `description`, `summary`) into lines that are safe to print after `/// `.
///
/// A `///` comment ends at the end of its line, so the danger is a line break the renderer does not see: every kind
/// of line break (`\n`, `\r\n`, `\r`, vertical tab, form feed, NEL U+0085, LINE SEPARATOR U+2028, PARAGRAPH
/// SEPARATOR U+2029) splits the text into separate lines here. Other control characters are dropped, tabs become
/// spaces, and invisible format characters are dropped (bidirectional overrides and isolates, zero-width spaces,
/// the byte order mark; the zero-width joiners that some scripts and emoji need are kept), so a comment always reads
/// as what it is. `*/` becomes `*\/` (Markdown still shows `*/`), so a line stays harmless even inside a block comment.
/// Trailing spaces are trimmed, leading and trailing blank lines are removed, and runs of blank lines are collapsed.
public enum DocumentationText {
    /// The safe lines of `text` (empty for nil or blank text).
    public static func lines(_ text: String?) -> [String] {
        guard let text, !text.isEmpty else { return [] }
        var lines: [String] = []
        var line: [UInt8] = []
        line.reserveCapacity(min(text.utf8.count, 256))
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            defer { previous = value }
            if value >= 0x20 && value < 0x7F {
                // `*/` becomes `*\/`: Markdown still shows `*/`, and no block comment can end here.
                if value == 0x2F && line.last == 0x2A { line.append(0x5C) }
                line.append(UInt8(value))
                continue
            }
            switch value {
            case 0x0A where previous == 0x0D:
                continue  // the second half of CRLF
            case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                lines.append(finish(line))
                line.removeAll(keepingCapacity: true)
            case 0x09:
                line.append(contentsOf: [0x20, 0x20, 0x20, 0x20])
            case 0x200C, 0x200D:
                line.append(contentsOf: scalar.utf8)
            default:
                switch scalar.properties.generalCategory {
                case .control, .format, .surrogate, .unassigned, .privateUse:
                    continue
                default:
                    line.append(contentsOf: scalar.utf8)
                }
            }
        }
        lines.append(finish(line))
        return tidy(lines)
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
