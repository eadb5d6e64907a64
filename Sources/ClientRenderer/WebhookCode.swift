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
            let read = body.isRequired ? value.expression : absence(of: body) + " ? nil : " + value.expression
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
        return ["if \(absence(of: body)) {", "    \(property) = nil", "} else {"] + switchLines.map { "    " + $0 } + ["}"]
    }

    /// The condition under which an optional body is absent: no bytes, but for a media type whose value may be no
    /// bytes (a form without fields, empty text or data), which a client sends as an empty body with its
    /// `Content-Type`. An empty body of another media type (JSON, multipart) is absent whatever its `Content-Type`.
    static func absence(of body: RequestBodyDeclaration) -> String {
        var mayBeEmpty: [String] = []
        for content in body.contents {
            switch content.encoding {
            case .formURLEncoded, .text, .binary:
                let essence = SwiftSource.stringLiteral(MediaTypeEssence.of(content.contentType))
                if !mayBeEmpty.contains(essence) { mayBeEmpty.append(essence) }
            case .json, .multipart, .multipartForm:
                continue
            }
        }
        switch mayBeEmpty.count {
        case 0: return "request.body.isEmpty"
        case 1: return "request.body.isEmpty && request.mediaType != \(mayBeEmpty[0])"
        default: return "request.body.isEmpty && ![\(mayBeEmpty.joined(separator: ", "))].contains(request.mediaType ?? \"\")"
        }
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
