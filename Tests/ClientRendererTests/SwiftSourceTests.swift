@testable import ClientRenderer
import Testing

/// String literals and doc comments made from document text.
struct SwiftSourceTests {
    @Test("String literals escape what would end them, interpolate, or read differently than they mean")
    func stringLiterals() {
        #expect(SwiftSource.stringLiteral("pet_id") == #""pet_id""#)
        #expect(SwiftSource.stringLiteral(#"a"b\(c)"#) == #""a\"b\\(c)""#)
        #expect(SwiftSource.stringLiteral("\"\"\"") == #""\"\"\"""#)
        #expect(SwiftSource.stringLiteral("1\n2\r3\t4\u{0}") == #""1\n2\r3\t4\0""#)
        #expect(SwiftSource.stringLiteral("x\u{2028}y\u{202E}z\u{FEFF}\u{7F}\u{85}") == #""x\u{2028}y\u{202E}z\u{FEFF}\u{7F}\u{85}""#)
        #expect(SwiftSource.stringLiteral("\u{301}é 🐶") == #""\u{301}é 🐶""#)
        #expect(SwiftSource.stringLiteral("") == #""""#)
    }

    @Test("Doc comments: every line break starts a line, hidden characters go, blank lines are tidied")
    func docComments() {
        #expect(SwiftSource.docComment([]) == [])
        #expect(SwiftSource.docComment(["", "One.", "", "", "Two.  ", ""]) == ["/// One.", "///", "/// Two."])
        // Blank lines made by line breaks and by spaces alone count as blank too, across the texts.
        #expect(SwiftSource.docComment(["\n  \nOne.\n\n  \nTwo.", "   ", "Three.\n"]) == ["/// One.", "///", "/// Two.", "///", "/// Three."])
        #expect(SwiftSource.docComment(["a\r\nb\rc\nd\u{2028}e\u{2029}f\u{85}g\u{B}h\u{C}i"])
            == ["/// a", "/// b", "/// c", "/// d", "/// e", "/// f", "/// g", "/// h", "/// i"])
        #expect(SwiftSource.docComment(["x\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{61C}y"]) == ["/// xy"])
        #expect(SwiftSource.docComment(["tab\there\u{1B}[31m"]) == ["/// tab here[31m"])
        #expect(SwiftSource.docComment(["    indented code"]) == ["///     indented code"])
        #expect(SwiftSource.commentText("a\nb\u{2028}c\u{202E}") == "a b c")
    }

    @Test("The check that lets plain text through unchanged sees every byte, across the blocks it reads in")
    func plainCommentText() {
        #expect(SwiftSource.isPlainCommentText(""))
        #expect(SwiftSource.isPlainCommentText(" ~printable ASCII: !\"#$%&'()*+,-./0123456789:;<=>?@[\\]^_`{|}"))
        #expect(!SwiftSource.isPlainCommentText("*/"))
        #expect(SwiftSource.isPlainCommentText("/*"))
        #expect(SwiftSource.isPlainCommentText("* /"))
        for length in [1, 63, 64, 65, 127, 128, 129, 1_000] {
            let plain = String(repeating: "a", count: length)
            #expect(SwiftSource.isPlainCommentText(plain))
            // Anything not plain, at the first byte, the last, and on both sides of each 64-byte block boundary.
            for position in Set([0, length - 1, 63, 64, 127, 128].filter { $0 < length }) {
                for odd in ["\n", "\t", "\u{7F}", "\u{1B}", "é", "\u{202E}"] {
                    let text = String(plain.prefix(position)) + odd + String(plain.dropFirst(position + 1))
                    #expect(!SwiftSource.isPlainCommentText(text), "\(odd.unicodeScalars.first!.value) at \(position) of \(length)")
                }
                if position > 0 {
                    // `*/` with the `*` at `position - 1`: split by a block boundary when `position` is 64 or 128.
                    let closing = String(plain.prefix(position - 1)) + "*/" + String(plain.dropFirst(position + 1))
                    #expect(!SwiftSource.isPlainCommentText(closing), "*/ at \(position) of \(length)")
                }
            }
        }
    }

    @Test("Comments drop every invisible character but joiners and variation selectors, and cannot close a block comment")
    func commentsHideNothing() {
        let hidden = "a\u{200B}b\u{2060}c\u{FEFF}d\u{3164}e\u{34F}f\u{AD}g\u{E0041}h\u{9B}i"
        #expect(SwiftSource.commentText(hidden) == "abcdefghi")
        #expect(SwiftSource.docComment([hidden]) == ["/// abcdefghi"])
        #expect(SwiftSource.commentText("👩\u{200D}💻 ❤\u{FE0F}") == "👩\u{200D}💻 ❤\u{FE0F}")
        #expect(SwiftSource.commentText("x */ public func pwned() {} /* y") == #"x *\/ public func pwned() {} /* y"#)
        #expect(SwiftSource.docComment(["*/", "a *\u{200B}/ b"]) == [#"/// *\/"#, #"/// a *\/ b"#])
        // Text that has been through the translator's `DocumentationText` is not escaped twice.
        #expect(SwiftSource.docComment([#"*\/"#]) == [#"/// *\/"#])
        // A remark's code span cannot be closed early by the origin it quotes.
        #expect(SwiftSource.remarkCodeText("#/paths/~1a`b/get\n") == "#/paths/~1a'b/get ")
        #expect(SwiftSource.remarkCodeText("#/components/schemas/Pet") == "#/components/schemas/Pet")
    }

    @Test("Identifiers lose the backticks that escape keywords")
    func bareIdentifiers() {
        #expect(SwiftSource.bareIdentifier("`default`") == "default")
        #expect(SwiftSource.bareIdentifier("name") == "name")
        #expect(SwiftSource.bareIdentifier("`") == "`")
    }

    @Test("A length check counts characters, not bytes, and counts them only when the bytes leave it open")
    func lengthCheck() {
        #expect(SwiftSource.hasAtMost(3, charactersIn: "abc"))
        #expect(!SwiftSource.hasAtMost(3, charactersIn: "abcd"))
        #expect(SwiftSource.hasAtMost(2, charactersIn: "éé"))  // four bytes, two characters
        #expect(!SwiftSource.hasAtMost(1, charactersIn: "éé"))
        #expect(SwiftSource.hasAtMost(3, charactersIn: "a\r\nb"))  // `\r\n` is one character
        #expect(SwiftSource.hasAtMost(0, charactersIn: ""))
    }

    @Test("Trailing spaces leave doc comment lines, and only spaces do")
    func trailingSpaces() {
        #expect(SwiftSource.docComment(["text  ", "  ", "more \u{301}"]) == ["/// text", "///", "/// more \u{301}"])
    }

    @Test("Nested declarations are indented line by line; empty lines stay empty and trailing breaks go")
    func indentation() {
        #expect(DeclarationView.indented("a\n\n  b\n\n") == "    a\n\n      b")
        #expect(DeclarationView.indented("one line") == "    one line")
        #expect(DeclarationView.indented("\nx") == "\n    x")
        #expect(DeclarationView.indented("") == "")
        #expect(DeclarationView.indented("\n\n") == "")
        #expect(DeclarationView.indented("é\n😀") == "    é\n    😀")
    }
}
