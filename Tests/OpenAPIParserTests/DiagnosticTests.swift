import GeneratorDiagnostics
import OpenAPIModel
@testable import OpenAPIParser
import Testing

@Suite struct DiagnosticTests {
    @Test func printsHostileTextAsOneVisibleLine() {
        let hostile = "k\ney\u{2028}\u{2029}\u{85}\u{9B}31m\u{1B}[2J\u{202E}\u{2066}\u{200B}\u{3164}\u{0}é"
        let diagnostic = Diagnostic.warning("test.hostile", "key '\(hostile)'", at: SourceLocation(file: "a.yaml", line: 1, column: 2), pointer: "#/\(hostile)")
        let escaped = #"k\ney\u{2028}\u{2029}\u{85}\u{9b}31m\u{1b}[2J\u{202e}\u{2066}\u{200b}\u{3164}\u{0}é"#
        #expect(diagnostic.description == "a.yaml:1:2: warning: key '\(escaped)' (at #/\(escaped)) [test.hostile]")
    }

    @Test func rejectsDocumentsThatAreNotOpenAPI() {
        let notMapping = parse("- just\n- a list\n")
        #expect(notMapping.document == nil)
        expectOne(notMapping.diagnostics, id: "document.not-openapi", severity: .error, line: 1, column: 1)

        let noVersion = parse("\n\ninfo: {title: x}\npaths: {}\n")
        expectOne(noVersion.diagnostics, id: "document.not-openapi", line: 3, column: 1)
    }

