import ClientIR
import ClientTranslator
import Testing

@Suite("String literals and documentation text")
struct LiteralAndDocumentationTests {
    @Test("string literals escape everything that could change their meaning", arguments: [
        ("plain", #""plain""#),
        ("", #""""#),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
        (#"\(interpolation)"#, #""\\(interpolation)""#),
        ("line\nbreak", #""line\nbreak""#),
        ("cr\rlf", #""cr\rlf""#),
        ("tab\there", #""tab\there""#),
        ("nul\u{0}", #""nul\0""#),
        ("bell\u{7}", #""bell\u{7}""#),
        ("del\u{7F}", #""del\u{7F}""#),
        ("nel\u{85}", #""nel\u{85}""#),
        ("ls\u{2028}ps\u{2029}", #""ls\u{2028}ps\u{2029}""#),
        ("rlo\u{202E}x", #""rlo\u{202E}x""#),
        ("isolate\u{2066}x", #""isolate\u{2066}x""#),
        ("zwsp\u{200B}x", #""zwsp\u{200B}x""#),
        ("bom\u{FEFF}", #""bom\u{FEFF}""#),
        ("filler\u{3164}\u{115F}\u{FFA0}", #""filler\u{3164}\u{115F}\u{FFA0}""#),
        ("grapheme\u{34F}joiner", #""grapheme\u{34F}joiner""#),
        ("soft\u{AD}hyphen", #""soft\u{AD}hyphen""#),
        ("heart❤\u{FE0F}", #""heart❤\u{FE0F}""#),
        ("\u{301}combining first", #""\u{301}combining first""#),
        ("café", #""café""#),
        ("名前", #""名前""#),
        ("#raw\"#", ##""#raw\"#""##),
        ("\u{FFFE}", #""\u{FFFE}""#),
    ])
    func literals(text: String, expected: String) {
        #expect(swiftStringLiteral(text) == expected)
    }

    @Test("The noncharacters U+FDD0 to U+FDEF are written as they are: the compiler refuses their escapes")
    func literalsOfNoncharactersWhoseEscapesDoNotCompile() {
        // Spelled by their values: this file could not write them as escapes either.
        let first = String(Unicode.Scalar(0xFDD0)!), last = String(Unicode.Scalar(0xFDEF)!)
        #expect(swiftStringLiteral("a" + first + "b" + last) == "\"a" + first + "b" + last + "\"")
    }

    @Test func documentationSplitsEveryKindOfLineBreak() {
        let text = "one\ntwo\r\nthree\rfour\u{85}five\u{2028}six\u{2029}seven\u{B}eight\u{C}nine"
        #expect(DocumentationText.lines(text) == ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"])
    }

    @Test func documentationOfARepeatedTextIsTheSameFromEveryThread() {
        let texts = ["a\nb", "line one\r\n\r\n\r\nline two ", "x */ y\u{2028}z", "tab\there\n\n", "  \n  indented\n"]
        let first = texts.map { DocumentationText.lines($0) }
        // 8 jobs at once, each twice over the texts: later calls on a thread are answered from its cache.
        let again = (0..<8).concurrentMap { _ in (texts + texts).map { DocumentationText.lines($0) } }
        for lines in again { #expect(lines == first + first) }
        #expect(first[0] == ["a", "b"])
    }

    @Test func documentationDropsControlAndInvisibleCharacters() {
        #expect(DocumentationText.lines("a\u{0}b\u{7}c\u{1B}[31md") == ["abc[31md"])
        #expect(DocumentationText.lines("safe\u{202E}txt.exe\u{202C}") == ["safetxt.exe"])
        #expect(DocumentationText.lines("zero\u{200B}width\u{FEFF}") == ["zerowidth"])
        #expect(DocumentationText.lines("tab\tstop") == ["tab    stop"])
        // Every other invisible (default-ignorable) character goes too: fillers, the grapheme joiner, soft hyphens.
        #expect(DocumentationText.lines("a\u{3164}b\u{115F}c\u{34F}d\u{AD}e\u{2060}f\u{17B4}g") == ["abcdefg"])
        // Joiners and variation selectors some scripts and emoji need are kept.
        #expect(DocumentationText.lines("👩\u{200D}💻 ❤\u{FE0F}") == ["👩\u{200D}💻 ❤\u{FE0F}"])
    }

    @Test("One line of printable ASCII is kept as it is; anything else on it goes the long way")
    func documentationOfOneLine() {
        #expect(DocumentationText.lines("  Indented, kept.") == ["  Indented, kept."])
        #expect(DocumentationText.lines("Trailing spaces go.   ") == ["Trailing spaces go."])
        #expect(DocumentationText.lines("   ") == [])
        #expect(DocumentationText.lines("*/") == [#"*\/"#])
        #expect(DocumentationText.lines("/* a comment opens */") == [#"/* a comment opens *\/"#])
        #expect(DocumentationText.lines("del\u{7F}ete") == ["delete"])
    }

    @Test func documentationCannotCloseABlockComment() {
        #expect(DocumentationText.lines("a */ b /* c") == [#"a *\/ b /* c"#])
        // Dropping an invisible character between `*` and `/` must not close a comment either.
        #expect(DocumentationText.lines("x *\u{200B}/ y") == [#"x *\/ y"#])
    }

    @Test func documentationTidiesBlankLines() {
        #expect(DocumentationText.lines("\n\n first  \n\n\n second\n\n") == [" first", "", " second"])
        #expect(DocumentationText.lines("   ") == [])
        #expect(DocumentationText.lines(nil) == [])
    }

    @Test("A Markdown hard line break (two trailing spaces) becomes a trailing backslash")
    func documentationKeepsHardLineBreaks() {
        // GitHub's way of listing a parameter's values.
        let text = "Can be one of:  \n\\* `assigned`: Issues assigned to you  \n\\* `created`: Issues you created  "
        #expect(DocumentationText.lines(text) == [#"Can be one of:\"#, #"\* `assigned`: Issues assigned to you\"#, #"\* `created`: Issues you created"#])
        // Not before a blank line or at the end, not after one trailing space, not in a fenced code block.
        #expect(DocumentationText.lines("end of paragraph  \n\nnext \nline  ") == ["end of paragraph", "", "next", "line"])
        #expect(DocumentationText.lines("```\ncode  \nmore\n```\nafter  \nlast") == ["```", "code", "more", "```", #"after\"#, "last"])
        #expect(DocumentationText.lines("already\\  \nbroken") == [#"already\"#, "broken"])
    }

    @Test func injectionAttemptStaysInsideComments() {
        let hostile = "Nice.\n*/ }\nimport Darwin\u{2028}func pwn() {}\r// end"
        let lines = DocumentationText.lines(hostile)
        #expect(lines == ["Nice.", #"*\/ }"#, "import Darwin", "func pwn() {}", "// end"])
        for line in lines {
            #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "\u{2028}" })
        }
    }

    @Test func titleAndDescription() {
        #expect(DocumentationText.lines(title: "A pet", description: "Lives at home.") == ["A pet", "", "Lives at home."])
        #expect(DocumentationText.lines(title: "Same", description: "Same") == ["Same"])
        #expect(DocumentationText.lines(title: nil, description: "Only") == ["Only"])
    }
}
