import ClientIR
import OpenAPIModel

extension OperationTranslator {
    /// The translated responses of one operation.
    struct Responses {
        var success: SuccessResponseDeclaration
        var failures: [FailureCaseDeclaration]
        var accept: [String]
    }

    /// Success and failure responses, and the `Accept` list (every media type the endpoint decodes, in order).
    ///
    /// - `Response` comes from the first `2xx`/`2XX` response; without one, from `default` (for `2xx` answers);
    ///   without that either, any `2xx` answer is `NoContent`. Documented headers make it a nested `Output` struct
    ///   (body and headers); an event stream makes it `NoContent` (callers use `APIClient.events`). A streamed JSON
    ///   body (JSON Lines, JSON text sequences) is `Data` for `send`, and its values' type is kept for
    ///   `APIClient.jsonLines`.
    /// - Other success responses decode the same way when their content has the same type; one without content
    ///   next to a primary with content makes `Response` optional; others are left out, with a warning.
    /// - Every other documented status, range and `default` is a case of the nested `Failure` enum.
    func translateResponses(of operation: Operation, scope: inout EndpointScope) -> Responses {
        var successEntries: [(StatusPattern, Response)] = []
        var failureEntries: [(StatusPattern, Response)] = []
        for (key, response) in operation.responses {
            guard let status = StatusCaseNames.pattern(key) else {
                warn("response.status", "'\(key)' is not a status code, a range or 'default'; the response is skipped", at: operation)
                continue
            }
            if StatusCaseNames.isSuccess(status) { successEntries.append((status, response)) } else { failureEntries.append((status, response)) }
        }
        var accept: [String] = []
        func accepting(_ contentType: String?) {
            if let contentType, !accept.contains(contentType) { accept.append(contentType) }
        }

        // Success.
        var success: SuccessResponseDeclaration
        if let (firstStatus, first) = successEntries.first ?? failureEntries.first(where: { $0.0 == .default }).map({ (.range(2), $0.1) }) {
            var primary = decoding(of: first, suggestedName: "ResponseBody", streams: true, scope: &scope)
            // An event stream is read with `APIClient.events`; `send` only checks the status.
            if primary.isEventStream { primary.decoding = .noContent }
            var cases = [SuccessCaseDeclaration(status: firstStatus, decoding: primary.decoding)]
            var isOptional = false
            for (status, response) in successEntries.dropFirst() {
                let before = scope
                let other = decoding(of: response, suggestedName: "ResponseBody", scope: &scope)
                switch (primary.decoding, other.decoding) {
                case let (a, b) where a == b:
                    cases.append(SuccessCaseDeclaration(status: status, decoding: a))
                case (.noContent, _):
                    scope = before
                    cases.append(SuccessCaseDeclaration(status: status, decoding: .noContent))
                case (_, .noContent):
                    isOptional = true
                    cases.append(SuccessCaseDeclaration(status: status, decoding: .absent))
                default:
                    scope = before
                    warn("response.success-mismatch", "the \(status.documentSpelling) response's content differs from the \(firstStatus.documentSpelling) response's; it is not decoded", at: operation)
                }
            }
            let baseType = primary.decoding.responseType
            let bodyType = isOptional ? baseType.optional : baseType
            let headers = headers(of: first, scope: scope)
            let outputName = headers.isEmpty || primary.isEventStream ? nil : scope.qualified(scope.types.claimTypeName("Output"))
            success = SuccessResponseDeclaration(
                type: outputName.map { .named($0) } ?? bodyType,
                bodyType: bodyType,
                cases: cases.sorted { $0.status < $1.status },
                contentType: primary.contentType,
                isEventStream: primary.isEventStream,
                streamItemType: primary.streamItemType,
                headers: headers,
                outputName: outputName,
                documentation: DocumentationText.lines(first.description)
            )
            accepting(primary.contentType)
            var seen: Set<String> = primary.contentType.map { [$0] } ?? []
            for (_, response) in successEntries {
                success.otherContentTypes += response.content.keys.filter { seen.insert($0).inserted }
            }
        } else {
            success = SuccessResponseDeclaration(type: .builtin("NoContent"), cases: [SuccessCaseDeclaration(status: .range(2), decoding: .noContent)])
        }

        // Failures.
        var failures: [FailureCaseDeclaration] = []
        var caseNames = NameAllocator()
        for (status, response) in failureEntries {
            let name = caseNames.claim(StatusCaseNames.caseName(for: status))
            let bodyName = name + " body"
            let decoded = response.content.isEmpty ? nil : decoding(of: response, suggestedName: bodyName, scope: &scope)
            accepting(decoded?.contentType)
            failures.append(FailureCaseDeclaration(
                name: SwiftNaming.escapedMember(name),
                status: status,
                decoding: decoded?.decoding,
                contentType: decoded?.contentType,
                headers: headers(of: response, scope: scope),
                documentation: DocumentationText.lines(response.description)
            ))
        }
        return Responses(success: success, failures: failures, accept: accept)
    }

