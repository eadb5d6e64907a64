import ClientIR

extension ClientRenderer {
    /// The webhook files: in the file-per-type layout, `Webhooks/<Type>.swift` for each webhook of the document and
    /// `Callbacks/<Type>.swift` for each callback (none without them); in the shards layout, whose files are known
    /// before the document is read, one `Webhooks.swift` holding them all, written for every document. Each is
    /// rendered with `WebhookFile.mustache`.
    static func webhookFiles(_ context: RenderContext) -> [PendingFile] {
        let webhooks = context.model.webhooks
        switch context.options.layout {
        case .files:
            return webhooks.map { webhook in
                let folder = webhook.callback == nil ? "Webhooks/" : "Callbacks/"
                return PendingFile(path: folder + webhook.typeName + ".swift") { WebhookRenderer(context: context).render([webhook]) }
            }
        case .shards:
            return [PendingFile(path: shardsWebhookFile) { WebhookRenderer(context: context).render(webhooks) }]
        }
    }

    /// The one webhook file of the shards layout.
    static let shardsWebhookFile = "Webhooks.swift"
}

/// Renders webhooks into the text of one file.
///
/// Templates: `WebhookFile` (the file) and `Webhook` (one struct, a partial of `WebhookFile`). Types nested in a
/// webhook are rendered with the entity templates (`Declaration`) and indented into the struct.
struct WebhookRenderer {
    let context: RenderContext

    func render(_ webhooks: [WebhookDeclaration]) -> String {
        let views = webhooks.map { webhook in
            WebhookView(webhook, context: context.view, nested: webhook.nested.map(context.declarationText))
        }
        return context.templates.render(TemplateObject([.webhooks: .views(views)]), with: "WebhookFile")
    }
}

/// One webhook as `Webhook.mustache` sees it: an `APIWebhook` struct.
///
/// Keys: `access`, `typeName`, `docLines`, `isDeprecated`, `webhookArguments` (the arguments of its
/// `WebhookDescription`), `properties` (each `name`, `type`, `docLines`: the header fields, then the body),
/// `hasInitArguments`, `initSignature`, `initDocLines`, `initAssignments` (the memberwise `init`), `decodeLines` (the
/// statements of `init(from:using:)`), `hasBodyEnum`, `bodyEnumDocLines`, `bodyCases` (each `docLines`,
/// `declaration`), `nested` (finished declarations, indented for the struct's body), `validates` and
/// `validationLines` (the webhook conforms to `APIValidatable`, and the statements of its `validate(into:)`).
struct WebhookView: TemplateView {
    var values = TemplateValues()

    init(_ webhook: WebhookDeclaration, context: ViewContext, nested: [String]) {
        values[.access] = .text(context.access)
        values[.validates] = .flag(context.validation)
        values[.validationLines] = .texts(context.validation ? ValidationCode.lines(webhook) : [])
        values[.typeName] = .text(webhook.typeName)
        values[.isDeprecated] = .flag(webhook.isDeprecated)
        values[.docLines] = .texts(SwiftSource.docComment(Self.documentation(of: webhook)))
        let contentTypes = webhook.body?.contents.map { SwiftSource.stringLiteral($0.contentType) } ?? []
        let arguments = [
            "name: " + SwiftSource.stringLiteral(webhook.name),
            "method: " + EndpointView.methodExpression(webhook.httpMethod, typeIsKnown: true),
        ] + (contentTypes.isEmpty ? [] : ["contentTypes: [" + contentTypes.joined(separator: ", ") + "]"])
        values[.webhookArguments] = .text(EndpointView.signature(arguments, indent: "        "))

        var properties = webhook.headers.map { header in
            EndpointView.Member(name: header.name, type: header.type.swiftSpelling, docLines: SwiftSource.docComment(EndpointView.documentation(of: header)))
        }
        var optional = webhook.headers.map(\.type.isOptional)
        if let body = webhook.body {
            let documentation = body.documentation.isEmpty ? ["The request body."] : body.documentation
            properties.append(EndpointView.Member(name: body.propertyName, type: body.type.swiftSpelling, docLines: SwiftSource.docComment(documentation)))
            optional.append(body.type.isOptional)
        }
        values[.properties] = .views(properties)
        let parameters = zip(properties, optional).map { property, isOptional in
            "\(property.name): \(property.type)" + (isOptional ? " = nil" : "")
        }
        values[.hasInitArguments] = .flag(!parameters.isEmpty)
        values[.initSignature] = .text(EndpointView.signature(parameters, indent: "    "))
        values[.initDocLines] = .texts(SwiftSource.docComment(["Creates the \(webhook.callback == nil ? "webhook" : "callback")'s value, to test a handler without a request."]))
        values[.initAssignments] = .texts(properties.map { "self.\($0.name) = \($0.name)" })
        values[.decodeLines] = .texts(WebhookCode.decodeLines(webhook))

        let bodyEnum = webhook.body?.enumName != nil
        values[.hasBodyEnum] = .flag(bodyEnum)
        values[.bodyEnumDocLines] = .texts(SwiftSource.docComment(["The request body, in one of the media types the webhook documents."]))
        values[.bodyCases] = .views(EndpointView.bodyCases(of: webhook.body))
        values[.nested] = .texts(nested.map(DeclarationView.indented))
    }

    func value(for key: TemplateKey) -> TemplateValue? { values[key] }

    static func documentation(of webhook: WebhookDeclaration) -> [String] {
        var lines = webhook.documentation
        if !lines.isEmpty { lines.append("") }
        if let callback = webhook.callback {
            let operations = callback.registeredBy.map { "`\($0)`" }.joined(separator: ", ")
            lines.append("Callback `\(SwiftSource.commentText(webhook.name))` of \(operations): a `\(webhook.httpMethod)` request the API sends to your server, at the URL `\(SwiftSource.commentText(callback.expression))`.")
        } else {
            lines.append("Webhook `\(SwiftSource.commentText(webhook.name))`: a `\(webhook.httpMethod)` request the API sends to your server.")
        }
        if !webhook.answers.isEmpty {
            lines += ["", "Answer with:"]
            for answer in webhook.answers {
                let description = answer.documentation.joined(separator: " ")
                lines.append("- `\(SwiftSource.commentText(answer.status))`" + (description.isEmpty ? "" : ": " + description))
            }
        }
        return lines + EndpointView.closingDocumentation(isDeprecated: webhook.isDeprecated, origin: webhook.origin)
    }
}
