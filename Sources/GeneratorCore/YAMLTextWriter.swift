import YAMLTree

/// Writes a YAML or JSON tree as block-style YAML, members in their order, indented by two spaces.
///
/// A scalar keeps its meaning under YAML 1.2's core schema (and YAML 1.1 readers read it the same): a number is written
/// as ``JSONTextWriter`` writes it (`+1` as `1`, `0x1F` as `31`), `.inf` and `.nan` as they are; a plain scalar of
/// the input is written as it was when it can stand plain; any other text is written plain only when no reader could
/// take it for something else (a number, a boolean, `null`, `yes`, a date, an indicator), else as a double-quoted
/// string with JSON's escapes, which YAML shares; text of several lines is a literal block (`|`) when it reads back
/// the same. Empty collections are written `{}` and `[]`.
enum YAMLTextWriter {
    static func write(_ node: Node, into text: inout String) {
        switch node {
        case .mapping(let entries, _) where !entries.isEmpty:
            writeEntries(entries, indent: 0, into: &text)
        case .sequence(let items, _) where !items.isEmpty:
            writeItems(items, indent: 0, into: &text)
        default:
            text += inline(node) + "\n"
        }
    }

    private static func writeEntries(_ entries: [MappingEntry], indent: Int, into text: inout String) {
        let pad = String(repeating: " ", count: indent)
        for entry in entries {
            let key = string(entry.key.value)
            // A key a reader takes as implicit must end within 1,024 characters of where it starts; a longer one is
            // written explicit, `? key` and then `:` on the next line.
            let isImplicit = key.unicodeScalars.count < LoaderLimits.implicitKeyLength - 2
            text += pad + (isImplicit ? key + ":" : "? " + key + "\n" + pad + ":")
            writeValue(entry.value, indent: indent, into: &text)
        }
    }

    private static func writeItems(_ items: [Node], indent: Int, into text: inout String) {
        let pad = String(repeating: " ", count: indent)
        for item in items {
            text += pad + "-"
            switch item {
            case .mapping(let entries, _) where !entries.isEmpty:
                // The first member on the dash's line, the others under it.
                var first = ""
                writeEntries([entries[0]], indent: indent + 2, into: &first)
                text += " " + first.dropFirst(indent + 2)
                writeEntries(Array(entries.dropFirst()), indent: indent + 2, into: &text)
            default:
                writeValue(item, indent: indent, into: &text)
            }
        }
    }

    /// After `key:` or `-`: a scalar or empty collection on the same line, a collection on the next lines.
    private static func writeValue(_ node: Node, indent: Int, into text: inout String) {
        switch node {
        case .mapping(let entries, _) where !entries.isEmpty:
            text += "\n"
            writeEntries(entries, indent: indent + 2, into: &text)
        case .sequence(let items, _) where !items.isEmpty:
            text += "\n"
            writeItems(items, indent: indent + 2, into: &text)
        case .scalar(let scalar) where canBeLiteralBlock(scalar.value):
            writeLiteralBlock(scalar.value, indent: indent + 2, into: &text)
        default:
            text += " " + inline(node) + "\n"
        }
    }

    /// Text of several lines as a literal block (`|`), its lines as they are, indented under the key: the way people
    /// write long descriptions. The chomping indicator keeps the final line breaks: `|-` none, `|` one, `|+` more.
    private static func writeLiteralBlock(_ value: String, indent: Int, into text: inout String) {
        let body = value.reversed().drop { $0 == "\n" }.reversed()
        let trailingBreaks = value.count - body.count
        text += trailingBreaks == 0 ? " |-\n" : trailingBreaks == 1 ? " |\n" : " |+\n"
        let pad = String(repeating: " ", count: indent)
        for line in String(body).split(separator: "\n", omittingEmptySubsequences: false) {
            text += line.isEmpty ? "\n" : pad + line + "\n"
        }
        text += String(repeating: "\n", count: max(0, trailingBreaks - 1))
    }

    /// Whether `value` reads back the same from a literal block: it has a line break before its last character, its
    /// first line that is not empty does not start with a space (a reader takes its indentation for the block's), no
    /// line is only spaces (a reader takes those as indentation too), and it has no character that must be escaped
    /// (`\r` among them) nor a tab.
    static func canBeLiteralBlock(_ value: String) -> Bool {
        guard value.utf8.dropLast().contains(UInt8(ascii: "\n")),
              value.unicodeScalars.allSatisfy({ $0 == "\n" || !(JSONTextWriter.mustEscape($0.value) || $0 == "\u{FEFF}") })
        else { return false }
        let lines = value.split(separator: "\n")
        guard let first = lines.first, first.first != " " else { return false }
        return lines.allSatisfy { line in line.contains { $0 != " " } }
    }

    private static func inline(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): value(scalar)
        case .sequence: "[]"
        case .mapping: "{}"
        }
    }

    /// A scalar as JSON would write it, but for a plain `.inf` or `.nan`, which stay plain YAML numbers.
    static func value(_ scalar: Scalar) -> String {
        if scalar.isPlain, isInfinityOrNaN(scalar.value) { return scalar.value }
        return JSONTextWriter.literal(scalar, string: string)
    }

    /// YAML 1.2 core's `[-+]?(\.inf|\.Inf|\.INF)` and `\.nan|\.NaN|\.NAN`.
    static func isInfinityOrNaN(_ text: String) -> Bool {
        let unsigned = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        return [".inf", ".Inf", ".INF"].contains(unsigned) || [".nan", ".NaN", ".NAN"].contains(text)
    }

    /// Text as a string: plain when nothing could read it otherwise, else double-quoted.
    static func string(_ text: String) -> String {
        canBePlain(text) ? text : JSONTextWriter.quoted(text)
    }

    /// Plain only for text of letters, digits and a few inner punctuation marks that starts with a letter, `_`, `/`
    /// or `$` and is not a word YAML 1.1 or 1.2 resolves (`yes`, `No`, `null`, `true`, `.inf`...).
    static func canBePlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first,
              first.properties.isAlphabetic || first == "_" || first == "/" || first == "$" else { return false }
        let allowed: Set<Unicode.Scalar> = ["_", "-", ".", "/", "$", "(", ")", "+", "=", "~", "^", "@", " "]
        guard text.unicodeScalars.allSatisfy({ ($0.properties.isAlphabetic || $0.properties.numericType != nil
            || allowed.contains($0)) && !JSONTextWriter.mustEscape($0.value) }),
            text.unicodeScalars.last != " " else { return false }
        let resolving: Set<String> = [
            "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
            "on", "On", "ON", "off", "Off", "OFF", "null", "Null", "NULL",
        ]
        return !resolving.contains(text)
    }
}
