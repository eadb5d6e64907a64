import OpenAPIModel

/// What the generated code can do with a media type of a request or response body.
enum MediaTypeKind: Hashable, Sendable {
    /// `application/json`, any `+json`, `text/json`: encoded and decoded with the client's JSON coders.
    case json
    /// `application/x-www-form-urlencoded`.
    case formURLEncoded
    /// `multipart/form-data`.
    case multipart
    /// `text/event-stream`.
    case eventStream
    /// Other `text/*`: a `String`.
    case text
    /// Everything else, and binary schemas whatever the media type: `Data`.
    case binary

    /// Classifies `contentType` (parameters and case ignored), looking at the schema where the media type alone
    /// does not decide: a binary string schema is bytes whatever the media type says, and a wildcard media type
    /// (`*/*`, `application/*`) with an object or array schema is JSON.
    init(contentType: String, schema: Schema?) {
        let essence = MediaTypeKind.essence(of: contentType)
        let binarySchema = schema.map(MediaTypeKind.isBinary) ?? false
        switch essence {
        case "application/x-www-form-urlencoded": self = .formURLEncoded
        case "multipart/form-data": self = .multipart
        case "text/event-stream": self = .eventStream
        case "application/json", "text/json":
            self = binarySchema ? .binary : .json
        default:
            if essence.hasSuffix("+json") {
                self = binarySchema ? .binary : .json
            } else if essence.hasPrefix("text/") {
                self = binarySchema ? .binary : .text
            } else if essence == "*/*" || essence.hasSuffix("/*"), let schema, !binarySchema,
                      schema.ref != nil || schema.nonNullTypes.contains(where: { $0 == .object || $0 == .array }) {
                self = .json
            } else {
                self = .binary
            }
        }
    }

    /// `type/subtype`, lowercased, without parameters or spaces.
    static func essence(of contentType: String) -> String {
        let head = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        var text = head
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text.lowercased()
    }

    /// True for `application/json` exactly: the preferred media type when there are several.
    static func isPlainJSON(_ contentType: String) -> Bool { essence(of: contentType) == "application/json" }

    /// A string schema holding bytes: `format: binary` (3.0), `contentMediaType` or `contentEncoding` (3.1).
    static func isBinary(_ schema: Schema) -> Bool {
        guard schema.ref == nil, schema.nonNullTypes == [.string] || schema.nonNullTypes.isEmpty else { return false }
        if schema.format == "binary" { return true }
        if schema.contentEncoding == "binary" { return true }
        return schema.contentMediaType != nil && schema.contentEncoding == nil && schema.nonNullTypes == [.string]
    }

    /// Media types sorted by preference: `application/json` first, then other JSON types, then the rest, each group
    /// in document order.
    static func preferenceOrder<Value>(_ entries: [(key: String, value: Value)], kind: (String, Value) -> MediaTypeKind) -> [(key: String, value: Value)] {
        func rank(_ entry: (key: String, value: Value)) -> Int {
            if isPlainJSON(entry.key) && kind(entry.key, entry.value) == .json { return 0 }
            return kind(entry.key, entry.value) == .json ? 1 : 2
        }
        return entries.enumerated()
            .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
            .map(\.element)
    }
}
