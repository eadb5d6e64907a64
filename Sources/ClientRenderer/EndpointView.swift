import ClientIR
import Mustache

/// One endpoint as `Endpoint.mustache` sees it: an `APIResource` struct.
///
/// Keys: `access`, `typeName`, `docLines`, `isDeprecated`, `responseType`, `responseDocLines`, `method`
/// (`HTTPMethod.get`), `methodMember` (`.get`, where the type is known), `pathTemplate`, `operationID`, `security`,
/// `accept`, `servers` (finished Swift expressions), `hasServers`, `operationArguments` (the arguments of the
/// `OperationDescription` that `operation` returns, laid out on one line or one per line),
/// `properties` (each `name`, `type`, `docLines`), `hasInitArguments`, `initSignature`, `initDocLines`,
/// `initAssignments`, `encodeLines`, `decodeLines`, `hasFailures` (the endpoint documents error statuses),
/// `declaresFailures` (it declares their `Failure` enum), `sharedFailureOwner` (or the endpoint whose enum it
/// reuses: a template written before enums were shared, which declares the enum whenever `hasFailures`, still
/// compiles), `failureCases` (each `docLines`, `declaration`), `failureResponseCases` (the `case` lines of the
/// `response` accessor), `hasFailureOutputs` and `failureOutputs` (the structs of the `Failure` enum holding an
/// error answer's body and documented headers, declared in an extension of the enum, with the keys of `outputs` and
/// `isFirst`), `outputs` (the structs holding a body and headers, each `outputName`, `outputDocLines`,
/// `outputProperties` (each `name`, `type`, `docLines`), `outputBinding` (`var`, or `let` by default),
/// `outputInitSignature`, `outputInitAssignments`; the endpoint itself answers these and `hasOutput` for its `Output`
/// struct, as templates written before `outputs` expect), `hasBodyEnum`, `bodyEnumDocLines`, `bodyCases` (each
/// `docLines`, `declaration`), `hasResponseEnum` and `responseCases` (each `docLines`, `declaration`: `Response` is a
/// nested enum, with a case per success status, instead of a `typealias`), `nested` (finished declarations, indented
/// for the struct's body), `validates` and `validationLines` (the endpoint conforms to `APIValidatable`, and the
/// statements of its `validate(into:)`), `decodesRequests`, `serverProtocol` and `serverDecodeLines` (the endpoint
/// decodes received requests: the protocol it conforms to for that, and the statements of its `init(from:using:)`),
/// `serves` and `serverAnswerLines` (it also answers with its `Response`, `APIServable`, as every operation but an
/// event stream does, and the statements of its `answer(_:using:)`), `serverFailure` (the
/// endpoint's `Failure` enum, which conforms to `APIServerFailure`, when the client serves and declares it) and
/// `serverFailureLines` (the members of that extension: a function building each case with its answer).
struct EndpointView: TemplateView {
    struct Member: TemplateView {
        var name = ""
        var type = ""
        var declaration = ""
        var docLines: [String] = []

        func value(for key: TemplateKey) -> TemplateValue? {
            switch key {
            case .name: .text(name)
            case .type: .text(type)
            case .declaration: .text(declaration)
            case .docLines: .texts(docLines)
            default: nil
            }
        }
    }

    var values = TemplateValues()

