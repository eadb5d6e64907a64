import ClientIR
import ClientTranslator
import Testing

@Suite("Swift names from document names")
struct NamingTests {
    @Test("type names are UpperCamelCase valid identifiers", arguments: [
        ("pet", "Pet"),
        ("pet_status", "PetStatus"),
        ("pet-status", "PetStatus"),
        ("pet.status", "PetStatus"),
        ("pet status", "PetStatus"),
        ("petStatus", "PetStatus"),
        ("PET_STATUS", "PetStatus"),
        ("DNS", "DNS"),
        ("HTTPServer", "HTTPServer"),
        ("user_ID", "UserID"),
        ("v2Api", "V2Api"),
        ("oauth2", "Oauth2"),
        ("3DSecure", "_3DSecure"),
        ("123", "_123"),
        ("1.5", "_1_5"),
        ("+1", "Plus1"),
        ("-1", "Minus1"),
        ("@type", "Type"),
        ("$ref", "Ref"),
        ("_links", "Links"),
        ("größe", "Größe"),
        ("名前", "名前"),
        ("café-menu", "CaféMenu"),
        ("emoji🐶dog", "EmojiDog"),
        ("", "Empty"),
        ("  ", "Empty"),
        ("a\u{202E}b", "AB"),
        ("zero\u{200B}width", "ZeroWidth"),
        // Invisible letters and marks (default-ignorable code points) separate words like spaces.
        ("hangul\u{3164}filler", "HangulFiller"),
        ("a\u{115F}\u{1160}b", "AB"),
        ("grapheme\u{34F}joiner", "GraphemeJoiner"),
        ("variation\u{FE0F}selector", "VariationSelector"),
        ("한\u{FFA0}글", "한글"),
        ("\u{3164}", "U3164"),
    ])
    func typeNames(raw: String, expected: String) {
        #expect(SwiftNaming.typeIdentifier(raw) == expected)
    }

    @Test("member names are lowerCamelCase valid identifiers", arguments: [
        ("pet", "pet"),
        ("snake_case", "snakeCase"),
        ("kebab-case", "kebabCase"),
        ("dotted.name", "dottedName"),
        ("with space", "withSpace"),
        ("petId", "petId"),
        ("PetId", "petId"),
        ("user_id", "userId"),
        ("user_ID", "userID"),
        ("ID", "id"),
        ("URLPath", "urlPath"),
        ("IN_PROGRESS", "inProgress"),
        ("iOS", "iOS"),
        ("XMLHttpRequest", "xmlHttpRequest"),
        ("+1", "plus1"),
        ("-1", "minus1"),
        ("@type", "type"),
        ("$ref", "ref"),
        ("@id", "id"),
        ("2fa_enabled", "_2faEnabled"),
        ("1", "_1"),
        ("1.5", "_1_5"),
        ("v1.2", "v1_2"),
        ("größe", "größe"),
        ("Größe", "größe"),
        ("名前", "名前"),
        ("", "empty"),
        (">=", "greaterThanEquals"),
        ("!=", "notEquals"),
        ("*", "star"),
        ("_", "underscore"),
        ("self", "self_"),
        ("hashValue", "hashValue_"),
        ("a\u{3164}", "a"),
        ("a\u{34F}b", "aB"),
        ("evil\u{3164}\u{115F}\u{34F}\u{FE0F}\u{AD}\u{2060}pwned", "evilPwned"),
    ])
    func memberIdentifiers(raw: String, expected: String) {
        #expect(SwiftNaming.memberIdentifier(raw) == expected)
    }

    @Test("keywords are escaped with backticks as members", arguments: [
        "default", "class", "func", "init", "enum", "struct", "protocol", "var", "let", "in", "is", "as", "do", "if",
        "for", "while", "return", "switch", "case", "where", "try", "throw", "throws", "rethrows", "true", "false",
        "nil", "super", "static", "import", "operator", "associatedtype", "deinit", "extension", "subscript",
        "typealias", "internal", "private", "public", "fileprivate", "inout", "await", "repeat", "guard", "else",
        "break", "continue", "fallthrough", "defer", "catch", "precedencegroup",
    ])
    func keywordsEscaped(keyword: String) {
        #expect(SwiftNaming.memberName(keyword) == "`\(keyword)`")
        #expect(SwiftNaming.memberIdentifier(keyword) == keyword)
    }

    @Test("contextual keywords are left alone", arguments: ["type", "get", "set", "some", "any", "open", "none", "async", "actor", "optional", "required"])
    func contextualKeywords(word: String) {
        #expect(SwiftNaming.memberName(word) == word)
    }

