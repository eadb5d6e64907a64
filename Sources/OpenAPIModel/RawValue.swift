/// A literal from the document (an `example`, `default`, `enum` member, `const`, or an `x-` extension), kept as
/// written. Scalars stay text with a flag saying whether they were plain, because only the schema can say whether
/// `1.10` is a number or a version string; use the typed accessors once the expected type is known.
public indirect enum RawValue: Sendable, Hashable {
    /// `text` as written; `isPlain` is false for quoted, block or explicitly tagged `!!str` scalars.
    case scalar(String, isPlain: Bool)
    case sequence([RawValue])
    case mapping(OrderedMap<RawValue>)

    /// YAML 1.2 core `null` (plain `null`, `~`, empty).
    public var isNull: Bool {
        guard case .scalar(let text, true) = self else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// The text of a scalar of any style.
    public var text: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    /// A plain `true`/`false` (core schema spellings).
    public var bool: Bool? {
        guard case .scalar(let text, true) = self else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// A plain scalar that is a YAML 1.2 core integer (`-12`, `0`, `+3`, and `0x1F` or `0o17` as decimal text; no
    /// underscores).
    public var integerText: String? {
        guard case .scalar(let text, true) = self else { return nil }
        var digits = Substring(text)
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return RawValue.decimalText(ofRadixInteger: text)
        }
        return text.first == "+" ? String(text.dropFirst()) : text
    }

    /// A plain scalar that is a YAML 1.2 core / JSON number (`1`, `-2.5`, `1e10`), as its text; `0x1F` and `0o17` as
    /// decimal text.
    public var numberText: String? {
        guard case .scalar(let text, true) = self else { return nil }
        return RawValue.isNumber(text) ? text : RawValue.decimalText(ofRadixInteger: text)
    }

    public var array: [RawValue]? {
        if case .sequence(let items) = self { return items }
        return nil
    }

    public var object: OrderedMap<RawValue>? {
        if case .mapping(let map) = self { return map }
        return nil
    }

    /// True for a YAML 1.2 core / JSON number's text (`1`, `-2.5`, `+1e10`, `.5`), recognized without Foundation.
    @inlinable
    public static func isNumber(_ text: String) -> Bool {
        var sawDigit = false, sawDot = false, sawExponent = false
        var previous: UInt8 = 0
        var first = true
        for byte in text.utf8 {
            defer { previous = byte; first = false }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
            case UInt8(ascii: "."): if sawDot || sawExponent { return false } else { sawDot = true }
            case UInt8(ascii: "e"), UInt8(ascii: "E"): if sawExponent || !sawDigit { return false } else { sawExponent = true }
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                if !(first || previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E")) { return false }
            default: return false
            }
        }
        return sawDigit && previous != UInt8(ascii: "e") && previous != UInt8(ascii: "E")
            && previous != UInt8(ascii: "+") && previous != UInt8(ascii: "-")
    }
}
