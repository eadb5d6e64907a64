import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

/// A response as decoded. Swagger 2.0 responses have one schema, which gets its media types from the operation's
/// `produces`, so that part waits for the operation (see ``ParseSession/swagger2Content(schema:examples:types:)``).
/// A class, so that the memoized value is shared by every operation that refers to it.
final class DecodedResponse {
    let response: Response
    let swagger2Schema: Schema?
    /// 2.0 `examples`: media type -> example.
    let swagger2Examples: [(String, RawValue)]

    init(response: Response, swagger2Schema: Schema?, swagger2Examples: [(String, RawValue)]) {
        self.response = response
        self.swagger2Schema = swagger2Schema
        self.swagger2Examples = swagger2Examples
    }
}

extension ParseSession {
    /// A Request Body Object (3.x), followed if it is a reference.
    func requestBody(_ cursor: Cursor) -> RequestBody? {
        decodeFollowing(cursor, memo: requestBodyCache) { cursor in
            guard let entries = objectEntries(cursor, of: "a request body") else { return nil }
            var body = RequestBody(required: false, content: OrderedMap(), location: cursor.location)
            for entry in entries {
                let field = Field(entry: entry, parent: cursor)
                switch field.key {
                case "description": body.description = text(field)
                case "required": body.required = bool(field) ?? false
                case "content": body.content = content(field)
                default: break
                }
            }
            return body
        }
    }

    /// A Response Object, followed if it is a reference.
    func response(_ cursor: Cursor) -> DecodedResponse? {
        decodeFollowing(cursor, memo: responseCache) { cursor in
            guard let entries = objectEntries(cursor, of: "a response") else { return nil }
            var response = Response(location: cursor.location)
            var swagger2Schema: Schema?
            var swagger2Examples: [(String, RawValue)] = []
            for entry in entries {
                let field = Field(entry: entry, parent: cursor)
                switch field.key {
                case "description": response.description = text(field)
                case "content": response.content = content(field)
                case "headers": response.headers = headers(field)
                case "links": response.links = links(field)
                case "schema" where isSwagger2: swagger2Schema = schema(field.cursor)
                case "examples" where isSwagger2:
                    for example in mapping(field) ?? [] { swagger2Examples.append((example.key.value, literal(example.value))) }
                default: break
                }
            }
            return DecodedResponse(response: response, swagger2Schema: swagger2Schema, swagger2Examples: swagger2Examples)
        }
    }

    /// `content`: media type -> Media Type Object, in source order.
    func content(_ field: Field) -> OrderedMap<MediaType> {
        guard let entries = mapping(field) else { return OrderedMap() }
        let cursor = field.cursor
        var types: [String] = [], values: [MediaType] = []
        types.reserveCapacity(entries.count)
        values.reserveCapacity(entries.count)
        for entry in entries {
            guard let value = decodeFollowing(cursor.child(entry.key.value, entry.value), memo: nil, { mediaType($0) })
            else { continue }
            types.append(entry.key.value)
            values.append(value)
        }
        return OrderedMap(keys: types, values: values)
    }

    private func mediaType(_ cursor: Cursor) -> MediaType? {
        guard let entries = objectEntries(cursor, of: "a media type") else { return nil }
        var media = MediaType()
        for entry in entries {
            let field = Field(entry: entry, parent: cursor)
            switch field.key {
            case "schema": media.schema = schema(field.cursor)
            case "itemSchema": media.itemSchema = schema(field.cursor)
            case "example" where options.decodesExamples: media.examples.append(literal(field.node))
            case "examples" where options.decodesExamples: media.examples.append(contentsOf: examples(field))
            case "encoding":
                let encodings = field.cursor
                for item in mapping(field) ?? [] {
                    let value = decodeFollowing(encodings.child(item.key.value, item.value), memo: nil) { encoding($0) }
                    if let value { media.encoding[item.key.value] = value }
                }
            default: break
            }
        }
        return media
    }

    private func encoding(_ cursor: Cursor) -> Encoding? {
        guard let entries = objectEntries(cursor, of: "an encoding") else { return nil }
        var encoding = Encoding()
        for entry in entries {
            let field = Field(entry: entry, parent: cursor)
            switch field.key {
            case "contentType": encoding.contentType = text(field)
            case "headers": encoding.headers = headers(field)
            case "style": encoding.style = style(field)
            case "explode": encoding.explode = bool(field)
            case "allowReserved": encoding.allowReserved = bool(field) ?? false
            default: break
            }
        }
        return encoding
    }