    @Test("every reserved type name gets the Model suffix", arguments: Array(ReservedNames.typeNames).sorted())
    func reservedTypeNames(name: String) {
        #expect(SwiftNaming.typeName(name) == name + "Model")
    }

    @Test("the names the project promises to reserve are reserved", arguments: [
        "Error", "Type", "Data", "Date", "URL", "UUID", "Result", "Protocol", "Self", "String", "Int", "Bool", "Double",
        "Float", "Array", "Dictionary", "Set", "Optional", "Any", "AnyObject", "Decimal", "Codable", "Encodable",
        "Decoder", "Encoder", "Sendable", "Hashable", "Equatable", "Never", "Void", "Character", "Substring",
        "JSONValue", "DateOnly", "NoContent", "APIResource", "APIClient", "APIError", "HTTPMethod", "RequestParts",
        "HTTPResponseParts", "SecurityUse", "MultipartForm", "ParameterStyle", "Credentials", "Servers", "Indirect",
        "Foundation", "Swift", "CodingKeys",
    ])
    func promisedReservations(name: String) {
        #expect(ReservedNames.typeNames.contains(name))
    }

    @Test func lowercaseSpellingsOfReservedNamesAreReservedToo() {
        #expect(SwiftNaming.typeName("error") == "ErrorModel")
        #expect(SwiftNaming.typeName("data") == "DataModel")
        #expect(SwiftNaming.typeName("url") == "Url")  // `Url` is not Foundation's `URL`
    }

    @Test func generatedNamesAreAlwaysValidIdentifiers() {
        let nasty = ["", " ", "\n", "\u{0}", "\"", "`", "\\(x)", "a\u{2028}b", "🐶", "9", "_", "__", "$", "é\u{301}", "\u{301}x"]
        for raw in nasty {
            #expect(SwiftNaming.isValidIdentifier(SwiftNaming.typeName(raw)), "type name for \(raw.debugDescription)")
            let member = SwiftNaming.memberIdentifier(raw)
            #expect(SwiftNaming.isValidIdentifier(member) || ReservedNames.keywords.contains(member), "member for \(raw.debugDescription)")
        }
    }

    @Test func namesNeverHoldInvisibleCharacters() {
        let invisible: [Unicode.Scalar] = ["\u{AD}", "\u{34F}", "\u{115F}", "\u{1160}", "\u{17B4}", "\u{180B}", "\u{200B}",
                                           "\u{2060}", "\u{3164}", "\u{FE0F}", "\u{FFA0}", "\u{E0100}"]
        for scalar in invisible {
            for raw in ["\(scalar)", "a\(scalar)", "a\(scalar)b", "名\(scalar)前"] {
                for name in [SwiftNaming.typeName(raw), SwiftNaming.memberIdentifier(raw)] {
                    #expect(!name.unicodeScalars.contains { $0.properties.isDefaultIgnorableCodePoint }, "\(raw.debugDescription) -> \(name.debugDescription)")
                }
            }
        }
    }

    @Test func allocatorNumbersCollisionsInOrder() {
        var names = NameAllocator(reserving: ["Reserved"])
        #expect(names.claim("Pet") == "Pet")
        #expect(names.claim("Pet") == "Pet2")
        #expect(names.claim("Pet") == "Pet3")
        #expect(names.claim("Pet2") == "Pet2_2")
        #expect(names.claim("V1") == "V1")
        #expect(names.claim("V1") == "V1_2")
        #expect(names.claim("Reserved") == "Reserved2")
        #expect(names.claim(firstFreeOf: ["Pet", "Animal"]) == "Animal")
    }

    /// Numbers go on from the last one a base was given, never past a free one, skip the ones taken since, and give
    /// the same answers when spellings share their numbers by a key.
    @Test func numberedNamesGiveTheFirstFreeNumber() {
        var numbers = NumberedNames()
        var taken: Set<String> = ["a", "a2"]
        func take(_ base: String, key: String? = nil) -> String {
            let name = numbers.first(base, key: key, numbered: { base + String($0) }) {
                !taken.contains($0.lowercased())
            }
            taken.insert(name.lowercased())
            return name
        }
        #expect(take("b") == "b")
        #expect(take("a") == "a3")
        taken.insert("a5")
        #expect(take("a") == "a4")
        #expect(take("a") == "a6")
        #expect(take("A", key: "a") == "A7")
    }
}
