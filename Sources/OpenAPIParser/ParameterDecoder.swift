import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

/// A parameter as decoded, before it is placed in its operation. Swagger 2.0 `body` and `formData` parameters are
/// not parameters in the model: they become the operation's request body.
struct DecodedParameter {
    /// Indirect, so that copies out of the memo and through merging cost a retain instead of a copy of a whole
    /// parameter and its schema.
    indirect enum Kind {
        case parameter(Parameter)
        case body(description: String?, required: Bool, schema: Schema?, location: SourceLocation)
        /// `collection`: an array field's `collectionFormat` as a style and explode (csv when it has none).
        case formData(name: String, description: String?, required: Bool, schema: Schema, location: SourceLocation,
                      collection: (style: ParameterStyle, explode: Bool)?)
    }

    let kind: Kind
    /// What makes a parameter the same as another one (an operation's parameter replaces its path item's).
    let identity: String

    static func parameter(_ parameter: Parameter) -> DecodedParameter {
        DecodedParameter(kind: .parameter(parameter), identity: parameter.location.rawValue + "\u{0}" + parameter.name)
    }

    static func body(description: String?, required: Bool, schema: Schema?, location: SourceLocation) -> DecodedParameter {
        DecodedParameter(kind: .body(description: description, required: required, schema: schema, location: location), identity: "body")
    }

    static func formData(name: String, description: String?, required: Bool, schema: Schema, location: SourceLocation,
                         collection: (style: ParameterStyle, explode: Bool)?) -> DecodedParameter {
        DecodedParameter(
            kind: .formData(name: name, description: description, required: required, schema: schema, location: location,
                            collection: collection),
            identity: "formData\u{0}" + name)
    }
}

