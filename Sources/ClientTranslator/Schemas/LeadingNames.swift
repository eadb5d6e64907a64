import ClientIR

/// The first identifier a type's spelling names: where Swift's unqualified lookup starts. A type declared with that
/// name in an enclosing scope would hide the one meant, so the translator checks these names against nested types
/// and members.
enum LeadingNames {
    /// `Foundation` for `Foundation.Decimal`, `Money` for `[Money]`, `Dictionary` for `Dictionary<String, Int>`:
    /// the first identifier after anything that cannot start one.
    static func leadingIdentifier(_ spelled: String) -> String {
        asciiLeadingIdentifier(spelled) ?? unicodeLeadingIdentifier(spelled)
    }

    /// ``leadingIdentifier(_:)`` read from the bytes in place, for the spellings nearly all are: ASCII up to the end
    /// of their first identifier (`String`, `Pet.Status`, `[Money]`). Nil when a byte over 0x7F comes first, or
    /// right after the identifier, since it may belong to a letter.
    static func asciiLeadingIdentifier(_ spelled: String) -> String? {
        var copy = spelled
        let range: Range<Int>? = copy.withUTF8 { bytes in
            var start = 0
            while start < bytes.count, !startsIdentifier(bytes[start]) {
                if bytes[start] > 0x7F { return nil }
                start += 1
            }
            var end = start
            while end < bytes.count, continuesIdentifier(bytes[end]) { end += 1 }
            if end < bytes.count, bytes[end] > 0x7F { return nil }
            return start..<end
        }
        guard let range else { return nil }
        return String(decoding: spelled.utf8.dropFirst(range.lowerBound).prefix(range.count), as: UTF8.self)
    }

    /// ``leadingIdentifier(_:)`` read character by character, for any spelling.
    static func unicodeLeadingIdentifier(_ spelled: String) -> String {
        let trimmed = spelled.drop { !($0.isLetter || $0 == "_") }
        return String(trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// `Pet` for the generated `Pet.Status`: a generated name is identifiers joined by dots, whatever their letters.
    /// The dot is looked for in the bytes in place: `utf8.firstIndex(of:)` walks them one at a time through the
    /// string's index type (1,600 instructions a name in Stripe's sharing of declarations).
    static func beforeFirstDot(_ name: String) -> String {
        var copy = name
        let offset = copy.withUTF8 { $0.firstIndex(of: UInt8(ascii: ".")) }
        return offset.map { String(decoding: name.utf8.prefix($0), as: UTF8.self) } ?? name
    }

    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        ASCIINaming.isLetter(byte) || byte == UInt8(ascii: "_")
    }

    private static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || ASCIINaming.isDigit(byte)
    }
}

extension TypeUsage {
    /// The name unqualified lookup starts from: `Pet` for `[Pet.Status]?`, `Foundation` for a standard type spelled
    /// `Foundation.Decimal`, `Money` for a type override spelled `[Money]`.
    var leadingName: String {
        switch self {
        case .named(let name): LeadingNames.beforeFirstDot(name)
        case .builtin(let spelled): LeadingNames.leadingIdentifier(spelled)
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.leadingName
        }
    }
}
