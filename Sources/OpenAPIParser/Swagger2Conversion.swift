import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

/// Swagger 2.0 into the 3.x shape of the model: `body` and `formData` parameters become a request body, response
/// schemas get the media types of `produces`, `host`/`basePath`/`schemes` become servers.
extension ParseSession {
    static let defaultMediaTypes = ["application/json"]

    /// Puts an operation's parameters in place: real parameters stay, a `body` parameter becomes the request body
    /// (one media type per `consumes` entry), `formData` parameters become an object schema sent as
    /// `multipart/form-data` (when `consumes` says so or a parameter is a file) or
    /// `application/x-www-form-urlencoded`.
    func placeSwagger2Parameters(_ parameters: [DecodedParameter], consumes: [String], into operation: inout Operation) {
        var form = Schema(location: operation.location, pointer: operation.pointer.appending("parameters"))
        var formRequired = false, hasFile = false, hasForm = false
        for parameter in parameters {
            switch parameter {
            case .parameter(let value):
                operation.parameters.append(value)
            case .body(let description, let required, let schema, let location):
                let types = consumes.isEmpty ? Self.defaultMediaTypes : consumes
                var content = OrderedMap<MediaType>()
                for type in types { content[type] = MediaType(schema: schema) }
                operation.requestBody = RequestBody(description: description, required: required, content: content, location: location)
            case .formData(let name, _, let required, let schema, let location):
                if !hasForm {
                    form.location = location
                    form.types = [.object]
                    hasForm = true
                }
                form.properties[name] = schema
                if required {
                    form.required.append(name)
                    formRequired = true
                }
                if schema.types == [.string], schema.format == "binary" { hasFile = true }
            }
        }
        // A body parameter wins: 2.0 does not allow both, and the body is the more specific description.
        guard hasForm, operation.requestBody == nil else { return }
        let multipart = hasFile || consumes.contains { $0.lowercased().hasPrefix("multipart/form-data") }
        let type = multipart ? "multipart/form-data" : "application/x-www-form-urlencoded"
        operation.requestBody = RequestBody(required: formRequired, content: OrderedMap([(type, MediaType(schema: form))]), location: form.location)
    }

    /// A 2.0 response's content: its schema under each media type the operation produces, with the examples
    /// written for that type. No schema and no examples: no content (a 204, say).
    func swagger2Content(schema: Schema?, examples: [(String, RawValue)], types: [String]) -> OrderedMap<MediaType> {
        var content = OrderedMap<MediaType>()
        guard schema != nil || !examples.isEmpty else { return content }
        for type in types.isEmpty ? Self.defaultMediaTypes : types {
            var media = MediaType(schema: schema)
            for (exampleType, example) in examples where exampleType == type { media.examples.append(example) }
            content[type] = media
        }
        return content
    }

    /// `schemes` x `host` + `basePath`; without a host, the base path alone (relative to wherever the document is
    /// served); without either, no server.
    func swagger2Servers(_ root: Cursor) -> [Server] {
        let host = root.field("host").flatMap { text($0) }
        let basePath = root.field("basePath").flatMap { text($0) }
        let location = (root.field("host") ?? root.field("basePath"))?.location
        guard let host, !host.isEmpty else {
            guard let basePath, !basePath.isEmpty else { return [] }
            return [Server(url: basePath, location: location)]
        }
        var path = basePath ?? ""
        if !path.isEmpty, !path.hasPrefix("/") { path = "/" + path }
        if path == "/" { path = "" }
        var schemes = root.field("schemes").map { strings($0) } ?? []
        if schemes.isEmpty { schemes = ["https"] }
        return schemes.map { Server(url: "\($0.lowercased())://\(host)\(path)", location: location) }
    }
}

