/// The files the build tool plugin declares before the document is read: `resourceful generate --layout shards
/// --shards <count>` writes exactly these, whatever the document holds. Kept free of `PackagePlugin` so that
/// `Scripts/test-examples` can compile it on its own and compare the list with what the generator writes.
enum ShardLayout {
    /// How many model files the client is cut into, and as many operation files: 8 for a document of up to
    /// 192 KiB, then one of each per 24 KiB of document, rounded up to a power of two (so that edits rarely change
    /// the list of files) and 128 at most: 128 for GitHub's 3 MB, about 12 compiler batches of even size.
    ///
    /// The compiler hands each of its processes about as many files, in path order, whatever their size. With 8
    /// of each for GitHub's 3 MB document, the 16 model and operation files were all in the first half of the 43
    /// files, so one of the two compiler processes of a 2-core build got 98% of the client's lines (a clean build
    /// took 111 s for 131 s of CPU). A small document keeps 8, since each file, even an empty one, costs a little
    /// compile time.
    static func shardCount(documentBytes: Int) -> Int {
        var count = 8
        while count < 128, count * 24 * 1024 < documentBytes {
            count *= 2
        }
        return count
    }

    /// The runtime and support files the generator emits with every client (one per template in
    /// `Templates/Runtime` and `Templates/Support`); `Validation` holds no declaration unless the configuration
    /// asks for validation, nor `MultipartDecoding`, `ParameterValueDecoder`, `Server`, `ServerEventStreams` and
    /// `ServerRouter` unless it asks for a server.
    static let runtimeFiles = ["APIClient", "APIClientConfiguration", "APIClientPages", "APIError", "APIResource", "APIWebhook", "CURLDescription", "Credentials", "Downloads", "EventStreams", "HTTPResponseParts", "Middleware", "MultipartDecoding", "MultipartForm", "ParameterStyle", "ParameterValue", "ParameterValueDecoder", "ParameterValueEncoder", "PercentEncoding", "RequestParts", "Server", "ServerEventStreams", "ServerRouter", "ServerSentEvents", "ServerURL", "StreamingDataTask", "Uploads", "Validation"]
    static let supportFiles = ["AnyCodingKey", "DateOnly", "Indirect", "JSONValue", "NullableField", "RFC3339DateCoding"]

    /// Every file's path in the output folder, for `shardCount` model and operation files.
    static func paths(shardCount: Int) -> [String] {
        (0..<shardCount).map { shardFile("Model", $0, of: shardCount) }
            + (0..<shardCount).map { shardFile("Endpoint", $0, of: shardCount) }
            + runtimeFiles.map { "Runtime/\($0).swift" }
            + supportFiles.map { "Support/\($0).swift" }
            + ["Servers.swift", "APISecurity.swift", "Webhooks.swift"]
    }

    /// `Models/Models_07.swift`: the name the generator gives shard `index` of `count` (two digits at least).
    static func shardFile(_ kind: String, _ index: Int, of count: Int) -> String {
        let digits = String(index)
        let width = max(2, String(count - 1).count)
        return "\(kind)s/\(kind)s_" + String(repeating: "0", count: width - digits.count) + digits + ".swift"
    }
}
