import ClientIR

/// The statements of an endpoint's `encode(into:using:)` and `decode(_:using:)`, written from the IR.
///
/// Lines carry their indentation relative to the function body; templates indent the whole block.
enum EndpointCode {
    /// The body of `encode(into request: inout RequestParts, using encoder: JSONEncoder)`.
    static func encodeLines(_ endpoint: EndpointDeclaration) -> [String] {
        var lines: [String] = []
        // An endpoint has a few path parameters: a search finds one sooner than a dictionary made for each endpoint.
        let parameters = endpoint.pathParameters
        for component in endpoint.pathComponents {
            switch component {
            case .literal(let text):
                lines.append("request.appendPath(\(SwiftSource.stringLiteral(text)))")
            case .parameter(let key):
                guard let parameter = parameters.first(where: { $0.key == key }) else { continue }
                lines.append(
                    "try request.appendPathParameter(\(SwiftSource.stringLiteral(key)), \(value(of: parameter)), "
                        + "style: .\(parameter.style.rawValue), explode: \(parameter.explode), using: encoder)"
                )
            }
        }
        for parameter in endpoint.parameters where parameter.name != endpoint.body?.contentTypePropertyName {
            let key = SwiftSource.stringLiteral(parameter.key)
            switch parameter.location {
            case .path:
                continue
            case .querystring:
                lines.append("try request.setQueryString(\(value(of: parameter)), using: encoder)")
            case .query:
                let reserved = parameter.allowReserved ? ", allowReserved: true" : ""
                lines.append(
                    "try request.addQuery(\(key), \(value(of: parameter)), style: .\(parameter.style.rawValue), "
                        + "explode: \(parameter.explode)\(reserved), using: encoder)"
                )
            case .header:
                lines.append("try request.addHeader(\(key), \(value(of: parameter)), explode: \(parameter.explode), using: encoder)")
            case .cookie:
                lines.append("try request.addCookie(\(key), \(value(of: parameter)), explode: \(parameter.explode), using: encoder)")
            }
        }
        if let body = endpoint.body { lines += bodyLines(body) }
        return lines
    }

    /// `json: true, ` for a header field given by `content` (its value is JSON text), as the runtime's header readers
    /// and writers take it; empty otherwise.
    static func jsonArgument(_ contentType: String?) -> String {
        contentType == nil ? "" : "json: true, "
    }

    /// The value passed for a parameter: the property, or its JSON text for a parameter described with `content`
    /// (ASCII only: `ParameterSerializer.json`).
    static func value(of parameter: ParameterDeclaration) -> String {
        let property = "self." + parameter.name
        guard parameter.contentType != nil else { return property }
        if parameter.type.isOptional {
            return "\(property).map { try ParameterSerializer.json($0, using: encoder) }"
        }
        return "try ParameterSerializer.json(\(property), using: encoder)"
    }

    /// Statements writing the body: directly for one content type, through a `switch` over `Body` for several;
    /// inside `if let` when the body is optional.
    static func bodyLines(_ body: RequestBodyDeclaration) -> [String] {
        let property = "self." + body.propertyName
        let value = body.isRequired ? property : "body"
        var inner: [String]
        if body.enumName != nil {
            inner = ["switch \(value) {"]
            for content in body.contents {
                inner.append("case .\(content.caseName)(let value):")
                inner += indent(contentLines(content, value: "value"))
            }
            inner.append("}")
        } else {
            let override = body.contentTypePropertyName.map { "self." + $0 }
            inner = contentLines(body.contents[0], value: value, contentTypeOverride: override)
        }
        if body.isRequired { return inner }
        return ["if let body = \(property) {"] + indent(inner) + ["}"]
    }

