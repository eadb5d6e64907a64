import ClientIR
import Testing

@Suite("Request bodies")
struct RequestBodyTranslationTests {
    static let components = """
        components:
          schemas:
            Pet: {type: object, required: [name], properties: {name: {type: string}}}
        """

    /// The body of the one operation of a document whose `paths` hold `/x: {post: ...}` with this request body.
    func body(_ requestBody: String, extra: String = components) throws -> RequestBodyDeclaration? {
        let result = try Translated(document(paths: """
              /x:
                post:
                  operationId: send
                  requestBody:
            \(requestBody)
                  responses: {'204': {description: ok}}
            """, extra: extra))
        return result["Send"]?.body
    }

    @Test func requiredJSONBodyIsAPlainProperty() throws {
        let body = try #require(try body("""
                    required: true
                    description: The pet.
                    content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}
            """))
        #expect(body.propertyName == "body")
        #expect(body.type == .named("Pet"))
        #expect(body.isRequired)
        #expect(body.enumName == nil)
        #expect(body.documentation == ["The pet."])
        #expect(body.contents == [BodyContentDeclaration(contentType: "application/json", caseName: "json", encoding: .json, type: .named("Pet"))])
    }

    @Test func optionalBodyIsOptional() throws {
        let body = try #require(try body("""
                    content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}
            """))
        #expect(body.type == .optional(.named("Pet")))
        #expect(!body.isRequired)
    }

    @Test func severalContentTypesMakeABodyEnumWithJSONFirst() throws {
        let body = try #require(try body("""
                    required: true
                    content:
                      application/xml: {schema: {$ref: '#/components/schemas/Pet'}}
                      application/x-www-form-urlencoded: {schema: {$ref: '#/components/schemas/Pet'}}
                      application/merge-patch+json: {schema: {$ref: '#/components/schemas/Pet'}}
                      application/json: {schema: {$ref: '#/components/schemas/Pet'}}
            """))
        #expect(body.enumName == "Send.Body")
        #expect(body.type == .named("Send.Body"))
        #expect(body.contents.map(\.contentType) == [
            "application/json", "application/merge-patch+json", "application/xml", "application/x-www-form-urlencoded",
        ])
        #expect(body.contents.map(\.caseName) == ["json", "mergePatchJson", "xml", "form"])
        #expect(body.contents.map(\.encoding) == [.json, .json, .binary, .formURLEncoded])
        #expect(body.contents.map(\.type) == [.named("Pet"), .named("Pet"), .builtin("Data"), .named("Pet")])
    }

    @Test func inlineSchemasAreNestedAsRequestBody() throws {
        let result = try Translated(document(paths: """
              /form:
                post:
                  operationId: submit
                  requestBody:
                    required: true
                    content:
                      application/x-www-form-urlencoded:
                        schema: {type: object, properties: {name: {type: string}}}
                  responses: {'204': {description: ok}}
            """))
        let endpoint = try #require(result["Submit"])
        #expect(endpoint.body?.type == .named("Submit.RequestBody"))
        #expect(endpoint.body?.contents.first?.encoding == .formURLEncoded)
        #expect(endpoint.nested.map(\.name) == ["RequestBody"])
    }

    @Test func binaryAndTextBodies() throws {
        let binary = try #require(try body("""
                    required: true
                    content: {image/png: {schema: {type: string, format: binary}}}
            """))
        #expect(binary.contents == [BodyContentDeclaration(contentType: "image/png", caseName: "png", encoding: .binary, type: .builtin("Data"))])
        let text = try #require(try body("""
                    required: true
                    content: {text/plain; charset=utf-8: {schema: {type: string}}}
            """))
        #expect(text.contents == [BodyContentDeclaration(contentType: "text/plain; charset=utf-8", caseName: "text", encoding: .text, type: .builtin("String"))])
        let wildcard = try #require(try body("""
                    required: true
                    content: {'*/*': {schema: {type: string, format: binary}}}
            """))
        #expect(wildcard.contents.first?.contentType == "application/octet-stream")
        #expect(wildcard.contents.first?.encoding == .binary)
    }

    @Test func multipartPropertiesBecomeFileFieldAndJSONParts() throws {
        let body = try #require(try body("""
                    required: true
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          required: [file]
                          properties:
                            file: {type: string, format: binary}
                            title: {type: string}
                            count: {type: integer}
                            labels: {type: array, items: {type: string}}
                            photos: {type: array, items: {type: string, format: binary}}
                            owner: {$ref: '#/components/schemas/Pet'}
                            meta: {type: object, properties: {a: {type: string}}}
                        encoding:
                          file: {contentType: application/pdf}
                          photos: {contentType: 'image/png, image/jpeg'}
                          title: {contentType: application/json}
            """))
        #expect(body.type == .named("Send.RequestBody"))
        let parts = try #require(body.multipartParts, "not a typed multipart body: \(body.contents)")
        #expect(parts.map(\.key) == ["file", "title", "count", "labels", "photos", "owner", "meta"])
        #expect(parts.map(\.kind) == [
            .file(contentType: "application/pdf"), .json(contentType: "application/json"), .field, .field,
            .file(contentType: "image/png"), .json(contentType: "application/json"), .json(contentType: "application/json"),
        ])
        #expect(parts.map(\.isOptional) == [false, true, true, true, true, true, true])
        #expect(parts.map(\.isRepeated) == [false, false, false, true, true, false, false])
    }

    /// A binary string holds bytes where they travel as they are: a `MultipartFile` as a multipart request's part
    /// (through `$ref`s, arrays and `oneOf`s, whose cases are `file` and `files`), `Data` as a whole `image/png` body
    /// and the component it names; it is `String` inside JSON, where it can only be text; a component named from both
    /// stays a file.
    @Test func binaryStringsAreFilesAsPartsAndTextInsideJSON() throws {
        let result = try Translated(document(paths: """
              /upload:
                post:
                  operationId: upload
                  requestBody:
                    content:
                      multipart/form-data:
                        schema: {$ref: '#/components/schemas/Upload'}
                  responses: {'204': {description: ok}}
              /doc:
                post:
                  operationId: sendDoc
                  requestBody:
                    content:
                      application/json:
                        schema: {$ref: '#/components/schemas/Doc'}
                  responses: {'204': {description: ok}}
              /image:
                get:
                  operationId: getImage
                  responses:
                    '200':
                      description: ok
                      content:
                        image/png:
                          schema: {$ref: '#/components/schemas/Image'}
              /download:
                get:
                  operationId: download
                  responses:
                    '200':
                      description: ok
                      content:
                        application/octet-stream:
                          schema: {$ref: '#/components/schemas/Download'}
            """, extra: """
            components:
              schemas:
                Upload:
                  type: object
                  properties:
                    file: {type: string, format: binary}
                    files: {type: array, items: {type: string, format: binary}}
                    either: {oneOf: [{type: string, format: binary}, {type: array, items: {type: string, format: binary}}]}
                    scan: {type: string, contentMediaType: image/png}
                    attachment: {$ref: '#/components/schemas/Shared'}
                    meta: {$ref: '#/components/schemas/Meta'}
                Doc:
                  type: object
                  properties:
                    content: {type: string, format: binary}
                    html: {type: string, contentMediaType: text/html}
                    encoded: {type: string, format: byte}
                    attachment: {$ref: '#/components/schemas/Shared'}
                Meta:
                  type: object
                  properties:
                    thumb: {type: string, format: binary}
                Shared: {type: string, format: binary}
                Image: {type: string, format: binary}
                Download: {type: string, format: Binary}
            """))
        // A multipart request's file parts carry a file name and media type; whole bodies are their bytes.
        #expect(result.propertyType("Upload", "file") == .optional(.builtin("MultipartFile")))
        #expect(result.propertyType("Upload", "files") == .optional(.array(.builtin("MultipartFile"))))
        #expect(result.propertyType("Upload", "scan") == .optional(.builtin("MultipartFile")))
        #expect(result.propertyType("Upload", "attachment") == .optional(.named("Shared")))
        #expect(result.aliasTarget("Shared") == .builtin("MultipartFile"))
        #expect(result.aliasTarget("Image") == .builtin("Data"))
        #expect(result.aliasTarget("Download") == .builtin("Data"))
        #expect(result.propertyType("Meta", "thumb") == .optional(.builtin("String")))
        #expect(result.propertyType("Doc", "content") == .optional(.builtin("String")))
        #expect(result.propertyType("Doc", "html") == .optional(.builtin("String")))
        #expect(result.propertyType("Doc", "encoded") == .optional(.builtin("Data")))
        let either = try #require(result.model.types.first { $0.name == "Upload" }?.nested.first { $0.name == "Either" })
        guard case .oneOf(let choice) = either.kind else { Issue.record("not a oneOf: \(either.kind)"); return }
        #expect(choice.cases.map(\.type) == [.builtin("MultipartFile"), .array(.builtin("MultipartFile"))])
        #expect(choice.cases.map(\.name) == ["file", "files"])
        let upload = result.model.endpoints.first { $0.operationID == "upload" }
        let parts = try #require(upload?.body?.multipartParts, "not a typed multipart body")
        #expect(parts.first { $0.key == "scan" }?.kind == .file(contentType: "image/png"))
    }

    /// A file part without an encoding object is sent with its schema's `contentMediaType` (OpenAPI 3.1's way to say
    /// a part is an image), found through `$ref`s, `allOf` members and array items; an encoding's `contentType`
    /// comes first, and a wildcard gives `application/octet-stream`. A component that names a file (or a list of
    /// files) is a file part as an inline one is; it was a text field of base64 (or a JSON part) before.
    @Test func filePartsTakeTheirContentMediaType() throws {
        let result = try Translated(document(paths: """
              /avatar:
                post:
                  operationId: setAvatar
                  requestBody:
                    content:
                      multipart/form-data:
                        encoding:
                          thumb: {contentType: image/webp}
                        schema:
                          allOf:
                            - {$ref: '#/components/schemas/Avatar'}
                            - type: object
                              properties:
                                pages: {type: array, items: {type: string, contentMediaType: application/pdf}}
                                thumb: {type: string, contentMediaType: image/png}
                                any: {type: string, contentMediaType: 'image/*'}
                                plain: {type: string, format: binary}
                  responses: {'204': {description: ok}}
            """, extra: """
            components:
              schemas:
                Avatar:
                  type: object
                  properties:
                    image: {$ref: '#/components/schemas/PNG'}
                    gallery: {$ref: '#/components/schemas/Gallery'}
                PNG: {type: string, contentMediaType: image/png}
                Gallery: {type: array, items: {$ref: '#/components/schemas/PNG'}}
            """))
        let parts = try #require(result.model.endpoints.first?.body?.multipartParts, "not a typed multipart body")
        #expect(parts.map(\.key) == ["image", "gallery", "pages", "thumb", "any", "plain"])
        #expect(parts.map(\.kind) == [
            .file(contentType: "image/png"), .file(contentType: "image/png"), .file(contentType: "application/pdf"),
            .file(contentType: "image/webp"), .file(contentType: "application/octet-stream"),
            .file(contentType: "application/octet-stream"),
        ])
        #expect(parts.map(\.isRepeated) == [false, true, true, false, false, false])
    }

    /// The other places where bytes travel as they are: a form body's field, and a multipart answer's part (its schema
    /// describes the parts, though the client reads the whole answer as bytes); the same schema's strings as a JSON
    /// answer's members are text.
    @Test func binaryStringsOfFormFieldsAndMultipartAnswersAreData() throws {
        let result = try Translated(document(paths: """
              /form:
                post:
                  operationId: sendForm
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema: {$ref: '#/components/schemas/Form'}
                  responses: {'204': {description: ok}}
              /parts:
                get:
                  operationId: getParts
                  responses:
                    '200':
                      description: ok
                      content:
                        multipart/form-data:
                          schema: {$ref: '#/components/schemas/Parts'}
              /json:
                get:
                  operationId: getJSON
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema: {$ref: '#/components/schemas/Text'}
            """, extra: """
            components:
              schemas:
                Form: {type: object, properties: {blob: {type: string, format: binary}}}
                Parts: {type: object, properties: {file: {type: string, format: binary}}}
                Text: {type: object, properties: {file: {type: string, format: binary}}}
            """))
        #expect(result.propertyType("Form", "blob") == .optional(.builtin("Data")))
        #expect(result.propertyType("Parts", "file") == .optional(.builtin("Data")))
        #expect(result.propertyType("Text", "file") == .optional(.builtin("String")))
    }

    /// A `oneOf` property of a multipart body whose cases are files, fields or lists of them is not a JSON part
    /// (OpenAI's image edits sent `"dall-e-2"`, quotes included, as the model): without a file, a field; with files,
    /// a file part per file and a field for the other cases (a JSON part for an object). Without a file, a `oneOf`
    /// with an object case stays a JSON part.
    @Test func oneOfsOfFilesAndFieldsAreFilesAndFields() throws {
        let body = try #require(try body("""
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          properties:
                            image: {anyOf: [{type: string, format: binary}, {type: array, items: {type: string, format: binary}}]}
                            model: {anyOf: [{type: string}, {type: string, enum: [dall-e-2, gpt-image-1]}]}
                            extra: {oneOf: [{type: string, format: binary}, {type: integer}]}
                            sizes: {oneOf: [{type: array, items: {type: integer}}, {type: string}]}
                            owner: {oneOf: [{type: string}, {$ref: '#/components/schemas/Pet'}]}
                            reference: {oneOf: [{type: string, format: binary}, {$ref: '#/components/schemas/Pet'}]}
                        encoding:
                          image: {contentType: image/png}
            """))
        let parts = try #require(body.multipartParts, "not a typed multipart body: \(body.contents)")
        #expect(parts.map(\.kind) == [
            .fileChoice(contentType: "image/png", fileCases: ["file"], fileListCases: ["files"], hasOtherCases: true),
            .field,
            .fileChoice(contentType: "application/octet-stream", fileCases: ["file"], fileListCases: [], hasOtherCases: true),
            .field,
            .json(contentType: "application/json"),
            .fileChoice(contentType: "application/octet-stream", fileCases: ["file"], fileListCases: [], hasOtherCases: true),
        ])
    }

    /// A form's fields whose encoding names a `style` or `explode` or sets `allowReserved` keep them, `explode`
    /// defaulting as for a query parameter (true for `form` style only); an encoding with none of them (only a
    /// content type, or `allowReserved: false`) adds nothing.
    @Test func formFieldsKeepTheStyleTheirEncodingNames() throws {
        let body = try #require(try body("""
                    content:
                      application/x-www-form-urlencoded:
                        encoding:
                          metadata: {style: deepObject, explode: true}
                          tags: {style: form}
                          ids: {explode: false}
                          note: {contentType: text/plain}
                          deep: {style: deepObject}
                          callback: {allowReserved: true}
                          plain: {allowReserved: false}
                        schema:
                          type: object
                          properties:
                            metadata: {type: object, additionalProperties: {type: string}}
                            tags: {type: array, items: {type: string}}
                            ids: {type: array, items: {type: integer}}
                            note: {type: string}
                            deep: {type: object, properties: {a: {type: string}}}
                            callback: {type: string}
                            plain: {type: string}
            """))
        #expect(body.contents.first?.fieldStyles == [
            FormFieldStyle(key: "metadata", style: .deepObject, explode: true),
            FormFieldStyle(key: "tags", style: .form, explode: true),
            FormFieldStyle(key: "ids", style: .form, explode: false),
            FormFieldStyle(key: "deep", style: .deepObject, explode: false),
            FormFieldStyle(key: "callback", style: .form, explode: true, allowReserved: true),
        ])
    }

    /// A form has no spelling for null, so a nullable schema of a form or multipart body gives the value's type
    /// (FastAPI writes `type: [object, "null"]` for an optional form model); a JSON body keeps it optional.
    @Test func nullableSchemasOfFormsGiveTheValuesType() throws {
        for contentType in ["multipart/form-data", "application/x-www-form-urlencoded"] {
            let body = try #require(try body("""
                        required: true
                        content:
                          \(contentType):
                            schema:
                              type: [object, "null"]
                              required: [file]
                              properties: {file: {type: string, format: binary}, note: {type: string}}
                """))
            #expect(body.type == .named("Send.RequestBody"), "\(contentType)")
            #expect(body.contents.first?.type == .named("Send.RequestBody"), "\(contentType)")
        }
        let json = try #require(try body("""
                    required: true
                    content: {application/json: {schema: {type: [object, "null"], properties: {note: {type: string}}}}}
            """))
        #expect(json.type == .optional(.named("Send.RequestBody")))
    }

    @Test func multipartWithoutAnObjectSchemaIsAFormTheCallerBuilds() throws {
        let body = try #require(try body("""
                    required: true
                    content: {multipart/form-data: {}}
            """))
        #expect(body.contents == [BodyContentDeclaration(contentType: "multipart/form-data", caseName: "multipart", encoding: .multipartForm, type: .builtin("MultipartForm"))])
    }
}
