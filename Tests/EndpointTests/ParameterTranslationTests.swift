import ClientIR
import ClientTranslator
import Testing

@Suite("Parameters")
struct ParameterTranslationTests {
    static let styles = document(paths: """
          /things/{id}{list}:
            parameters:
              - {name: id, in: path, required: true, style: label, schema: {type: integer, format: int64}}
            get:
              operationId: styles
              parameters:
                - {name: list, in: path, required: true, style: matrix, explode: true, schema: {type: array, items: {type: string}}}
                - {name: tags, in: query, explode: false, schema: {type: array, items: {type: string}}}
                - {name: spaced, in: query, style: spaceDelimited, schema: {type: array, items: {type: integer}}}
                - {name: piped, in: query, style: pipeDelimited, schema: {type: array, items: {type: integer}}}
                - {name: filter, in: query, style: deepObject, explode: true, schema: {$ref: '#/components/schemas/Filter'}}
                - {name: q, in: query, allowReserved: true, required: true, schema: {type: string}}
                - {name: X-Trace, in: header, description: Trace id., deprecated: true, schema: {type: string}}
                - {name: session, in: cookie, schema: {type: string}}
              responses: {'204': {description: ok}}
        """, extra: """
        components:
          schemas:
            Filter: {type: object, properties: {role: {type: string}}}
        """)

