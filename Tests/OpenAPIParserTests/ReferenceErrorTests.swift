import GeneratorDiagnostics
import OpenAPIModel
import OpenAPIParser
import Testing

/// References that cannot be followed: each is reported, located at the `$ref` that names it.
@Suite struct ReferenceErrorTests {
    @Test func reportsACycleOfReferencesThatNeverReachesAnObject() {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Cycle, version: "1"}
            paths:
              /a:
                get:
                  parameters:
                    - $ref: '#/components/parameters/a'
                  responses: {'200': {description: OK}}
            components:
              parameters:
                a:
                  $ref: '#/components/parameters/b'
                b:
                  $ref: '#/components/parameters/a'
            """)
        expectOne(parsed.diagnostics, id: "ref.cycle", severity: .error, line: 14, column: 7, file: "inline.yaml")
        #expect(parsed.document?.paths["/a"]?.operations.first?.parameters.isEmpty == true)
    }

    @Test func reportsAPathItemThatContainsItselfThroughACallback() {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Cycle, version: "1"}
            paths:
              /a:
                $ref: '#/components/pathItems/A'
            components:
              pathItems:
                A:
                  post:
                    callbacks:
                      again:
                        '{$url}':
                          $ref: '#/components/pathItems/A'
                    responses: {'200': {description: OK}}
            """)
        expectOne(parsed.diagnostics, id: "ref.cycle", line: 13, column: 15)
    }

    /// A callback whose operation has a callback naming the first one (FastAPI writes such documents): the inner
    /// one is left out with a warning, since callbacks of callbacks are not generated, and the rest is read.
    @Test func leavesOutACallbackThatNamesTheCallbackItIsPartOf() throws {
        let parsed = parse("""
            openapi: 3.1.0
            info: {title: Loop, version: "1"}
            paths:
              /subscribe:
                post:
                  callbacks:
                    loop: {$ref: '#/components/callbacks/Loop'}
                  responses: {'204': {description: Done}}
            components:
              callbacks:
                Loop:
                  '{$request.query.url}':
                    post:
                      callbacks:
                        again: {$ref: '#/components/callbacks/Loop'}
                      responses: {'204': {description: Done}}
            """)
        expectOne(parsed.diagnostics, id: ParserDiagnosticID.recursiveCallback, severity: .warning, line: 15, column: 20)
        #expect(parsed.errors.isEmpty, "\(parsed.diagnostics)")
        let subscribe = try parsed.require().operation("post", "/subscribe")
        let inner = try #require(subscribe.callbacks["loop"]?["{$request.query.url}"]?.operations.first)
        #expect(inner.method == "post" && inner.callbacks.isEmpty)
    }

    /// A chain entered again from its middle, once its end is known, and an object at its end that names a target
    /// in its middle: the cycle is reported once, at the reference that closes it.
    @Test func reportsACycleThroughAChainFollowedBefore() {
        let parsed = parse("""
            openapi: 3.1.0
            info: {title: Cycle, version: "1"}
            paths:
              /one: {$ref: '#/components/pathItems/A'}
              /two: {$ref: '#/components/pathItems/B'}
              /three: {$ref: '#/components/pathItems/C'}
            components:
              pathItems:
                A: {$ref: '#/components/pathItems/B'}
                B: {$ref: '#/components/pathItems/C'}
                C:
                  post:
                    callbacks:
                      again:
                        '{$url}':
                          $ref: '#/components/pathItems/B'
                    responses: {'200': {description: OK}}
            """)
        expectOne(parsed.diagnostics, id: "ref.cycle", line: 16, column: 15)
    }

    /// Operations that name the parameters of one long chain at different places: each gets the object at its end.
    @Test func referencesIntoOneChainEachReachItsEnd() throws {
        let chain = (0..<50).map { "    P\($0): {$ref: '#/components/parameters/P\($0 + 1)'}" }.joined(separator: "\n")
        let paths = stride(from: 0, through: 50, by: 5).map {
            "  /p\($0):\n    get:\n      parameters: [{$ref: '#/components/parameters/P\($0)'}]\n"
                + "      responses: {'204': {description: None}}"
        }.joined(separator: "\n")
        let parsed = parse("""
            openapi: 3.1.0
            info: {title: Chain, version: "1"}
            paths:
            \(paths)
            components:
              parameters:
            \(chain)
                P50: {name: q, in: query, schema: {type: string}}
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let operations = try #require(parsed.document?.operations)
        #expect(operations.count == 11)
        #expect(operations.allSatisfy { $0.parameters.map(\.name) == ["q"] })
    }

    /// A chain of references that comes back to one of its targets after more than eight steps, where the chain is
    /// searched through a set: the cycle is reported at the `$ref` that closes it.
    @Test func reportsACycleDeepInALongChainOfReferences() {
        let chain = (0..<20).map { "    P\($0): {$ref: '#/components/parameters/P\(($0 + 1) % 20 == 0 ? 12 : $0 + 1)'}" }
        let parsed = parse("""
            openapi: 3.1.0
            info: {title: Chain, version: "1"}
            paths:
              /p:
                get:
                  parameters: [{$ref: '#/components/parameters/P0'}]
                  responses: {'204': {description: None}}
            components:
              parameters:
            \(chain.joined(separator: "\n"))
            """)
        // P19, on line 29, names P12 again.
        let diagnostic = expectOne(parsed.diagnostics, id: "ref.cycle", severity: .error, line: 29, column: 11)
        #expect(diagnostic?.message.contains("'#/components/parameters/P12' leads back") == true,
                "\(String(describing: diagnostic?.message))")
    }

    @Test func reportsASchemaThatIsOnlyAReferenceToItself() {
        let parsed = parse("""
            openapi: 3.1.0
            info: {title: Alias, version: "1"}
            components:
              schemas:
                A: {$ref: '#/components/schemas/B'}
                B: {$ref: '#/components/schemas/A'}
                List: {type: array, items: {$ref: '#/components/schemas/List'}}
            """)
        #expect(parsed.diagnostics.count == 1, "\(parsed.diagnostics)")
        // Reported at the `$ref` of the first schema of the cycle.
        let diagnostic = expectOne(parsed.diagnostics, id: "ref.cycle", severity: .error, line: 5, column: 9)
        #expect(diagnostic?.message.hasSuffix("#/components/schemas/A -> #/components/schemas/B -> #/components/schemas/A") == true)
    }

    /// A document whose schemas `C0`...`C1999` are each a reference to the next, then `rest` (schemas at the same
    /// indentation, `C2000` first).
    static func chainOfReferences(then rest: String) -> String {
        let chain = (0..<2_000).map { "    C\($0): {$ref: '#/components/schemas/C\($0 + 1)'}" }.joined(separator: "\n")
        return "openapi: 3.1.0\ninfo: {title: Chain, version: \"1\"}\ncomponents:\n  schemas:\n\(chain)\n\(rest)"
    }

    /// A long chain that runs into a cycle: the cycle is reported once, without the chain leading to it; the chains
    /// of the schemas after the first are not walked again.
    @Test func reportsACycleAtTheEndOfALongChainOnce() {
        let parsed = parse(Self.chainOfReferences(then: """
                C2000: {$ref: '#/components/schemas/X'}
                X: {$ref: '#/components/schemas/Y'}
                Y: {$ref: '#/components/schemas/X'}
                Fine: {$ref: '#/components/schemas/C1999'}
            """))
        let diagnostic = expectOne(parsed.diagnostics, id: "ref.cycle", severity: .error, line: 2006, column: 9)
        #expect(diagnostic?.message.hasSuffix(": #/components/schemas/X -> #/components/schemas/Y -> #/components/schemas/X") == true,
                "\(String(describing: diagnostic?.message))")
    }

    @Test func aLongChainOfReferencesWithoutACycleIsFine() {
        let parsed = parse(Self.chainOfReferences(then: "    C2000: {type: string}"))
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        #expect(parsed.document?.componentSchemas.count == 2_001)
    }

    @Test func brokenReferencesInExtensionDataAreWarningsWhenGenerating() throws {
        let text = """
            openapi: 3.0.0
            info: {title: Policies, version: "1"}
            paths: {}
            x-policies:
              policies:
                $ref: ../no-such-policies.yaml
              local: {$ref: '#/x-nowhere'}

            """
        // Validation: both are errors, located at their `$ref`s.
        let validated = parse(text)
        #expect(validated.errors.map(\.id).sorted() == ["ref.missing-file", "ref.missing-pointer"])
        expectOne(validated.errors, id: "ref.missing-file", severity: .error, line: 6, column: 5)
        // Generation: the same problems as warnings, and the data kept as written.
        let generated = parse(text, options: .generation)
        #expect(generated.errors.isEmpty, "\(generated.errors)")
        expectOne(generated.warnings, id: "ref.missing-file", severity: .warning, line: 6, column: 5)
        expectOne(generated.warnings, id: "ref.missing-pointer", severity: .warning, line: 7, column: 11)
        let document = try generated.require()
        guard case .mapping(let policies)? = document.extensions["x-policies"],
              case .mapping(let reference)? = policies["policies"]
        else {
            Issue.record("x-policies not kept: \(String(describing: document.extensions["x-policies"]))")
            return
        }
        #expect(reference["$ref"]?.text == "../no-such-policies.yaml")
        // Outside extension data a broken reference stays an error, also when generating.
        let schema = parse(text + "components:\n  schemas:\n    A: {$ref: '#/components/schemas/Nowhere'}\n",
                           options: .generation)
        #expect(schema.errors.map(\.id) == ["ref.missing-pointer"])
    }

    @Test func examplesAreLeftOutWhenGenerating() throws {
        let text = """
            openapi: 3.0.0
            info: {title: Examples, version: "1"}
            paths:
              /pets:
                get:
                  parameters:
                    - {name: kind, in: query, schema: {type: string}, example: cat}
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema: {type: string, example: Rex}
                          examples:
                            broken: {$ref: '#/components/examples/Nowhere'}

            """
        // Validation decodes examples and reports the broken reference.
        let validated = parse(text)
        expectOne(validated.errors, id: "ref.missing-pointer", severity: .error, line: 15, column: 26)
        let media = try validated.require().paths["/pets"]?.operations.first?.responses["200"]?.content["application/json"]
        #expect(media?.schema?.examples == [.scalar("Rex", isPlain: true)])
        // Generation does not read them, so there is nothing to report; but for the scalar examples of a schema or a
        // parameter, which document a property or a parameter (and cannot hold a reference).
        let generated = parse(text, options: .generation)
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        let operation = try generated.require().paths["/pets"]?.operations.first
        #expect(operation?.parameters.first?.examples == [.scalar("cat", isPlain: true)])
        #expect(operation?.responses["200"]?.content["application/json"]?.examples == [])
        #expect(operation?.responses["200"]?.content["application/json"]?.schema?.examples == [.scalar("Rex", isPlain: true)])
        var without = ParserOptions.generation
        without.decodesScalarSchemaExamples = false
        let bare = try parse(text, options: without).require().paths["/pets"]?.operations.first
        #expect(bare?.responses["200"]?.content["application/json"]?.schema?.examples == [])
        #expect(bare?.parameters.first?.examples == [])
    }

    @Test func reportsAMissingFileAtTheReference() {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Missing, version: "1"}
            paths:
              /a:
                get:
                  responses:
                    '200':
                      $ref: 'sub/nope.yaml#/Ok'
            """)
        let diagnostic = expectOne(parsed.diagnostics, id: "ref.missing-file", severity: .error, line: 8, column: 11, file: "refs/inline.yaml")
        #expect(diagnostic?.message.contains("file 'sub/nope.yaml' not found") == true)
        #expect(diagnostic?.pointer == "#/paths/~1a/get/responses/200")
    }

    @Test func reportsAMissingPointerAtTheReference() {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Missing, version: "1"}
            paths:
              /a:
                get:
                  parameters:
                    - $ref: 'sub/fragment.yaml#/parameters/zzz'
                  responses:
                    '200':
                      description: OK
                      content:
                        application/json:
                          schema:
                            $ref: '#/components/schemas/Nope'
            """)
        #expect(parsed.errors.count == 2, "\(parsed.diagnostics)")
        let missing = parsed.diagnostics.filter { $0.id == "ref.missing-pointer" }
        #expect(missing.map { $0.location?.line } == [7, 14])
        #expect(missing.map { $0.location?.column } == [11, 17])
    }

    static let remote = """
        openapi: 3.0.0
        info: {title: Remote, version: "1"}
        components:
          schemas:
            Pet:
              $ref: 'https://example.com/schemas.yaml#/Pet'
        """

    /// A refused remote schema is kept as any JSON (the translator's fallback), so the document still parses.
    @Test func refusesRemoteSchemasWithAWarning() {
        let parsed = parse(Self.remote)
        #expect(!parsed.diagnostics.contains { $0.severity == .error })
        let diagnostic = expectOne(parsed.diagnostics, id: "ref.remote", severity: .warning, line: 6, column: 7)
        #expect(diagnostic?.message == "remote reference 'https://example.com/schemas.yaml#/Pet' not fetched; "
            + "pass --allow-remote-refs to allow it; its values are kept as any JSON")
    }

    /// A refused remote security scheme is left out with a warning; any other refused object is an error.
    @Test func refusesRemoteSecuritySchemesWithAWarningAndOtherObjectsWithAnError() {
        let scheme = parse("""
            openapi: 3.1.0
            info: {title: Remote, version: "1"}
            components:
              securitySchemes:
                external:
                  $ref: 'https://example.com/api/openapi.json#/components/securitySchemes/Key'
            """)
        #expect(!scheme.diagnostics.contains { $0.severity == .error })
        #expect(scheme.document?.securitySchemes.isEmpty == true)
        let warning = expectOne(scheme.diagnostics, id: "ref.remote", severity: .warning, line: 6, column: 7)
        #expect(warning?.message.hasSuffix("; the security scheme is left out") == true)

        let parameter = parse("""
            openapi: 3.1.0
            info: {title: Remote, version: "1"}
            paths:
              /pets:
                get:
                  parameters: [{$ref: 'https://example.com/parameters.yaml#/Limit'}]
                  responses: {'204': {description: none}}
            """)
        let error = expectOne(parameter.diagnostics, id: "ref.remote", severity: .error, line: 6, column: 21)
        #expect(error?.message == "remote reference 'https://example.com/parameters.yaml#/Limit' not fetched; "
            + "pass --allow-remote-refs to allow it")
    }

    static let outside = """
        openapi: 3.0.0
        info: {title: Outside, version: "1"}
        components:
          schemas:
            Outside:
              $ref: '../../outside.yaml#/Outside'
            Missing:
              $ref: '../../../policies.yaml'
        """

    /// A root two folders below `Fixtures/`, so that `../../outside.yaml` climbs above the root folder's parent.
    static let nestedRoot = fixtures + "/refs/nested/inline.yaml"

    @Test func refusesFilesOutsideTheRootFolder() {
        let parsed = parse(Self.outside, path: Self.nestedRoot)
        let diagnostic = expectOne(parsed.diagnostics, id: "ref.outside-root", severity: .error, line: 6, column: 7)
        #expect(diagnostic?.message.contains("--allow-refs-outside-root") == true)
        // A refused file that does not exist is reported as missing (Spotify's `../policies.yaml`).
        expectOne(parsed.diagnostics, id: "ref.missing-file", line: 8, column: 7)
    }

    @Test func readsSiblingFoldersOfTheRootFolderByDefault() throws {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Sibling, version: "1"}
            components:
              schemas:
                Outside:
                  $ref: '../outside.yaml#/Outside'
            """)
        #expect(parsed.diagnostics.isEmpty, "\(parsed.diagnostics)")
        let document = try #require(parsed.document)
        #expect(document.schemas[ReferenceTarget(file: "../outside.yaml", pointer: JSONPointer(["Outside"]))]?.types == [.string])
    }

    @Test func readsFilesOutsideTheRootFolderWhenAllowed() throws {
        var options = ParserOptions()
        options.allowReferencesOutsideRoot = true
        let parsed = parse(Self.outside, path: Self.nestedRoot, options: options)
        #expect(parsed.diagnostics.map(\.id) == ["ref.missing-file"])
        let document = try #require(parsed.document)
        #expect(document.schemas[ReferenceTarget(file: "../../outside.yaml", pointer: JSONPointer(["Outside"]))]?.types == [.string])
    }

    @Test func limitsTheNumberOfFiles() {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Limit, version: "1"}
            components:
              schemas:
                Thing: {$ref: 'sub/fragment.yaml#/schemas/Thing'}
            """, options: ParserOptions(maxFiles: 1))
        let diagnostic = expectOne(parsed.diagnostics, id: "ref.file-limit", line: 5, column: 13)
        #expect(diagnostic?.message.contains("--max-files") == true)
    }

    @Test func reportsSyntaxErrorsInsideReferencedFiles() {
        let parsed = parse("""
            openapi: 3.0.0
            info: {title: Broken, version: "1"}
            components:
              schemas:
                Thing: {$ref: 'sub/broken.yaml#/paths'}
            """)
        #expect(parsed.errors.count == 1, "\(parsed.diagnostics)")
        #expect(parsed.errors.first?.id.hasPrefix("yaml.") == true)
        #expect(parsed.errors.first?.location?.file.hasSuffix("refs/sub/broken.yaml") == true)
        #expect(parsed.errors.first?.location?.line == 2)
    }
}
