import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

/// Schema Objects, decoded in one pass over each mapping. References are kept (``Schema/ref``) and their targets
/// queued for the schema worklist, so recursion in the document never becomes recursion here.
///
/// The vocabularies of all versions are read in every version: a 3.0 document with `const` or a 3.1 document with
/// `nullable` means what it says. Conversions: 3.0 `nullable: true` (and the `x-nullable: true` of Swagger 2.0's
/// tools) adds `.null` to ``Schema/types``; 2.0 and 3.0
/// boolean `exclusiveMinimum`/`exclusiveMaximum` become the 3.1 numeric form; 2.0 `type: file` is a binary string;
/// 2.0's string `discriminator` is its property name.
extension ParseSession {
    /// The schema at `cursor`: a mapping, or a 3.1 boolean schema (`true` allows anything, `false` nothing).
    func schema(_ cursor: Cursor) -> Schema? {
        switch cursor.node {
        case .mapping(let entries, _):
            return schemaObject(cursor, entries)
        case .scalar(let scalar):
            if let allowed = scalar.bool {
                var schema = Schema(location: cursor.location, pointer: cursor.pointer)
                if !allowed { schema.not = Schema(location: cursor.location, pointer: cursor.pointer) }
                return schema
            }
            if scalar.isNull { return nil }
        case .sequence:
            break
        }
        warning(ParserDiagnosticID.wrongType, "expected a schema (a mapping), found \(cursor.node.kindDescription)",
                at: cursor.node, in: cursor.file, pointer: cursor.pointer)
        return nil
    }

    /// Decodes a schema mapping. With `parameterKeys`, the mapping is a Swagger 2.0 parameter or header, whose own
    /// fields (`name`, `in`, `description`, extensions...) are not the schema's.
    func schemaObject(_ cursor: Cursor, _ entries: [MappingEntry], parameterKeys: Bool = false) -> Schema {
        // Decoded into a variable of this small function, so that the large one below works in place on a schema
        // whose keyword buffer nothing else shares (when the schema was an inline 616-byte value, returning the large
        // function's variable made the optimizer copy it and destroy the original instead of moving it).
        var schema = Schema(location: cursor.location, pointer: cursor.pointer)
        decodeSchemaObject(cursor, entries, parameterKeys: parameterKeys, into: &schema)
        return schema
    }

