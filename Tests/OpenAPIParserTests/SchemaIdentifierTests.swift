import Foundation
import GeneratorDiagnostics
import OpenAPIModel
import Testing

/// JSON Schema 2020-12's `$id` and `$anchor` (OpenAPI 3.1 and later): a `$ref` may name a schema by its identifier,
/// and references inside a schema with a `$id` are read against it.
@Suite("Schema identifiers ($id, $anchor)")
struct SchemaIdentifierTests {
    static let document = """
        openapi: 3.1.0
        info: {title: Identifiers, version: "1"}
        paths:
          /tags:
            post:
              requestBody:
                content:
                  application/json:
                    schema: {$ref: '#tag'}
              responses: {'204': {description: OK}}
        components:
          schemas:
            Tag: {$anchor: tag, type: string}
            Other:
              type: object
              properties:
                label: {$ref: '#tag'}
                size: {$ref: '#size'}
              $defs:
                size: {$anchor: size, type: integer}
            Box:
              $id: box.json
              type: object
              properties:
                item: {$ref: '#item'}
                count: {$ref: '#/$defs/count'}
              $defs:
                item: {$anchor: item, type: number}
                count: {type: integer}
            Holder:
              type: object
              properties:
                box: {$ref: box.json}
                count: {$ref: 'box.json#/$defs/count'}
                remote: {$ref: 'https://example.com/schemas/pet.json'}
            Pet:
              $id: https://example.com/schemas/pet.json
              type: object
              properties:
                tag: {$ref: '#/components/schemas/Tag'}
            Sample:
              type: object
              example: {$id: not-an-identifier.json}
              properties:
                data: {$ref: not-an-identifier.json}
                examples: {$anchor: listed, type: string}
                listed: {$ref: '#listed'}
        """

    /// The document parsed once, for the tests that read it.
    static let parsed = parse(document)

    /// The target a property's `$ref` resolved to, as `file#pointer` with the file's name only.
    func target(_ document: Document, _ schema: String, _ property: String) -> String? {
        guard let target = document.componentSchemas[schema]?.properties[property]?.ref?.target else { return nil }
        return String(target.file.split(separator: "/").last ?? "") + "#" + target.pointer.description.dropFirst()
    }

    /// `main` parsed as `main.yaml` in a new folder that also holds `file`, for references to another file; the folder
    /// is removed afterwards.
    func parseWithFile(_ file: (name: String, text: String), _ main: String) throws -> Parsed {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("anchors-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(file.text.utf8).write(to: URL(fileURLWithPath: folder + "/" + file.name))
        return parse(main, path: folder + "/main.yaml")
    }

    @Test func anchorsNameTheSchemaThatDeclaresThem() throws {
        let parsed = Self.parsed
        let document = try parsed.require()
        #expect(target(document, "Other", "label") == "inline.yaml#/components/schemas/Tag")
        #expect(target(document, "Other", "size") == "inline.yaml#/components/schemas/Other/$defs/size")
        // Inside a schema with a `$id`, `#item` is the anchor of that schema.
        #expect(target(document, "Box", "item") == "inline.yaml#/components/schemas/Box/$defs/item")
        let body = try document.operation("post", "/tags").requestBody?.content["application/json"]?.schema
        #expect(body?.ref?.target.pointer.description == "#/components/schemas/Tag")
    }

    @Test func aSchemaWithAnIDIsNamedByItAndReadsItsReferencesAgainstIt() throws {
        let parsed = Self.parsed
        let document = try parsed.require()
        #expect(target(document, "Holder", "box") == "inline.yaml#/components/schemas/Box")
        #expect(target(document, "Holder", "count") == "inline.yaml#/components/schemas/Box/$defs/count")
        // `#/$defs/count` inside Box is Box's, not the document's (which has no `$defs`).
        #expect(target(document, "Box", "count") == "inline.yaml#/components/schemas/Box/$defs/count")
        // An absolute `$id` is not fetched: the document declares it.
        #expect(target(document, "Holder", "remote") == "inline.yaml#/components/schemas/Pet")
        #expect(document.schema("#/components/schemas/Box/$defs/count")?.types == [.integer])
    }

    @Test func aDocumentPointerInsideASchemaWithAnIDIsReadInTheDocumentWithAWarning() throws {
        let parsed = Self.parsed
        let document = try parsed.require()
        #expect(target(document, "Pet", "tag") == "inline.yaml#/components/schemas/Tag")
        let warning = expectOne(parsed.diagnostics, id: "ref.id-ignored", severity: .warning, line: 40, column: 15)
        #expect(warning?.message == "reference '#/components/schemas/Tag' is inside the schema with "
            + "'$id: https://example.com/schemas/pet.json', which has no such place; it is read in the document, "
            + "as tools that ignore '$id' read it")
    }