    @Test func everyLocationAndStyleIsKept() throws {
        let endpoint = try #require(try Translated(Self.styles)["Styles"])
        let summary = endpoint.parameters.map { "\($0.location.rawValue) \($0.key) \($0.style.rawValue) \($0.explode)" }
        #expect(summary == [
            "path id label false", "path list matrix true", "query tags form false", "query spaced spaceDelimited false",
            "query piped pipeDelimited false", "query filter deepObject true", "query q form true",
            "header X-Trace simple false", "cookie session form true",
        ])
        #expect(endpoint.parameter("q")?.allowReserved == true)
        #expect(endpoint.pathComponents == [.literal("/things/"), .parameter(key: "id"), .parameter(key: "list")])
    }

    @Test func typesAndOptionality() throws {
        let endpoint = try #require(try Translated(Self.styles)["Styles"])
        #expect(endpoint.parameter("id")?.type == .builtin("Int64"))
        #expect(endpoint.parameter("list")?.type == .array(.builtin("String")))
        #expect(endpoint.parameter("filter")?.type == .optional(.named("Filter")))
        #expect(endpoint.parameter("q")?.type == .builtin("String"))
        #expect(endpoint.parameter("q")?.isRequired == true)
        #expect(endpoint.parameter("session")?.type == .optional(.builtin("String")))
        #expect(endpoint.parameters.map(\.name) == ["id", "list", "tags", "spaced", "piped", "filter", "q", "xTrace", "session"])
    }

    @Test func initTakesRequiredArgumentsFirst() throws {
        let endpoint = try #require(try Translated(Self.styles)["Styles"])
        #expect(endpoint.initArguments.map(\.name) == ["id", "list", "q", "tags", "spaced", "piped", "filter", "xTrace", "session"])
        #expect(endpoint.initArguments.map(\.defaultValue) == [nil, nil, nil, "nil", "nil", "nil", "nil", "nil", "nil"])
    }

    @Test func deprecatedParametersAreDocumented() throws {
        let endpoint = try #require(try Translated(Self.styles)["Styles"])
        #expect(endpoint.parameter("X-Trace")?.documentation == ["Trace id.", "", "- Note: Deprecated."])
        #expect(endpoint.parameter("X-Trace")?.isDeprecated == true)
    }

    /// A Swagger 2.0 document of one operation, `list` (`GET /things`), with `parameters` (a YAML list).
    static func swaggerList(parameters: String) -> String {
        let indented = parameters.split(separator: "\n").map { "            " + $0 }.joined(separator: "\n")
        return """
            swagger: '2.0'
            info: {title: Test, version: '1'}
            paths:
              /things:
                get:
                  operationId: list
                  parameters:
            \(indented)
                  responses: {'204': {description: ok}}
            """
    }

    @Test("An optional parameter's default is documented; a required one's is its init argument's default")
    func defaultsOfParameters() throws {
        let result = try Translated(Self.swaggerList(parameters: """
            - {name: api-version, in: query, required: true, type: string, default: '2016-05-01'}
            - {name: order, in: query, required: true, type: string, enum: [asc, desc], default: desc}
            - {name: limit, in: query, type: integer, default: 20, description: Page size., x-example: 5}
            - {name: id, in: query, required: true, type: string}
            """))
        let endpoint = try #require(result["List"])
        #expect(endpoint.parameter("api-version")?.initializerDefault == #""2016-05-01""#)
        #expect(endpoint.parameter("order")?.initializerDefault == ".desc")
        #expect(endpoint.parameter("limit")?.initializerDefault == nil)
        #expect(endpoint.parameter("limit")?.documentation == ["Page size.", "", "Default: `20`.", "", "Example: `5`."])
        #expect(endpoint.initArguments.map(\.name) == ["apiVersion", "order", "id", "limit"])
        #expect(endpoint.initArguments.map(\.defaultValue) == [#""2016-05-01""#, ".desc", nil, "nil"])
    }

    /// Azure's `api-version` is required and has no default in most Azure documents: it defaults to the document's
    /// version, as AutoRest makes it, documented; the caller may pass another. Other parameters, a version with a
    /// default or values of its own, and an `api-version` header, stay as the document says.
    @Test func azureAPIVersionDefaultsToTheDocumentsVersion() throws {
        let result = try Translated(Self.swaggerList(parameters: """
            - {name: api-version, in: query, required: true, type: string, description: Client API version.}
            - {name: Api-Version, in: header, required: true, type: string}
            - {name: version, in: query, required: true, type: string}
            """))
        let endpoint = try #require(result["List"])
        let version = try #require(endpoint.parameter("api-version", in: .query))
        #expect(version.initializerDefault == #""1""#)
        #expect(version.documentation == [
            "Client API version.", "", "Defaults to `1`, the document's version, which an Azure service takes as its API version.",
        ])
        #expect(endpoint.parameter("Api-Version", in: .header)?.initializerDefault == nil)
        #expect(endpoint.parameter("version")?.initializerDefault == nil)
        let pinned = try Translated(Self.swaggerList(parameters: """
            - {name: api-version, in: query, required: true, type: string, enum: ['2020-01-01']}
            """))
        #expect(try #require(pinned["List"]).parameter("api-version")?.initializerDefault == "._2020_01_01")
    }

    @Test func inlineEnumsAreNestedInTheEndpoint() throws {
        let result = try Translated(document(paths: """
              /pets:
                get:
                  operationId: findPets
                  parameters:
                    - {name: status, in: query, schema: {type: string, enum: [available, sold]}}
                    - {name: sort-order, in: query, required: true, schema: {type: string, enum: [asc, desc]}}
                  responses: {'204': {description: ok}}
            """))
        let endpoint = try #require(result["FindPets"])
        #expect(endpoint.parameter("status")?.type == .optional(.named("FindPets.Status")))
        #expect(endpoint.parameter("sort-order")?.type == .named("FindPets.SortOrder"))
        #expect(endpoint.nested.map(\.name) == ["Status", "SortOrder"])
    }

    @Test func nestedNamesAvoidEntityTypesTheEndpointUses() throws {
        let result = try Translated(document(paths: """
              /pets:
                post:
                  operationId: addPet
                  parameters:
                    - {name: status, in: query, schema: {type: string, enum: [a, b]}}
                    - {name: response, in: query, schema: {type: string, enum: [full, short]}}
                  requestBody:
                    content: {application/json: {schema: {$ref: '#/components/schemas/Status'}}}
                  responses: {'204': {description: ok}}
            """, extra: """
            components:
              schemas:
                Status: {type: object, properties: {code: {type: integer}}}
            """))
        let endpoint = try #require(result["AddPet"])
        let nested = endpoint.nested.map(\.name)
        #expect(!nested.contains("Status"))
        #expect(!nested.contains("Response"))
        #expect(endpoint.body?.type == .optional(.named("Status")))
        #expect(nested.count == 2)
    }

    @Test func sameNameInPathAndQueryGetsTheLocationPrefix() throws {
        let result = try Translated(document(paths: """
              /items/{id}:
                parameters: [{name: id, in: path, required: true, schema: {type: string}}]
                get:
                  operationId: getItem
                  parameters:
                    - {name: id, in: query, schema: {type: integer}}
                    - {name: id, in: header, schema: {type: string}}
                    - {name: body, in: query, schema: {type: string}}
                  requestBody:
                    content: {text/plain: {schema: {type: string}}}
                  responses: {'204': {description: ok}}
            """))
        let endpoint = try #require(result["GetItem"])
        #expect(endpoint.parameter("id", in: .path)?.name == "id")
        #expect(endpoint.parameter("id", in: .query)?.name == "queryId")
        #expect(endpoint.parameter("id", in: .header)?.name == "headerId")
        #expect(endpoint.parameter("body")?.name == "queryBody")
        #expect(endpoint.body?.propertyName == "body")
    }

    /// A path parameter next to another carries its enum's values, for a server to split the text by; not one
    /// that has literal text around it, one in `label` style (whose value brings its own `.`), nor values a path
    /// would percent-encode.
    @Test func adjacentPathParametersCarryTheirListedValues() throws {
        let result = try Translated(document(paths: """
              /a/{page}{format}:
                get:
                  operationId: getA
                  parameters:
                    - {name: page, in: path, required: true, schema: {type: string}}
                    - {name: format, in: path, required: true, schema: {type: string, enum: [.json, .xml]}}
                  responses: {'204': {description: ok}}
              /b/{page}.{format}:
                get:
                  operationId: getB
                  parameters:
                    - {name: page, in: path, required: true, schema: {type: string}}
                    - {name: format, in: path, required: true, schema: {type: string, enum: [json, xml]}}
                  responses: {'204': {description: ok}}
              /c/{page}{format}:
                get:
                  operationId: getC
                  parameters:
                    - {name: page, in: path, required: true, schema: {type: string}}
                    - {name: format, in: path, required: true, style: label, schema: {type: string, enum: [json, xml]}}
                  responses: {'204': {description: ok}}
              /d/{page}{format}:
                get:
                  operationId: getD
                  parameters:
                    - {name: page, in: path, required: true, schema: {type: string}}
                    - {name: format, in: path, required: true, schema: {type: string, enum: [.json, 'a b']}}
                  responses: {'204': {description: ok}}
            """))
        #expect(result["GetA"]?.parameter("format")?.pathChoices == [".json", ".xml"])
        #expect(result["GetA"]?.parameter("page")?.pathChoices == nil)
        #expect(result["GetB"]?.parameter("format")?.pathChoices == nil)
        #expect(result["GetC"]?.parameter("format")?.pathChoices == nil)
        #expect(result["GetD"]?.parameter("format")?.pathChoices == nil)
    }

    /// With server code, a run of adjacent path parameters that a server cannot split is warned about, at the
    /// operation: two or more without listed values (unless all are in matrix style). Without server code, nothing.
    @Test func adjacentPathParametersAServerCannotSplitAreWarnedAbout() throws {
        let yaml = document(paths: """
              /a/{page}{format}:
                get:
                  operationId: getA
                  parameters:
                    - {name: page, in: path, required: true, schema: {type: string}}
                    - {name: format, in: path, required: true, schema: {type: string}}
                  responses: {'204': {description: ok}}
              /b/{page}{version}{format}:
                get:
                  operationId: getB
                  parameters:
                    - {name: page, in: path, required: true, schema: {type: string}}
                    - {name: version, in: path, required: true, schema: {type: string, enum: [v1, v2]}}
                    - {name: format, in: path, required: true, schema: {type: string, enum: [.json, .xml]}}
                  responses: {'204': {description: ok}}
              /c/{id}{list}:
                get:
                  operationId: getC
                  parameters:
                    - {name: id, in: path, required: true, style: matrix, schema: {type: string}}
                    - {name: list, in: path, required: true, style: matrix, schema: {type: array, items: {type: string}}}
                  responses: {'204': {description: ok}}
              /d/{id}{list}:
                get:
                  operationId: getD
                  parameters:
                    - {name: id, in: path, required: true, schema: {type: string}}
                    - {name: list, in: path, required: true, style: matrix, schema: {type: array, items: {type: string}}}
                  responses: {'204': {description: ok}}
              /e/{page}.{format}:
                get:
                  operationId: getE
                  parameters:
                    - {name: page, in: path, required: true, schema: {type: string}}
                    - {name: format, in: path, required: true, schema: {type: string}}
                  responses: {'204': {description: ok}}
            """)
        var options = TranslatorOptions()
        options.warnsForServer = true
        let warned = try Translated(yaml, options: options).diagnostics.filter { $0.id == "parameter.adjacent-unsplittable" }
        #expect(warned.map(\.pointer) == ["#/paths/~1a~1{page}{format}/get", "#/paths/~1d~1{id}{list}/get"])
        #expect(warned.first?.message.contains("'page', 'format'") == true)
        #expect(warned.allSatisfy { $0.location?.line ?? 0 > 1 })
        let silent = try Translated(yaml).diagnostics.filter { $0.id == "parameter.adjacent-unsplittable" }
        #expect(silent.isEmpty)
    }

    @Test func keywordNamesAreEscaped() throws {
        let result = try Translated(document(paths: """
              /search:
                get:
                  operationId: search
                  parameters: [{name: default, in: query, schema: {type: boolean}}, {name: self, in: query, schema: {type: string}}]
                  responses: {'204': {description: ok}}
            """))
        #expect(result["Search"]?.parameters.map(\.name) == ["`default`", "self_"])
    }

    /// A body whose media type the document leaves open (`*/*`, `image/*`) gets an optional `Content-Type` header of
    /// the generator's, so that the caller can name the actual type (GitHub's release assets keep the type they are
    /// sent as), and the body is sent as the type it holds; the document's own `Content-Type` parameter stays ignored,
    /// and a name taken moves the header's aside. Closed media types and JSON bodies get none.
    @Test func openBodyMediaTypesGetAContentTypeHeader() throws {
        let result = try Translated(document(paths: """
              /assets:
                post:
                  operationId: uploadAsset
                  parameters:
                    - {name: Content-Type, in: header, schema: {type: string}}
                    - {name: contentType, in: query, schema: {type: string}}
                  requestBody:
                    content:
                      '*/*': {schema: {type: string, description: The raw file data}}
                  responses: {'204': {description: ok}}
              /notes:
                put:
                  operationId: putNote
                  requestBody:
                    content:
                      text/*: {schema: {type: string}}
                  responses: {'204': {description: ok}}
              /images:
                put:
                  operationId: putImage
                  requestBody:
                    content:
                      image/png: {schema: {type: string, format: binary}}
                  responses: {'204': {description: ok}}
              /items:
                put:
                  operationId: putItem
                  requestBody:
                    content:
                      application/*: {schema: {type: object, properties: {name: {type: string}}}}
                  responses: {'204': {description: ok}}
            """))
        let upload = try #require(result["UploadAsset"])
        #expect(upload.parameters.map(\.key) == ["contentType", "Content-Type"])
        let header = try #require(upload.parameters.last)
        #expect(header.name == "headerContentType")
        #expect(header.location == .header)
        #expect(header.type == .optional(.builtin("String")))
        #expect(header.documentation.joined(separator: " ").contains("sent as `application/octet-stream`"))
        #expect(upload.body?.contentTypePropertyName == "headerContentType")
        let note = try #require(result["PutNote"]?.parameters.first)
        #expect(note.name == "contentType")
        #expect(note.documentation.joined(separator: " ").contains("sent as `text/plain`"))
        #expect(result["PutNote"]?.body?.contentTypePropertyName == "contentType")
        #expect(result["PutImage"]?.parameters.isEmpty == true)
        #expect(result["PutImage"]?.body?.contentTypePropertyName == nil)
        #expect(result["PutItem"]?.parameters.isEmpty == true)
        #expect(result["PutItem"]?.body?.contentTypePropertyName == nil)
        #expect(result.diagnosticIDs.filter { $0 == "parameter.ignored-header" }.count == 1)
    }

    @Test func undeclaredPathParametersAreStringsAndIgnoredHeadersAreDropped() throws {
        let result = try Translated(document(paths: """
              /users/{userId}/posts/{postId}:
                get:
                  operationId: getPost
                  parameters:
                    - {name: userId, in: path, required: true, schema: {type: integer}}
                    - {name: ghost, in: path, required: true, schema: {type: integer}}
                    - {name: Accept, in: header, schema: {type: string}}
                    - {name: Content-Type, in: header, schema: {type: string}}
                    - {name: Authorization, in: header, schema: {type: string}}
                  responses: {'204': {description: ok}}
            """))
        let endpoint = try #require(result["GetPost"])
        #expect(endpoint.parameters.map(\.key) == ["userId", "postId"])
        #expect(endpoint.parameter("postId")?.type == .builtin("String"))
        #expect(endpoint.parameter("postId")?.isRequired == true)
        let ids = result.diagnosticIDs
        #expect(ids.filter { $0 == "parameter.ignored-header" }.count == 3)
        #expect(ids.contains("parameter.not-in-path"))
        #expect(ids.contains("parameter.undeclared-path"))
    }

    @Test func contentParametersKeepTheirMediaType() throws {
        let result = try Translated(document(paths: """
              /search:
                get:
                  operationId: search
                  parameters:
                    - name: filter
                      in: query
                      content: {application/json: {schema: {type: object, properties: {q: {type: string}}}}}
                  responses: {'204': {description: ok}}
            """))
        let parameter = try #require(result["Search"]?.parameter("filter"))
        #expect(parameter.contentType == "application/json")
        #expect(parameter.type == .optional(.named("Search.Filter")))
    }

    /// A parameter's short scalar example is shown in its documentation, after its description: its own `example`,
    /// the first of its `examples`, else its schema's; never a text of several lines.
    @Test func parameterExamplesAreDocumented() throws {
        let result = try Translated(document(paths: """
              /search:
                get:
                  operationId: search
                  parameters:
                    - {name: q, in: query, description: The words., example: red shoes, schema: {type: string}}
                    - name: region
                      in: query
                      examples: {europe: {summary: Europe., value: eu-west}, asia: {value: ap-east}}
                      schema: {type: string}
                    - {name: limit, in: query, schema: {type: integer, example: 20}}
                    - {name: key, in: header, example: "line one\\nline two", schema: {type: string}}
                    - {name: filter, in: query, example: {a: 1}, schema: {type: object}}
                  responses: {'204': {description: ok}}
            """))
        let endpoint = try #require(result["Search"])
        #expect(endpoint.parameter("q")?.documentation == ["The words.", "", "Example: `red shoes`."])
        #expect(endpoint.parameter("region")?.documentation == ["Example: `eu-west`."])
        #expect(endpoint.parameter("limit")?.documentation == ["Example: `20`."])
        #expect(endpoint.parameter("key")?.documentation == [])
        #expect(endpoint.parameter("filter")?.documentation == [])
    }

    /// `x-example`, the Swagger 2.0 habit that converted 3.x documents keep, documents a parameter too.
    @Test func xExampleDocumentsAParameter() throws {
        let result = try Translated(document(paths: """
              /search:
                get:
                  operationId: search
                  parameters:
                    - {name: q, in: query, x-example: blue, schema: {type: string}}
                  responses: {'204': {description: ok}}
            """))
        #expect(try #require(result["Search"]).parameter("q")?.documentation == ["Example: `blue`."])
    }

    /// Text and form `content` is what the style writes already: such a parameter is written by its style, not as
    /// JSON text (a `text/plain` header was sent with JSON's quotes).
    @Test func textAndFormContentIsWrittenByTheStyle() throws {
        let result = try Translated(document(paths: """
              /notes:
                get:
                  operationId: notes
                  parameters:
                    - {name: X-Note, in: header, content: {text/plain: {schema: {type: string}}}}
                    - {name: where, in: query, content: {application/x-www-form-urlencoded: {schema: {type: object, properties: {q: {type: string}}}}}}
                    - {name: raw, in: query, content: {application/octet-stream: {schema: {type: string}}}}
                  responses: {'204': {description: ok}}
            """))
        let endpoint = try #require(result["Notes"])
        #expect(endpoint.parameter("X-Note")?.contentType == nil)
        #expect(endpoint.parameter("where")?.contentType == nil)
        #expect(endpoint.parameter("raw")?.contentType == "application/octet-stream")
    }

    /// OpenAPI 3.2's `querystring`: the whole query, written as a form (an object's properties as fields); JSON
    /// `content` keeps its media type; an operation has one, so a second is skipped with a warning.
    @Test func querystringParametersAreTheWholeQuery() throws {
        let result = try Translated(document(paths: """
              /search:
                get:
                  operationId: search
                  parameters:
                    - name: criteria
                      in: querystring
                      required: true
                      content: {application/x-www-form-urlencoded: {schema: {type: object, properties: {term: {type: string}}}}}
                    - {name: again, in: querystring, content: {application/json: {schema: {type: object}}}}
                  responses: {'204': {description: ok}}
              /find:
                get:
                  operationId: find
                  parameters:
                    - {name: filter, in: querystring, content: {application/json: {schema: {type: object, properties: {q: {type: string}}}}}}
                  responses: {'204': {description: ok}}
            """))
        let search = try #require(result["Search"])
        #expect(search.parameters.map(\.key) == ["criteria"])
        let criteria = try #require(search.parameter("criteria"))
        #expect(criteria.location == .querystring && criteria.style == .form && criteria.explode)
        #expect(criteria.contentType == nil && criteria.type == .named("Search.Criteria"))
        #expect(result.diagnosticIDs.filter { $0 == "parameter.second-querystring" }.count == 1)
        let filter = try #require(result["Find"]?.parameter("filter"))
        #expect(filter.contentType == "application/json" && filter.type == .optional(.named("Find.Filter")))
    }

    @Test func swaggerCollectionFormatsArriveAsStyles() throws {
        let result = try Translated(Self.swaggerList(parameters: """
            - {name: csv, in: query, type: array, items: {type: string}, collectionFormat: csv}
            - {name: tsv, in: query, type: array, items: {type: string}, collectionFormat: tsv}
            - {name: multi, in: query, type: array, items: {type: string}, collectionFormat: multi}
            """))
        let endpoint = try #require(result["List"])
        #expect(endpoint.parameters.map { "\($0.style.rawValue) \($0.explode)" } == ["form false", "tabDelimited false", "form true"])
    }
}
