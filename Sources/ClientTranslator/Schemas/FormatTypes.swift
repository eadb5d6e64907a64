import ClientIR
import OpenAPIModel

extension SchemaContext {
    /// The Swift type of a primitive schema, from its `type` and `format`.
    ///
    /// | type | format | Swift |
    /// |---|---|---|
    /// | string | `date-time` | `Date` (the client's `JSONDecoder` date strategy reads it) |
    /// | string | `date` | `DateOnly` (support type: a calendar date without time or zone) |
    /// | string | `byte`, or 3.1 `contentEncoding: base64` | `Data` (`JSONEncoder`/`JSONDecoder` use base64 for `Data` by default) |
    /// | string | `binary`, or 3.1 `contentMediaType`, as a file part of a multipart request, or a component such a part names (``RawByteStrings``) | `MultipartFile` (the bytes, with a file name and media type) |
    /// | string | `binary`, or 3.1 `contentMediaType`, as a form field, a whole binary body, a part of a multipart answer or a component such a body names | `Data` (the bytes) |
    /// | string | `binary` inside JSON | `String` (JSON can only carry text; `Data` would read it as base64) |
    /// | string | anything else (`uuid`, `uri`, `email`...) | `String` |
    /// | integer | `int32` / `int64` (and `int8`, `int16`, `uint8`...`uint64`) | `Int32` / `Int64` / ... |
    /// | integer | none or other | `Int` |
    /// | number | `decimal` | `Decimal` |
    /// | number | `float`, `double`, none or other | `Double` |
    /// | boolean | | `Bool` |
    ///
    /// `uuid` and `uri` stay `String` on purpose: a typed property decodes all or nothing, so one malformed
    /// identifier or a URL that `URL` does not accept (spaces, some IRIs and templates servers do send) would fail
    /// the whole response. `String` keeps every value; users who want `UUID` or `URL` opt in per format with
    /// `formatTypeOverrides` (`uuid: UUID`), which take precedence over this table. For the same reason `float` is
    /// `Double`: a `Float` would round every value the server sends with more digits, so decoding then encoding would
    /// change it (`float: Float` opts in).
    func primitiveUsage(_ type: JSONType, _ schema: Schema) -> TypeUsage {
        let format = schema.format?.lowercased()
        if let format, let override = options.formatTypeOverrides[format] ?? schema.format.flatMap({ options.formatTypeOverrides[$0] }) {
            return .builtin(override)
        }
        switch type {
        case .string:
            switch format {
            case "date-time": return .builtin("Date")
            case "date": return .builtin("DateOnly")
            case "byte", "base64": return .builtin("Data")
            default:
                if schema.contentEncoding?.lowercased() == "base64" { return .builtin("Data") }
                // Bytes as they are: a part or a form field's; inside JSON they can only be text (`RawByteStrings`).
                guard RawByteStrings.holdsBytes(schema), rawByteStrings.contains(schema) else { return .builtin("String") }
                return rawByteStrings.isFilePart(schema) ? .builtin("MultipartFile") : .builtin("Data")
            }
        case .integer:
            return .builtin(Self.integerTypes[format ?? ""] ?? "Int")
        case .number:
            switch format {
            case "decimal": return .builtin("Decimal")
            default: return .builtin("Double")
            }
        case .boolean:
            return .builtin("Bool")
        case .null, .object, .array:
            return Self.json
        }
    }

    private static let integerTypes: [String: String] = [
        "int8": "Int8", "int16": "Int16", "int32": "Int32", "int64": "Int64",
        "uint8": "UInt8", "uint16": "UInt16", "uint32": "UInt32", "uint64": "UInt64",
    ]

    /// The Swift integer types a schema can become: those of the table above, `Int`, and `UInt` (which a format
    /// override may name).
    static let integerTypeNames = Set(integerTypes.values).union(["Int", "UInt"])
}