    /// `examples`: name -> Example Object (3.x), each reduced to its value. Examples without an inline value
    /// (`externalValue`) are left out: they are documentation, and fetching them is never needed.
    func examples(_ field: Field) -> [RawValue] {
        guard let entries = mapping(field) else { return [] }
        let cursor = field.cursor
        var result: [RawValue] = []
        for entry in entries {
            let value = decodeFollowing(cursor.child(entry.key.value, entry.value), memo: exampleCache) { example in
                guard case .mapping = example.node else { return literal(example.node) }
                return (example.field("value") ?? example.field("dataValue")).map { literal($0.node) }
            }
            if let value { result.append(value) }
        }
        return result
    }

    /// `headers`: name -> Header Object, each followed if it is a reference.
    func headers(_ field: Field) -> OrderedMap<Header> {
        guard let entries = mapping(field) else { return OrderedMap() }
        let cursor = field.cursor
        var names: [String] = [], values: [Header] = []
        names.reserveCapacity(entries.count)
        values.reserveCapacity(entries.count)
        for entry in entries {
            guard let value = decodeFollowing(cursor.child(entry.key.value, entry.value), memo: headerCache, { header($0) })
            else { continue }
            names.append(entry.key.value)
            values.append(value)
        }
        return OrderedMap(keys: names, values: values)
    }

    private func header(_ cursor: Cursor) -> Header? {
        guard let entries = objectEntries(cursor, of: "a header") else { return nil }
        var header = Header(location: cursor.location)
        if isSwagger2 {
            // A 2.0 header is its own schema: `type`, `format`, `items`...
            header.schema = schemaObject(cursor, entries, parameterKeys: true)
        }
        for entry in entries {
            let field = Field(entry: entry, parent: cursor)
            switch field.key {
            case "description": header.description = text(field)
            case "required": header.required = bool(field) ?? false
            case "deprecated": header.deprecated = deprecation(field)
            case "schema" where !isSwagger2: header.schema = schema(field.cursor)
            case "content" where !isSwagger2:
                let content = content(field)
                header.schema = content.values.first?.schema
                header.contentType = content.keys.first
            default: break
            }
        }
        return header
    }

    /// `links`: name -> Link Object, each followed if it is a reference.
    private func links(_ field: Field) -> OrderedMap<Link> {
        var result = OrderedMap<Link>()
        guard let entries = mapping(field) else { return result }
        let cursor = field.cursor
        for entry in entries {
            let value = decodeFollowing(cursor.child(entry.key.value, entry.value), memo: linkCache) { cursor -> Link? in
                guard let entries = objectEntries(cursor, of: "a link") else { return nil }
                var link = Link(location: cursor.location)
                for entry in entries {
                    let field = Field(entry: entry, parent: cursor)
                    switch field.key {
                    case "operationId": link.operationId = text(field)
                    case "operationRef": link.operationRef = text(field)
                    case "description": link.description = text(field)
                    case "requestBody": link.requestBody = literal(field.node)
                    case "parameters":
                        for parameter in mapping(field) ?? [] { link.parameters[parameter.key.value] = literal(parameter.value) }
                    default: break
                    }
                }
                return link
            }
            if let value { result[entry.key.value] = value }
        }
        return result
    }

    /// The entries of an object that must be a mapping; reports anything else (null is silently nothing).
    func objectEntries(_ cursor: Cursor, of object: String) -> [MappingEntry]? {
        switch cursor.node {
        case .mapping(let entries, _): return entries
        case .scalar(let scalar) where scalar.isNull: return nil
        default:
            warning(ParserDiagnosticID.wrongType, "\(object) should be a mapping, found \(cursor.node.kindDescription)",
                    at: cursor.node, in: cursor.file, pointer: cursor.pointer)
            return nil
        }
    }

    /// A `style` value; unknown styles are reported and ignored.
    func style(_ field: Field) -> ParameterStyle? {
        guard let name = text(field) else { return nil }
        if let style = ParameterStyle(rawValue: name) { return style }
        warning(ParserDiagnosticID.invalidValue,
                "unknown style '\(name)'; expected matrix, label, simple, form, spaceDelimited, pipeDelimited or deepObject",
                at: field.node, in: field.file, pointer: field.pointer)
        return nil
    }
}
