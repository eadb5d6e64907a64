import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import Testing
import YAMLTree

/// Parses `Fixtures/openapi/<file>` and returns the outcome and every diagnostic emitted.
func parseFixture(
    _ file: String, options: ParserOptions = .init(), limits: LoaderLimits = .init()
) -> (document: Document?, error: DiagnosticError?, diagnostics: [Diagnostic]) {
    let collector = DiagnosticCollector()
    do {
        let document = try OpenAPIParser(options: options, limits: limits)
            .parse(fileAt: Fixtures.path("openapi/\(file)"), diagnostics: collector)
        return (document, nil, collector.diagnostics)
    } catch {
        return (nil, error, collector.diagnostics)
    }
}

/// Parses a document generated in memory.
func parseText(
    _ text: String, path: String = "generated.yaml", options: ParserOptions = .init(), limits: LoaderLimits = .init()
) -> (document: Document?, error: DiagnosticError?, diagnostics: [Diagnostic]) {
    let collector = DiagnosticCollector()
    do {
        let document = try OpenAPIParser(options: options, limits: limits)
            .parse(bytes: Array(text.utf8), path: path, diagnostics: collector)
        return (document, nil, collector.diagnostics)
    } catch {
        return (nil, error, collector.diagnostics)
    }
}

/// Broken OpenAPI documents: wrong types, references to nothing, reference cycles, references escaping the
/// root folder, duplicate operationIds, and very large but valid documents. Each either parses (with located
/// warnings where something was ignored) or fails with located errors: `file:line:column`, never a crash.
@Suite("Broken OpenAPI documents")
struct BrokenOpenAPITests {
    /// Fixtures that must fail, with their one error.
    static let failing: [(file: String, error: ExpectedError)] = [
        ("not-openapi.yaml", ExpectedError("document.not-openapi", 1, 1, "not an OpenAPI document")),
        ("unsupported-version.yaml", ExpectedError("document.unsupported-version", 1, 10, "'openapi: 4.0.0'")),
        ("ref-cycle-parameters.yaml", ExpectedError("ref.cycle", 15, 7, "'#/components/parameters/A' leads back")),
        ("ref-cycle-schemas.yaml", ExpectedError("ref.cycle", 7, 7, "#/components/schemas/B")),
        ("ref-not-a-string.yaml", ExpectedError("ref.invalid", 8, 11, "'$ref' must be a string, found a sequence")),
        ("remote-ref.yaml", ExpectedError("ref.remote", 8, 11, "pass --allow-remote-refs to allow it")),
        ("escape/root/nested/openapi.yaml", ExpectedError("ref.outside-root", 12, 17, "pass --allow-refs-outside-root")),
        ("escape/root/passwd.yaml", ExpectedError("ref.outside-root", 8, 11, "'../../../../../../../../../../etc/passwd'")),
    ]

    @Test(arguments: failing)
    func brokenDocumentFailsWithALocatedError(file: String, error: ExpectedError) {
        let outcome = parseFixture(file)
        #expect(outcome.document == nil)
        #expect(outcome.error?.diagnostics.count == 1, "\(String(describing: outcome.error))")
        expect(outcome.error?.diagnostics.first, error, file: Fixtures.path("openapi/\(file)"))
        #expect(outcome.diagnostics.filter { $0.severity == .error }.count == 1)
    }

    /// A `$ref` to a parameter and to a schema that do not exist: both reported, each at its own `$ref`.
    @Test func referencesToNothingAreEachReported() {
        let outcome = parseFixture("ref-to-nothing.yaml")
        let file = Fixtures.path("openapi/ref-to-nothing.yaml")
        let errors = outcome.error?.diagnostics ?? []
        #expect(errors.count == 2)
        expect(errors.first, ExpectedError("ref.missing-pointer", 7, 11, "'#/components/parameters/Missing'"), file: file)
        expect(errors.last, ExpectedError("ref.missing-pointer", 14, 17, "has no 'schemas'"), file: file)
    }