    /// - Parameters:
    ///   - initializer: the endpoint's `init`, as ``EndpointInitializer`` works it out.
    ///   - context: the access level and whether the client validates, as for the entity views.
    ///   - nested: the endpoint's nested declarations, rendered at column 0.
    init(_ endpoint: EndpointDeclaration, initializer: EndpointInitializer, context: ViewContext, nested: [String]) {
        values[.access] = .text(context.access)
        values[.validates] = .flag(context.validation)
        values[.validationLines] = .texts(context.validation ? ValidationCode.lines(endpoint) : [])
        values[.typeName] = .text(endpoint.typeName)
        values[.isDeprecated] = .flag(endpoint.isDeprecated)
        values[.docLines] = .texts(SwiftSource.docComment(Self.documentation(of: endpoint)))
        values[.responseType] = .text(endpoint.success.type.swiftSpelling)
        values[.responseDocLines] = .texts(SwiftSource.docComment(Self.responseDocumentation(of: endpoint)))
        values[.hasResponseEnum] = .flag(endpoint.success.enumName != nil)
        values[.responseCases] = .views(Self.responseCases(of: endpoint.success))
        values[.method] = .text(Self.methodExpression(endpoint.httpMethod))
        // Each fact is also a key of its own, named by its label, but for the method (`methodMember`): `method` is
        // `HTTPMethod.get`.
        let facts = Self.operationFacts(of: endpoint)
        for fact in facts { values[fact.key] = .text(fact.expression) }
        values[.hasServers] = .flag(!endpoint.servers.isEmpty)
        // The lists default to none, so empty ones are left out.
        let operationArguments = facts.filter { $0.expression != "[]" }.map { "\($0.label): \($0.expression)" }
        values[.operationArguments] = .text(Self.signature(operationArguments, indent: "        "))

        var properties = endpoint.parameters.map { parameter in
            Member(name: parameter.name, type: parameter.type.swiftSpelling, docLines: SwiftSource.docComment(Self.documentation(of: parameter)))
        }
        if let body = endpoint.body {
            let documentation = body.documentation.isEmpty ? ["The request body."] : body.documentation
            properties.append(Member(name: body.propertyName, type: body.type.swiftSpelling, docLines: SwiftSource.docComment(documentation)))
        }
        values[.properties] = .views(properties)
        let arguments = initializer.arguments
        values[.hasInitArguments] = .flag(!arguments.isEmpty)
        values[.initSignature] = .text(initializer.signature)
        values[.initDocLines] = .texts(SwiftSource.docComment(initializer.documentation))
        values[.initAssignments] = .texts(arguments.map { "self.\($0.name) = \($0.name)" })
        values[.encodeLines] = .texts(EndpointCode.encodeLines(endpoint))
        values[.decodeLines] = .texts(EndpointCode.decodeLines(endpoint))

        values[.hasFailures] = .flag(!endpoint.failures.isEmpty)
        values[.declaresFailures] = .flag(!endpoint.failures.isEmpty && endpoint.failureOwner == nil)
        values[.sharedFailureOwner] = endpoint.failureOwner.map { .text($0) }
        values[.failureCases] = .views(endpoint.failures.map { failure in
            let payload = (failure.payloadType.map { [$0.swiftSpelling] } ?? []) + ["HTTPResponseParts"]
            var documentation = failure.documentation
            let status = failure.status == .default ? "Any other status" : "Status \(failure.status.documentSpelling)"
            documentation += ["", status + (failure.contentType.map { ", `\($0)`." } ?? ".")]
            return Member(declaration: "case \(failure.name)(\(payload.joined(separator: ", ")))", docLines: SwiftSource.docComment(documentation))
        })
        values[.failureResponseCases] = .texts(endpoint.failures.map { failure in
            let bindings = failure.payloadType == nil ? "let response" : "_, let response"
            return "case .\(failure.name)(\(bindings)): response"
        })
        let failureOutputs = Self.failureOutputs(of: endpoint)
        values[.failureOutputs] = .views(failureOutputs)
        values[.hasFailureOutputs] = .flag(!failureOutputs.isEmpty)

        let outputs = Self.outputs(of: endpoint)
        values[.outputs] = .views(outputs)
        // The keys of the `Output` struct, for templates written before an endpoint could have several.
        values[.hasOutput] = .flag(endpoint.success.outputName != nil)
        if endpoint.success.outputName != nil, let output = outputs.first {
            let keys: [TemplateKey] = [.outputName, .outputDocLines, .outputProperties, .outputBinding, .outputInitSignature,
                                       .outputInitAssignments]
            for key in keys {
                values[key] = output.value(for: key)
            }
        }

        let bodyEnum = endpoint.body?.enumName != nil
        values[.hasBodyEnum] = .flag(bodyEnum)
        let bodyEnumDocumentation = "The request body, in one of the media types the operation accepts."
        values[.bodyEnumDocLines] = .texts(SwiftSource.docComment([bodyEnumDocumentation]))
        values[.bodyCases] = .views(Self.bodyCases(of: endpoint.body))
        values[.nested] = .texts(nested.map(DeclarationView.indented))

        let serves = context.server && ServerCode.isServable(endpoint)
        values[.serves] = .flag(serves)
        values[.decodesRequests] = .flag(context.server)
        values[.serverProtocol] = .text(serves ? "APIServable" : "APIDecodableRequest")
        values[.serverDecodeLines] = .texts(context.server ? ServerCode.decodeLines(endpoint, validates: context.validation) : [])
        values[.serverAnswerLines] = .texts(serves ? ServerCode.answerLines(endpoint) : [])
        let declaresFailures = !endpoint.failures.isEmpty && endpoint.failureOwner == nil
        values[.serverFailure] = context.server && declaresFailures ? .text(endpoint.typeName + ".Failure") : nil
        values[.serverFailureLines] = .texts(context.server && declaresFailures ? ServerCode.failureBuilderLines(endpoint, access: context.access) : [])
    }

