import ClientIR
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
    /// A streamed JSON body: JSON Lines (`application/jsonl`, `application/x-ndjson`, `application/x-jsonlines`,
    /// `application/jsonlines`) or JSON text sequences (`application/json-seq`).
    case jsonLines
    /// Other `text/*`: a `String`.
    case text
    /// Everything else, and binary schemas whatever the media type: `Data`.
    case binary

    /// Classifies `contentType` (parameters and case ignored), looking at the schema where the media type alone
    /// does not decide: a binary string schema is bytes whatever the media type says, and a wildcard media type
    /// (`*/*`, `application/*`) with an object or array schema is JSON.
    init(contentType: String, schema: Schema?) {
        let essence = MediaTypeEssence.of(contentType)
        let binarySchema = schema.map(MediaTypeKind.isBinary) ?? false
        switch essence {
        case "application/x-www-form-urlencoded": self = .formURLEncoded
        case "multipart/form-data": self = .multipart
        case "text/event-stream": self = .eventStream
        case "application/jsonl", "application/x-ndjson", "application/x-jsonlines", "application/jsonlines",
             "application/json-seq":
            self = binarySchema ? .binary : .jsonLines
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


    /// True for `application/json` exactly: the preferred media type when there are several.
    static func isPlainJSON(_ contentType: String) -> Bool { MediaTypeEssence.of(contentType) == "application/json" }

    /// A string schema holding bytes: `format: binary` (3.0), `contentMediaType` or `contentEncoding` (3.1).
    static func isBinary(_ schema: Schema) -> Bool {
        guard schema.ref == nil, schema.nonNullTypes == [.string] || schema.nonNullTypes.isEmpty else { return false }
        if schema.format == "binary" { return true }
        if schema.contentEncoding == "binary" { return true }
        return schema.contentMediaType != nil && schema.contentEncoding == nil && schema.nonNullTypes == [.string]
    }

    /// The positions of `contentTypes` sorted by preference: `application/json` first, then other JSON types, then
    /// the rest, each group in document order. `kind` classifies the media type at a position; each is classified
    /// once, and nothing is copied (Kubernetes answers most operations in five media types).
    static func preferenceOrder(_ contentTypes: [String], kind: (Int) -> MediaTypeKind) -> [Int] {
        guard contentTypes.count > 1 else { return Array(contentTypes.indices) }
        var plainJSON: [Int] = []
        var json: [Int] = []
        var others: [Int] = []
        for index in contentTypes.indices {
            if kind(index) != .json {
                others.append(index)
            } else if isPlainJSON(contentTypes[index]) {
                plainJSON.append(index)
            } else {
                json.append(index)
            }
        }
        return plainJSON + json + others
    }
}
