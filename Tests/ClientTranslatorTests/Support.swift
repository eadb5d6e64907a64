import ClientIR
import ClientTranslator
import GeneratorDiagnostics
import OpenAPIModel

/// Builds schemas the way the parser would produce them, without YAML.
enum S {
    static let rootFile = "/api/openapi.yaml"
    static let here = SourceLocation(file: "openapi.yaml", line: 1, column: 1)

    static func blank() -> Schema { Schema(location: here, pointer: .root) }

    static func typed(_ type: JSONType, format: String? = nil, nullable: Bool = false) -> Schema {
        var schema = blank()
        schema.types = nullable ? [type, .null] : [type]
        schema.format = format
        return schema
    }

    static func string(_ format: String? = nil, nullable: Bool = false) -> Schema { typed(.string, format: format, nullable: nullable) }
    static func integer(_ format: String? = nil) -> Schema { typed(.integer, format: format) }
    static func number(_ format: String? = nil) -> Schema { typed(.number, format: format) }
    static func boolean() -> Schema { typed(.boolean) }
    static func null() -> Schema { typed(.null) }
    static func any() -> Schema { blank() }

    static func object(_ properties: KeyValuePairs<String, Schema> = [:], required: [String] = [], nullable: Bool = false) -> Schema {
        var schema = typed(.object, nullable: nullable)
        schema.properties = OrderedMap(properties.map { ($0.key, $0.value) })
        schema.required = required
        return schema
    }

    static func array(_ items: Schema?) -> Schema {
        var schema = typed(.array)
        schema.items = items
        return schema
    }

    static func map(_ value: Schema) -> Schema {
        var schema = typed(.object)
        schema.additionalProperties = .schema(value)
        return schema
    }

    static func ref(_ name: String, nullable: Bool = false) -> Schema {
        refTo(ReferenceTarget(file: rootFile, pointer: JSONPointer(["components", "schemas", name])), raw: "#/components/schemas/\(name)", nullable: nullable)
    }

    static func refTo(_ target: ReferenceTarget, raw: String? = nil, nullable: Bool = false) -> Schema {
        var schema = blank()
        schema.ref = SchemaReference(raw: raw ?? target.description, target: target, location: here)
        if nullable { schema.types = [.null] }
        return schema
    }

    static func enumeration(_ values: [String], type: JSONType? = .string) -> Schema {
        var schema = type.map { typed($0) } ?? blank()
        schema.enumValues = values.map { $0 == "null" ? .scalar("null", isPlain: true) : .scalar($0, isPlain: type != .string) }
        return schema
    }

    static func intEnum(_ values: [Int]) -> Schema {
        var schema = typed(.integer)
        schema.enumValues = values.map { .scalar(String($0), isPlain: true) }
        return schema
    }

    static func oneOf(_ members: [Schema]) -> Schema {
        var schema = blank()
        schema.oneOf = members
        return schema
    }

    static func anyOf(_ members: [Schema]) -> Schema {
        var schema = blank()
        schema.anyOf = members
        return schema
    }

    static func allOf(_ parts: [Schema]) -> Schema {
        var schema = blank()
        schema.allOf = parts
        return schema
    }

    static func with(_ schema: Schema, _ change: (inout Schema) -> Void) -> Schema {
        var copy = schema
        change(&copy)
        return copy
    }

    static func plain(_ text: String) -> RawValue { .scalar(text, isPlain: true) }
    static func quoted(_ text: String) -> RawValue { .scalar(text, isPlain: false) }

    /// A 3.1 document whose `components.schemas` are `components` (pointers filled in as the parser does).
    static func document(_ components: KeyValuePairs<String, Schema>, external: [(ReferenceTarget, Schema)] = []) -> Document {
        document(components.map { ($0.key, $0.value) }, external: external)
    }

    /// The same, for components made in a loop.
    static func document(_ components: [(String, Schema)], external: [(ReferenceTarget, Schema)] = []) -> Document {
        var document = Document(version: .openAPI31("3.1.0"), rootFile: rootFile, info: Info(title: "Test", version: "1.0"))
        for (name, schema) in components {
            let pointer = JSONPointer(["components", "schemas", name])
            let located = withPointers(schema, pointer)
            document.componentSchemas[name] = located
            let target = ReferenceTarget(file: rootFile, pointer: pointer)
            document.schemas[target] = located
            document.schemaOrder.append(target)
        }
        for (target, schema) in external {
            document.schemas[target] = withPointers(schema, target.pointer)
            document.schemaOrder.append(target)
        }
        return document
    }

    /// Sets the pointer of `schema` and of every schema inside it.
    static func withPointers(_ schema: Schema, _ pointer: JSONPointer) -> Schema {
        var copy = schema
        copy.pointer = pointer
        copy.properties = OrderedMap(schema.properties.map { ($0.key, withPointers($0.value, pointer.appending("properties").appending($0.key))) })
        if let items = schema.items { copy.items = withPointers(items, pointer.appending("items")) }
        if case .schema(let value)? = schema.additionalProperties {
            copy.additionalProperties = .schema(withPointers(value, pointer.appending("additionalProperties")))
        }
        copy.allOf = schema.allOf.enumerated().map { withPointers($1, pointer.appending("allOf").appending($0)) }
        copy.oneOf = schema.oneOf.enumerated().map { withPointers($1, pointer.appending("oneOf").appending($0)) }
        copy.anyOf = schema.anyOf.enumerated().map { withPointers($1, pointer.appending("anyOf").appending($0)) }
        return copy
    }
}

/// Translates `document` and keeps the diagnostics.
struct Translated {
    var types: [TypeDeclaration]
    var diagnostics: [Diagnostic]

    init(_ document: Document, options: TranslatorOptions = TranslatorOptions()) {
        let collector = DiagnosticCollector()
        types = SchemaTranslator().translateTypes(document, options: options, diagnostics: collector)
        diagnostics = collector.diagnostics
    }

    init(_ components: KeyValuePairs<String, Schema>, options: TranslatorOptions = TranslatorOptions()) {
        self.init(S.document(components), options: options)
    }

    /// The declaration at a qualified path (`Pet.Category`).
    subscript(_ path: String) -> TypeDeclaration? {
        var candidates = types
        var found: TypeDeclaration?
        for component in path.split(separator: ".") {
            found = candidates.first { $0.name == component }
            candidates = found?.nested ?? []
        }
        return found
    }

    var names: [String] { types.map(\.name) }
}

extension TypeDeclaration {
    var structure: StructDeclaration? { if case .structure(let value) = kind { value } else { nil } }
    var enumeration: EnumDeclaration? { if case .enumeration(let value) = kind { value } else { nil } }
    var oneOf: OneOfDeclaration? { if case .oneOf(let value) = kind { value } else { nil } }
    var alias: TypeUsage? { if case .alias(let value) = kind { value } else { nil } }

    func property(_ key: String) -> PropertyDeclaration? { structure?.properties.first { $0.key == key } }
}
