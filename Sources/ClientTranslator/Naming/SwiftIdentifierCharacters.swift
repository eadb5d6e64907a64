/// Which Unicode scalars may appear in a generated Swift identifier.
///
/// Swift accepts a wide range of non-ASCII scalars in identifiers (the ranges of the language reference's
/// *identifier-head* and *identifier-character* productions). Generated names use a stricter subset: a scalar is kept
/// only when it is inside those ranges **and** Unicode classifies it as a letter (or, after the first position, a
/// digit or combining mark) **and** it is visible. This keeps `名前`, `größe` and `café` readable while dropping
/// emoji, symbols and invisible characters: format characters (zero-width spaces, bidirectional overrides) and the
/// default-ignorable letters and marks (Hangul fillers U+3164 and U+115F, the combining grapheme joiner U+034F,
/// variation selectors), which would make names hard to type or let two names that look the same differ.
enum SwiftIdentifierCharacters {
    /// True when `scalar` can start an identifier.
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return isASCIILetter(value) || value == 0x5F }
        guard isInSwiftHeadRanges(value), !scalar.properties.isDefaultIgnorableCodePoint else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return true
        default:
            return false
        }
    }

    /// True when `scalar` can continue an identifier.
    static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return isASCIILetter(value) || isASCIIDigit(value) || value == 0x5F }
        if isHead(scalar) { return true }
        guard isInSwiftHeadRanges(value) || isInSwiftContinuationOnlyRanges(value),
              !scalar.properties.isDefaultIgnorableCodePoint else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .decimalNumber:
            return true
        default:
            return false
        }
    }

    /// A letter or digit that takes part in a word (the underscore separates words).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value != 0x5F && isContinuation(scalar)
    }

    static func isASCIILetter(_ value: UInt32) -> Bool { (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
    static func isASCIIDigit(_ value: UInt32) -> Bool { (0x30...0x39).contains(value) }

    /// True when `text` is a non-empty identifier made only of allowed scalars.
    static func isValidIdentifier(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isHead(first) else { return false }
        while let scalar = scalars.next() {
            guard isContinuation(scalar) else { return false }
        }
        return true
    }

    private static let headRanges: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
        0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x02FF, 0x0370...0x167F,
        0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
    ]

    private static let continuationOnlyRanges: [ClosedRange<UInt32>] = [
        0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    private static func isInSwiftHeadRanges(_ value: UInt32) -> Bool {
        if value >= 0x10000 {
            // U+10000–U+1FFFD, U+20000–U+2FFFD, ... U+E0000–U+EFFFD: every plane but its last two code points.
            return value <= 0xEFFFD && (value & 0xFFFF) <= 0xFFFD
        }
        return headRanges.contains { $0.contains(value) }
    }

    private static func isInSwiftContinuationOnlyRanges(_ value: UInt32) -> Bool {
        continuationOnlyRanges.contains { $0.contains(value) }
    }
}
