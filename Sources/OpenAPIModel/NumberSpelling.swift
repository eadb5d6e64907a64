/// The spellings of numbers: a YAML 1.2 core schema number as JSON writes it (which is also a Swift literal of the
/// same value), and hexadecimal and octal integers as decimal text. One place for `resourceful filter`'s JSON and
/// YAML, the generated code's default values, and the parser's numeric keywords.
extension RawValue {
    /// A YAML 1.2 core schema number (`[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`,
    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`) in JSON's spelling (`+1` is `1`, `0x1F` is `31`, `.5` is
    /// `0.5`, `1.` is `1.0`), or nil for any other text, and for an octal or hexadecimal number beyond 64 bits.
    public static func jsonNumberText(_ text: String) -> String? {
        if isJSONNumber(text) { return text }
        if text.hasPrefix("0x") || text.hasPrefix("0o") { return decimalText(ofRadixInteger: text) }
        func isDigit(_ character: Character) -> Bool { character >= "0" && character <= "9" }
        var body = Substring(text)
        let sign = body.first == "-" ? "-" : ""
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        let exponentStart = body.firstIndex { $0 == "e" || $0 == "E" } ?? body.endIndex
        let parts = body[..<exponentStart].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = parts[0], fraction = parts.count > 1 ? parts[1] : nil
        guard integer.allSatisfy(isDigit), fraction?.allSatisfy(isDigit) ?? true,
              !integer.isEmpty || !(fraction?.isEmpty ?? true) else { return nil }
        let whole = integer.drop { $0 == "0" }
        var number = sign + (whole.isEmpty ? "0" : whole)
        if let fraction { number += "." + (fraction.isEmpty ? "0" : fraction) }
        number += body[exponentStart...]
        return isJSONNumber(number) ? number : nil
    }

    /// RFC 8259's `number`: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    public static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        if bytes.first == UInt8(ascii: "0") {
            bytes = bytes.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }

    /// A YAML 1.2 core schema hexadecimal (`0x1F`) or octal (`0o17`) integer as decimal text (`31`, `15`); nil for any
    /// other text, and for one beyond 64 bits.
    public static func decimalText(ofRadixInteger text: String) -> String? {
        for (prefix, radix) in [("0x", 16), ("0o", 8)] where text.hasPrefix(prefix) {
            let digits = text.dropFirst(2)
            guard digits.allSatisfy({ $0.isASCII && ($0.hexDigitValue ?? radix) < radix }),
                  let value = UInt64(digits, radix: radix) else { return nil }
            return String(value)
        }
        return nil
    }
}
