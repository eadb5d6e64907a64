import ClientIR
import OpenAPIModel

extension OperationTranslator {
    /// Header parameters OpenAPI says to ignore: the client sets these itself.
    static let ignoredHeaderNames: Set<String> = ["accept", "content-type", "authorization"]

    /// The endpoint's parameters (document order) and its path template split into literals and parameters.
    ///
    /// Property names are the parameters' names in lowerCamelCase; when two parameters share a name (`id` in the
    /// path and `id` in the query), the first keeps it (path, then query, header, cookie) and the others are
    /// prefixed with their location (`queryId`). A `{name}` in the path that no parameter declares becomes a
    /// required `String` parameter (with a warning); a declared path parameter missing from the template is
    /// dropped (with a warning).
    func translateParameters(of operation: Operation, scope: inout EndpointScope) -> ([ParameterDeclaration], [PathComponent]) {
        let template = Self.splitPathTemplate(operation.path)
        let templateNames = Set(template.compactMap { component -> String? in
            if case .parameter(let key) = component { return key }
            return nil
        })

        var kept: [Parameter] = []
        var hasQueryString = false
        for parameter in operation.parameters {
            switch parameter.location {
            case .header where Self.ignoredHeaderNames.contains(parameter.name.lowercased()):
                warn("parameter.ignored-header", "header parameter '\(parameter.name)' is ignored: the client sets it", at: operation)
            case .querystring where hasQueryString:
                warn("parameter.second-querystring",
                     "'querystring' parameter '\(parameter.name)' is skipped: the query string is already another one's",
                     at: operation)
            case .querystring:
                hasQueryString = true
                kept.append(parameter)
            case .path where !templateNames.contains(parameter.name):
                warn("parameter.not-in-path", "path parameter '\(parameter.name)' does not appear in '\(operation.path)'; it is skipped", at: operation)
            default:
                kept.append(parameter)
            }
        }
        if let open = Self.openBodyMediaType(of: operation) {
            kept.append(Self.contentTypeParameter(for: open, of: operation))
        }
        var declaredPath = Set(kept.indices.lazy.filter { kept[$0].location == .path }.map { kept[$0].name })
        for case .parameter(let key) in template where declaredPath.insert(key).inserted {
            warn("parameter.undeclared-path", "path parameter '\(key)' is not declared; it is sent as a string", at: operation)
            kept.append(Parameter(
                name: key, location: .path, required: true, style: .simple, explode: false, schema: nil,
                sourceLocation: operation.location, pointer: operation.pointer.appending("parameters")
            ))
        }

        // Names: locations in priority order, so the path keeps the plain name. The parameters are read in place
        // (by index): copying a `Parameter` retains every field of it.
        let priority: [ParameterLocation] = [.path, .query, .header, .cookie, .querystring]
        var names = [String?](repeating: nil, count: kept.count)
        for location in priority {
            for index in kept.indices where kept[index].location == location {
                let name = kept[index].name
                names[index] = scope.takeMemberName(
                    SwiftNaming.memberIdentifier(name),
                    otherwise: SwiftNaming.memberIdentifier("\(location.rawValue) \(name)")
                )
            }
        }

        let runs = Self.adjacentParameterRuns(in: template)
        let adjacent = Set(runs.joined())
        let declarations = kept.indices.map { index in
            var declaration = translate(kept[index], name: names[index] ?? kept[index].name, scope: &scope)
            // Simple style only: a label or matrix value carries its own punctuation, or its name.
            if declaration.location == .path, declaration.style == .simple, adjacent.contains(declaration.key) {
                declaration.pathChoices = pathChoices(of: declaration.type, in: scope)
            }
            return declaration
        }
        if options.warnsForServer {
            for keys in runs where !Self.serverSplits(keys, declarations) {
                warn("parameter.adjacent-unsplittable",
                     "path parameters \(keys.map { "'\($0)'" }.joined(separator: ", ")) are written next to each other in "
                        + "'\(operation.path)', and the generated server cannot tell where each ends: only one of them may "
                        + "lack a list of values (a string enum), unless all are in matrix style; requests to this path are "
                        + "not read as the client writes them",
                     at: operation)
            }
        }
        return (declarations, template)
    }

    /// The media type of `operation`'s request body when it is its only one and leaves the type open (`*/*`,
    /// `image/*`) for bytes or text, as written and as sent by default (`application/octet-stream`, `text/plain`);
    /// nil otherwise. A body of several media types is sent as the case of its `Body` enum says (Swagger 2.0's
    /// `consumes` lists often hold an open one among them).
    static func openBodyMediaType(of operation: Operation) -> (written: String, sent: String)? {
        guard let content = operation.requestBody?.content, content.count == 1,
              let contentType = content.keys.first, contentType.contains("*") else { return nil }
        let kind = MediaTypeKind(contentType: contentType, schema: content.values[0].schema)
        guard kind == .binary || kind == .text else { return nil }
        return (contentType, sentContentType(contentType, kind: kind))
    }

