/// `text` as a Swift string literal, quotes included: the one helper for every raw value, coding key, discriminator
/// value and default written into generated code.
///
/// Escaped so that the literal always compiles and always means exactly `text`:
/// - `\` and `"` are escaped (so `\(` can never start an interpolation and `"` can never end the literal);
/// - `\n`, `\r`, `\t` and NUL use their short escapes; every other control character (C0, DEL, C1) is written
///   `\u{...}`;
/// - characters that would make the source read differently from what it means are written `\u{...}` too:
///   line and paragraph separators and NEL (which some editors show as line breaks), bidirectional controls
///   (Trojan Source), zero-width and other invisible format characters, the byte order mark, every other
///   default-ignorable code point (Hangul fillers, the combining grapheme joiner, variation selectors), private-use
///   and unassigned scalars, and a combining mark at the very start (which would visually join the opening quote);
///   except the noncharacters U+FDD0 to U+FDEF, whose escapes the compiler refuses (`invalid unicode scalar`): they
///   are written as they are, which it accepts.
///
/// ```swift
/// swiftStringLiteral("a\"b")   // "a\"b"   (the Swift source text: quote, a, backslash, quote, b, quote)
/// ```
public func swiftStringLiteral(_ text: String) -> String {
    // Most values are printable ASCII without quotes or backslashes: nothing to escape, and the literal is written
    // in one pass into one string (an empty result, which a literal never is, means that something needs escaping).
    var copy = text
    let plain = copy.withUTF8 { bytes in
        String(unsafeUninitializedCapacity: bytes.count + 2) { literal in
            literal[0] = UInt8(ascii: "\"")
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") else { return 0 }
                literal[index + 1] = byte
            }
            literal[bytes.count + 1] = UInt8(ascii: "\"")
            return bytes.count + 2
        }
    }
    if !plain.isEmpty { return plain }
    var out = "\""
    out.reserveCapacity(text.utf8.count + 2)
    var isFirst = true
    for scalar in text.unicodeScalars {
        defer { isFirst = false }
        switch scalar {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\0": out += "\\0"
        default:
            if needsUnicodeEscape(scalar, isFirst: isFirst) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    out += "\""
    return out
}

/// True for scalars that must not appear raw inside a generated literal.
func needsUnicodeEscape(_ scalar: Unicode.Scalar, isFirst: Bool) -> Bool {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return false }
    if (0xFDD0...0xFDEF).contains(value) { return false }
    if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
    let properties = scalar.properties
    if properties.isDefaultIgnorableCodePoint { return true }
    switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
        return true
    case .nonspacingMark, .spacingMark, .enclosingMark:
        return isFirst
    default:
        return false
    }
}
