/// Whether a text from a configuration file spells a Swift type, and nothing else: `typeOverrides` values are
/// written into the generated code as they are, so `Decimal; import Darwin` must not get there.
///
/// The grammar, with spaces allowed between its parts: a type is a name (an identifier, or several joined by `.`:
/// `Foundation.URL`) with optional generic arguments (`Set<String>`), an array (`[Int]`) or a dictionary
/// (`[String: Int]`), followed by any number of `?`. Identifiers are letters, digits and `_`, not starting with a
/// digit; backquoted keywords and attributes are not types anyone overrides a schema with, and are refused.
enum SwiftTypeSpelling {
    static func isValid(_ text: String) -> Bool {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        guard parser.type(depth: 0) else { return false }
        parser.skipSpaces()
        return parser.index == parser.scalars.count
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0

        mutating func skipSpaces() {
            while index < scalars.count, scalars[index] == " " { index += 1 }
        }

        mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            skipSpaces()
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
            return true
        }

        /// A type, nested at most 32 deep.
        mutating func type(depth: Int) -> Bool {
            guard depth < 32 else { return false }
            if take("[") {
                guard type(depth: depth + 1) else { return false }
                if take(":"), !type(depth: depth + 1) { return false }
                guard take("]") else { return false }
            } else {
                guard identifier() else { return false }
                while take(".") { guard identifier() else { return false } }
                if take("<") {
                    repeat { guard type(depth: depth + 1) else { return false } } while take(",")
                    guard take(">") else { return false }
                }
            }
            while take("?") {}
            return true
        }

        mutating func identifier() -> Bool {
            skipSpaces()
            let start = index
            while index < scalars.count, Self.isIdentifierScalar(scalars[index], first: index == start) { index += 1 }
            return index > start
        }

        static func isIdentifierScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
            if scalar == "_" { return true }
            if scalar.isASCII { return scalar.properties.isAlphabetic || (!first && ("0"..."9").contains(scalar)) }
            return scalar.properties.isXIDContinue && (!first || scalar.properties.isXIDStart)
        }
    }
}
