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
    ///   next to a primary with content makes `Response` optional; when their contents differ otherwise, `Response`
    ///   is a nested enum with a case per success status.
    /// - Every other documented status, range and `default` is a case of the nested `Failure` enum.
    func translateResponses(of operation: Operation, scope: inout EndpointScope) -> Responses {
        var successEntries: [(StatusPattern, Response)] = []
        var failureEntries: [(StatusPattern, Response)] = []
        for (key, response) in operation.responses {
            guard let status = StatusCaseNames.pattern(key) else {
                diagnostics.emit(.warning(
                    "response.status", "'\(key)' is not a status code, a range or 'default'; the response is skipped",
                    at: response.location, pointer: operation.pointer.appending("responses").appending(key).description))
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
            // The other success statuses' contents are decoded once, for both shapes of `Response`; their nested
            // types stay only in an enum's cases (one type keeps none: a content equal to the first's claims none).
            let before = scope
            let others = successEntries.dropFirst().map { status, response in
                let suggestedName = StatusCaseNames.caseName(for: status) + " body"
                return SuccessEntry(status, response, decoding(of: response, suggestedName: suggestedName, scope: &scope))
            }
            if let statusEnum = statusEnum(first: (firstStatus, first, primary), others: others, scope: &scope) {
                success = statusEnum
                for content in statusEnum.cases { accepting(content.contentType) }
            } else {
                scope = before
                success = singleResponse(first: (firstStatus, first, primary), others: others, of: operation, scope: &scope)
                accepting(primary.contentType)
            }
            var seen = Set(accept)
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
            // The builder of the server's failure takes the headers as arguments beside these.
            let headers = headers(of: response, scope: &scope, reserving: ["body", "status", "encoder"])
            failures.append(FailureCaseDeclaration(
                name: SwiftNaming.escapedMember(name),
                status: status,
                decoding: decoded?.decoding,
                contentType: decoded?.contentType,
                headers: headers,
                documentation: DocumentationText.lines(response.description),
                outputName: headers.isEmpty ? nil : "Failure." + SwiftNaming.typeIdentifier(name + " output")
            ))
        }
        return Responses(success: success, failures: failures, accept: accept)
    }


    /// `Response` as one type: the first success response's content, which the other success statuses decode too
    /// when theirs is the same; a status without content makes it optional (`nil`) when the first has content.
    /// Beside a stream, another content is not decoded: an event stream's call answers `NoContent` for any 2xx, and
    /// a JSON Lines stream's other contents are left out with a warning.
    private func singleResponse(first: SuccessEntry, others: [SuccessEntry], of operation: Operation,
                                scope: inout EndpointScope) -> SuccessResponseDeclaration {
        let primary = first.decoded
        var cases = [SuccessCaseDeclaration(status: first.status, decoding: primary.decoding)]
        var isOptional = false
        for other in others {
            switch (primary.decoding, other.decoded.decoding) {
            case let (a, b) where a == b:
                cases.append(SuccessCaseDeclaration(status: other.status, decoding: a))
            case (.noContent, _):
                cases.append(SuccessCaseDeclaration(status: other.status, decoding: .noContent))
            case (_, .noContent):
                isOptional = true
                cases.append(SuccessCaseDeclaration(status: other.status, decoding: .absent))
            default:
                warn("response.success-mismatch", "the \(other.status.documentSpelling) response's content differs from the \(first.status.documentSpelling) response's; it is not decoded", at: operation)
            }
        }
        let baseType = primary.decoding.responseType
        let bodyType = isOptional ? baseType.optional : baseType
        let headers = headers(of: first.response, scope: &scope)
        let outputName = headers.isEmpty || primary.isEventStream ? nil : scope.qualified(scope.types.claimTypeName("Output"))
        return SuccessResponseDeclaration(
            type: outputName.map { .named($0) } ?? bodyType,
            bodyType: bodyType,
            cases: cases.sorted { $0.status < $1.status },
            contentType: primary.contentType,
            isEventStream: primary.isEventStream,
            streamItemType: primary.streamItemType,
            headers: headers,
            outputName: outputName,
            documentation: DocumentationText.lines(first.response.description)
        )
    }

    /// `Response` as a nested enum with a case per success status, each holding its own decoded body, when the
    /// success statuses answer with different contents (GitHub's `201` deployment and `202` message; a `204`
    /// without content beside a `200` and a `207` with two different ones). Nil when one type serves them all:
    /// the contents are the same, or only some statuses have none while the first has one (`Response` is then
    /// optional), or the first is a stream (read with `APIClient.events` or `jsonLines`).
    ///
    /// The cases are named after the statuses (`ok`, `created`, `accepted`, `noContent`, `success` for `2XX`). A
    /// status that documents headers holds a nested struct of its body and headers (`CreatedOutput`).
    private func statusEnum(first: SuccessEntry, others: [SuccessEntry], scope: inout EndpointScope) -> SuccessResponseDeclaration? {
        guard !others.isEmpty, !first.decoded.isEventStream, first.decoded.streamItemType == nil else { return nil }
        let entries = [first] + others
        var contents: [ResponseDecoding] = []
        for entry in entries where entry.decoded.decoding != .noContent && !contents.contains(entry.decoded.decoding) {
            contents.append(entry.decoded.decoding)
        }
        guard contents.count > 1 || (first.decoded.decoding == .noContent && !contents.isEmpty) else { return nil }
        var names = NameAllocator()
        var cases: [SuccessCaseDeclaration] = []
        for entry in entries {
            let name = names.claim(StatusCaseNames.caseName(for: entry.status))
            let headers = headers(of: entry.response, scope: &scope)
            let outputName = headers.isEmpty ? nil : scope.qualified(scope.types.claimTypeName(name + " output"))
            cases.append(SuccessCaseDeclaration(
                status: entry.status,
                decoding: entry.decoded.decoding,
                name: SwiftNaming.escapedMember(name),
                contentType: entry.decoded.contentType,
                documentation: DocumentationText.lines(entry.response.description),
                headers: headers,
                outputName: outputName
            ))
        }
        let name = scope.qualified("Response")
        var declaration = SuccessResponseDeclaration(type: .named(name), cases: cases.sorted { $0.status < $1.status }, contentType: first.decoded.contentType)
        declaration.enumName = name
        return declaration
    }

    /// A success status, its response, and how its content decodes.
    private typealias SuccessEntry = (status: StatusPattern, response: Response, decoded: Decoded)

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
    /// in lowerCamelCase (`X-Rate-Limit` -> `rateLimit`), none of `reserved`, and a type
    /// (``headerType(of:key:isJSON:scope:)``).
    private func headers(of response: Response, scope: inout EndpointScope,
                         reserving reserved: [String] = ["body"]) -> [ResponseHeaderDeclaration] {
        var names = NameAllocator(reserving: reserved)
        let keys = response.headers.keys
        let headers = response.headers.values
        var declarations: [ResponseHeaderDeclaration] = []
        declarations.reserveCapacity(keys.count)
        for (key, header) in zip(keys, headers) {
            declarations.append(ResponseHeaderDeclaration(
                name: SwiftNaming.escapedMember(names.claim(SwiftNaming.memberIdentifier(SwiftNaming.withoutXPrefix(key)))),
                key: key,
                type: headerType(of: header.schema, key: key, isJSON: header.contentType != nil, scope: &scope).unwrapped,
                isRequired: header.required,
                contentType: header.contentType,
                documentation: DocumentationText.lines(header.description)
            ))
        }
        return declarations
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
