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

    /// The `shards` a configuration file sets at its top level (`shards: 8` in YAML, `"shards": 8` in JSON), found
    /// by a scan of its lines, since a plugin cannot use the generator's YAML reader: a line that starts with the key
    /// unquoted, or the key in double quotes anywhere (JSON; no other key of the file is named `shards`), then `:` and a
    /// number from 1 to 256.
    /// Nil when the file sets none that way; the plugin then chooses by the document's size, and its `--shards`
    /// overrides the file's. A client filtered to a few operations of a large document is small: with the count of
    /// the whole document (128 for GitHub's), most of its files would be empty, and each costs compile time.
    static func configuredShardCount(in text: String) -> Int? {
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let rest: Substring
            if let key = line.firstRange(of: "\"shards\"") {
                rest = line[key.upperBound...]
            } else if line.hasPrefix("shards") {
                rest = line.dropFirst("shards".count)
            } else {
                continue
            }
            let value = rest.drop(while: { $0 == " " || $0 == "\t" })
            guard value.first == ":" else { continue }
            let digits = value.dropFirst().drop(while: { $0 == " " || $0 == "\t" }).prefix(while: \.isNumber)
            if let count = Int(digits), (1...256).contains(count) { return count }
        }
        return nil
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
