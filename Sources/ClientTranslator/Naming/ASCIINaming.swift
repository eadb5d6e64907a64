/// The ASCII fast path of ``SwiftNaming``: the same rules, on bytes.
///
/// Almost every name in real documents is ASCII, and naming runs for every property, enum value and schema, so
/// this path avoids per-character Unicode lookups and intermediate strings. It gives exactly the result of the
/// general path (the tests compare both on a corpus) and returns nil for what it does not handle (non-ASCII text,
/// names made only of symbols), which then takes the general path.
enum ASCIINaming {
    /// Words of an ASCII name as byte ranges of `bytes`, with `plus`/`minus` for a leading sign before a digit.
    private static func words(_ bytes: [UInt8]) -> (sign: [UInt8]?, ranges: [Range<Int>])? {
        var ranges: [Range<Int>] = []
        var start = 0
        var sign: [UInt8]?
        if bytes.count >= 2, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"), isDigit(bytes[1]) {
            sign = bytes[0] == UInt8(ascii: "+") ? Array("plus".utf8) : Array("minus".utf8)
            start = 1
        }
        var wordStart = -1
        var previousCase = 0
        var wordHasLetter = false
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            guard byte < 0x80 else { return nil }
            guard isLetter(byte) || isDigit(byte) else {
                if wordStart >= 0 { ranges.append(wordStart..<index); wordStart = -1 }
                index += 1
                continue
            }
            let caseKind = isUpper(byte) ? 2 : (isLower(byte) ? 1 : 0)
            if wordStart < 0 {
                wordStart = index
                previousCase = 0
                wordHasLetter = false
            } else if caseKind == 2 {
                let startsWord = previousCase == 1
                    || (previousCase == 0 && wordHasLetter)
                    || (previousCase == 2 && index + 1 < bytes.count && isLower(bytes[index + 1]))
                if startsWord {
                    ranges.append(wordStart..<index)
                    wordStart = index
                    wordHasLetter = false
                }
            }
            if caseKind != 0 { wordHasLetter = true }
            previousCase = caseKind
            index += 1
        }
        if wordStart >= 0 { ranges.append(wordStart..<bytes.count) }
        guard sign != nil || !ranges.isEmpty else { return nil }
        return (sign, ranges)
    }

    /// ``SwiftNaming/memberIdentifier(_:)`` for a name already in lower camel case (`status`, `createdAt`,
    /// `v2beta`), whose words join back to the same text; nil for other names.
    static func camelCaseMemberIdentifier(_ raw: String) -> String? {
        guard isCamelCase(raw, upper: false) else { return nil }
        return ReservedNames.renamedMembers.contains(raw) ? raw + "_" : raw
    }

    /// ``SwiftNaming/memberIdentifier(_:)`` for ASCII names.
    static func memberIdentifier(_ raw: String) -> String? {
        if let name = camelCaseMemberIdentifier(raw) { return name }
        let bytes = Array(raw.utf8)
        guard let (sign, ranges) = words(bytes) else { return nil }
        let allCaps = isAllCaps(bytes[...])
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 6)
        var first = true
        func append(_ word: ArraySlice<UInt8>) {
            if first {
                first = false
                if allCaps || isAllCaps(word) {
                    for byte in word { out.append(lower(byte)) }
                } else {
                    out.append(lower(word[word.startIndex]))
                    out.append(contentsOf: word.dropFirst())
                }
            } else {
                join(word.first, into: &out)
                out.append(upper(word[word.startIndex]))
                for byte in word.dropFirst() { out.append(allCaps ? lower(byte) : byte) }
            }
        }
        if let sign { append(sign[...]) }
        for range in ranges { append(bytes[range]) }
        if let head = out.first, isDigit(head) { out.insert(UInt8(ascii: "_"), at: 0) }
        let name = String(decoding: out, as: UTF8.self)
        return ReservedNames.renamedMembers.contains(name) ? name + "_" : name
    }

    /// ``SwiftNaming/typeIdentifier(_:)`` for ASCII names.
    static func typeIdentifier(_ raw: String) -> String? {
        // Already in upper camel case with a lower-case letter (`Pet`, `HTTPCode`): its words join back to the same
        // text. (All capitals are not: `ABC1DEF` becomes `Abc1Def`.)
        if isCamelCase(raw, upper: true) { return raw }
        let bytes = Array(raw.utf8)
        guard let (sign, ranges) = words(bytes) else { return nil }
        let lowerRest = isAllCaps(bytes[...]) && ranges.count + (sign == nil ? 0 : 1) > 1
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 6)
        func append(_ word: ArraySlice<UInt8>) {
            join(word.first, into: &out)
            out.append(upper(word[word.startIndex]))
            for byte in word.dropFirst() { out.append(lowerRest ? lower(byte) : byte) }
        }
        if let sign { append(sign[...]) }
        for range in ranges { append(bytes[range]) }
        if let head = out.first, isDigit(head) { out.insert(UInt8(ascii: "_"), at: 0) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether `raw` is letters and digits only, starts with a lower-case letter (an upper-case one with `upper`) and
    /// has a lower-case letter: then the words split at its capitals, joined again, give `raw` itself. Most names
    /// of a document are such names, and this check allocates nothing.
    private static func isCamelCase(_ raw: String, upper: Bool) -> Bool {
        var bytes = raw.utf8.makeIterator()
        guard let first = bytes.next(), upper ? isUpper(first) : isLower(first) else { return false }
        var hasLower = !upper
        while let byte = bytes.next() {
            if isLower(byte) {
                hasLower = true
            } else if !isUpper(byte) && !isDigit(byte) {
                return false
            }
        }
        return hasLower
    }

    /// Two digit groups that a separator kept apart stay apart: `1.5` -> `1_5`.
    private static func join(_ next: UInt8?, into out: inout [UInt8]) {
        if let last = out.last, let next, isDigit(last), isDigit(next) { out.append(UInt8(ascii: "_")) }
    }

    private static func isAllCaps(_ bytes: ArraySlice<UInt8>) -> Bool {
        var sawUpper = false
        for byte in bytes {
            if isLower(byte) { return false }
            if isUpper(byte) { sawUpper = true }
        }
        return sawUpper
    }

    // The ASCII classes of a byte, which ``LeadingNames`` reads spellings with too.
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }
    private static func upper(_ byte: UInt8) -> UInt8 { isLower(byte) ? byte - 0x20 : byte }
    private static func lower(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 0x20 : byte }
}
