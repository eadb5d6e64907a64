import ClientIR

extension SharedTypes {
    /// Names for a shared declaration that is, or is declared inside, the schema of a response, request body or
    /// parameter of `components`, from that component's name rather than from the first operation that
    /// uses it: Spotify's `Unauthorized` response, answered by 90 operations, gave `GetAnAlbumUnauthorizedBody`,
    /// Files.com's `PatchAutomationsId` request body `PostAutomationsRequestBody`, and GitHub's `audit-log-include`
    /// parameter `AuditLogGetAuditLogInclude`.
    ///
    /// `origin` is the declaration's pointer and `qualified` its first place in an endpoint, whose first two names
    /// (the endpoint, and the type of the body or parameter there) the component's name replaces:
    /// - a body's with `Body` and what follows `Body` in the second name: `GistsGet.ForbiddenBody.Block` is
    ///   `ForbiddenGistBodyBlock`, `ListDomains.ResponseBodyItem` `DomainAuthentication200BodyItem`;
    /// - a parameter's alone, or with `Item` for the type of its items: `AuditLogInclude`, `StateListItem` for
    ///   `ListIssues.State` (the items of `states`).
    ///
    /// A second name says what the component is (`UnauthorizedResponseBody`, `DirectionParameter`), for when the
    /// first is taken or declared inside a type: every endpoint answering 401 declares an `UnauthorizedBody`, and
    /// every endpoint with a `direction` parameter a `Direction`. Empty for any other declaration, for a place the
    /// pointer does not match (a body whose second name has no `Body`), and for a component name that does not begin
    /// with a letter (`400Error`), whose type name would begin with `_`.
    static func componentNames(of qualified: String, origin: String, insideEndpoint: Bool, affixes: TypeNameAffixes) -> [String] {
        guard insideEndpoint, origin.hasPrefix("#/components/") else { return [] }
        let tokens = origin.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false)
        let places = qualified.split(separator: ".")
        guard tokens.count >= 4, places.count >= 2 else { return [] }
        let component = SwiftNaming.typeIdentifier(
            tokens[2].replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        )
        guard let first = component.unicodeScalars.first, NameWords.letterCase(first) == 2 else { return [] }

        let bases: [String]
        switch tokens[1] {
        case "responses", "requestBodies":
            guard tokens.count >= 6, tokens[3] == "content", tokens[5] == "schema",
                  let body = places[1].ranges(of: "Body").last
            else { return [] }
            let kind = tokens[1] == "responses" ? "Response" : "Request"
            let afterBody = String(places[1][body.upperBound...])
            bases = component.hasSuffix("Body")
                ? [component + afterBody]
                : [component + "Body" + afterBody, component + kind + "Body" + afterBody]
        case "parameters":
            guard tokens[3] == "schema" else { return [] }
            // The second name is the parameter's type, or, when the pointer goes on to `items` only, its items'.
            let tail = tokens.dropFirst(4)
            let item: String
            switch (places.count, tail.count) {
            case (2, 0), (3..., 1...): item = ""
            case (2, 1) where tail.first == "items": item = "Item"
            default: return []
            }
            let said = component.hasSuffix("Parameter") || component.hasSuffix("Param")
            bases = said ? [component + item] : [component + item, component + "Parameter" + item]
        default:
            return []
        }
        return bases.map { base in
            affixes.applied(to: SwiftNaming.flattened(([base] + places.dropFirst(2).map(String.init)).joined(separator: ".")))
        }
    }
}
