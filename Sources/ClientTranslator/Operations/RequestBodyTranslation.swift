import ClientIR
import OpenAPIModel

extension OperationTranslator {
    /// The request body: one content type becomes a plain `body` property of the payload type; several become a
    /// nested `Body` enum with one case per content type (JSON first, then `+json`, then document order).
    ///
    /// Inline schemas are nested in the endpoint as `RequestBody` (or `JSONBody`, `FormBody`... with several
    /// contents).
    func translateRequestBody(_ body: RequestBody, of operation: Operation, scope: inout EndpointScope) -> RequestBodyDeclaration? {
        guard !body.content.isEmpty else {
            warn("body.no-content", "the request body lists no content type; it is skipped", at: operation)
            return nil
        }
        let contentTypes = body.content.keys
        let mediaTypes = body.content.values
        let order = MediaTypeKind.preferenceOrder(contentTypes) { MediaTypeKind(contentType: contentTypes[$0], schema: mediaTypes[$0].schema) }
        let isEnum = order.count > 1
        var caseNames = NameAllocator()
        var contents: [BodyContentDeclaration] = []
        for index in order {
            let contentType = contentTypes[index]
            let media = mediaTypes[index]
            let kind = MediaTypeKind(contentType: contentType, schema: media.schema)
            let identifier = caseNames.claim(Self.contentCaseName(contentType, kind: kind))
            let caseName = SwiftNaming.escapedMember(identifier)
            let typeName = isEnum ? identifier + " body" : "RequestBody"
            let schema = media.schema ?? Schema(location: body.location, pointer: operation.pointer.appending("requestBody"))
            let sentType = Self.sentContentType(contentType, kind: kind)

            let content: BodyContentDeclaration
            switch kind {
            case .json:
                content = .init(contentType: sentType, caseName: caseName, encoding: .json, type: siteType(for: schema, suggestedName: typeName, scope: &scope))
            case .formURLEncoded:
                // A form has no spelling for null: a nullable schema (`type: [object, "null"]`) gives the value's type.
                let type = siteType(for: schema, suggestedName: typeName, scope: &scope).unwrapped
                var form = BodyContentDeclaration(contentType: sentType, caseName: caseName, encoding: .formURLEncoded, type: type)
                form.fieldStyles = Self.fieldStyles(of: media)
                content = form
            case .multipart:
                content = multipartContent(schema: media.schema, media: media, contentType: sentType, caseName: caseName, typeName: typeName, operation: operation, scope: &scope)
            case .text, .eventStream:
                content = .init(contentType: sentType, caseName: caseName, encoding: .text, type: .builtin("String"))
            case .binary, .jsonLines:
                content = .init(contentType: sentType, caseName: caseName, encoding: .binary, type: .builtin("Data"))
            }
            contents.append(content)
        }

        let enumName = isEnum ? scope.qualified("Body") : nil
        let payloadType: TypeUsage = enumName.map { .named($0) } ?? contents[0].type
        return RequestBodyDeclaration(
            propertyName: EndpointNaming.bodyPropertyName,
            type: body.required ? payloadType : payloadType.optional,
            isRequired: body.required,
            documentation: DocumentationText.lines(body.description),
            contents: contents,
            enumName: enumName
        )
    }

    /// The fields of a form whose encoding object names a `style` or `explode`, or sets `allowReserved`: written in
    /// that style (`deepObject` gives `metadata[order]=6735`, which Stripe's form bodies need), where a plain field
    /// would hold an object's JSON text. `explode` defaults as for a query parameter: true for `form` style only.
    static func fieldStyles(of media: MediaType) -> [FormFieldStyle] {
        media.encoding.compactMap { key, encoding in
            guard encoding.style != nil || encoding.explode != nil || encoding.allowReserved else { return nil }
            let style = encoding.style ?? .form
            return FormFieldStyle(
                key: key, style: ParameterDeclaration.Style(style), explode: encoding.explode ?? style.explodesByDefault,
                allowReserved: encoding.allowReserved
            )
        }
    }

    /// A multipart body: a typed value whose properties become parts when the schema describes an object,
    /// otherwise a `MultipartForm` the caller builds.
    private func multipartContent(schema: Schema?, media: MediaType, contentType: String, caseName: String, typeName: String, operation: Operation, scope: inout EndpointScope) -> BodyContentDeclaration {
        let raw = BodyContentDeclaration(contentType: contentType, caseName: caseName, encoding: .multipartForm, type: .builtin("MultipartForm"))
        guard let schema else { return raw }
        // A form has no spelling for null: a nullable schema gives the value's type.
        let type = siteType(for: schema, suggestedName: typeName, scope: &scope).unwrapped
        guard let declaration = declaration(named: type, in: scope), case .structure(let structure) = declaration.kind,
              !structure.properties.isEmpty else {
            warn("body.multipart-untyped", "the multipart body has no object schema; it is sent as a MultipartForm built by the caller", at: operation)
            return raw
        }
        let parts = structure.properties.map { property in
            multipartPart(
                for: property, encoding: media.encoding[property.key],
                mediaType: partMediaType(of: property.key, in: schema, depth: 0), scope: scope
            )
        }
        return BodyContentDeclaration(contentType: contentType, caseName: caseName, encoding: .multipart(parts), type: type)
    }

