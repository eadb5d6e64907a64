import ClientIR
import Mustache

/// One convenience method (of `APISending`, or of `APIClient` for a stream: server-sent events, JSON Lines) as
/// `ClientMethods.mustache` sees it.
///
/// Keys: `access`, `methodName`, `docLines`, `isDeprecated`, `signature` (the parameter list), `returnType`,
/// `call` (the endpoint's initializer call), `isEventStream` (the method returns `events(...)`), `isJSONLines` and
/// `itemType` (the method returns `jsonLines(..., of: itemType.self)`), `isStream` (either), `isDiscardable` (the
/// answer has no content: `@discardableResult`), `isFirst` (the first method of its extension).
struct EndpointClientMethodView: TemplateView {
    var access: String
    var methodName: String
    var docLines: [String]
    var isDeprecated: Bool
    var signature: String
    var returnType: String
    var call: String
    var isDiscardable: Bool
    var isEventStream: Bool
    /// The answer is streamed JSON: the method returns `jsonLines(...)` of ``itemType``.
    var isJSONLines: Bool
    var itemType: String
    var isFirst = false

    /// The method returns a stream, which only `APIClient` makes.
    var isStream: Bool { isEventStream || isJSONLines }

    init(_ endpoint: EndpointDeclaration, initializer: EndpointInitializer, access: String) {
        self.access = access
        methodName = endpoint.methodName
        isDeprecated = endpoint.isDeprecated
        returnType = endpoint.success.type.swiftSpelling
        isDiscardable = endpoint.success.type.unwrapped == .builtin("NoContent")
        let arguments = initializer.arguments
        isEventStream = endpoint.success.isEventStream
        isJSONLines = endpoint.success.streamItemType != nil
        itemType = endpoint.success.streamItemType?.swiftSpelling ?? ""
        if isEventStream {
            signature = EndpointView.signature(initializer.parameters + ["lastEventID: String? = nil"], indent: "    ")
            returnType = "AsyncThrowingStream<ServerSentEvent, any Error>"
            isDiscardable = false
        } else {
            signature = initializer.signature
        }
        if isJSONLines {
            returnType = "AsyncThrowingStream<\(itemType), any Error>"
            isDiscardable = false
        }
        let labels = arguments.map { "\(EndpointCode.argumentLabel($0.name)): \($0.name)" }
        let single = "\(endpoint.typeName)(\(labels.joined(separator: ", ")))"
        // Long calls get one argument per line, indented for the method body.
        call = SwiftSource.hasAtMost(90, charactersIn: single) ? single
            : "\(endpoint.typeName)(\n" + labels.map { "            " + $0 }.joined(separator: ",\n") + "\n        )"

        var lines = endpoint.documentation.isEmpty ? ["Sends ``\(endpoint.typeName)``."] : endpoint.documentation
        if !endpoint.documentation.isEmpty { lines += ["", "Sends ``\(endpoint.typeName)``."] }
        if !arguments.isEmpty || isEventStream {
            lines += ["", "- Parameters:"]
            lines += initializer.documentation.drop { $0 != "- Parameters:" }.dropFirst()
        }
        let failures = endpoint.failures.isEmpty ? "" : "``\(endpoint.typeName)/Failure`` for the documented error statuses, "
        // A stream's method does not throw: its errors end the stream.
        let apiErrorWhen = failures.isEmpty ? "when the call fails" : "when the call fails otherwise"
        let errors = "The stream ends with the body, or with an error: \(failures)``APIError`` \(apiErrorWhen)."
        if isEventStream {
            lines.append("  - lastEventID: The `id` of the last event received, to resume a stream (`Last-Event-ID`).")
            lines.append("- Returns: The events, each as soon as it is complete. " + errors)
        } else if isJSONLines {
            lines.append("- Returns: The values of the streamed JSON body, each as soon as it is complete. " + errors)
        } else {
            lines.append("- Returns: " + (EndpointView.summary(of: endpoint.success.documentation) ?? "The decoded response."))
            lines.append("- Throws: \(failures)``APIError`` \(apiErrorWhen).")
        }
        docLines = SwiftSource.docComment(lines)
    }

    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .access: .text(access)
        case .methodName: .text(methodName)
        case .docLines: .texts(docLines)
        case .isDeprecated: .flag(isDeprecated)
        case .signature: .text(signature)
        case .returnType: .text(returnType)
        case .call: .text(call)
        case .isDiscardable: .flag(isDiscardable)
        case .isEventStream: .flag(isEventStream)
        case .isJSONLines: .flag(isJSONLines)
        case .isStream: .flag(isStream)
        case .itemType: .text(itemType)
        case .isFirst: .flag(isFirst)
        default: nil
        }
    }
}
