import OpenAPIModel
import Testing

/// `RawValue.isNumber`: the YAML 1.2 core / JSON number syntax that both a schema's numeric keywords (`minimum`,
/// kept as text) and its values (`default`, `enum`) are read with.
@Suite("Number text")
struct NumberTextTests {
    @Test(arguments: ["0", "-2", "+7", "2.5", ".5", "1.", "1e10", "1E-3", "-1.5e+300", "12345678901234567890123"])
    func numbers(text: String) {
        #expect(RawValue.isNumber(text))
    }

    @Test(arguments: [
        "", "-", "+", ".", "e5", "1e", "1e+", "1.2.3", "1e2e3", "1e2.5", "--1", "+-1", "1-2", "0x1F", " 1", "1 ",
        "١٢", "1_000", "inf", ".nan",
    ])
    func notNumbers(text: String) {
        #expect(!RawValue.isNumber(text))
    }

    /// A plain scalar is a number by the same rule; a radix integer is read as its decimal text.
    @Test func plainScalarsGiveTheirNumberText() {
        #expect(RawValue.scalar("-1.5e+3", isPlain: true).numberText == "-1.5e+3")
        #expect(RawValue.scalar("0x1F", isPlain: true).numberText == "31")
        #expect(RawValue.scalar("1.2.3", isPlain: true).numberText == nil)
        #expect(RawValue.scalar("12", isPlain: false).numberText == nil)
    }
}