    /// Statements writing one content type's payload held in `value`; a bytes or text payload is sent as the type
    /// `contentTypeOverride` (an optional `String` expression) holds, when it holds one.
    static func contentLines(
        _ content: BodyContentDeclaration, value: String, contentTypeOverride: String? = nil
    ) -> [String] {
        var contentType = SwiftSource.stringLiteral(content.contentType)
        if let contentTypeOverride { contentType = contentTypeOverride + " ?? " + contentType }
        switch content.encoding {
        case .json:
            return ["try request.setJSONBody(\(value), contentType: \(contentType), using: encoder)"]
        case .formURLEncoded where content.fieldStyles.isEmpty:
            return ["try request.setFormBody(\(value), using: encoder)"]
        case .formURLEncoded:
            return ["try request.setFormBody(\(value), styles: \(fieldStylesLiteral(content)), using: encoder)"]
        case .multipartForm:
            return ["request.setMultipartBody(\(value))"]
        case .binary:
            return ["request.setDataBody(\(value), contentType: \(contentType))"]
        case .text:
            return ["request.setTextBody(\(value), contentType: \(contentType))"]
        case .multipart(let parts):
            var lines = ["var form = MultipartForm()"]
            for part in parts { lines += partLines(part, of: value) }
            lines.append("request.setMultipartBody(form)")
            return lines
        }
    }

    /// The `[String: FormFieldStyle]` literal of a form's styled fields (``BodyContentDeclaration/fieldStyles``), which
    /// the client writes and a server reads.
    static func fieldStylesLiteral(_ content: BodyContentDeclaration) -> String {
        let styles = content.fieldStyles.map { field in
            let reserved = field.allowReserved ? ", allowReserved: true" : ""
            let style = "FormFieldStyle(.\(field.style.rawValue), explode: \(field.explode)\(reserved))"
            return "\(SwiftSource.stringLiteral(field.key)): \(style)"
        }
        return "[" + styles.joined(separator: ", ") + "]"
    }

    /// Statements adding one property of a typed multipart body to `form`.
    static func partLines(_ part: MultipartPartDeclaration, of value: String) -> [String] {
        let name = SwiftSource.stringLiteral(part.key)
        let property = "\(value).\(part.propertyName)"
        switch part.kind {
        case .field:
            return ["try form.addValue(\(name), \(property), using: encoder)"]
        case .file(let contentType):
            let type = SwiftSource.stringLiteral(contentType)
            return each(property, optional: part.isOptional, repeated: part.isRepeated) {
                "form.addFile(\(name), \($0), contentType: \(type))"
            }
        case .json(let contentType):
            let type = SwiftSource.stringLiteral(contentType)
            return each(property, optional: part.isOptional, repeated: part.isRepeated) {
                "try form.addJSON(\(name), \($0), contentType: \(type), using: encoder)"
            }
        case .fileChoice(let contentType, let fileCases, let fileListCases, let hasOtherCases):
            let type = SwiftSource.stringLiteral(contentType)
            let value = part.isOptional ? "part" : property
            var lines = ["switch \(value) {"]
            let addFile = "form.addFile(\(name), file, contentType: \(type))"
            for caseName in fileCases {
                lines += ["case .\(caseName)(let file):", "    " + addFile]
            }
            for caseName in fileListCases {
                lines += ["case .\(caseName)(let files):", "    for file in files {", "        " + addFile, "    }"]
            }
            if hasOtherCases { lines += ["default:", "    try form.addValue(\(name), \(value), using: encoder)"] }
            lines.append("}")
            return part.isOptional ? ["if let part = \(property) {"] + lines.map { "    " + $0 } + ["}"] : lines
        }
    }

    /// The statement `make` writes for the value of `property`: unwrapped when optional, once per element when
    /// repeated.
    private static func each(_ property: String, optional: Bool, repeated: Bool, _ make: (String) -> String) -> [String] {
        switch (optional, repeated) {
        case (false, false): [make(property)]
        case (true, false): ["if let part = \(property) {", "    " + make("part"), "}"]
        case (false, true): ["for part in \(property) {", "    " + make("part"), "}"]
        case (true, true): ["for part in \(property) ?? [] {", "    " + make("part"), "}"]
        }
    }

