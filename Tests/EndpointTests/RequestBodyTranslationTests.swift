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
        guard case .multipart(let parts) = body.contents.first?.encoding else {
            Issue.record("not a typed multipart body: \(body.contents)")
            return
        }
        #expect(parts.map(\.key) == ["file", "title", "count", "labels", "photos", "owner", "meta"])
        #expect(parts.map(\.kind) == [
            .file(contentType: "application/pdf"), .json(contentType: "application/json"), .field, .field,
            .file(contentType: "image/png"), .json(contentType: "application/json"), .json(contentType: "application/json"),
        ])
        #expect(parts.map(\.isOptional) == [false, true, true, true, true, true, true])
        #expect(parts.map(\.isRepeated) == [false, false, false, true, true, false, false])
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