    /// The name of the header parameter ``contentTypeParameter(for:of:)`` makes.
    static let contentTypeHeaderName = "Content-Type"

    /// An optional `Content-Type` header for a body whose media type the document leaves open (GitHub's release
    /// assets take `*/*` and keep the type they are sent as): the caller names the actual type, which replaces the
    /// default the body is sent as (``RequestBodyDeclaration/contentTypePropertyName``). OpenAPI ignores a
    /// `Content-Type` parameter of the document; this one is the generator's.
    static func contentTypeParameter(for open: (written: String, sent: String), of operation: Operation) -> Parameter {
        var parameter = Parameter(
            name: contentTypeHeaderName, location: .header, required: false, style: .simple, explode: false, schema: nil,
            sourceLocation: operation.location, pointer: operation.pointer.appending("requestBody")
        )
        parameter.description = "The media type of the body, which the document leaves open (`\(open.written)`). "
            + "Without one, the body is sent as `\(open.sent)`."
        return parameter
    }

    /// The keys of the path parameters written next to one another (`{page}{format}`), with no literal text between
    /// them: one list for each such run, in the order of the path.
    static func adjacentParameterRuns(in template: [PathComponent]) -> [[String]] {
        var runs: [[String]] = []
        var run: [String] = []
        for component in template {
            if case .parameter(let key) = component {
                run.append(key)
            } else {
                if run.count > 1 { runs.append(run) }
                run = []
            }
        }
        if run.count > 1 { runs.append(run) }
        return runs
    }

    /// Whether a generated server reads the adjacent parameters `keys` as the client writes them
    /// (`PathTemplate.split`): each one's values are listed but one's, which takes the rest of the text; or they are
    /// all in matrix style, whose values carry their names.
    static func serverSplits(_ keys: [String], _ declarations: [ParameterDeclaration]) -> Bool {
        let run = keys.compactMap { key in declarations.first { $0.location == .path && $0.key == key } }
        return run.allSatisfy { $0.style == .matrix } || run.count { $0.pathChoices == nil } <= 1
    }

    /// The raw values of the enum `type` names, when every one is written in a path as it is (letters, digits,
    /// `-`, `.`, `_`, `~`: the runtime's `PercentEncoding.Allowed.unreserved`, which a server compares the path's
    /// encoded text with); nil otherwise.
    func pathChoices(of type: TypeUsage, in scope: EndpointScope) -> [String]? {
        guard case .named(let name) = type.unwrapped,
              let enumeration = schemas.context.enumDeclaration(named: name, in: scope.types) else { return nil }
        let values = enumeration.cases.map(\.rawValue)
        guard !values.isEmpty, values.allSatisfy(Self.isUnreservedText) else { return nil }
        return values
    }

    /// Whether `text` is not empty and made of URI unreserved characters only (letters, digits, `-`, `.`, `_`, `~`),
    /// which a URL carries as they are.
    static func isUnreservedText(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { byte in
            SwiftIdentifierCharacters.isASCIILetter(UInt32(byte)) || SwiftIdentifierCharacters.isASCIIDigit(UInt32(byte))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
        }
    }

