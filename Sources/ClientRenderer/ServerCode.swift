import ClientIR

/// The statements of an endpoint's `APIServable` conformance (``RenderOptions/server``), written from the IR:
/// `init(from:using:)`, which decodes a received request, and `answer(_:using:)`, which encodes a `Response`.
///
/// Both are the inverse of ``EndpointCode``: the parameters are read with the style and explode the client writes
/// them with, the body by its media type as a webhook's is (``WebhookCode``), and each success status is answered
/// with the media type the client decodes it from.
enum ServerCode {
    /// Whether the endpoint's `Response` is what a server answers (`APIServable`): not for an event stream, whose
    /// `Response` is not the body; its requests still decode (`APIDecodableRequest`), and `APIRouter.handleEvents`
    /// answers it.
    static func isServable(_ endpoint: EndpointDeclaration) -> Bool {
        !endpoint.success.isEventStream
    }

    /// The body of `init(from request: ServerRequestParts, using decoder: JSONDecoder)`; with `validates` (the code
    /// validates, ``ClientModel/validation``), the decoded request is checked against its constraints last.
    static func decodeLines(_ endpoint: EndpointDeclaration, validates: Bool) -> [String] {
        var lines: [String] = []
        if !endpoint.pathParameters.isEmpty {
            // Adjacent parameters whose values are listed are told apart by them (`PathTemplate.match`).
            let choices = endpoint.pathParameters.compactMap { parameter in
                parameter.pathChoices.map { values in
                    SwiftSource.stringLiteral(parameter.key) + ": ["
                        + values.map(SwiftSource.stringLiteral).joined(separator: ", ") + "]"
                }
            }
            lines.append(choices.isEmpty
                ? "let request = try request.matching(Self.operation.pathTemplate)"
                : "let request = try request.matching(Self.operation.pathTemplate, choices: [\(choices.joined(separator: ", "))])")
        }
        for parameter in endpoint.parameters {
            let method = parameter.type.isOptional ? "parameter" : "requiredParameter"
            var arguments = [
                SwiftSource.stringLiteral(parameter.key), "in: \"\(parameter.location.rawValue)\"",
                "as: \(parameter.type.unwrapped.swiftSpelling).self", "style: .\(parameter.style.rawValue)",
                "explode: \(parameter.explode)",
            ]
            if parameter.contentType != nil { arguments.append("json: true") }
            arguments.append("using: decoder")
            lines.append("self.\(parameter.name) = try request.\(method)(" + arguments.joined(separator: ", ") + ")")
        }
        if let body = endpoint.body { lines += WebhookCode.bodyLines(body, decodesForms: true) }
        if validates {
            lines += [
                "do { try self.validate() } catch {",
                "    throw APIServerError.constraintViolations(error.violations.map(\\.description))",
                "}",
            ]
        }
        return lines
    }

    /// The body of `static func answer(_ response: Response, using encoder: JSONEncoder) -> HTTPResponseParts`.
    static func answerLines(_ endpoint: EndpointDeclaration) -> [String] {
        let success = endpoint.success
        guard let first = success.cases.first else { return ["return HTTPResponseParts(status: 204)"] }
        if success.enumName != nil {
            var lines = ["switch response {"]
            for status in success.cases {
                guard let name = status.name else { continue }
                guard status.payloadType != nil else {
                    lines += ["case .\(name):", "    return HTTPResponseParts(status: \(code(status.status)))"]
                    continue
                }
                lines.append("case .\(name)(let response):")
                lines += EndpointCode.indent(answer(
                    status: status.status, decoding: status.decoding, contentType: status.contentType,
                    output: status.outputName != nil, headers: status.headers
                ))
            }
            return lines + ["}"]
        }
        let absent = success.cases.first { $0.decoding == .absent }.map { code($0.status) }
        guard success.outputName != nil else {
            let guardLine = absent.map { ["guard let response else { return HTTPResponseParts(status: \($0)) }"] } ?? []
            return guardLine + ["return " + value(of: "response", status: first.status, decoding: first.decoding, contentType: success.contentType)]
        }
        var lines: [String]
        if !success.outputHasBody {
            lines = ["var answer = HTTPResponseParts(status: \(code(first.status)))"]
        } else if let absent, success.bodyType.isOptional {
            lines = [
                "var answer = HTTPResponseParts(status: \(absent))",
                "if let body = response.body {",
                "    answer = " + value(of: "body", status: first.status, decoding: first.decoding, contentType: success.contentType),
                "}",
            ]
        } else {
            lines = ["var answer = " + value(of: "response.body", status: first.status, decoding: first.decoding, contentType: success.contentType)]
        }
        return lines + headerLines(success.headers) + ["return answer"]
    }

    /// Statements returning the answer of one status of a `Response` enum, from `response`: its payload, or the
    /// output struct holding the body and the headers.
    private static func answer(
        status: StatusPattern, decoding: ResponseDecoding, contentType: String?, output: Bool,
        headers: [ResponseHeaderDeclaration]
    ) -> [String] {
        guard output else { return ["return " + value(of: "response", status: status, decoding: decoding, contentType: contentType)] }
        let body = decoding.bodyType == nil ? "" : "response.body"
        return ["var answer = " + value(of: body, status: status, decoding: decoding, contentType: contentType)]
            + headerLines(headers) + ["return answer"]
    }

