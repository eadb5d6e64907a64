/// Splits a name from a document into words, the common first step of every Swift name.
///
/// Word boundaries are every character that cannot be part of an identifier (`_`, `-`, `.`, spaces, `@`, `$`, `/`...)
/// and the case changes of camel-cased text (`petId` -> `pet`, `Id`; `HTTPServer` -> `HTTP`, `Server`). Letters and
/// digits are not split (`v2`, `oauth2`, `3d`). A leading sign before a digit is spelled out (`+1` -> `plus`, `1`;
/// `-1` -> `minus`, `1`) so that GitHub's reaction keys stay apart. A name made only of symbols is spelled out
/// symbol by symbol (`>=` -> `greaterThan`, `Equals`; `*` -> `star`).
enum NameWords {
    static func split(_ raw: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        // Case of the previous scalar in the current word: 0 none/digit, 1 lower, 2 upper.
        var previousCase = 0
        var scalars = Array(raw.unicodeScalars)

        if scalars.count >= 2, scalars[0] == "+" || scalars[0] == "-", SwiftIdentifierCharacters.isASCIIDigit(scalars[1].value) {
            words.append(scalars[0] == "+" ? "plus" : "minus")
            scalars.removeFirst()
        }

        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = String.UnicodeScalarView()
            previousCase = 0
        }

        for (index, scalar) in scalars.enumerated() {
            guard SwiftIdentifierCharacters.isWordScalar(scalar) else {
                flush()
                continue
            }
            let caseKind = letterCase(scalar)
            if caseKind == 2 && !current.isEmpty {
                if previousCase == 1 {
                    // `petId`: a capital after a lowercase letter starts a word.
                    flush()
                } else if previousCase == 0 && current.contains(where: isLetter) {
                    // `v2Api`: a capital after a digit that follows letters starts a word (`3D` stays whole).
                    flush()
                } else if previousCase == 2, index + 1 < scalars.count, letterCase(scalars[index + 1]) == 1 {
                    // `HTTPServer`: the last capital of a run starts the next word.
                    flush()
                }
            }
            current.append(scalar)
            previousCase = caseKind
        }
        flush()

        if words.isEmpty { return symbolWords(raw) }
        return words
    }

    /// 2 for an uppercase letter, 1 for a lowercase one, 0 otherwise (ASCII without a table lookup).
    static func letterCase(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x80 { return (0x41...0x5A).contains(value) ? 2 : ((0x61...0x7A).contains(value) ? 1 : 0) }
        let properties = scalar.properties
        return properties.isUppercase ? 2 : (properties.isLowercase ? 1 : 0)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? SwiftIdentifierCharacters.isASCIILetter(scalar.value) : scalar.properties.isAlphabetic
    }

    /// Spells out a name made only of symbols, so that filter operators and similar values stay distinct.
    static func symbolWords(_ raw: String) -> [String] {
        var words: [String] = []
        for scalar in raw.unicodeScalars {
            if let word = symbolNames[scalar] {
                words.append(word)
            } else if scalar.properties.isWhitespace || scalar.properties.generalCategory == .format
                        || scalar.properties.generalCategory == .control {
                continue
            } else {
                words.append("u" + String(scalar.value, radix: 16, uppercase: true))
            }
        }
        return words
    }

    private static let symbolNames: [Unicode.Scalar: String] = [
        "+": "plus", "-": "minus", "*": "star", "/": "slash", "\\": "backslash", "=": "equals", "<": "lessThan",
        ">": "greaterThan", "!": "not", "?": "question", "&": "and", "|": "or", "^": "caret", "~": "tilde",
        "%": "percent", "$": "dollar", "#": "hash", "@": "at", ".": "dot", ",": "comma", ":": "colon",
        ";": "semicolon", "_": "underscore", "'": "quote", "\"": "doubleQuote", "`": "backtick", "(": "leftParen",
        ")": "rightParen", "[": "leftBracket", "]": "rightBracket", "{": "leftBrace", "}": "rightBrace",
    ]
}