    @Test func anIDInAnExampleIsData() {
        let parsed = Self.parsed
        // The reference names a file, which does not exist.
        let error = expectOne(parsed.diagnostics, id: "ref.missing-file", severity: .error, line: 45, column: 16)
        #expect(error?.message.contains("not-an-identifier.json") == true)
        // A property named `examples` is a schema.
        #expect(parsed.document.map { target($0, "Sample", "listed") } == "inline.yaml#/components/schemas/Sample/properties/examples")
    }

    /// `$dynamicAnchor` is an anchor for `$ref` too; so is a draft 7 `$id` that is only a fragment.
    @Test func dynamicAnchorsAndFragmentIDsAreAnchors() throws {
        let parsed = parse("""
            openapi: 3.1.0
            info: {title: Anchors, version: "1"}
            paths: {}
            components:
              schemas:
                Tree:
                  $dynamicAnchor: node
                  type: object
                  properties:
                    children: {type: array, items: {$ref: '#node'}}
                Named:
                  $id: '#named'
                  type: object
                  properties:
                    next: {$ref: '#named'}
            """)
        let document = try parsed.require()
        #expect(parsed.errors.isEmpty, "\(parsed.diagnostics)")
        #expect(document.componentSchemas["Tree"]?.properties["children"]?.items?.ref?.target.pointer.description
            == "#/components/schemas/Tree")
        #expect(target(document, "Named", "next") == "inline.yaml#/components/schemas/Named")
    }

    /// `$dynamicRef` is read as the `$ref` it starts from; where JSON Schema's dynamic scope could replace its target
    /// (another schema declares the same `$dynamicAnchor`), it says so.
    @Test func dynamicReferencesAreReadAsTheReferenceTheyStartFrom() throws {
        let parsed = parse("""
            openapi: 3.1.0
            info: {title: Dynamic, version: "1"}
            paths: {}
            components:
              schemas:
                Tree:
                  $id: https://example.com/tree
                  $dynamicAnchor: node
                  type: object
                  properties:
                    children: {type: array, items: {$dynamicRef: '#node'}}
                    first: {$dynamicRef: '#/properties/children/items'}
                StrictTree:
                  $id: https://example.com/strict-tree
                  $dynamicAnchor: node
                  $ref: tree
                  unevaluatedProperties: false
                Both:
                  $ref: '#/components/schemas/Tree'
                  $dynamicRef: '#node'
            """)
        let document = try parsed.require()
        #expect(parsed.errors.isEmpty, "\(parsed.diagnostics)")
        let tree = document.componentSchemas["Tree"]
        #expect(tree?.properties["children"]?.items?.ref?.target.pointer.description == "#/components/schemas/Tree")
        #expect(tree?.properties["first"]?.ref?.target.pointer.description == "#/components/schemas/Tree/properties/children/items")
        #expect(document.componentSchemas["Both"]?.ref?.target.pointer.description == "#/components/schemas/Tree")
        let warnings = parsed.diagnostics.filter { $0.id == "ref.dynamic" && $0.severity == .warning }
        #expect(warnings.map { [$0.location?.line, $0.location?.column] } == [[11, 54], [20, 20]], "\(parsed.diagnostics)")
        #expect(warnings.first?.message.hasPrefix("'$dynamicRef: #node' is read as a '$ref' to the schema it names here; "
            + "2 schemas declare '$dynamicAnchor: node'") == true)
        #expect(warnings.last?.message == "'$dynamicRef' beside '$ref' is ignored: the schema is read as its '$ref'")
        #expect(parsed.diagnostics.count == 2, "\(parsed.diagnostics)")
    }

    @Test func dynamicReferencesBefore31AreIgnoredWithAWarning() {
        let parsed = parse("""
            openapi: 3.0.3
            info: {title: Dynamic, version: "1"}
            paths: {}
            components:
              schemas:
                Tree: {type: object, properties: {children: {type: array, items: {$dynamicRef: '#node'}}}}
            """)
        #expect(parsed.document?.componentSchemas["Tree"]?.properties["children"]?.items?.ref == nil)
        expectOne(parsed.diagnostics, id: "ref.dynamic", severity: .warning, line: 6, column: 84)
        #expect(parsed.errors.isEmpty, "\(parsed.diagnostics)")
    }

    @Test func anUnknownAnchorIsAnError() {
        let parsed = parse("""
            openapi: 3.1.0
            info: {title: Anchors, version: "1"}
            paths: {}
            components:
              schemas:
                Tag: {$anchor: tag, type: string}
                Other: {type: object, properties: {label: {$ref: '#nope'}}}
            """)
        let error = expectOne(parsed.diagnostics, id: "ref.invalid", severity: .error, line: 7, column: 48)
        #expect(error?.message == "reference '#nope' names the anchor 'nope', which no schema read so far declares ('$anchor: nope')")
    }

    /// `other.yaml#pet` names an anchor of a file nothing else has read yet: the file is read for it.
    @Test func anAnchorInAFileNotReadYetIsFound() throws {
        let file = """
            components:
              schemas:
                Pet: {$anchor: pet, type: object, properties: {name: {type: string}}}
            """
        let parsed = try parseWithFile(("other.yaml", file), """
            openapi: 3.1.0
            info: {title: Anchors, version: "1"}
            paths: {}
            components:
              schemas:
                Owner:
                  type: object
                  properties:
                    pet: {$ref: 'other.yaml#pet'}
                    cat: {$ref: 'other.yaml#cat'}
                    dog: {$ref: 'missing.yaml#dog'}
            """)
        let document = try #require(parsed.document)
        #expect(target(document, "Owner", "pet") == "other.yaml#/components/schemas/Pet")
        // An anchor the file does not declare, and a file that is not there, are still errors.
        let errors = parsed.errors.map(\.message)
        #expect(errors.contains("reference 'other.yaml#cat' names the anchor 'cat', which no schema read so far declares ('$anchor: cat')"), "\(errors)")
        #expect(errors.contains { $0.contains("missing.yaml") && $0.contains("not") }, "\(errors)")
    }

    /// A file whose root schema declares a `$id` is a resource of that URI, and its anchors are known by the file's
    /// own address too: `pet.yaml#pet`, from the document that reads it, as `#owner` inside it. An anchor of a resource
    /// nested in the file is known by that resource's URI only.
    @Test func anAnchorOfAFileWithARootIDIsFoundByTheFilesAddress() throws {
        let file = """
            $id: https://example.com/schemas/pet.yaml
            $anchor: pet
            type: object
            properties:
              owner: {$ref: '#owner'}
            $defs:
              Owner: {$anchor: owner, type: object, properties: {id: {type: integer}}}
              Tag:
                $id: tag.yaml
                $defs:
                  Label: {$anchor: label, type: string}
            """
        let parsed = try parseWithFile(("pet.yaml", file), """
            openapi: 3.1.0
            info: {title: Anchors, version: "1"}
            paths: {}
            components:
              schemas:
                Holder:
                  type: object
                  properties:
                    pet: {$ref: 'pet.yaml#pet'}
                    owner: {$ref: 'pet.yaml#owner'}
                    byID: {$ref: 'https://example.com/schemas/pet.yaml#owner'}
                    label: {$ref: 'https://example.com/schemas/tag.yaml#label'}
                    nested: {$ref: 'pet.yaml#label'}
            """)
        let document = try #require(parsed.document)
        #expect(target(document, "Holder", "pet") == "pet.yaml#")
        #expect(target(document, "Holder", "owner") == "pet.yaml#/$defs/Owner")
        #expect(target(document, "Holder", "byID") == "pet.yaml#/$defs/Owner")
        #expect(target(document, "Holder", "label") == "pet.yaml#/$defs/Tag/$defs/Label")
        let errors = parsed.errors.map(\.message)
        #expect(errors == ["reference 'pet.yaml#label' names the anchor 'label', which no schema read so far declares ('$anchor: label')"], "\(errors)")
    }

    @Test func openAPI30ReadsNoIdentifiers() {
        let parsed = parse("""
            openapi: 3.0.3
            info: {title: Anchors, version: "1"}
            paths: {}
            components:
              schemas:
                Box: {$id: box.json, type: object}
                Tag: {$anchor: tag, type: string}
                Other: {type: object, properties: {label: {$ref: '#tag'}, box: {$ref: box.json}}}
            """)
        let error = expectOne(parsed.diagnostics, id: "ref.invalid", severity: .error, line: 8, column: 48)
        #expect(error?.message.contains("has a fragment that is not a JSON pointer") == true, "\(parsed.diagnostics)")
        expectOne(parsed.diagnostics, id: "ref.missing-file", severity: .error, line: 8, column: 69)
    }
}