    /// One parameter as a stored property.
    func translate(_ parameter: Parameter, name: String, scope: inout EndpointScope) -> ParameterDeclaration {
        let isRequired = parameter.required || parameter.location == .path
        var type: TypeUsage = .builtin("String")
        if let schema = parameter.schema {
            type = siteType(for: schema, suggestedName: parameter.name, scope: &scope)
        }
        if !isRequired { type = type.optional }

        var documentation = DocumentationText.lines(parameter.description)
        let isDescribed = !documentation.isEmpty
        // As for a property: an optional parameter's default is documented (the server applies it), a required
        // one's is its `init` argument's default.
        var initializerDefault: String?
        if let schema = parameter.schema {
            if !isRequired, let note = schemas.context.defaultNote(for: schema) {
                documentation = DocumentationText.joined([documentation, [note]])
            } else if isRequired {
                initializerDefault = schemas.context.initializerDefault(for: schema, type: type, in: scope.types)
            }
        }
        if isRequired, initializerDefault == nil, let version = apiVersionDefault(of: parameter, type: type) {
            initializerDefault = swiftStringLiteral(version)
            documentation = DocumentationText.joined([documentation, [
                "Defaults to `\(version)`, the document's version, which an Azure service takes as its API version.",
            ]])
        }
        // The parameter's own example, else its schema's (not one a `$ref` names, which documents its own type).
        let example = parameter.examples.first.map { SchemaContext.exampleNote(for: $0) }
            ?? parameter.schema.flatMap { schemas.context.exampleNote(for: $0) }
        if let example {
            if !documentation.isEmpty { documentation.append("") }
            documentation.append(example)
        }
        // Documented, not `@available(*, deprecated)`: the endpoint's own `init` and `encode` would warn.
        if parameter.deprecated {
            if !documentation.isEmpty { documentation.append("") }
            documentation.append("- Note: Deprecated.")
        }
        var declaration = ParameterDeclaration(
            name: name,
            key: parameter.name,
            location: ParameterDeclaration.Location(parameter.location),
            // A `querystring` is written as a form: an object's properties as fields, anything else as the query.
            style: parameter.location == .querystring ? .form : ParameterDeclaration.Style(parameter.style),
            explode: parameter.location == .querystring || parameter.explode,
            allowReserved: parameter.allowReserved,
            type: type,
            isRequired: isRequired,
            contentType: Self.encodedContentType(of: parameter),
            documentation: documentation,
            isDeprecated: parameter.deprecated,
            origin: parameter.pointer.description
        )
        if let schema = parameter.schema { declaration.constraints = schemas.constraints(of: schema, type: type) }
        declaration.initializerDefault = initializerDefault
        declaration.isDescribed = isDescribed
        return declaration
    }

    /// The default of Azure's `api-version` query parameter: the document's `info.version` (`2019-11-01`), which is
    /// the API version an Azure document describes, as AutoRest, Azure's own generator, makes it a constant. Nil for
    /// any other parameter, one with a default or a list of values (not a `String`), and for a version that is not a
    /// short word a URL carries as it is (``isUnreservedText(_:)``: `2019-06-15-preview`, `1.6`).
    func apiVersionDefault(of parameter: Parameter, type: TypeUsage) -> String? {
        guard parameter.location == .query, parameter.name.lowercased() == "api-version", type == .builtin("String")
        else { return nil }
        let version = document.info.version
        return Self.isUnreservedText(version) && version.utf8.count <= 64 ? version : nil
    }

    /// The media type a parameter described with `content` is sent as JSON text for, or nil when it is written by
    /// its style: a text media type (`text/plain`) and a form (`application/x-www-form-urlencoded`, the usual
    /// `content` of a `querystring`) are what the style writes already, without JSON's quotes.
    static func encodedContentType(of parameter: Parameter) -> String? {
        guard let contentType = parameter.contentType else { return nil }
        switch MediaTypeKind(contentType: contentType, schema: parameter.schema) {
        case .text, .formURLEncoded: return nil
        default: return contentType
        }
    }

    /// `/pets/{petId}.json` -> literal `/pets/`, parameter `petId`, literal `.json`. An unclosed `{` is literal text.
    static func splitPathTemplate(_ path: String) -> [PathComponent] {
        // In an ASCII path (as good as every one) bytes are characters, and a brace found by its byte skips the
        // grapheme breaking of a `Character` search, which took 18 M instructions for github's 814 paths.
        let isASCII = path.utf8.allSatisfy { $0 < 0x80 }
        func firstIndex(of brace: Character, in text: Substring) -> String.Index? {
            isASCII ? text.utf8.firstIndex(of: brace.asciiValue!) : text.firstIndex(of: brace)
        }
        var components: [PathComponent] = []
        var rest = Substring(path)
        var literal = ""
        while let open = firstIndex(of: "{", in: rest) {
            guard let close = firstIndex(of: "}", in: rest[open...]) else { break }
            literal += rest[..<open]
            let key = String(rest[rest.index(after: open)..<close])
            if !literal.isEmpty { components.append(.literal(literal)) }
            literal = ""
            components.append(.parameter(key: key))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty || components.isEmpty { components.append(.literal(literal)) }
        return components
    }
}

extension ParameterDeclaration.Location {
    init(_ location: ParameterLocation) {
        switch location {
        case .path: self = .path
        case .query: self = .query
        case .header: self = .header
        case .cookie: self = .cookie
        case .querystring: self = .querystring
        }
    }
}

extension ParameterDeclaration.Style {
    /// OpenAPI 3.2's `cookie` style is written like `form` (the runtime's cookie encoding applies to both).
    init(_ style: ParameterStyle) {
        switch style {
        case .simple: self = .simple
        case .label: self = .label
        case .matrix: self = .matrix
        case .form, .cookie: self = .form
        case .spaceDelimited: self = .spaceDelimited
        case .pipeDelimited: self = .pipeDelimited
        case .tabDelimited: self = .tabDelimited
        case .deepObject: self = .deepObject
        }
    }
}
