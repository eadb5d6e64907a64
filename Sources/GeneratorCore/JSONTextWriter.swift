import OpenAPIModel
import YAMLTree

/// Writes a YAML or JSON tree as JSON text, members in their order, indented by two spaces.
///
/// Scalars keep the type YAML 1.2's core schema gives them: a plain `null`, `~` or empty scalar is `null`, a plain
/// `true` or `false` a boolean, a plain number a number in JSON's spelling (`+1` is `1`, `0x1F` is `31`, `.5` is
/// `0.5`); anything else (quoted, block or tagged scalars, and `.inf` and `.nan`, which JSON cannot spell) a string.
/// Keys are strings.
public enum JSONTextWriter {
    /// Appends `node` as JSON text to `text`, its nested lines indented by `indent` spaces and two more per level.
    public static func write(_ node: Node, into text: inout String, indent: Int = 0) {
        switch node {
        case .scalar(let scalar):
            text += literal(scalar)
        case .sequence(let items, _):
            guard !items.isEmpty else { text += "[]"; return }
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += String(repeating: " ", count: indent + 2)
                write(item, into: &text, indent: indent + 2)
                text += index == items.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: " ", count: indent) + "]"
        case .mapping(let entries, _):
            guard !entries.isEmpty else { text += "{}"; return }
            text += "{\n"
            for (index, entry) in entries.enumerated() {
                text += String(repeating: " ", count: indent + 2) + quoted(entry.key.value) + ": "
                write(entry.value, into: &text, indent: indent + 2)
                text += index == entries.count - 1 ? "\n" : ",\n"
            }
            text += String(repeating: " ", count: indent) + "}"
        }
    }

    /// A scalar as `null`, `true`/`false`, a number, or a string written by `string` (JSON's double quotes by default;
    /// the YAML writer passes its own).
    static func literal(_ scalar: Scalar, string: (String) -> String = quoted) -> String {
        if scalar.isNull { return "null" }
        if let bool = scalar.bool { return bool ? "true" : "false" }
        if scalar.isPlain, let number = RawValue.jsonNumberText(scalar.value) { return number }
        return string(scalar.value)
    }

    /// Characters written as `\uXXXX`: JSON's control characters, and those a YAML reader (this one included) refuses
    /// or reads as line breaks: DEL, the C1 controls, NEL, the line and paragraph separators, U+FFFE and U+FFFF.
    static func mustEscape(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 || value >= 0xFFFE && value <= 0xFFFF
    }

    /// A JSON string: `"` and `\` escaped, `\n`, `\r` and `\t`, and the characters ``mustEscape(_:)`` names as
    /// `\uXXXX`.
    static func quoted(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where mustEscape(scalar.value):
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