    private func decodeSchemaObject(_ cursor: Cursor, _ entries: [MappingEntry], parameterKeys: Bool, into schema: inout Schema) {
        var extensions = OrderedMap<RawValue>()
        var nullable = false, isFile = false
        var exclusiveMinimum = false, exclusiveMaximum = false
        var dynamicReference: Field?
        for entry in entries {
            let field = Field(entry: entry, parent: cursor)
            switch field.key {
            case "type": schema.types = types(field, isFile: &isFile)
            case "description": if !parameterKeys { schema.description = text(field) }
            case "$ref": schema.ref = schemaReference(field)
            case "$dynamicRef": dynamicReference = field
            case "properties": schema.properties = schemaMap(field)
            case "items":
                if case .sequence = field.node {
                    schema.prefixItems = schemaList(field)  // draft 4 tuple form
                } else {
                    schema.items = self.schema(field.cursor)
                }
            case "format": schema.format = text(field)
            case "example" where options.decodesExamples: schema.examples.append(literal(field.node))
            case "example" where options.decodesScalarSchemaExamples:
                if case .scalar = field.node { schema.examples.append(literal(field.node)) }
            case "required":
                switch field.node {
                case .sequence: schema.required = strings(field)
                case .scalar(let scalar) where scalar.bool != nil: break  // property-level `required: true`, a 2.0 habit
                default: if !parameterKeys { wrongType(field, expected: "a list of property names") }
                }
            case "enum":
                if let items = sequence(field) { schema.enumValues = items.map(literal) }
            case "nullable": nullable = bool(field) ?? false
            case "allOf": schema.allOf = schemaList(field)
            case "oneOf": schema.oneOf = schemaList(field)
            case "anyOf": schema.anyOf = schemaList(field)
            case "additionalProperties":
                if let scalar = field.node.scalar, let allowed = scalar.bool {
                    schema.additionalProperties = .allowed(allowed)
                } else if let value = self.schema(field.cursor) {
                    schema.additionalProperties = .schema(consume value)
                }
            case "readOnly": schema.readOnly = bool(field) ?? false
            case "title": schema.title = text(field)
            case "default": schema.defaultValue = literal(field.node)
            case "examples" where options.decodesExamples:
                switch field.node {
                case .sequence(let items, _): schema.examples.append(contentsOf: items.map(literal))
                case .mapping(let examples, _): for example in examples { schema.examples.append(literal(example.value)) }
                default: schema.examples.append(literal(field.node))
                }
            case "examples" where options.decodesScalarSchemaExamples:
                if case .sequence(let items, _) = field.node, let first = items.first, case .scalar = first {
                    schema.examples.append(literal(first))
                }
            case "pattern": schema.pattern = text(field)
            case "minimum": schema.minimum = numberText(field)
            case "maximum": schema.maximum = numberText(field)
            case "minLength": schema.minLength = int(field)
            case "maxLength": schema.maxLength = int(field)
            case "minItems": schema.minItems = int(field)
            case "maxItems": schema.maxItems = int(field)
            case "minProperties": schema.minProperties = int(field)
            case "maxProperties": schema.maxProperties = int(field)
            case "multipleOf": schema.multipleOf = numberText(field)
            case "uniqueItems": schema.uniqueItems = bool(field) ?? false
            case "writeOnly": schema.writeOnly = bool(field) ?? false
            case "deprecated": schema.deprecated = deprecation(field)
            case "discriminator": schema.discriminator = discriminator(field)
            case "not": schema.not = self.schema(field.cursor)
            case "const": schema.constValue = literal(field.node)
            case "exclusiveMinimum":
                if let flag = field.node.scalar?.bool { exclusiveMinimum = flag } else { schema.exclusiveMinimum = numberText(field) }
            case "exclusiveMaximum":
                if let flag = field.node.scalar?.bool { exclusiveMaximum = flag } else { schema.exclusiveMaximum = numberText(field) }
            case "prefixItems": schema.prefixItems = schemaList(field)
            case "patternProperties": schema.patternProperties = schemaMap(field)
            case "$defs": schema.defs = schemaMap(field)
            case "contentEncoding": schema.contentEncoding = text(field)
            case "contentMediaType": schema.contentMediaType = text(field)
            case "xml": schema.xml = literal(field.node)
            default:
                // Swagger 2.0 has no `nullable`; its tools' extension (go-swagger, NSwag: Docker's document) says it.
                if field.key == "x-nullable", field.node.scalar?.bool == true { nullable = true }
                if !parameterKeys { _ = collectExtension(entry, of: cursor, into: &extensions) }
            }
        }
        if !extensions.isEmpty { schema.extensions = extensions }
        if let dynamicReference { schema.ref = self.dynamicReference(dynamicReference, beside: schema.ref) }
        if isFile, schema.format == nil { schema.format = "binary" }
        if exclusiveMinimum, let minimum = schema.minimum {
            schema.exclusiveMinimum = minimum
            schema.minimum = nil
        }
        if exclusiveMaximum, let maximum = schema.maximum {
            schema.exclusiveMaximum = maximum
            schema.maximum = nil
        }
        if nullable, !schema.types.contains(.null) { schema.types.append(.null) }
    }

    /// `type`: one name, or (3.1) a list. 2.0's `file` is read as `string` (and sets `isFile`).
    private func types(_ field: Field, isFile: inout Bool) -> [JSONType] {
        switch field.node {
        case .scalar(let scalar):
            if scalar.isNull && scalar.isPlain { return [] }
            return type(named: scalar.value, node: field.node, field: field, isFile: &isFile).map { [$0] } ?? []
        case .sequence(let items, _):
            var result: [JSONType] = []
            for item in items {
                guard let name = item.scalar?.value else {
                    wrongType(field, expected: "a type name or a list of type names")
                    continue
                }
                if let type = type(named: name, node: item, field: field, isFile: &isFile), !result.contains(type) {
                    result.append(type)
                }
            }
            return result
        case .mapping:
            wrongType(field, expected: "a type name or a list of type names")
            return []
        }
    }

    private func type(named name: String, node: Node, field: Field, isFile: inout Bool) -> JSONType? {
        if let type = JSONType(rawValue: name) { return type }
        if name == "file" {
            isFile = true
            return .string
        }
        warning(
            ParserDiagnosticID.schemaType,
            "unknown schema type '\(name)'; expected string, integer, number, boolean, object, array or null",
            at: node, in: field.file, pointer: field.pointer)
        return nil
    }

