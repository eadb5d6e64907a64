import ClientIR

/// Names of `Failure` cases and of the cases of a `Response` enum: the status's reason phrase in lowerCamelCase
/// where HTTP defines a well-known one (`notFound`, `accepted`), `status418` otherwise, a class name for ranges
/// (`clientError`, `success`), and `default` (not escaped).
enum StatusCaseNames {
    /// The case name for a status pattern (not yet made unique within its enum).
    static func caseName(for status: StatusPattern) -> String {
        switch status {
        case .code(let code): reasonNames[code] ?? "status\(code)"
        case .range(let digit): rangeNames[digit] ?? "status\(digit)XX"
        case .default: "default"
        }
    }

    /// Parses a key of a Responses Object: `200`, `4XX` (either case), `default`. Nil for anything else.
    static func pattern(_ key: String) -> StatusPattern? {
        if key == "default" { return .default }
        let characters = Array(key)
        guard characters.count == 3, let first = characters[0].wholeNumberValue, (1...5).contains(first) else { return nil }
        if characters[1...].allSatisfy({ $0 == "X" || $0 == "x" }) { return .range(first) }
        guard let code = Int(key), (100...599).contains(code) else { return nil }
        return .code(code)
    }

    /// True when the pattern covers success statuses only (`2xx`, `2XX`).
    static func isSuccess(_ status: StatusPattern) -> Bool {
        switch status {
        case .code(let code): (200...299).contains(code)
        case .range(let digit): digit == 2
        case .default: false
        }
    }

    /// Reason phrases of RFC 9110 (and a few widely used extensions), as case names.
    static let reasonNames: [Int: String] = [
        100: "continue", 101: "switchingProtocols", 103: "earlyHints",
        200: "ok", 201: "created", 202: "accepted", 203: "nonAuthoritativeInformation", 204: "noContent",
        205: "resetContent", 206: "partialContent", 207: "multiStatus", 208: "alreadyReported", 226: "imUsed",
        300: "multipleChoices", 301: "movedPermanently", 302: "found", 303: "seeOther", 304: "notModified",
        307: "temporaryRedirect", 308: "permanentRedirect",
        400: "badRequest", 401: "unauthorized", 402: "paymentRequired", 403: "forbidden", 404: "notFound",
        405: "methodNotAllowed", 406: "notAcceptable", 407: "proxyAuthenticationRequired", 408: "requestTimeout",
        409: "conflict", 410: "gone", 411: "lengthRequired", 412: "preconditionFailed", 413: "contentTooLarge",
        414: "uriTooLong", 415: "unsupportedMediaType", 416: "rangeNotSatisfiable", 417: "expectationFailed",
        421: "misdirectedRequest", 422: "unprocessableContent", 423: "locked", 424: "failedDependency",
        425: "tooEarly", 426: "upgradeRequired", 428: "preconditionRequired", 429: "tooManyRequests",
        431: "requestHeaderFieldsTooLarge", 451: "unavailableForLegalReasons",
        500: "internalServerError", 501: "notImplemented", 502: "badGateway", 503: "serviceUnavailable",
        504: "gatewayTimeout", 505: "httpVersionNotSupported", 507: "insufficientStorage", 508: "loopDetected",
        511: "networkAuthenticationRequired",
    ]

    /// Names of status classes.
    static let rangeNames: [Int: String] = [
        1: "informational", 2: "success", 3: "redirection", 4: "clientError", 5: "serverError",
    ]
}