    /// How a response's preferred content is decoded.
    private struct Decoded {
        var decoding: ResponseDecoding
        var contentType: String?
        var isEventStream = false
        /// The type of each value of a streamed JSON body, when `streams` was asked.
        var streamItemType: TypeUsage?
    }

    /// The decoding of the preferred content of `response` (JSON first), or `noContent` when it has none. With
    /// `streams`, a streamed JSON body also gets the type of its values: the media type's `itemSchema` (OpenAPI
    /// 3.2), else the items of an array `schema` (which then describes the whole stream), else the `schema`.
    private func decoding(of response: Response, suggestedName: String, streams: Bool = false,
                          scope: inout EndpointScope) -> Decoded {
        let contentTypes = response.content.keys
        let media = response.content.values
        let order = MediaTypeKind.preferenceOrder(contentTypes) { MediaTypeKind(contentType: contentTypes[$0], schema: media[$0].schema) }
        guard let preferred = order.first else {
            return Decoded(decoding: .noContent)
        }
        let contentType = contentTypes[preferred]
        let kind = MediaTypeKind(contentType: contentType, schema: media[preferred].schema)
        let accepted = contentType  // `Accept` takes wildcards and parameters as written
        switch kind {
        case .json:
            let schema = media[preferred].schema ?? Schema(location: response.location, pointer: .root)
            return Decoded(decoding: .json(siteType(for: schema, suggestedName: suggestedName, scope: &scope)), contentType: accepted)
        case .text:
            return Decoded(decoding: .text, contentType: accepted)
        case .eventStream:
            return Decoded(decoding: .text, contentType: accepted, isEventStream: true)
        case .jsonLines:
            guard streams else { return Decoded(decoding: .binary, contentType: accepted) }
            let content = media[preferred]
            var item = content.itemSchema ?? content.schema
            if content.itemSchema == nil, let schema = item, schema.ref == nil, schema.nonNullTypes == [.array],
               let items = schema.items {
                item = items
            }
            let itemType = item.map { siteType(for: $0, suggestedName: "ResponseItem", scope: &scope) } ?? .builtin("JSONValue")
            return Decoded(decoding: .binary, contentType: accepted, streamItemType: itemType)
        case .binary, .formURLEncoded, .multipart:
            return Decoded(decoding: .binary, contentType: accepted)
        }
    }

    /// The documented headers of a response, each with a property name: the header's name without an `X-` prefix,
    /// in lowerCamelCase (`X-Rate-Limit` -> `rateLimit`).
    private func headers(of response: Response, scope: EndpointScope) -> [ResponseHeaderDeclaration] {
        var names = NameAllocator(reserving: ["body"])
        let keys = response.headers.keys
        let headers = response.headers.values
        var declarations: [ResponseHeaderDeclaration] = []
        declarations.reserveCapacity(keys.count)
        for (key, header) in zip(keys, headers) {
            declarations.append(ResponseHeaderDeclaration(
                name: SwiftNaming.escapedMember(names.claim(SwiftNaming.memberIdentifier(Self.withoutXPrefix(key)))),
                key: key,
                type: documentationType(for: header.schema, scope: scope).unwrapped,
                isRequired: header.required,
                documentation: DocumentationText.lines(header.description)
            ))
        }
        return declarations
    }

    /// A header's name without an `X-` or `x-` prefix, unless that is all of it.
    private static func withoutXPrefix(_ key: String) -> String {
        let prefix = key.prefix(2)
        guard prefix == "x-" || prefix == "X-", key.count > 2 else { return key }
        return String(key.dropFirst(2))
    }
}

extension ResponseDecoding {
    /// The Swift type a success decoding produces.
    var responseType: TypeUsage {
        switch self {
        case .json(let type): type
        case .text: .builtin("String")
        case .binary: .builtin("Data")
        case .noContent: .builtin("NoContent")
        case .absent: .builtin("NoContent")
        }
    }
}