    func value(for key: TemplateKey) -> TemplateValue? { values[key] }

    /// The structs holding a body and documented response headers: the `Output` struct, or one per status of a
    /// `Response` enum that documents headers (`CreatedOutput`). Each answers `outputName`, `outputDocLines`,
    /// `outputProperties`, `outputBinding`, `outputInitSignature` and `outputInitAssignments`.
    static func outputs(of endpoint: EndpointDeclaration) -> [TemplateObject] {
        let success = endpoint.success
        if let output = success.outputName {
            let body = success.outputHasBody ? success.bodyType : nil
            return [outputView(output, body: body, headers: success.headers, mutable: success.isOutputMutable,
                               documentation: "The answer of ``\(endpoint.typeName)``: its body and documented headers.")]
        }
        return success.cases.compactMap { status in
            guard let output = status.outputName else { return nil }
            let parts = status.decoding.bodyType == nil ? "its documented headers" : "its body and documented headers"
            let documentation = "The answer of ``\(endpoint.typeName)`` with status \(status.status.documentSpelling): \(parts)."
            return outputView(output, body: status.decoding.bodyType, headers: status.headers, mutable: success.isOutputMutable,
                              documentation: documentation)
        }
    }

    /// The structs holding the body and the documented headers of an error answer, one per case of the `Failure`
    /// enum whose response documents headers, declared in an extension of that enum (`TooManyRequestsOutput`); none
    /// when the endpoint uses another's enum. They answer the keys of ``outputs(of:)`` and `isFirst`.
    static func failureOutputs(of endpoint: EndpointDeclaration) -> [TemplateObject] {
        guard endpoint.failureOwner == nil else { return [] }
        var outputs: [TemplateObject] = []
        for failure in endpoint.failures {
            guard let output = failure.outputName else { continue }
            let parts = failure.bodyType == nil ? "its documented headers" : "its body and documented headers"
            let status = failure.status == .default ? "any other status" : "status \(failure.status.documentSpelling)"
            var view = outputView(output, body: failure.bodyType, headers: failure.headers, mutable: endpoint.success.isOutputMutable,
                                  documentation: "The error answer with \(status): \(parts).")
            view.values[.isFirst] = .flag(outputs.isEmpty)
            outputs.append(view)
        }
        return outputs
    }

    private static func outputView(_ qualifiedName: String, body: TypeUsage?, headers: [ResponseHeaderDeclaration],
                                   mutable: Bool, documentation: String) -> TemplateObject {
        var members: [Member] = []
        var parameters: [String] = []
        if let body {
            let type = body.swiftSpelling
            members.append(Member(name: "body", type: type, docLines: SwiftSource.docComment(["The body of the answer."])))
            parameters.append("body: \(type)")
        }
        for header in headers {
            let type = header.type.optional.swiftSpelling
            let lines = header.documentation + (header.documentation.isEmpty ? [] : [""])
                + ["The `\(SwiftSource.commentText(header.key))` header."]
            members.append(Member(name: header.name, type: type, docLines: SwiftSource.docComment(lines)))
            parameters.append("\(header.name): \(type) = nil")
        }
        return TemplateObject([
            .outputName: .text(String(qualifiedName.split(separator: ".").last ?? Substring(qualifiedName))),
            .outputDocLines: .texts(SwiftSource.docComment([documentation])),
            .outputProperties: .views(members),
            .outputBinding: .text(mutable ? "var" : "let"),
            .outputInitSignature: .text(signature(parameters, indent: "        ")),
            .outputInitAssignments: .texts(members.map { "self.\($0.name) = \($0.name)" }),
        ])
    }