    /// A mapping of names to schemas (`properties`, `$defs`, `patternProperties`). Names are just names: a property
    /// may well be called `$ref`.
    func schemaMap(_ field: Field) -> OrderedMap<Schema> {
        guard let cursor = nameMap(field) else { return OrderedMap() }
        let entries = cursor.entries
        var names: [String] = [], values: [Schema] = []
        names.reserveCapacity(entries.count)
        values.reserveCapacity(entries.count)
        for entry in entries {
            guard let value = schema(cursor.child(entry.key.value, entry.value)) else { continue }
            names.append(entry.key.value)
            values.append(consume value)
        }
        return OrderedMap(keys: names, values: values)
    }

    /// A list of schemas (`allOf`, `oneOf`, `anyOf`, `prefixItems`).
    func schemaList(_ field: Field) -> [Schema] {
        guard let items = sequence(field) else { return [] }
        let cursor = field.cursor
        var result: [Schema] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            if let value = schema(cursor.child(index, item)) { result.append(consume value) }
        }
        return result
    }

    /// A schema `$ref`: kept as a reference, its target queued for the worklist.
    func schemaReference(_ field: Field) -> SchemaReference? {
        let entry = MappingEntry(key: Scalar(value: field.key, mark: field.keyMark), value: field.node)
        guard let (target, text, location) = target(of: entry, in: field.parent) else { return nil }
        noteSchemaTarget(target, text: text, at: location, pointer: field.parent.pointer)
        return SchemaReference(raw: text, target: target, location: location)
    }

    /// Queues a schema target for decoding, unless it is already known.
    func noteSchemaTarget(_ target: ReferenceTarget, text: String, at location: SourceLocation, pointer: JSONPointer) {
        guard knownSchemaTargets.insert(target).inserted else { return }
        if isSpeculative {
            speculativeLog.append(.schemaTarget(target, text: text, reference: location, pointer: pointer))
        } else {
            pendingSchemaTargets.append((target: target, text: text, reference: location, pointer: pointer))
        }
    }

    /// `discriminator`: a mapping (3.x) or a property name (2.0). Mapping values are `$ref`s or bare component names.
    private func discriminator(_ field: Field) -> Discriminator? {
        if case .scalar(let scalar) = field.node, !scalar.isNull { return Discriminator(propertyName: scalar.value) }
        guard mapping(field) != nil else { return nil }
        let cursor = field.cursor
        guard let nameField = cursor.field("propertyName"), let name = text(nameField) else {
            missing("propertyName", in: cursor, of: "the discriminator")
            return nil
        }
        var result = Discriminator(propertyName: name)
        if let defaultField = cursor.field("defaultMapping"), let value = text(defaultField) {
            result.defaultMapping = value
            result.resolvedDefaultMapping = mappingTarget(value, at: defaultField.node, in: cursor, pointer: defaultField.pointer)
        }
        guard let mappingField = cursor.field("mapping"), let pairs = mapping(mappingField) else { return result }
        for pair in pairs {
            guard let value = pair.value.scalar?.value else { continue }
            result.mapping[pair.key.value] = value
            result.resolvedMapping[pair.key.value] = mappingTarget(value, at: pair.value, in: cursor, pointer: mappingField.pointer)
        }
        return result
    }

    /// The schema a discriminator's `mapping` or `defaultMapping` value names (a `$ref` text or a bare component
    /// name), queued for decoding; nil when it is not a usable reference.
    private func mappingTarget(_ value: String, at node: Node, in cursor: Cursor, pointer: JSONPointer) -> ReferenceTarget? {
        let isReference = value.contains("/") || value.contains("#") || value.hasSuffix(".yaml")
            || value.hasSuffix(".yml") || value.hasSuffix(".json")
        let rootKey = filesRead.first ?? cursor.file.key
        let parsed = isReference
            ? parseReference(value, in: cursor.file, at: cursor.pointer)
            : .target(ReferenceTarget(file: rootKey, pointer: componentSchemaPointer(value)), remote: false)
        guard case .target(let target, _) = parsed else { return nil }
        noteSchemaTarget(target, text: value, at: cursor.file.location(node.mark), pointer: pointer)
        return target
    }

    /// Where a component schema named `name` lives in the root document.
    func componentSchemaPointer(_ name: String) -> JSONPointer {
        isSwagger2 ? JSONPointer(["definitions", name]) : JSONPointer(["components", "schemas", name])
    }
}
