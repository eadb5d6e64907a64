import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

/// Security Scheme Objects (3.x) and Security Definitions (2.0, converted: `basic` is HTTP basic, and the OAuth
/// flows `application` and `accessCode` are renamed as in 3.x).
extension ParseSession {
    /// A Security Scheme Object (3.x) or Security Definition (2.0), followed if it is a reference.
    func securityScheme(_ cursor: Cursor) -> SecurityScheme? {
        // A scheme the client cannot know is left out: its operations then send no credentials of that kind.
        remoteRefusalFallback = "the security scheme is left out"
        let following = follow(cursor)
        remoteRefusalFallback = nil
        return decodeFollowed(following, memo: securitySchemeCache) { cursor in
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