    /// The cases of the nested `Response` enum, one per success status, when `Response` is an enum; none otherwise.
    static func responseCases(of success: SuccessResponseDeclaration) -> [Member] {
        guard success.enumName != nil else { return [] }
        return success.cases.compactMap { status in
            guard let name = status.name else { return nil }
            var documentation = status.documentation
            if !documentation.isEmpty { documentation.append("") }
            documentation.append("Status \(status.status.documentSpelling)" + (status.contentType.map { ", `\(SwiftSource.commentText($0))`." } ?? ", without content."))
            let declaration = status.payloadType.map { "case \(name)(\($0.swiftSpelling))" } ?? "case \(name)"
            return Member(declaration: declaration, docLines: SwiftSource.docComment(documentation))
        }
    }

    /// The cases of the nested `Body` enum, one per content, when the body has several contents; none otherwise.
    static func bodyCases(of body: RequestBodyDeclaration?) -> [Member] {
        guard let body, body.enumName != nil else { return [] }
        return body.contents.map { content in
            Member(declaration: "case \(content.caseName)(\(content.type.swiftSpelling))", docLines: SwiftSource.docComment(["`\(content.contentType)`"]))
        }
    }

    // MARK: Documentation

    static func documentation(of endpoint: EndpointDeclaration) -> [String] {
        var lines = endpoint.documentation
        if !lines.isEmpty { lines.append("") }
        lines.append("`\(endpoint.httpMethod) \(SwiftSource.commentText(endpoint.pathTemplate))`")
        if !endpoint.callbacks.isEmpty {
            let names = endpoint.callbacks.map { "`\($0)`" }.joined(separator: ", ")
            lines += ["", "Callbacks (requests the API may send you after this call): \(names)."]
        }
        return lines + closingDocumentation(isDeprecated: endpoint.isDeprecated, origin: endpoint.origin)
    }

    /// The last lines of an endpoint's or a webhook's documentation: whether it is deprecated, and where it comes
    /// from.
    static func closingDocumentation(isDeprecated: Bool, origin: String) -> [String] {
        (isDeprecated ? ["", "- Important: Deprecated in the API description."] : [])
            + ["", "- Remark: Generated from `\(SwiftSource.remarkCodeText(origin))`."]
    }

    static func responseDocumentation(of endpoint: EndpointDeclaration) -> [String] {
        var lines = ["What a successful call returns."]
        if endpoint.success.enumName != nil {
            lines[0] = "What a successful call returns: the success statuses answer with different contents, one case each."
        }
        if !endpoint.success.documentation.isEmpty { lines += [""] + endpoint.success.documentation }
        if endpoint.success.isEventStream {
            lines += ["", "The answer is a `text/event-stream`: read its events with `APIClient.events(_:lastEventID:)`."]
        }
        if let item = endpoint.success.streamItemType {
            lines += ["", "The answer is streamed JSON: `APIClient.jsonLines(_:of:)` reads its values (`\(item.swiftSpelling)`) as they arrive."]
        }
        let others = endpoint.success.otherContentTypes
        if let example = others.first {
            let list = others.map { "`\(SwiftSource.commentText($0))`" }.joined(separator: ", ")
            lines += ["", "Also answered in \(list): send `.accepting(\"\(SwiftSource.commentText(example))\")` of this call for such an answer, as received."]
        }
        return lines
    }

    static func documentation(of parameter: ParameterDeclaration) -> [String] {
        var lines = parameter.documentation
        if !lines.isEmpty { lines.append("") }
        lines.append(placeLine(of: parameter))
        return lines
    }

