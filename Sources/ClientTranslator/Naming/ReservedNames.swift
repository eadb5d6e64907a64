/// Names a generated declaration must not take, and words that need backticks.
public enum ReservedNames {
    /// Words Swift does not accept as a declared name or a member reference without backticks.
    ///
    /// Measured with Swift 6: each of these fails as `var word: Int`, `case word` or `value.word` unescaped, and
    /// compiles once written `` `word` ``. Contextual keywords (`get`, `set`, `open`, `some`, `any`, `none`...) work
    /// unescaped and are left alone.
    public static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
        "Protocol", "Type",
    ]

    /// Member names that compile even with backticks only in some places, and are renamed with a trailing `_`
    /// instead of escaped:
    /// - `self`: a memberwise `init(self:)` parameter would shadow `self` inside the initializer;
    /// - `hashValue`: a stored `hashValue` makes a `Hashable` conformance use the deprecated requirement (a warning).
    public static let renamedMembers: Set<String> = ["self", "hashValue"]

    /// Type names a generated type must not take, because generated code, the emitted runtime or the user's own
    /// code spell them and expect the standard, Foundation or runtime type: a schema named `ServerURL` or `Hasher`
    /// would otherwise redeclare a runtime type or shadow the standard one the runtime means. A test reads
    /// `Templates/` and checks that every type the templates declare or spell at the top level is listed here.
    ///
    /// A schema whose natural name is reserved gets the suffix `Model` at the top level (`Error` -> `ErrorModel`,
    /// `Data` -> `DataModel`), and the name of its parent as a prefix when nested (`Pet.Type` -> `Pet.PetType`).
    public static let typeNames: Set<String> = [
        // Swift keywords spelled with a capital letter, and the standard library.
        "Any", "AnyObject", "Self", "Type", "Protocol", "Swift", "Never", "Void", "Optional", "Result", "Error",
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8",
        "UInt16", "UInt32", "UInt64", "UInt128", "Float", "Float16", "Float80", "Double", "Array", "ArraySlice",
        "ContiguousArray", "Dictionary", "Set", "Range", "ClosedRange", "Sequence", "Collection", "Unicode",
        "AnyHashable", "KeyPath", "ObjectIdentifier", "Mirror", "Task", "Actor", "MainActor", "Sendable",
        "Hashable", "Equatable", "Comparable", "Identifiable", "CaseIterable", "RawRepresentable", "Codable",
        "Encodable", "Decodable", "Encoder", "Decoder", "CodingKey", "CodingKeys", "CustomStringConvertible",
        "EncodingError", "DecodingError", "KeyedDecodingContainer", "KeyedEncodingContainer",
        "KeyedEncodingContainerProtocol", "SingleValueEncodingContainer", "UnkeyedEncodingContainer", "CodingUserInfoKey",
        "Hasher", "BinaryInteger", "LosslessStringConvertible", "UTF8", "AsyncThrowingStream", "CheckedContinuation",
        "CancellationError", "ExpressibleByArrayLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByNilLiteral", "ExpressibleByStringLiteral",
        // Foundation types the generated code and its runtime use.
        "Foundation", "FoundationNetworking", "Data", "Date", "URL", "UUID", "Decimal", "TimeInterval",
        "JSONEncoder", "JSONDecoder", "JSONSerialization", "URLSession", "URLRequest", "URLResponse",
        "HTTPURLResponse", "URLComponents", "URLQueryItem", "URLError", "Locale", "TimeZone", "Calendar",
        "DateFormatter", "ISO8601DateFormatter", "CharacterSet", "NSNull", "NSNumber", "NSError", "NSObject",
        "NSDecimalNumber", "NSDecimalRound", "NSLock", "FileManager", "DateComponents", "URLSessionConfiguration",
        "URLSessionTask", "URLSessionDataTask", "URLSessionTaskDelegate", "URLSessionDataDelegate", "LocalizedError",
        "URLAuthenticationChallenge", "URLCredential",
        // The support and runtime types emitted with every client.
        "JSONValue", "DateOnly", "NoContent", "APIResource", "APISending", "APIClient", "APIError", "APIMiddleware",
        "HTTPMethod", "RequestParts", "HTTPResponseParts", "SecurityUse", "MultipartForm", "MultipartFile", "ParameterStyle",
        "Credentials", "FormFieldStyle",
        "Configuration", "Servers", "Indirect", "NullableField", "AnyCodingKey", "DynamicCodingKeys", "Failure", "Response",
        "APIKeyLocation", "APIMiddlewareContext", "APISecurity", "BasicCredentials", "BearerToken", "CURLDescription",
        "JSONValueSplitter", "LockedValue", "LoggingMiddleware", "ParameterIndexKey", "ParameterSerializer",
        "ParameterValue", "ParameterValueEncoder", "ParameterValueNode", "ParameterValueSortedKeys", "PercentEncoding",
        "RFC3339DateCoding",
        "SecuritySchemeDescription", "ServerSentEvent", "ServerSentEventParser", "ServerURL", "StreamingDataTask",
        "KeyedContainer", "SingleValueContainer", "UnkeyedContainer", "OperationDescription", "APIWebhook",
        "WebhookDescription", "WebhookRequestParts", "HTTPMessageParts", "HTTPBodyStream", "AcceptingResource", "APIPages",
        "AsyncSequence", "AsyncIteratorProtocol", "NSLocalizedDescriptionKey", "NSURLErrorFailingURLErrorKey",
        "APIFailure",
        // Emitted with a client that validates (`validation: true`); reserved whatever the option, so that turning it
        // on renames nothing.
        "APIValidatable", "APIValidationFailure", "APIValidationReport",
        // Emitted with a client for servers (`server: true`), reserved likewise, and the standard protocols they use.
        "APIDecodableRequest", "APIRouter", "APIServable", "APIServerError", "APIServerFailure", "MultipartContainer",
        "MultipartDecoder", "MultipartFileParts", "ParameterText", "ParameterValueDecoder", "PathTemplate", "RouteIndex", "ServerRequestParts",
        "KeyedDecodingContainerProtocol", "SingleValueDecodingContainer", "UnkeyedDecodingContainer",
        // `Optional`'s generic parameter, which its conformance to `APIValidatable` spells (a generic parameter
        // cannot be written qualified, as `Array`'s `Self.Element` is).
        "Wrapped",
    ]

    /// Case names that stand for "a value the document does not list", in order of preference.
    static let unknownCaseNames = ["unknown", "undocumented", "unknownValue"]
}
