import GeneratorDiagnostics
import Testing
import YAMLTree

/// Broken YAML and JSON of every kind the loader meets in the wild, one fixture each in `Fixtures/yaml/`: each
/// must fail with one located error of the right kind, never crash, never load something half-read.
@Suite("Broken YAML and JSON")
struct BrokenTextTests {
    /// Every broken fixture and the error it must produce. The end of the input is reported where libyaml puts
    /// it: on the line after the last one, at column 1, when the text does not end with a line break.
    static let cases: [(file: String, error: ExpectedError)] = [
        // Truncated files.
        ("truncated-block.yaml", ExpectedError("yaml.syntax", 9, 1, "did not find expected ',' or '}'")),
        ("truncated-json.json", ExpectedError("yaml.syntax", 2, 1, "did not find expected node content")),
        ("truncated-escape.json", ExpectedError("yaml.syntax", 1, 43, "did not find expected hexdecimal number")),
        ("truncated-utf8.yaml", ExpectedError("yaml.reader", 3, 10, "incomplete UTF-8 octet sequence")),
        // Indentation and tabs.
        ("tab-indentation.yaml", ExpectedError("yaml.syntax", 3, 1, "found character that cannot start any token")),
        ("bad-indentation.yaml", ExpectedError("yaml.syntax", 4, 3, "did not find expected key")),
        ("sequence-then-mapping.yaml", ExpectedError("yaml.syntax", 2, 1, "did not find expected '-' indicator")),
        // Unclosed quotes and flow collections.
        ("unclosed-double-quote.yaml", ExpectedError("yaml.syntax", 5, 1, "(started at line 3, column 10)")),
        ("unclosed-single-quote.yaml", ExpectedError("yaml.syntax", 4, 13, "did not find expected key")),
        ("unclosed-flow-mapping.yaml", ExpectedError("yaml.syntax", 3, 1, "(started at line 2, column 7)")),
        ("unclosed-flow-sequence.yaml", ExpectedError("yaml.syntax", 3, 6, "did not find expected ',' or ']'")),
        ("unknown-escape.yaml", ExpectedError("yaml.syntax", 2, 12, "found unknown escape character")),
        ("garbage-after-document-end.yaml", ExpectedError("yaml.syntax", 3, 1, "did not find expected <document start>")),
        ("yaml-2-directive.yaml", ExpectedError("yaml.syntax", 1, 1, "found incompatible YAML document")),
        // Bytes that are not text.
        ("invalid-utf8.yaml", ExpectedError("yaml.reader", 3, 13, "(byte 0x28)")),
        ("overlong-utf8.yaml", ExpectedError("yaml.reader", 3, 11, "invalid length of a UTF-8 sequence")),
        ("nul-byte.yaml", ExpectedError("yaml.reader", 3, 11, "(found U+0000)")),
        ("control-character.yaml", ExpectedError("yaml.reader", 3, 11, "(found U+0001)")),
        ("c1-control.yaml", ExpectedError("yaml.reader", 3, 11, "(found U+0080)")),
        ("delete-character.yaml", ExpectedError("yaml.reader", 3, 11, "(found U+007F)")),
        ("encoded-surrogate.yaml", ExpectedError("yaml.reader", 3, 11, "(found U+D800)")),
        ("lone-high-surrogate.json", ExpectedError("yaml.syntax", 2, 23, "invalid Unicode character escape code")),
        ("lone-low-surrogate.json", ExpectedError("yaml.syntax", 2, 24, "invalid Unicode character escape code")),
        // A byte order mark at the start of a later line is skipped, which leaves the line indented by one.
        ("bom-in-middle.yaml", ExpectedError("yaml.syntax", 2, 2, "did not find expected key")),
        // Structure the loader refuses.
        ("duplicate-key.yaml", ExpectedError("yaml.duplicate-key", 4, 1, "duplicate mapping key 'info'")),
        ("duplicate-key.json", ExpectedError("yaml.duplicate-key", 2, 32, "duplicate mapping key '/a'")),
        ("undefined-alias.yaml", ExpectedError("yaml.unknown-alias", 4, 10, "unknown alias 'pet'")),
        ("alias-in-own-anchor.yaml", ExpectedError("yaml.unknown-alias", 2, 10, "alias 'node' names a collection it is inside")),
        ("merge-scalar.yaml", ExpectedError("yaml.merge", 3, 7, "not 'just text'")),
        ("merge-sequence-with-scalar.yaml", ExpectedError("yaml.merge", 3, 12, "not '2'")),
        ("complex-key.yaml", ExpectedError("yaml.complex-key", 2, 5, "mapping key is a sequence")),
    ]

    @Test(arguments: cases)
    func brokenFixtureFailsWithALocatedError(file: String, error: ExpectedError) throws {
        let bytes = try Fixtures.bytes("yaml/\(file)")
        expect(loadFailure(bytes, path: file), error, file: file)
    }