    /// The cases of the `switch response.status` in `decode(_:using:)`, in matching order, ending with the
    /// `default` branch.
    static func decodeLines(_ endpoint: EndpointDeclaration) -> [String] {
        var branches: [(status: StatusPattern, lines: [String])] = []
        for success in endpoint.success.cases {
            branches.append((success.status, successLines(success, of: endpoint.success)))
        }
        for failure in endpoint.failures {
            var lines: [String]
            if let output = failure.outputName {
                lines = outputLines(output, body: failure.decoding, headers: failure.headers)
                lines[0] = "throw Failure.\(failure.name)(" + lines[0]
                lines[lines.count - 1] += ", response)"
            } else {
                var arguments = ["response"]
                if let decoding = failure.decoding { arguments.insert(decodeExpression(decoding), at: 0) }
                lines = ["throw Failure.\(failure.name)(\(arguments.joined(separator: ", ")))"]
            }
            branches.append((failure.status, lines))
        }
        // A status is answered by the first branch that matches: codes, then ranges, then `default`; the first
        // branch of a pattern wins (a success `2XX` before a `default` failure).
        var lines: [String] = []
        var seen: Set<StatusPattern> = []
        for branch in branches.enumerated().sorted(by: { ($0.element.status, $0.offset) < ($1.element.status, $1.offset) }).map(\.element)
        where seen.insert(branch.status).inserted {
            lines.append(label(branch.status))
            lines += indent(branch.lines)
        }
        if !seen.contains(.default) {
            lines += ["default:", "    throw APIError.unexpectedStatus(response)"]
        }
        return lines
    }

    /// `return` and the `Response` value of one success status: the decoded body, or the output struct holding it
    /// and the headers; in a `Response` enum, the status's case holding either, or nothing.
    static func successLines(_ status: SuccessCaseDeclaration, of success: SuccessResponseDeclaration) -> [String] {
        guard let name = status.name else {
            guard let output = success.outputName else { return ["return " + decodeExpression(status.decoding)] }
            let value = outputLines(output, body: success.outputHasBody ? status.decoding : nil, headers: success.headers)
            return ["return " + value[0]] + value.dropFirst()
        }
        let value: [String]
        if let output = status.outputName {
            value = outputLines(output, body: status.decoding.bodyType == nil ? nil : status.decoding, headers: status.headers)
        } else if status.payloadType != nil {
            value = [decodeExpression(status.decoding)]
        } else {
            return ["return .\(name)"]
        }
        var lines = ["return .\(name)(" + value[0]] + value.dropFirst()
        lines[lines.count - 1] += ")"
        return lines
    }

    /// The initializer call of an output struct: the decoded body, when there is one, and each header.
    static func outputLines(_ output: String, body: ResponseDecoding?, headers: [ResponseHeaderDeclaration]) -> [String] {
        var arguments: [String] = []
        if let body { arguments.append("body: " + decodeExpression(body)) }
        for header in headers {
            arguments.append(
                "\(argumentLabel(header.name)): try response.decodeHeader(\(SwiftSource.stringLiteral(header.key)), "
                    + "as: \(header.type.swiftSpelling).self, \(jsonArgument(header.contentType))using: decoder)"
            )
        }
        return ["\(output)("] + arguments.enumerated().map { index, argument in
            "    " + argument + (index == arguments.count - 1 ? "" : ",")
        } + [")"]
    }

    /// The expression producing a decoded value.
    static func decodeExpression(_ decoding: ResponseDecoding) -> String {
        switch decoding {
        case .json(let type): "try response.decodeJSON(\(type.swiftSpelling).self, using: decoder)"
        case .text: "response.text()"
        case .binary: "response.body"
        case .noContent: "NoContent()"
        case .absent: "nil"
        }
    }

    /// `case 404:`, `case 400...499:`, `default:`.
    static func label(_ status: StatusPattern) -> String {
        switch status {
        case .code(let code): "case \(code):"
        case .range(let digit): "case \(digit * 100)...\(digit * 100 + 99):"
        case .default: "default:"
        }
    }

    /// A name as the label of an argument in a call: without backticks (Swift warns about them there), except
    /// `inout`, which needs them.
    static func argumentLabel(_ name: String) -> String {
        let bare = SwiftSource.bareIdentifier(name)
        return bare == "inout" ? name : bare
    }

    static func indent(_ lines: [String]) -> [String] {
        lines.map { $0.isEmpty ? $0 : "    " + $0 }
    }
}