    @Test func warnsWhenAFileHoldsMoreThanOneDocument() throws {
        // Two documents concatenated: the first is read, and the second is reported where it starts. A referenced
        // file (loaded ahead on the prefetching thread) is reported the same way.
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: x, version: '1'}
            paths: {}
            components:
              schemas:
                A: {$ref: 'sub/two-documents.yaml#/B'}
            ---
            openapi: 3.0.0
            info: {title: y, version: '2'}
            paths: {}
            """)
        expectOne(parsed.diagnostics.filter { $0.location?.file.hasSuffix("inline.yaml") == true },
                  id: "yaml.more-documents", severity: .warning, line: 8, column: 1)
        expectOne(parsed.diagnostics.filter { $0.location?.file.hasSuffix("two-documents.yaml") == true },
                  id: "yaml.more-documents", severity: .warning, line: 4, column: 1)
        let document = try parsed.require()
        #expect(document.info.title == "x")
        #expect(document.schemas.count == 2)
    }

    @Test func warnsAboutServerURLPlaceholdersWithoutAVariable() throws {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: x, version: '1'}
            servers:
              - url: https://{region}.example.com/{version}/{region}
                variables:
                  region: {default: eu}
              - url: https://{host}/v1
                variables:
                  host: {default: api.example.com}
            paths: {}
            """)
        let diagnostic = expectOne(parsed.diagnostics, id: "server.undeclared-variable", severity: .warning, line: 4, column: 10)
        #expect(diagnostic?.message.contains("'{version}'") == true)
        #expect(try parsed.require().servers.count == 2)
    }

    @Test func serverURLPlaceholdersInOrderEachOnce() {
        #expect(ParseSession.placeholders(in: "https://{a}.x/{b}/{a}/{c}/{b}") == ["a", "b", "c"])
        let many = (0..<3000).map { "{p\($0 % 1000)}" }.joined(separator: "/")
        #expect(ParseSession.placeholders(in: many) == (0..<1000).map { "p\($0)" })
    }

    @Test func rejectsUnsupportedVersions() {
        let parsed = parse("info: {title: x, version: '1'}\nopenapi: 4.0.0\n")
        #expect(parsed.document == nil)
        let diagnostic = expectOne(parsed.diagnostics, id: "document.unsupported-version", line: 2, column: 10)
        #expect(diagnostic?.message.contains("openapi: 4.0.0") == true)
        // Not a version at all: the message says what was found.
        let mapping = parse("openapi: {Pet: {name: Mochi}}\ninfo: {title: x, version: '1'}\n")
        let other = expectOne(mapping.diagnostics, id: "document.unsupported-version", line: 1, column: 10)
        #expect(other?.message.hasPrefix("unsupported version: a mapping instead of a version;") == true, "\(mapping.diagnostics)")
    }

    @Test func throwsFromParseWhenThereAreErrors() {
        let collector = DiagnosticCollector()
        let text = "openapi: 3.0.0\ninfo: {title: x, version: '1'}\ncomponents:\n  schemas:\n    A: {$ref: 'nope.yaml'}\n"
        #expect(throws: DiagnosticError.self) {
            try OpenAPIParser().parse(bytes: Array(text.utf8), path: fixtures + "/refs/x.yaml", diagnostics: collector)
        }
        #expect(collector.errors.map(\.id) == ["ref.missing-file"])
    }

    @Test func passesYAMLErrorsThrough() {
        let parsed = parse("openapi: 3.0.0\npaths: {\n")
        #expect(parsed.document == nil)
        #expect(parsed.errors.count == 1)
        #expect(parsed.errors.first?.id == "yaml.syntax")
        #expect(parsed.errors.first?.location?.line == 3)
    }

    @Test func decodesSchemasNestedAsDeeplyAsTheLoaderAllows() throws {
        var text = "openapi: 3.0.0\ninfo: {title: Deep, version: '1'}\ncomponents:\n  schemas:\n    Deep:\n"
        var indent = "      "
        for _ in 0..<990 {
            text += indent + "items:\n"
            indent += " "
        }
        text += indent + "type: string\n"
        let parsed = parse(text)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics.prefix(3))")
        var schema = try #require(parsed.require().componentSchemas["Deep"])
        var depth = 0
        while let items = schema.items {
            schema = items
            depth += 1
        }
        #expect(depth == 990 && schema.types == [.string])
    }

    @Test func reportsAMissingRootFile() {
        let parsed = parseFile("no-such-file.yaml")
        #expect(parsed.errors.map(\.id) == ["document.unreadable"])
    }

    @Test func warnsAboutWrongTypesAndGoesOn() throws {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Types, version: "1"}
            webhooks: not-used-in-3.0
            paths:
              /a:
                get:
                  parameters: {name: x}
                  responses: {'200': {description: OK}}
                post:
                  parameters:
                    - name: flag
                      in: query
                      required: maybe
                      schema: {type: int}
                  responses: {'200': {description: OK}}
            """)
        let document = try parsed.require()
        #expect(parsed.errors.isEmpty)
        let wrongTypes = parsed.diagnostics.filter { $0.id == "field.type" }
        #expect(wrongTypes.allSatisfy { $0.severity == .warning })
        #expect(wrongTypes.map { $0.location?.line } == [7, 13])  // parameters: a mapping; required: maybe
        #expect(wrongTypes.map { $0.location?.column } == [19, 21])
        #expect(wrongTypes.last?.pointer == "#/paths/~1a/post/parameters/0/required")
        expectOne(parsed.diagnostics, id: "schema.type", line: 14, column: 26)
        // Decoding went on: both operations are there, the broken pieces left out or defaulted.
        #expect(document.paths["/a"]?.operations.map(\.method) == ["get", "post"])
        #expect(try document.operation("post", "/a").parameters.first?.required == false)
    }

    @Test func warnsWhenPathsIsASequence() throws {
        let parsed = parse("openapi: 3.0.0\ninfo: {title: x, version: '1'}\npaths:\n  - /a\n")
        expectOne(parsed.diagnostics, id: "field.type", severity: .warning, line: 4, column: 3)
        #expect(try parsed.require().paths.isEmpty)
    }

    @Test("A path that does not begin with '/' is read with one, so that no path can name another host")
    func pathsWithoutALeadingSlash() throws {
        let parsed = parse("""
            openapi: 3.1.0
            info: {title: x, version: '1'}
            paths:
              /a: {get: {responses: {'204': {description: ok}}}}
              '@evil.example.net/steal': {get: {responses: {'204': {description: ok}}}}
              .evil.example.net/x: {get: {responses: {'204': {description: ok}}}}
            webhooks:
              itemChanged: {post: {responses: {'204': {description: ok}}}}
            """)
        let warnings = parsed.diagnostics.filter { $0.id == "field.value" }
        #expect(warnings.map { $0.location?.line } == [5, 6])
        #expect(warnings.first?.message == "the path '@evil.example.net/steal' does not begin with '/'; it is read as '/@evil.example.net/steal'")
        #expect(try parsed.require().paths.keys == ["/a", "/@evil.example.net/steal", "/.evil.example.net/x"])
        // A webhook's key is its name, not a path.
        #expect(try parsed.require().webhooks.keys == ["itemChanged"])
    }

    @Test func warnsWhenAServerVariablesDefaultIsNotInItsEnum() throws {
        let parsed = parse("""
            openapi: 3.1.0
            info: {title: x, version: '1'}
            servers:
              - url: 'https://{region}.example.com/{stage}'
                variables:
                  region: {default: 'evil.net/#', enum: [eu, us]}
                  stage: {default: prod, enum: [prod, test]}
            paths: {}
            """)
        let diagnostic = expectOne(parsed.diagnostics, id: "server.variable-default", severity: .warning, line: 6, column: 25)
        #expect(diagnostic?.message.hasPrefix("the default 'evil.net/#' of server variable 'region' is not one of its 'enum' values") == true)
        #expect(try parsed.require().servers.first?.variables["region"]?.defaultValue == "evil.net/#")
    }

    @Test func warnsAboutBrokenParametersAndSkipsThem() throws {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Parameters, version: "1"}
            paths:
              /a:
                get:
                  parameters:
                    - in: query
                      schema: {type: string}
                    - name: where
                      in: body
                    - name: ok
                      in: query
                  responses: {'200': {description: OK}}
            """)
        expectOne(parsed.diagnostics, id: "field.missing", severity: .warning, line: 7, column: 11)
        expectOne(parsed.diagnostics, id: "parameter.location", severity: .warning, line: 10, column: 15)
        #expect(try parsed.require().operation("get", "/a").parameters.map(\.name) == ["ok"])
    }

    /// A value of the wrong kind is shown as written when it is a short scalar.
    @Test func wrongTypeMessagesShowShortScalars() throws {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Parameters, version: "1"}
            paths:
              /a:
                get:
                  parameters:
                    - {name: q, in: query, required: 'maybe', schema: {type: string}}
                  responses: {'200': {description: OK}}
            """)
        let warning = expectOne(parsed.diagnostics, id: "field.type", severity: .warning, line: 7, column: 42)
        #expect(warning?.message.hasPrefix("'required' should be a boolean (true or false), found 'maybe'") == true,
                "\(parsed.diagnostics)")
    }

    /// `deprecated` holding a reason instead of `true` (SwagGen's Rocket document) is read as deprecated.
    @Test func readsADeprecationReasonAsTrue() throws {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Reasons, version: "1"}
            paths:
              /a:
                get:
                  deprecated: Use /b instead.
                  parameters:
                    - {name: q, in: query, deprecated: 'false', schema: {type: string}}
                  responses: {'200': {description: OK}}
            components:
              schemas:
                Profile:
                  type: object
                  properties:
                    isActive: {type: boolean, deprecated: Inactive profiles are no longer returned}
                    name: {type: string, deprecated: ''}
            """)
        // The reasons are read as true; the empty text is not a boolean at all.
        let warnings = parsed.diagnostics.filter { $0.id == "field.type" }
        #expect(warnings.map { [$0.location?.line, $0.location?.column] } == [[6, 19], [15, 47], [16, 42]], "\(warnings)")
        #expect(warnings.first?.message == "'deprecated' should be a boolean (true or false), found 'Use /b instead.': read as true")
        #expect(warnings.last?.message.hasSuffix("read as true") == false)
        let document = try parsed.require()
        let operation = try document.operation("get", "/a")
        #expect(operation.deprecated)
        #expect(operation.parameters.first?.deprecated == false)
        let profile = try #require(document.componentSchemas["Profile"])
        #expect(profile.properties["isActive"]?.deprecated == true)
        #expect(profile.properties["name"]?.deprecated == false)
    }

    @Test func warnsAboutDuplicateOperationIDs() {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Duplicates, version: "1"}
            paths:
              /a:
                get: {operationId: list, responses: {'200': {description: OK}}}
              /b:
                get: {operationId: list, responses: {'200': {description: OK}}}
            """)
        let diagnostic = expectOne(parsed.diagnostics, id: "operation.duplicate-id", severity: .warning, line: 7, column: 24)
        #expect(diagnostic?.message.contains("inline.yaml:5:24") == true)
    }

    @Test func reportsInvalidReferences() {
        let parsed = parse("""
            openapi: 3.1.0
            info: {title: Invalid, version: "1"}
            components:
              schemas:
                A: {$ref: [a, b]}
                B: {$ref: '#no-pointer'}
            """)
        let invalid = parsed.diagnostics.filter { $0.id == "ref.invalid" }
        #expect(invalid.map { $0.location?.line } == [5, 6])
        #expect(invalid.map { $0.location?.column } == [9, 9])
    }
}
