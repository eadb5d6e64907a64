import ClientIR
import Testing

/// `asciiSplit` gives what `split(separator:omittingEmptySubsequences:)` gives, on the texts it is used for.
@Suite("Splitting at ASCII bytes")
struct ASCIISplitTests {
    static let texts = [
        "", ".", "..", "Pet", "Pet.Status", "A.B.C", ".A", "A.", "A..B", "CreatePet.RequestBody.Owner",
        "Größe.Name", "名前.型", "Endpoints/Pets+Endpoints.swift", "/absolute/path", "a/../b", "a//b", "trailing/",
    ]

    @Test func partsAreSplitsParts() {
        for text in Self.texts {
            for separator: Character in [".", "/"] {
                for omitting in [true, false] {
                    let expected = text.split(separator: separator, omittingEmptySubsequences: omitting).map(String.init)
                    let parts = text.asciiSplit(separator.unicodeScalars.first!, omittingEmptySubsequences: omitting)
                    #expect(parts.map(String.init) == expected, "\(text) at \(separator), omitting: \(omitting)")
                }
            }
        }
    }

    @Test func suffixAndPrefixCutAtTheLastSeparator() {
        #expect("Models/Pet.swift".suffix(afterLast: "/") == "Pet.swift")
        #expect("Models/Pet.swift".prefix(beforeLast: "/") == "Models")
        #expect("a/b/c.swift".prefix(beforeLast: "/") == "a/b")
        #expect("Servers.swift".suffix(afterLast: "/") == "Servers.swift")
        #expect("Servers.swift".prefix(beforeLast: "/") == "")
        #expect("Größe/名前.yaml".suffix(afterLast: "/") == "名前.yaml")
        for text in Self.texts {
            for separator: Character in [".", "/"] where text.contains(separator) {
                let scalar = separator.unicodeScalars.first!
                let rejoined = text.prefix(beforeLast: scalar) + String(separator) + text.suffix(afterLast: scalar)
                #expect(rejoined == text, "\(text) at \(separator)")
                #expect(!text.suffix(afterLast: scalar).contains(separator), "\(text) at \(separator)")
            }
        }
    }
}