extension ParseSession {
    /// `parameters`: a list of Parameter Objects, each followed if it is a reference. Broken ones are skipped.
    func parameters(_ field: Field) -> [DecodedParameter] {
        guard let items = sequence(field) else { return [] }
        let cursor = field.cursor
        var result: [DecodedParameter] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let value = decodeFollowing(cursor.child(index, item), memo: parameterCache) { cursor in
                isSwagger2 ? swagger2Parameter(cursor) : parameter(cursor)
            }
            if let value { result.append(value) }
        }
        return result
    }

    /// A 3.x Parameter Object.
    private func parameter(_ cursor: Cursor) -> DecodedParameter? {
        guard let entries = objectEntries(cursor, of: "a parameter"),
              let (name, location) = nameAndLocation(cursor) else { return nil }
        var style: ParameterStyle?, explode: Bool?, required: Bool?
        var parameter = Parameter(
            name: name, location: location, required: false, style: Parameter.defaultStyle(for: location), explode: false,
            schema: nil, sourceLocation: cursor.location, pointer: cursor.pointer)
        for entry in entries {
            let field = Field(entry: entry, parent: cursor)
            switch field.key {
            case "name", "in": break
            case "schema": parameter.schema = schema(field.cursor)
            case "description": parameter.description = text(field)
            case "required": required = bool(field)
            case "style": style = self.style(field)
            case "explode": explode = bool(field)
            case "deprecated": parameter.deprecated = deprecation(field)
            case "allowEmptyValue": parameter.allowEmptyValue = bool(field) ?? false
            case "allowReserved": parameter.allowReserved = bool(field) ?? false
            case "content":
                let content = self.content(field)
                parameter.contentType = content.keys.first
                parameter.schema = content.values.first?.schema
            case "example" where options.decodesExamples: parameter.examples.append(literal(field.node))
            case "examples" where options.decodesExamples: parameter.examples.append(contentsOf: examples(field))
            case "example" where options.decodesScalarSchemaExamples:
                if case .scalar = field.node { parameter.examples.append(literal(field.node)) }
            case "examples" where options.decodesScalarSchemaExamples:
                // The first Example Object written in place, when its value is a scalar.
                if case .mapping(let examples, _) = field.node, let first = examples.first,
                   let value = Cursor(node: first.value, file: cursor.file, pointer: cursor.pointer).field("value"),
                   case .scalar = value.node {
                    parameter.examples.append(literal(value.node))
                }
            case "x-example" where options.decodesScalarSchemaExamples:
                if case .scalar = field.node { parameter.examples.append(literal(field.node)) }
                _ = collectExtension(entry, of: cursor, into: &parameter.extensions)
            default: _ = collectExtension(entry, of: cursor, into: &parameter.extensions)
            }
        }
        parameter.required = location == .path || (required ?? false)
        parameter.style = style ?? parameter.style
        parameter.explode = explode ?? parameter.style.explodesByDefault
        return .parameter(parameter)
    }

    /// A Swagger 2.0 Parameter Object: `body` and `formData` are set aside for the request body; the others carry
    /// their schema in their own fields, and their `collectionFormat` becomes a style.
    private func swagger2Parameter(_ cursor: Cursor) -> DecodedParameter? {
        guard let entries = objectEntries(cursor, of: "a parameter"),
              let inField = cursor.field("in"), let locationName = text(inField) else {
            if case .mapping = cursor.node { missing("in", in: cursor, of: "a parameter") }
            return nil
        }
        var description: String?, required = false
        for entry in entries {
            let field = Field(entry: entry, parent: cursor)
            switch field.key {
            case "description": description = text(field)
            case "required": required = bool(field) ?? false
            default: break
            }
        }
        if locationName == "body" {
            let bodySchema = cursor.field("schema").flatMap { self.schema($0.cursor) }
            return .body(description: description, required: required, schema: bodySchema, location: cursor.location)
        }
        guard let nameField = cursor.field("name"), let name = text(nameField) else {
            missing("name", in: cursor, of: "a parameter")
            return nil
        }
        let schema = schemaObject(cursor, entries, parameterKeys: true)
        let isArray = schema.types.contains(.array)
        let format = cursor.field("collectionFormat").flatMap { text($0) } ?? (isArray ? "csv" : nil)
        if locationName == "formData" {
            // A form field is written like a query parameter: `tags=a,b` (csv, the default) or `tags=a&tags=b` (multi).
            let collection = isArray ? collectionStyle(format, location: .query, field: cursor.field("collectionFormat")) : nil
            var property = consume schema
            property.description = description
            return .formData(name: name, description: description, required: required, schema: property,
                             location: cursor.location, collection: collection)
        }
        guard let location = parameterLocation(locationName, field: inField, swagger2: true) else { return nil }
        let (style, explode) = collectionStyle(format, location: location, field: cursor.field("collectionFormat"))
        var parameter = Parameter(
            name: name, location: location, required: location == .path || required, style: style, explode: explode,
            schema: schema, sourceLocation: cursor.location, pointer: cursor.pointer)
        parameter.description = description
        for entry in entries {
            let field = Field(entry: entry, parent: cursor)
            switch field.key {
            case "allowEmptyValue": parameter.allowEmptyValue = bool(field) ?? false
            case "x-example": parameter.examples.append(literal(field.node))
            default: _ = collectExtension(entry, of: cursor, into: &parameter.extensions)
            }
        }
        return .parameter(parameter)
    }

    /// A 2.0 `collectionFormat` as a 3.x style and explode: csv -> form (query) or simple, not exploded;
    /// ssv, pipes, tsv -> spaceDelimited, pipeDelimited, tabDelimited; multi -> form, exploded. Without one (a
    /// scalar parameter): the 3.x defaults for the location.
    func collectionStyle(_ format: String?, location: ParameterLocation, field: Field?) -> (ParameterStyle, Bool) {
        let defaultStyle = Parameter.defaultStyle(for: location)
        switch format {
        case nil: return (defaultStyle, defaultStyle == .form)
        case "csv": return (defaultStyle, false)
        case "ssv": return (.spaceDelimited, false)
        case "pipes": return (.pipeDelimited, false)
        case "tsv": return (.tabDelimited, false)
        case "multi": return (.form, true)
        case let other?:
            if let field {
                warning(ParserDiagnosticID.invalidValue,
                        "unknown collectionFormat '\(other)'; expected csv, ssv, tsv, pipes or multi",
                        at: field.node, in: field.file, pointer: field.pointer)
            }
            return (defaultStyle, false)
        }
    }

    /// The `name` and `in` of a 3.x parameter; nil (reported) when either is missing or `in` is unknown.
    private func nameAndLocation(_ cursor: Cursor) -> (String, ParameterLocation)? {
        guard let nameField = cursor.field("name"), let name = text(nameField) else {
            // A `querystring`'s name is never sent: without one, it is named for what it is.
            if cursor.field("in").flatMap({ text($0) }) == ParameterLocation.querystring.rawValue {
                warning(ParserDiagnosticID.missingField, "a querystring parameter has no 'name'; it is named 'query'",
                        at: cursor.node, in: cursor.file, pointer: cursor.pointer)
                return ("query", .querystring)
            }
            missing("name", in: cursor, of: "a parameter")
            return nil
        }
        guard let inField = cursor.field("in"), let locationName = text(inField) else {
            missing("in", in: cursor, of: "parameter '\(name)'")
            return nil
        }
        guard let location = parameterLocation(locationName, field: inField, swagger2: false) else { return nil }
        return (name, location)
    }

    private func parameterLocation(_ name: String, field: Field, swagger2: Bool) -> ParameterLocation? {
        if let location = ParameterLocation(rawValue: name), swagger2 ? location != .cookie && location != .querystring : true {
            return location
        }
        let known = swagger2 ? "path, query, header, body or formData" : "path, query, header, cookie or querystring"
        warning(ParserDiagnosticID.parameterLocation, "unknown parameter location '\(name)'; expected \(known); "
                    + "the parameter is skipped", at: field.node, in: field.file, pointer: field.pointer)
        return nil
    }
}
