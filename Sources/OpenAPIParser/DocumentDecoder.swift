import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

extension ParseSession {
    /// Decodes the root document. Throws (after emitting) only when the file is not an OpenAPI document of a
    /// supported version; every other problem is emitted and decoding goes on.
    func decodeDocument(_ file: SourceFile) throws(DiagnosticError) -> Document {
        let root = file.rootCursor
        guard case .mapping = root.node, root.field("openapi") != nil || root.field("swagger") != nil else {
            let diagnostic = Diagnostic.error(
                ParserDiagnosticID.notOpenAPI,
                "not an OpenAPI document: the top level should be a mapping with an 'openapi' or 'swagger' version",
                at: root.location, pointer: "#")
            emit(diagnostic)
            throw DiagnosticError(diagnostic)
        }
        version = try detectVersion(root)
        indexIdentifiers(of: file)
        readSelf(of: root, in: file)

        let info = root.field("info").map { self.info($0) } ?? Info(title: "", version: "")
        var document = Document(version: version, rootFile: file.key, info: info)
        document.selfURL = selfIdentity?.url
        if isSwagger2 {
            globalConsumes = root.field("consumes").map { strings($0) } ?? []
            globalProduces = root.field("produces").map { strings($0) } ?? []
            document.servers = swagger2Servers(root)
        } else if let servers = root.field("servers") {
            document.servers = self.servers(servers)
        }

        // Component schemas first, so that they lead `schemaOrder` in source order. The second halves of the schemas
        // and of the paths are decoded meanwhile on another thread (`DocumentParts.swift`).
        let components = isSwagger2 ? root : root.field("components").map(\.cursor)
        let schemasField = components?.field(isSwagger2 ? "definitions" : "schemas")
        let speculation = Speculation.start(for: self, components: schemasField, paths: root.field("paths"))
        if let field = schemasField {
            document.componentSchemas = componentSchemas(field, speculation: speculation)
        }
        if let components, let field = components.field(isSwagger2 ? "securityDefinitions" : "securitySchemes") {
            let schemes = field.cursor
            for entry in mapping(field) ?? [] where !entry.key.value.isExtensionKey {
                if let scheme = securityScheme(schemes.child(entry.key.value, entry.value)) {
                    document.securitySchemes[entry.key.value] = scheme
                }
            }
        }

        for entry in root.entries {
            let field = Field(entry: entry, parent: root)
            switch field.key {
            case "paths": document.paths = pathItems(field, speculation: speculation)
            case "webhooks" where version.isJSONSchema2020: document.webhooks = pathItems(field, speculation: nil, arePaths: false)
            // Redocly's and ReadMe's way to write webhooks in OpenAPI 3.0, which has no `webhooks`.
            case "x-webhooks" where !version.isJSONSchema2020 && !isSwagger2:
                document.webhooks = pathItems(field, speculation: nil, arePaths: false)
            case "security": document.security = securityRequirements(field)
            case "tags": document.tags = tags(field)
            case "jsonSchemaDialect": document.jsonSchemaDialect = text(field)
            case "externalDocs": document.externalDocsURL = field.cursor.field("url").flatMap { text($0) }
            default: _ = collectExtension(entry, of: root, into: &document.extensions)
            }
        }
        if let speculation = consume speculation {
            speculation.finish(into: self)
            // stripe's given-up schemas leave 2 ms of memoized decodes to free, github's sessions 0.2 ms (a timer
            // around the release, 3 runs each).
            releaseInBackground(consume speculation)
        }
        return document
    }

    private func detectVersion(_ root: Cursor) throws(DiagnosticError) -> SpecVersion {
        let field = root.field("openapi") ?? root.field("swagger")!
        let text = field.node.scalar?.value ?? ""
        if field.key == "swagger" {
            if text == "2.0" { return .swagger2 }
        } else if text.hasPrefix("3.0") {
            return .openAPI30(text)
        } else if text.hasPrefix("3.1") {
            return .openAPI31(text)
        } else if text.hasPrefix("3.2") {
            return .openAPI32(text)
        }
        let found = field.node.scalar == nil ? "\(field.node.kindDescription) instead of a version" : "'\(field.key): \(text)'"
        let diagnostic = Diagnostic.error(
            ParserDiagnosticID.unsupportedVersion,
            "unsupported version: \(found); supported are swagger 2.0 and openapi 3.0.x, 3.1.x and 3.2.x",
            at: field.location, pointer: field.pointer.description)
        emit(diagnostic)
        throw DiagnosticError(diagnostic)
    }

    private func info(_ field: Field) -> Info {
        var info = Info(title: "", version: "")
        guard let entries = mapping(field) else { return info }
        let cursor = field.cursor
        for entry in entries {
            let field = Field(entry: entry, parent: cursor)
            switch field.key {
            case "title": info.title = text(field) ?? ""
            case "version": info.version = text(field) ?? ""
            case "summary": info.summary = text(field)
            case "description": info.description = text(field)
            default: break
            }
        }
        return info
    }

    private func tags(_ field: Field) -> [Tag] {
        guard let items = sequence(field) else { return [] }
        let cursor = field.cursor
        var result: [Tag] = []
        for (index, item) in items.enumerated() {
            let tag = cursor.child(index, item)
            guard objectEntries(tag, of: "a tag") != nil else { continue }
            guard let name = tag.field("name").flatMap({ text($0) }) else {
                missing("name", in: tag, of: "a tag")
                continue
            }
            result.append(Tag(name: name, description: tag.field("description").flatMap { text($0) }))
        }
        return result
    }
}
