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
}