    /// How one property of a multipart body is written: `MultipartFile` or `Data` (or arrays of them) as file parts,
    /// primitives and enums (or arrays of them) as text fields, anything else as a JSON part. An
    /// `encoding.contentType` sets the part's content type; a JSON one makes any value a JSON part. Without one, a file
    /// part's content type is its schema's `contentMediaType` (`mediaType`, OpenAPI 3.1's way to say a part is
    /// `image/png`), else `application/octet-stream`.
    private func multipartPart(
        for property: PropertyDeclaration, encoding: Encoding?, mediaType: String?, scope: EndpointScope
    ) -> MultipartPartDeclaration {
        let declaredType = encoding?.contentType.map { String($0.split(separator: ",").first ?? "") }.map { $0.trimmedSpaces }
        // A component named for a file (`$ref: '#/components/schemas/File'`, an alias of `MultipartFile` or
        // `[MultipartFile]`) is a file as `MultipartFile` is.
        var element = aliasTarget(of: property.type.unwrapped, scope: scope)
        var isRepeated = false
        if case .array(let inner) = element, isFileOrField(inner.unwrapped, scope: scope) {
            element = aliasTarget(of: inner.unwrapped, scope: scope)
            isRepeated = true
        }
        let kind: MultipartPartDeclaration.Kind
        if let declaredType, MediaTypeKind(contentType: declaredType, schema: nil) == .json {
            kind = .json(contentType: declaredType)
            isRepeated = false
        } else if Self.isFile(element) {
            kind = .file(contentType: declaredType ?? mediaType ?? "application/octet-stream")
        } else if isFileOrField(element, scope: scope) {
            kind = .field
        } else if let choice = fileOrFieldChoice(element, contentType: declaredType ?? "application/octet-stream", scope: scope) {
            kind = choice
            isRepeated = false
        } else if case .array(let item) = element,
                  fileOrFieldChoice(aliasTarget(of: item, scope: scope), contentType: "", scope: scope) == .field {
            // A list of choices of fields (a string or a number): a field per item, as a list of strings is. (The
            // content type is asked for file cases only, and a choice with one is not `.field`.)
            kind = .field
            isRepeated = false
        } else {
            kind = .json(contentType: declaredType ?? "application/json")
            isRepeated = false
        }
        return MultipartPartDeclaration(
            propertyName: property.name, key: property.key, kind: kind,
            isOptional: property.type.isOptional, isRepeated: isRepeated
        )
    }

    /// The `contentMediaType` of the binary string that the body `schema` declares as the property `key` (or as
    /// its items), found through `$ref`s and `allOf` members; nil when there is none, or for a media type that is not
    /// one type (`image/*`).
    private func partMediaType(of key: String, in schema: Schema, depth: Int) -> String? {
        guard depth < 16 else { return nil }
        if let ref = schema.ref {
            return schemas.context.resolve(ref.target).flatMap { partMediaType(of: key, in: $0, depth: depth + 1) }
        }
        if var part = schema.properties[key] {
            for _ in 0..<16 {
                if let ref = part.ref, let target = schemas.context.resolve(ref.target) {
                    part = target
                } else if part.ref == nil, let items = part.items {
                    part = items
                } else {
                    break
                }
            }
            guard let mediaType = part.contentMediaType?.trimmedSpaces, RawByteStrings.holdsBytes(part),
                  MediaTypeEssence.of(mediaType).split(separator: "/").count == 2, !mediaType.contains("*")
            else { return nil }
            return mediaType
        }
        for member in schema.allOf {
            if let mediaType = partMediaType(of: key, in: member, depth: depth + 1) { return mediaType }
        }
        return nil
    }