    /// The first paragraph of `documentation` as one line, for an entry of a `- Parameters:` list (which ends at the
    /// entry's line): the document's own line breaks inside a sentence become spaces, and a hard line break's `\`
    /// goes. Nil when there is no documentation.
    static func summary(of documentation: [String]) -> String? {
        guard let first = documentation.first, !first.isEmpty else { return nil }
        guard documentation.count > 1, !documentation[1].isEmpty else { return first }
        var parts: [Substring] = []
        for line in documentation {
            if line.isEmpty { break }
            var part = Substring(line).drop { $0 == " " }
            if part.hasSuffix("\\") { part = part.dropLast() }
            while part.last == " " { part = part.dropLast() }
            if !part.isEmpty { parts.append(part) }
        }
        return parts.joined(separator: " ")
    }

    /// `Query parameter `per_page`.`: the last line of a parameter's documentation.
    static func placeLine(of parameter: ParameterDeclaration) -> String {
        let key = SwiftSource.commentText(parameter.key)
        switch parameter.location {
        case .path: return "Path parameter `\(key)`."
        case .query: return "Query parameter `\(key)`."
        case .querystring: return "The whole query string (parameter `\(key)`)."
        case .header: return "Header parameter `\(key)`."
        case .cookie: return "Cookie parameter `\(key)`."
        }
    }

    // MARK: Expressions

    static let knownMethods: Set<String> = ["GET", "PUT", "POST", "DELETE", "OPTIONS", "HEAD", "PATCH", "TRACE", "QUERY"]

    /// `HTTPMethod.get` (`.get` where the type is known), or `HTTPMethod(rawValue: "COPY")` for a method the runtime
    /// has no constant for.
    static func methodExpression(_ method: String, typeIsKnown: Bool = false) -> String {
        guard knownMethods.contains(method) else { return "HTTPMethod(rawValue: \(SwiftSource.stringLiteral(method)))" }
        return (typeIsKnown ? "." : "HTTPMethod.") + method.lowercased()
    }

    /// The arguments of the endpoint's `OperationDescription`, in the order of its initializer's parameters: each
    /// label with a finished Swift expression.
    static func operationFacts(of endpoint: EndpointDeclaration) -> [(label: String, key: TemplateKey, expression: String)] {
        [
            ("method", .methodMember, methodExpression(endpoint.httpMethod, typeIsKnown: true)),
            ("pathTemplate", .pathTemplate, SwiftSource.stringLiteral(endpoint.pathTemplate)),
            ("operationID", .operationID, SwiftSource.stringLiteral(endpoint.operationID)),
            ("security", .security, securityExpression(endpoint.security)),
            ("accept", .accept, "[" + endpoint.accept.map(SwiftSource.stringLiteral).joined(separator: ", ") + "]"),
            ("servers", .servers, "[" + endpoint.servers.map(ServerView.defaultConstructor).joined(separator: ", ") + "]"),
        ]
    }

    /// `[[SecurityUse("petstore_auth", scopes: ["read:pets"])], []]`.
    static func securityExpression(_ alternatives: [[SecurityUseDeclaration]]) -> String {
        let items = alternatives.map { uses in
            "[" + uses.map { use in
                let scopes = use.scopes.isEmpty ? "" : ", scopes: [" + use.scopes.map(SwiftSource.stringLiteral).joined(separator: ", ") + "]"
                return "SecurityUse(\(SwiftSource.stringLiteral(use.scheme))\(scopes))"
            }.joined(separator: ", ") + "]"
        }
        return "[" + items.joined(separator: ", ") + "]"
    }

    /// A parameter list: on one line when it is short, otherwise one parameter per line, indented one level more
    /// than `indent` (the indentation of the declaration).
    static func signature(_ parameters: [String], indent: String) -> String {
        let single = parameters.joined(separator: ", ")
        if SwiftSource.hasAtMost(80, charactersIn: single) { return single }
        return "\n" + parameters.map { indent + "    " + $0 }.joined(separator: ",\n") + "\n" + indent
    }
}
