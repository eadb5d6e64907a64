import ClientIR

/// The statements of a webhook type's `init(from:using:)`, which decodes a received request.
enum WebhookCode {
    /// Each header field, then the body: by the request's media type when the webhook documents several.
    static func decodeLines(_ webhook: WebhookDeclaration) -> [String] {
        var lines = webhook.headers.map { header in
            let method = header.type.isOptional ? "decodeHeader" : "decodeRequiredHeader"
            return "self.\(header.name) = try request.\(method)(\(SwiftSource.stringLiteral(header.key)), "
                + "as: \(header.type.unwrapped.swiftSpelling).self, using: decoder)"
        }
        guard let body = webhook.body else { return lines }
        let property = "self.\(body.propertyName)"
        guard body.enumName != nil else {
            let content = body.contents[0]
            let value = decodeExpression(content)
            if body.isRequired {
                lines.append("\(property) = \(value)")
            } else {
                // `try` goes before the whole expression: Swift refuses it on the right of `?:`.
                let tried = value.hasPrefix("try ") ? String(value.dropFirst(4)) : value
                lines.append("\(property) = \(value.hasPrefix("try ") ? "try " : "")request.body.isEmpty ? nil : \(tried)")
            }
            return lines
        }
        var branches: [String] = []
        var seen: Set<String> = []
        var fallback: BodyContentDeclaration?
        for content in body.contents {
            let essence = mediaTypeEssence(content.contentType)
            if essence.contains("*") {
                if fallback == nil { fallback = content }
                continue
            }
            guard seen.insert(essence).inserted else { continue }
            branches += ["case \(SwiftSource.stringLiteral(essence)):", "    \(property) = .\(content.caseName)(\(decodeExpression(content)))"]
        }
        let defaultValue = fallback.map { ".\($0.caseName)(\(decodeExpression($0)))" } ?? "try request.unsupportedContent(Body.self)"
        branches += ["default:", "    \(property) = \(defaultValue)"]
        let switchLines = ["switch request.mediaType {"] + branches + ["}"]
        guard !body.isRequired else { return lines + switchLines }
        return lines + ["if request.body.isEmpty {", "    \(property) = nil", "} else {"] + switchLines.map { "    " + $0 } + ["}"]
    }

    /// The value of one content, read from `request`.
    static func decodeExpression(_ content: BodyContentDeclaration) -> String {
        switch content.encoding {
        case .json: "try request.decodeJSON(\(content.type.swiftSpelling).self, using: decoder)"
        case .text: "request.text()"
        case .binary: "request.body"
        case .formURLEncoded, .multipart, .multipartForm: "try request.unsupportedContent(\(content.type.swiftSpelling).self)"
        }
    }

    /// A media type without parameters, lower-cased, as `WebhookRequestParts.mediaType` gives it.
    static func mediaTypeEssence(_ contentType: String) -> String {
        let essence = contentType.split(separator: ";", maxSplits: 1).first ?? ""
        return String(essence.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()).lowercased()
    }
}
