import ClientIR

/// The statements of a webhook type's `init(from:using:)`, which decodes a received request.
enum WebhookCode {
    /// Each header field, then the body: by the request's media type when the webhook documents several.
    static func decodeLines(_ webhook: WebhookDeclaration) -> [String] {
        let lines = webhook.headers.map { header in
            let method = header.type.isOptional ? "decodeHeader" : "decodeRequiredHeader"
            return "self.\(header.name) = try request.\(method)(\(SwiftSource.stringLiteral(header.key)), "
                + "as: \(header.type.unwrapped.swiftSpelling).self, \(EndpointCode.jsonArgument(header.contentType))using: decoder)"
        }
        guard let body = webhook.body else { return lines }
        return lines + bodyLines(body, decodesForms: false)
    }

    /// Statements reading the body into its property: by the request's media type when several are documented.
    /// With `decodesForms`, `application/x-www-form-urlencoded` and `multipart/form-data` bodies are decoded
    /// (`request.decodeForm`, `decodeMultipart`, `decodeMultipartForm`, which a server's request has); otherwise they
    /// throw.
    static func bodyLines(_ body: RequestBodyDeclaration, decodesForms: Bool) -> [String] {
        let property = "self.\(body.propertyName)"
        guard body.enumName != nil else {
            let value = decodeExpression(body.contents[0], decodesForms: decodesForms)
            // `try` goes before the whole expression: Swift refuses it on the right of `?:`.
            let read = body.isRequired ? value.expression : "request.body.isEmpty ? nil : " + value.expression
            return ["\(property) = " + (value.throws ? "try " : "") + read]
        }
        // A media type the webhook does not document throws. (The translator has already turned a wildcard
        // content into one media type it can send, so every case names one.)
        var branches: [String] = []
        var seen: Set<String> = []
        for content in body.contents {
            let essence = MediaTypeEssence.of(content.contentType)
            guard seen.insert(essence).inserted else { continue }
            let value = decodeExpression(content, decodesForms: decodesForms)
            branches += [
                "case \(SwiftSource.stringLiteral(essence)):",
                "    \(property) = .\(content.caseName)(" + (value.throws ? "try " : "") + value.expression + ")",
            ]
        }
        branches += ["default:", "    \(property) = try request.unsupportedContent(Body.self)"]
        let switchLines = ["switch request.mediaType {"] + branches + ["}"]
        guard !body.isRequired else { return switchLines }
        return ["if request.body.isEmpty {", "    \(property) = nil", "} else {"] + switchLines.map { "    " + $0 } + ["}"]
    }

    /// The value of one content, read from `request`, and whether reading it throws.
    static func decodeExpression(_ content: BodyContentDeclaration, decodesForms: Bool) -> (expression: String, throws: Bool) {
        switch content.encoding {
        case .formURLEncoded where decodesForms && content.fieldStyles.isEmpty:
            ("request.decodeForm(\(content.type.swiftSpelling).self, using: decoder)", true)
        case .formURLEncoded where decodesForms:
            ("request.decodeForm(\(content.type.swiftSpelling).self, styles: \(EndpointCode.fieldStylesLiteral(content)), using: decoder)", true)
        case .multipart where decodesForms: ("request.decodeMultipart(\(content.type.swiftSpelling).self, using: decoder)", true)
        case .multipartForm where decodesForms: ("request.decodeMultipartForm()", true)
        case .json: ("request.decodeJSON(\(content.type.swiftSpelling).self, using: decoder)", true)
        case .text: ("request.text()", false)
        case .binary: ("request.body", false)
        case .formURLEncoded, .multipart, .multipartForm: ("request.unsupportedContent(\(content.type.swiftSpelling).self)", true)
        }
    }
}