    /// Reader errors in UTF-16 text: libyaml gives them as byte offsets, which are counted back into UTF-16
    /// characters (a surrogate pair is one column).
    @Test(arguments: [
        ("utf16-lone-surrogate.yaml", ExpectedError("yaml.reader", 1, 4, "expected low surrogate area")),
        ("utf16-odd-length.yaml", ExpectedError("yaml.reader", 1, 5, "incomplete UTF-16 character")),
        // Big-endian, after a CRLF and a surrogate pair (one column): `c: 😀` then a lone high surrogate.
        ("utf16be-second-line.yaml", ExpectedError("yaml.reader", 2, 5, "expected low surrogate area")),
    ])
    func utf16ReaderErrorIsReported(file: String, error: ExpectedError) throws {
        let diagnostic = loadFailure(try Fixtures.bytes("yaml/\(file)"), path: file)
        #expect(diagnostic?.id == error.id)
        #expect(diagnostic?.location?.line == error.line)
        #expect(diagnostic?.message.contains(error.message ?? "") == true)
        #expect(diagnostic?.location?.column == error.column, "\(String(describing: diagnostic))")
    }

    /// Every fixture under `Fixtures/yaml/` is either listed above or an `ok-` file, so none goes untested.
    @Test func everyFixtureHasAnExpectedOutcome() {
        let listed = Set(Self.cases.map(\.file) + ["utf16-lone-surrogate.yaml", "utf16-odd-length.yaml", "utf16be-second-line.yaml"])
        for file in Fixtures.files(in: "yaml") where !file.hasPrefix("ok-") {
            #expect(listed.contains(file), "no expected outcome for Fixtures/yaml/\(file)")
        }
        #expect(Fixtures.files(in: "yaml").count > 30)
    }

    // MARK: - Odd but valid text loads

    @Test func crlfLineEndingsLoad() throws {
        let root = try YAMLLoader.loadFirst(try Fixtures.bytes("yaml/ok-crlf.yaml"), path: "ok-crlf.yaml")
        #expect(root["info"]?["title"]?.string == "CRLF")
        #expect(root["paths"]?.mark == Mark(line: 5, column: 8))
    }

    @Test func byteOrderMarkAtTheStartIsIgnored() throws {
        let root = try YAMLLoader.loadFirst(try Fixtures.bytes("yaml/ok-bom.json"), path: "ok-bom.json")
        #expect(root["info"]?["title"]?.string == "BOM")
        #expect(root.mark == Mark(line: 1, column: 1))
    }

    @Test func byteOrderMarkInsideAScalarIsKept() throws {
        let root = try YAMLLoader.loadFirst(
            try Fixtures.bytes("yaml/ok-bom-inside-scalar.yaml"), path: "ok-bom-inside-scalar.yaml")
        #expect(root["info"]?["title"]?.string == "a\u{FEFF}b")
    }

    @Test func tabsAsSeparatorsLoad() throws {
        let root = try YAMLLoader.loadFirst(
            try Fixtures.bytes("yaml/ok-tab-separators.yaml"), path: "ok-tab-separators.yaml")
        #expect(root["openapi"]?.string == "3.0.3")
        #expect(root["info"]?["title"]?.string == "Tabs")
    }

    @Test func jsonSurrogatePairLoads() throws {
        let root = try YAMLLoader.loadFirst(
            try Fixtures.bytes("yaml/ok-surrogate-pair.json"), path: "ok-surrogate-pair.json")
        #expect(root["info"]?["title"]?.string == "\u{1F600}")
        #expect(root["info"]?["version"]?.mark == Mark(line: 1, column: 67))
    }

    @Test func lineAndParagraphSeparatorsStayInTheText() throws {
        let root = try YAMLLoader.loadFirst(
            try Fixtures.bytes("yaml/ok-line-separator.yaml"), path: "ok-line-separator.yaml")
        #expect(root["info"]?["description"]?.string == "one\u{2028}two\u{2029}three\n")
        #expect(root["info"]?["version"]?.mark == Mark(line: 6, column: 12))
    }

    @Test func redefinedAnchorIsTheLatest() throws {
        let root = try YAMLLoader.loadFirst(
            try Fixtures.bytes("yaml/ok-redefined-anchor.yaml"), path: "ok-redefined-anchor.yaml")
        #expect(root["b"]?.string == "1")
        #expect(root["d"]?.string == "2")
    }

    // MARK: - Generated in memory

    /// Every single byte value alone, and after a valid prefix: each loads or fails with a located error.
    @Test func everyByteValueIsHandled() {
        for byte in UInt8.min...UInt8.max {
            for prefix in ["", "a: ", "- \"", "{\"k\": "] {
                let bytes = Array(prefix.utf8) + [byte]
                do {
                    _ = try YAMLLoader.load(bytes, path: "byte.yaml")
                } catch {
                    let diagnostic = error.diagnostics.first
                    #expect(diagnostic?.id.hasPrefix("yaml.") == true)
                    #expect(diagnostic?.location?.line ?? 0 >= 1, "\(error)")
                    #expect(diagnostic?.location?.column ?? 0 >= 1, "\(error)")
                }
            }
        }
    }

    /// A valid description cut after every byte: each prefix loads or fails with a located `yaml.*` error.
    @Test func everyPrefixOfAValidFileIsHandled() throws {
        let bytes = try Fixtures.bytes("yaml/ok-line-separator.yaml") + Array("x-json: {\"a\": [1, \"\\u00e9\"]}\n".utf8)
        for end in 0...bytes.count {
            do {
                _ = try YAMLLoader.load(Array(bytes[..<end]), path: "prefix.yaml")
            } catch {
                let location = error.diagnostics.first?.location
                #expect(error.diagnostics.first?.id.hasPrefix("yaml.") == true)
                #expect((location?.line ?? 0) >= 1 && (location?.line ?? 0) <= 9, "\(error)")
            }
        }
    }
}