    /// A schema that contains itself through `items` is fine (a recursive type); only pure reference chains
    /// are cycles. The fixture has both: one error, for the chain.
    @Test func recursiveSchemaIsNotACycle() {
        let outcome = parseFixture("ref-cycle-schemas.yaml")
        #expect(outcome.error?.diagnostics.map(\.id) == ["ref.cycle"])
        #expect(outcome.error?.diagnostics.first?.message.contains("Tree") == false)
    }

    /// With references outside the root allowed, the escaping fixture parses and reads the outside file.
    @Test func referenceOutsideTheRootParsesWhenAllowed() throws {
        let outcome = parseFixture("escape/root/nested/openapi.yaml", options: ParserOptions(allowReferencesOutsideRoot: true))
        let document = try #require(outcome.document, "\(String(describing: outcome.error))")
        #expect(document.filesRead == 2)
        #expect(document.schemas.values.contains { $0.properties.keys.contains("name") })
    }

    /// A syntax error inside a referenced file is located in that file, not at the `$ref`.
    @Test func brokenReferencedFileIsLocatedInThatFile() {
        let outcome = parseFixture("broken-ref/openapi.yaml")
        let diagnostic = outcome.error?.diagnostics.first
        #expect(outcome.error?.diagnostics.count == 1)
        #expect(diagnostic?.id == "yaml.syntax")
        #expect(diagnostic?.location?.file.hasSuffix("broken-ref/responses.yaml") == true, "\(String(describing: diagnostic))")
        #expect(diagnostic?.location?.line == 3)
        #expect(diagnostic?.location?.column == 1)
    }

    /// Wrong types everywhere: every misplaced value is a located warning and is ignored; the rest parses.
    @Test func wrongTypesAreLocatedWarnings() throws {
        let outcome = parseFixture("wrong-types.yaml")
        let document = try #require(outcome.document, "\(String(describing: outcome.error))")
        let file = Fixtures.path("openapi/wrong-types.yaml")
        #expect(outcome.diagnostics.allSatisfy { $0.severity == .warning && $0.location?.file == file })
        let found = Set(outcome.diagnostics.compactMap { d in d.location.map { "\(d.id)@\($0.line):\($0.column)" } })
        let expected: Set<String> = [
            "field.type@2:7",  // info: [not, a, mapping]
            "field.type@3:10",  // servers: {url: ...}
            "field.type@4:7",  // tags: a-string
            "field.type@8:20",  // operationId: [listPets]
            "field.type@9:19",  // parameters: {name: limit}
            "field.type@10:19",  // deprecated: sometimes
            "field.type@14:20",  // content: [application/json]
            "field.type@15:11",  // post: just text
            "field.type@16:12",  // /stores: [1, 2, 3]
            "schema.type@20:13",  // type: 5
            "field.type@21:19",  // properties: [id, name]
            "field.type@22:17",  // required: yes
            "field.type@23:14",  // items: string
            "field.type@24:13",  // enum: {a: 1}
            "field.type@25:18",  // minLength: long
            "field.type@26:17",  // nullable: maybe
            "field.type@27:10",  // Tag: [id]
        ]
        #expect(found == expected, "missing: \(expected.subtracting(found)), unexpected: \(found.subtracting(expected))")
        #expect(document.operations.map(\.method) == ["get"])
        #expect(document.info.title == "")
    }

    /// Two operations with one operationId: a located warning at the second, pointing back at the first.
    @Test func duplicateOperationIDsAreAWarning() throws {
        let outcome = parseFixture("duplicate-operation-ids.yaml")
        let document = try #require(outcome.document)
        #expect(document.operations.compactMap(\.operationId) == ["listPets", "listPets"])
        let file = Fixtures.path("openapi/duplicate-operation-ids.yaml")
        #expect(outcome.diagnostics.count == 1)
        let warning = try #require(outcome.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.id == "operation.duplicate-id")
        #expect(warning.location == SourceLocation(file: file, line: 11, column: 20))
        #expect(warning.message.contains("\(file):6:20"))
    }

    // MARK: - Large but valid documents, generated in memory

    static let header = "openapi: 3.0.3\ninfo: {title: Large, version: '1'}\n"

