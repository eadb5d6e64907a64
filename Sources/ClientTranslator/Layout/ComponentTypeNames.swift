import ClientIR
import OpenAPIModel

extension SharedTypes {
    /// Names for a shared declaration that is, or is declared inside, the schema of a response, request body,
    /// parameter or header of `components` (Swagger 2: of `responses` or `parameters`, a body parameter's being a
    /// request body's), from that component's name rather than from the first operation that uses it: Spotify's
    /// `Unauthorized` response, answered by all 96 operations, gave `GetAnAlbumUnauthorizedBody`, Files.com's
    /// `PatchAutomationsId` request body `PostAutomationsRequestBody`, and GitHub's `audit-log-include` parameter
    /// `AuditLogGetAuditLogInclude`.
    ///
    /// `origin` is the declaration's pointer and `qualified` its first place in an endpoint, whose first two names
    /// (the endpoint, and the type of the body or parameter there) the component's name replaces:
    /// - a body's with `Body` and what follows `Body` in the second name: `GistsGet.ForbiddenBody.Block` is
    ///   `ForbiddenGistBodyBlock`, `ListDomains.ResponseBodyItem` `DomainAuthentication200BodyItem`;
    /// - a parameter's alone, or with `Item` for the type of its items: `AuditLogInclude`, `StateListItem` for
    ///   `ListIssues.State` (the items of `states`); a header's the same way, without an `X-` prefix, as the
    ///   header's own type is named (`X-Cache-Status` gives `CacheStatus`).
    ///
    /// A second name says what the component is (`UnauthorizedResponseBody`, `DirectionParameter`, `CacheHeader`), for when the
    /// first is taken or declared inside a type: every endpoint answering 401 declares an `UnauthorizedBody`, and
    /// every endpoint with a `direction` parameter a `Direction`. Empty for any other declaration, for a place the
    /// pointer does not match (a body whose second name has no `Body`), and for a component name that does not begin
    /// with a letter (`400Error`), whose type name would begin with `_`.
    static func componentNames(of qualified: String, origin: String, insideEndpoint: Bool, affixes: TypeNameAffixes) -> [String] {
        guard insideEndpoint, origin.hasPrefix("#/") else { return [] }
        // The origin is a pointer's `description` in the root file: escaped, not percent-encoded.
        var tokens = JSONPointer.tokens(of: origin.dropFirst(2))[...]
        let isSwagger = tokens.first != "components"
        if !isSwagger { tokens = tokens.dropFirst() }
        let places = qualified.split(separator: ".")
        guard tokens.count >= 2, places.count >= 2 else { return [] }
        let kind = tokens.removeFirst()
        let key = JSONPointer.unescaped(tokens.removeFirst())
        let component = SwiftNaming.typeIdentifier(kind == "headers" ? SwiftNaming.withoutXPrefix(key) : key)
        guard let first = component.unicodeScalars.first, NameWords.letterCase(first) == 2 else { return [] }

        // What the component's schema is, and the pointer below that schema.
        let role: ComponentRole
        let tail: ArraySlice<String>
        switch (isSwagger, kind) {
        case (false, "responses"), (false, "requestBodies"):
            // `content/application~1json/schema`
            guard tokens.count >= 3, tokens.first == "content", tokens.dropFirst(2).first == "schema" else { return [] }
            (role, tail) = (.body(kind == "responses" ? "Response" : "Request"), tokens.dropFirst(3))
        case (true, "responses"):
            guard tokens.first == "schema" else { return [] }
            (role, tail) = (.body("Response"), tokens.dropFirst())
        case (false, "parameters"), (false, "headers"):
            guard tokens.first == "schema" else { return [] }
            (role, tail) = (.parameter(kind == "headers" ? "Header" : "Parameter"), tokens.dropFirst())
        case (true, "parameters"):
            // A body parameter's `schema` is the request body's; another parameter is its own schema.
            (role, tail) = tokens.first == "schema" ? (.body("Request"), tokens.dropFirst()) : (.parameter("Parameter"), tokens)
        default:
            return []
        }

        let bases: [String]
        switch role {
        case .body(let kindName):
            guard let body = places[1].ranges(of: "Body").last else { return [] }
            let afterBody = String(places[1][body.upperBound...])
            bases = component.hasSuffix("Body")
                ? [component + afterBody]
                : [component + "Body" + afterBody, component + kindName + "Body" + afterBody]
        case .parameter(let kindName):
            // The second name is the parameter's (or header's) type, or, when the pointer goes on to `items` only,
            // its items'.
            let item: String
            switch (places.count, tail.count) {
            case (2, 0), (3..., 1...): item = ""
            case (2, 1) where tail.first == "items": item = "Item"
            default: return []
            }
            let saysKind = component.hasSuffix(kindName) || (kindName == "Parameter" && component.hasSuffix("Param"))
            bases = saysKind ? [component + item] : [component + item, component + kindName + item]
        }
        return bases.map { base in
            affixes.applied(to: SwiftNaming.flattened(([base] + places.dropFirst(2).map(String.init)).joined(separator: ".")))
        }
    }

    /// What the schema of a component is, for ``componentNames(of:origin:insideEndpoint:affixes:)``.
    private enum ComponentRole {
        /// A body: of a response (`Response`) or a request (`Request`).
        case body(String)
        /// A parameter (`Parameter`) or a header (`Header`).
        case parameter(String)
    }
}