    /// The answer of `status` with the body `body` (an expression), as `decoding` reads it.
    private static func value(of body: String, status: StatusPattern, decoding: ResponseDecoding, contentType: String?) -> String {
        let type = SwiftSource.stringLiteral(contentType ?? "application/octet-stream")
        let code = code(status)
        switch decoding {
        case .json: return "try HTTPResponseParts(status: \(code), json: \(body), contentType: \(type), using: encoder)"
        case .text: return "HTTPResponseParts(status: \(code), text: \(body), contentType: \(type))"
        case .binary: return "HTTPResponseParts(status: \(code), data: \(body), contentType: \(type))"
        case .noContent, .absent: return "HTTPResponseParts(status: \(code))"
        }
    }

    /// `try answer.setHeader(...)` for each documented header, from the output struct's properties (`response.`), or
    /// from variables of the headers' names when `owner` is empty (a failure builder's arguments).
    private static func headerLines(_ headers: [ResponseHeaderDeclaration], of owner: String = "response.") -> [String] {
        headers.map {
            "try answer.setHeader(\(SwiftSource.stringLiteral($0.key)), \(owner)\($0.name), "
                + "\(EndpointCode.jsonArgument($0.contentType))using: encoder)"
        }
    }

    /// The members (indented) of the extension that makes the endpoint's `Failure` enum an `APIServerFailure`: for each case, a
    /// static function that builds it with its answer (`throw try GetPet.Failure.notFound(Problem(title: "No pet"))`):
    /// the status (asked for a range or `default`), the body encoded in the documented media type, and the
    /// documented headers (each an argument, `nil` by default: `retryAfter: 30`).
    static func failureBuilderLines(_ endpoint: EndpointDeclaration, access: String) -> [String] {
        var lines: [String] = []
        for failure in endpoint.failures {
            if !lines.isEmpty { lines.append("") }
            lines += failureBuilder(failure, access: access)
        }
        return EndpointCode.indent(lines)
    }

    /// The builder of one case of a `Failure` enum (see ``failureBuilderLines(_:access:)``).
    private static func failureBuilder(_ failure: FailureCaseDeclaration, access: String) -> [String] {
        var parameters: [String] = []
        let status: String
        if case .code(let code) = failure.status {
            status = String(code)
        } else {
            parameters.append("status: Int")
            status = "status"
        }
        var answer = "HTTPResponseParts(status: \(status))"
        var usesEncoder = !failure.headers.isEmpty
        if let decoding = failure.decoding, let type = decoding.bodyType {
            parameters.append("_ body: " + type.swiftSpelling)
            let contentType = SwiftSource.stringLiteral(failure.contentType ?? "application/octet-stream")
            switch decoding {
            case .json:
                answer = "try HTTPResponseParts(status: \(status), json: body, contentType: \(contentType), using: encoder)"
                usesEncoder = true
            case .text: answer = "HTTPResponseParts(status: \(status), text: body, contentType: \(contentType))"
            default: answer = "HTTPResponseParts(status: \(status), data: body, contentType: \(contentType))"
            }
        }
        for header in failure.headers {
            parameters.append("\(header.name): \(header.type.optional.swiftSpelling) = nil")
        }
        if usesEncoder { parameters.append("using encoder: JSONEncoder = APIClient.Configuration.defaultEncoder()") }
        let described = failure.status == .default ? "any other status" : "status \(failure.status.documentSpelling)"
        let body = failure.bodyType == nil ? "without a body" : "the body as `\(failure.contentType ?? "application/octet-stream")`"
        let headers = failure.headers.isEmpty ? "" : ", and the documented headers"
        let signature = EndpointView.signature(parameters, indent: "")
        var lines = ["/// ``\(SwiftSource.bareIdentifier(failure.name))`` with its answer: \(described), \(body)\(headers)."]
        lines += "\(access)static func \(failure.name)(\(signature))\(usesEncoder ? " throws" : "") -> Self {"
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let output = failure.outputName else {
            let payload = failure.bodyType == nil ? "" : "body, "
            return lines + ["    .\(failure.name)(\(payload)\(answer))", "}"]
        }
        let arguments = (failure.bodyType == nil ? [] : ["body: body"])
            + failure.headers.map { "\(EndpointCode.argumentLabel($0.name)): \($0.name)" }
        // An output struct means documented headers, which are set on the answer.
        lines.append("    var answer = \(answer)")
        lines += headerLines(failure.headers, of: "").map { "    " + $0 }
        // In the extension of the enum, its nested struct is named without the enum.
        let member = output.split(separator: ".").last.map(String.init) ?? output
        lines += ["    return .\(failure.name)(\(member)(\(arguments.joined(separator: ", "))), answer)", "}"]
        return lines
    }

    /// The status a pattern is answered with: the code, or the first of a range (`2XX`: 200).
    static func code(_ status: StatusPattern) -> Int {
        switch status {
        case .code(let code): code
        case .range(let digit): digit * 100
        case .default: 200
        }
    }
}
