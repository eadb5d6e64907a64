import ClientIR
@testable import ClientTranslator
import Testing

/// The first identifier of a type's spelling, which nested types and members must not take.
@Suite("Leading names")
struct LeadingNamesTests {
    @Test func leadingIdentifierOfSpellings() {
        let cases: [(String, String)] = [
            ("String", "String"), ("Foundation.Decimal", "Foundation"), ("[Money]", "Money"), ("[String: Money]", "String"),
            ("Dictionary<String, Int>", "Dictionary"), ("Int64", "Int64"), ("_Private.Kind", "_Private"), ("[[Pet]]?", "Pet"),
            ("Café.Menu", "Café"), ("[Ünit]", "Ünit"), ("Größe", "Größe"), ("[1abc]", "abc"), ("", ""), ("[]", ""),
        ]
        for (spelled, expected) in cases {
            #expect(LeadingNames.leadingIdentifier(spelled) == expected, "\(spelled)")
        }
    }

    /// The byte reading gives what the character reading gives, or leaves the spelling to it.
    @Test func asciiReadingMatchesTheCharacterReading() {
        let alphabet = ["a", "Z", "1", "_", ".", "[", ":", " ", "é", "e\u{301}", "ß", "?"]
        var spellings = [""]
        for _ in 0..<4 { spellings = spellings.flatMap { prefix in alphabet.map { prefix + $0 } } }
        var read = 0
        for spelled in spellings {
            guard let fast = LeadingNames.asciiLeadingIdentifier(spelled) else { continue }
            read += 1
            #expect(fast == LeadingNames.unicodeLeadingIdentifier(spelled), "\(spelled)")
        }
        // A third of the 20,736 spellings (7,956) have no byte over 0x7F until their identifier ends; a reading that
        // declined them all would pass the loop above.
        #expect(read > 5_000)
    }

    @Test func usagesLeadWithTheirFirstNamedType() {
        #expect(TypeUsage.named("Pet.Status").leadingName == "Pet")
        #expect(TypeUsage.optional(.array(.named("Pet.Category"))).leadingName == "Pet")
        #expect(TypeUsage.dictionary(.named("Owner")).leadingName == "Owner")
        #expect(TypeUsage.builtin("Foundation.Decimal").leadingName == "Foundation")
        #expect(TypeUsage.builtin("[Money]").leadingName == "Money")
        // A generated name keeps whatever letters it has, up to its first dot.
        #expect(TypeUsage.named("Größe.Einheit").leadingName == "Größe")
    }
}
