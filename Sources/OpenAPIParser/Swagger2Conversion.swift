import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

/// Swagger 2.0 into the 3.x shape of the model: `body` and `formData` parameters become a request body, response
/// schemas get the media types of `produces`, `host`/`basePath`/`schemes` become servers.
extension ParseSession {
    static let defaultMediaTypes = ["application/json"]

    /// Puts an operation's parameters in place: real parameters stay, a `body` parameter becomes the request body
    /// (one media type per `consumes` entry), `formData` parameters become an object schema sent as
    /// `multipart/form-data` (when `consumes` says so or a parameter is a file) or
    /// `application/x-www-form-urlencoded`, whose array fields are written as their `collectionFormat` says (an
    /// encoding object's style and explode; a multipart body sends one part per value).
    func placeSwagger2Parameters(_ parameters: [DecodedParameter], consumes: [String], into operation: inout Operation) {
        operation.parameters.reserveCapacity(parameters.count)
        var form = Schema(location: operation.location, pointer: operation.pointer.appending("parameters"))
        var formRequired = false, hasFile = false, hasForm = false
        var collections: [(name: String, style: ParameterStyle, explode: Bool)] = []
        for parameter in parameters {
            switch parameter.kind {
            case .parameter(let value):
                operation.parameters.append(value)
            case .body(let description, let required, let schema, let location):
                let types = consumes.isEmpty ? Self.defaultMediaTypes : consumes
                let content = OrderedMap(keys: types, values: [MediaType](repeating: MediaType(schema: schema), count: types.count))
                operation.requestBody = RequestBody(description: description, required: required, content: content, location: location)
            case .formData(let name, _, let required, let schema, let location, let collection):
                if let collection { collections.append((name, collection.style, collection.explode)) }
                if !hasForm {
                    form.location = location
                    form.types = [.object]
                    hasForm = true
                }
                form.properties[name] = schema
                if required {
                    form.required.append(name)
                    formRequired = true
                }
                if schema.types == [.string], schema.format == "binary" { hasFile = true }
            }
        }
        // A body parameter wins: 2.0 does not allow both, and the body is the more specific description.
        guard hasForm, operation.requestBody == nil else { return }
        let multipart = hasFile || consumes.contains { $0.lowercased().hasPrefix("multipart/form-data") }
        let type = multipart ? "multipart/form-data" : "application/x-www-form-urlencoded"
        var media = MediaType(schema: form)
        if !multipart {
            for (name, style, explode) in collections {
                var encoding = Encoding()
                encoding.style = style
                encoding.explode = explode
                media.encoding[name] = encoding
            }
        }
        operation.requestBody = RequestBody(required: formRequired, content: OrderedMap([(type, media)]), location: form.location)
    }

    /// A 2.0 response's content: its schema under each media type the operation produces, with the examples
    /// written for that type. No schema and no examples: no content (a 204, say).
    func swagger2Content(schema: Schema?, examples: [(String, RawValue)], types: [String]) -> OrderedMap<MediaType> {
        guard schema != nil || !examples.isEmpty else { return OrderedMap() }
        let types = types.isEmpty ? Self.defaultMediaTypes : types
        // One copy per media type, made in place.
        var values = [MediaType](repeating: MediaType(schema: schema), count: types.count)
        for (exampleType, example) in examples {
            for index in types.indices where types[index] == exampleType { values[index].examples.append(example) }
        }
        return OrderedMap(keys: types, values: values)
    }

    /// `schemes` x `host` + `basePath`; without a host, the base path alone (relative to wherever the document is
    /// served); without either, no server.
    func swagger2Servers(_ root: Cursor) -> [Server] {
        let host = root.field("host").flatMap { text($0) }
        let basePath = root.field("basePath").flatMap { text($0) }
        let location = (root.field("host") ?? root.field("basePath"))?.location
        guard let host, !host.isEmpty else {
            guard let basePath, !basePath.isEmpty else { return [] }
            return [Server(url: basePath, location: location)]
        }
        var path = basePath ?? ""
        if !path.isEmpty, !path.hasPrefix("/") { path = "/" + path }
        if path == "/" { path = "" }
        var schemes = root.field("schemes").map { strings($0) } ?? []
        if schemes.isEmpty { schemes = ["https"] }
        return schemes.map { Server(url: "\($0.lowercased())://\(host)\(path)", location: location) }
    }
}