    @Test func fiveThousandParametersParse() throws {
        var text = Self.header + "paths:\n  /search:\n    get:\n      parameters:\n"
        for i in 0..<5_000 { text += "        - {name: p\(i), in: query, schema: {type: string}}\n" }
        text += "      responses: {'200': {description: ok}}\n"
        let outcome = parseText(text)
        let document = try #require(outcome.document, "\(String(describing: outcome.error))")
        let parameters = try #require(document.operations.first?.parameters)
        #expect(parameters.count == 5_000)
        #expect(parameters.last?.name == "p4999")
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test func schemaWithTenThousandPropertiesParses() throws {
        var text = Self.header + "paths: {}\ncomponents:\n  schemas:\n    Wide:\n      type: object\n      properties:\n"
        for i in 0..<10_000 { text += "        f\(i): {type: integer}\n" }
        let outcome = parseText(text)
        let document = try #require(outcome.document, "\(String(describing: outcome.error))")
        let wide = try #require(document.componentSchemas["Wide"])
        #expect(wide.properties.count == 10_000)
        #expect(wide.properties.keys.last == "f9999")
        #expect(outcome.diagnostics.isEmpty)
    }

    @Test func enumOfFiftyThousandCasesParses() throws {
        let cases = (0..<50_000).map { "case\($0)" }.joined(separator: ", ")
        let text = Self.header + "paths: {}\ncomponents:\n  schemas:\n    Huge:\n      type: string\n      enum: [\(cases)]\n"
        let outcome = parseText(text)
        let document = try #require(outcome.document, "\(String(describing: outcome.error))")
        #expect(document.componentSchemas["Huge"]?.enumValues?.count == 50_000)
        #expect(outcome.diagnostics.isEmpty)
    }

    /// A thousand operations sharing one operationId: one warning for each repeat, no quadratic blow-up.
    @Test func manyDuplicateOperationIDs() throws {
        var text = Self.header + "paths:\n"
        for i in 0..<1_000 { text += "  /p\(i): {get: {operationId: same, responses: {'200': {description: ok}}}}\n" }
        let outcome = parseText(text)
        let document = try #require(outcome.document)
        #expect(document.operations.count == 1_000)
        #expect(outcome.diagnostics.filter { $0.id == "operation.duplicate-id" }.count == 999)
    }

    /// A schema nested 990 levels deep, within the default `--max-depth` of 1,000 YAML levels, parses: the
    /// decoder recurses once per level, and must have the stack for every depth the loader accepts. It runs in
    /// a child process, so that a stack overflow fails this test instead of ending the whole run.
    @Test func deeplyNestedSchemaDoesNotCrash() async {
        await #expect(processExitsWith: .success) {
            let outcome = parseText(BrokenOpenAPITests.nestedItems(depth: 990))
            precondition(outcome.document?.componentSchemas["Deep"] != nil, "\(String(describing: outcome.error))")
        }
    }

    /// With `--max-depth` raised to 10,000, a schema 5,000 levels deep parses too.
    @Test func deeperSchemaParsesWithARaisedDepthLimit() async {
        await #expect(processExitsWith: .success) {
            let text = BrokenOpenAPITests.nestedItems(depth: 5_000)
            let refused = parseText(text)
            precondition(refused.error?.diagnostics.first?.id == "yaml.depth-limit")
            let outcome = parseText(text, limits: LoaderLimits(maxDepth: 10_000))
            precondition(outcome.document?.componentSchemas["Deep"] != nil, "\(String(describing: outcome.error))")
        }
    }

    /// A document whose schema `Deep` nests `items` `depth` times around a string.
    static func nestedItems(depth: Int) -> String {
        header + "paths: {}\ncomponents:\n  schemas:\n    Deep: " + String(repeating: "{items: ", count: depth)
            + "{type: string}" + String(repeating: "}", count: depth) + "\n"
    }

    /// A nested schema keeps every level.
    @Test func nestedSchemaKeepsEveryLevel() throws {
        let depth = 200
        let outcome = parseText(Self.nestedItems(depth: depth))
        var schema = try #require(outcome.document?.componentSchemas["Deep"], "\(String(describing: outcome.error))")
        var levels = 0
        while let items = schema.items {
            schema = items
            levels += 1
        }
        #expect(levels == depth)
        #expect(schema.types == [.string])
    }
}