    /// The part of a `oneOf` with a file case (OpenAI's `image`, a file or a list of files; its video's
    /// `input_reference`, a file or an object):
    /// ``MultipartPartDeclaration/Kind/fileChoice(contentType:fileCases:fileListCases:hasOtherCases:)``, whose other
    /// cases are written as fields are (an object as a JSON part). Without a file case, ``MultipartPartDeclaration/Kind/field``
    /// when every case is a field or an array of them (its `model`, a string or an enum of model names). Nil for any
    /// other type, and for a `oneOf` without files with a case of another kind, which stays a JSON part.
    private func fileOrFieldChoice(_ type: TypeUsage, contentType: String, scope: EndpointScope) -> MultipartPartDeclaration.Kind? {
        guard case .named = type, let declaration = declaration(named: type, in: scope) else { return nil }
        switch declaration.kind {
        case .alias(let target):
            return fileOrFieldChoice(target.unwrapped, contentType: contentType, scope: scope)
        case .oneOf(let choice):
            var files: [String] = []
            var fileLists: [String] = []
            var allFields = true
            for member in choice.cases {
                let payload = aliasTarget(of: member.type.unwrapped, scope: scope)
                if Self.isFile(payload) {
                    files.append(member.name)
                } else if case .array(let item) = payload, Self.isFile(aliasTarget(of: item, scope: scope)) {
                    fileLists.append(member.name)
                } else if isFileOrField(payload, scope: scope) {
                    continue
                } else if case .array(let item) = payload, isFileOrField(item.unwrapped, scope: scope) {
                    continue
                } else {
                    allFields = false
                }
            }
            if files.isEmpty, fileLists.isEmpty { return allFields ? .field : nil }
            let hasOthers = choice.hasUnknownCase || files.count + fileLists.count < choice.cases.count
            return .fileChoice(contentType: contentType, fileCases: files, fileListCases: fileLists, hasOtherCases: hasOthers)
        case .enumeration, .structure:
            return nil
        }
    }

    /// The type a chain of aliases names: `type` itself when it is not an alias, and the last alias of the chain
    /// when the next names an optional (a nullable component), whose value a part cannot hold as it is.
    private func aliasTarget(of type: TypeUsage, scope: EndpointScope) -> TypeUsage {
        var type = type
        for _ in 0..<16 {
            guard case .named = type, let declaration = declaration(named: type, in: scope),
                  case .alias(let target) = declaration.kind, !target.isOptional else { return type }
            type = target
        }
        return type
    }

    /// True for files (`MultipartFile`, `Data`) and for values written as one text field: standard scalars, and string
    /// or integer enums.
    private func isFileOrField(_ type: TypeUsage, scope: EndpointScope) -> Bool {
        switch type {
        case .builtin(let name):
            return Self.fieldBuiltins.contains(name)
        case .named:
            guard let declaration = declaration(named: type, in: scope) else { return false }
            switch declaration.kind {
            case .enumeration: return true
            case .alias(let target): return isFileOrField(target.unwrapped, scope: scope)
            case .structure, .oneOf: return false
            }
        case .array, .dictionary, .optional:
            return false
        }
    }

    /// Whether a part of this type is a file: `MultipartFile` (a binary string, `format: binary`), or `Data` (a
    /// `format: byte` one, whose bytes are sent as they are).
    static func isFile(_ type: TypeUsage) -> Bool {
        type == .builtin("MultipartFile") || type == .builtin("Data")
    }

    /// Builtin types written as a single multipart text field (or a file, for `Data` and `MultipartFile`).
    static let fieldBuiltins: Set<String> = [
        "Data", "MultipartFile", "String", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Float", "Double", "Decimal", "Date", "DateOnly", "URL", "UUID",
    ]

    /// The `Body` enum case for a content type (unescaped): `json`, `form`, `multipart`, `binary`, `text`, `xml`, or the
    /// subtype's words (`application/merge-patch+json` -> `mergePatchJson`).
    static func contentCaseName(_ contentType: String, kind: MediaTypeKind) -> String {
        let essence = MediaTypeEssence.of(contentType)
        if let known = knownCaseNames[essence] { return known }
        switch kind {
        case .formURLEncoded: return "form"
        case .multipart: return "multipart"
        default: break
        }
        let subtype = essence.split(separator: "/").last.map(String.init) ?? essence
        if subtype == "*" { return kind == .json ? "json" : "binary" }
        return SwiftNaming.memberIdentifier(subtype)
    }

    static let knownCaseNames: [String: String] = [
        "application/json": "json", "application/x-www-form-urlencoded": "form", "multipart/form-data": "multipart",
        "application/octet-stream": "binary", "text/plain": "text", "application/xml": "xml", "text/xml": "xml",
        "text/html": "html", "text/csv": "csv",
    ]

    /// The `Content-Type` actually sent: as written, except wildcards, which cannot be sent.
    static func sentContentType(_ contentType: String, kind: MediaTypeKind) -> String {
        guard contentType.contains("*") else { return contentType }
        switch kind {
        case .json: return "application/json"
        case .text, .eventStream: return "text/plain"
        default: return "application/octet-stream"
        }
    }
}

fileprivate extension String {
    /// The text without leading and trailing spaces and tabs.
    var trimmedSpaces: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return String(text)
    }
}