extension ParseSession {
    /// A Security Scheme Object (3.x) or Security Definition (2.0), followed if it is a reference.
    func securityScheme(_ cursor: Cursor) -> SecurityScheme? {
        decodeFollowing(cursor, memo: \.securitySchemeCache) { cursor in
            guard objectEntries(cursor, of: "a security scheme") != nil else { return nil }
            guard let typeField = cursor.field("type"), let type = text(typeField) else {
                missing("type", in: cursor, of: "a security scheme")
                return nil
            }
            let description = cursor.field("description").flatMap { text($0) }
            func string(_ key: String) -> String? { cursor.field(key).flatMap { text($0) } }
            func required(_ key: String) -> String? {
                if let value = string(key) { return value }
                missing(key, in: cursor, of: "a '\(type)' security scheme")
                return nil
            }
            let kind: SecurityScheme.Kind
            switch type {
            case "apiKey":
                guard let name = required("name"), let inField = cursor.field("in"), let place = text(inField) else {
                    if cursor.field("in") == nil { missing("in", in: cursor, of: "an 'apiKey' security scheme") }
                    return nil
                }
                guard let location = ParameterLocation(rawValue: place), [.header, .query, .cookie].contains(location) else {
                    warning(ParserDiagnosticID.invalidValue, "unknown API key location '\(place)'; expected header, query or cookie",
                            at: inField.node, in: inField.file, pointer: inField.pointer)
                    return nil
                }
                kind = .apiKey(name: name, location: location)
            case "http":
                guard let scheme = required("scheme") else { return nil }
                kind = .http(scheme: scheme, bearerFormat: string("bearerFormat"))
            case "basic" where isSwagger2:
                kind = .http(scheme: "basic", bearerFormat: nil)
            case "oauth2":
                kind = .oauth2(flows: isSwagger2 ? swagger2Flow(cursor).map { [$0] } ?? [] : oauthFlows(cursor))
            case "openIdConnect":
                guard let url = required("openIdConnectUrl") else { return nil }
                kind = .openIdConnect(url: url)
            case "mutualTLS":
                kind = .mutualTLS
            default:
                warning(ParserDiagnosticID.invalidValue,
                        "unknown security scheme type '\(type)'; expected apiKey, http, oauth2, openIdConnect or mutualTLS",
                        at: typeField.node, in: typeField.file, pointer: typeField.pointer)
                return nil
            }
            return SecurityScheme(kind: kind, description: description, location: cursor.location)
        }
    }

    /// 3.x `flows`: one OAuth flow per entry.
    private func oauthFlows(_ cursor: Cursor) -> [OAuthFlow] {
        guard let flowsField = cursor.field("flows"), let entries = mapping(flowsField) else { return [] }
        let flows = flowsField.cursor
        return entries.compactMap { entry in
            let flow = flows.child(entry.key.value, entry.value)
            guard objectEntries(flow, of: "an OAuth flow") != nil else { return nil }
            return oauthFlow(kind: entry.key.value, flow)
        }
    }

    /// 2.0's single `flow`, renamed as in 3.x: `application` -> clientCredentials, `accessCode` -> authorizationCode.
    private func swagger2Flow(_ cursor: Cursor) -> OAuthFlow? {
        guard let flowField = cursor.field("flow"), let name = text(flowField) else { return nil }
        let kind = switch name {
        case "application": "clientCredentials"
        case "accessCode": "authorizationCode"
        default: name
        }
        return oauthFlow(kind: kind, cursor)
    }

    private func oauthFlow(kind: String, _ cursor: Cursor) -> OAuthFlow {
        var flow = OAuthFlow(
            kind: kind,
            authorizationURL: cursor.field("authorizationUrl").flatMap { text($0) },
            tokenURL: cursor.field("tokenUrl").flatMap { text($0) },
            refreshURL: cursor.field("refreshUrl").flatMap { text($0) })
        if let scopesField = cursor.field("scopes") {
            for scope in mapping(scopesField) ?? [] {
                flow.scopes[scope.key.value] = scope.value.scalar?.value ?? ""
            }
        }
        return flow
    }
}
