import ClientIR
import ClientRenderer
import Foundation
import TestSupport
import Testing

/// Generates complete clients (entities, support types, runtime, endpoints, servers, security) and type-checks them
/// with the Swift compiler this suite runs on, in Swift 6 mode and again with the main actor as default isolation:
/// no errors and no warnings. Each run costs seconds, so the suite is serialized and small.
@Suite(.serialized)
struct EndpointCompileTests {
    /// Calls the generated API the way the README shows it, from an actor (so main-actor-isolated conformances,
    /// which `-default-isolation MainActor` would make of unmarked types, fail to compile).
    static let featuresProbe = """
        import Foundation

        actor FeaturesProbe {
            let client = APIClient(server: .loopbackTestServer(port: "8080"), credentials: Credentials(
                apiKeys: ["apiKeyHeader": "k"], bearerToken: "t", basic: BasicCredentials(username: "u", password: "p")))

            func run() async throws -> Int {
                try await client.pathSimple(id: 5, list: [3, 4, 5], object: Person(role: "admin", firstName: "Alex"))
                try await client.queryForm(color: .blue, ids: [3, 4], tags: ["a", "b"], q: "a/b?c", limit: 10)
                _ = try await client.send(HeadersAndCookies(xRequestID: "42", session: "abc", theme: .dark))
                let item = try await client.getItemsById(id: "abc", queryId: 7)
                let patched = try await client.patchItem(id: item.id, body: .mergePatchJson(NewItem(name: "n")))
                let created = try await client.createItem(body: NewItem(name: "n", price: 2))
                let form = UploadDocument.RequestBody(
                    file: MultipartFile(Data(), filename: "t.pdf"), title: "t", attachments: [MultipartFile(Data([1]))]
                )
                let stored = try await client.uploadDocument(body: form)
                let text: String = try await client.echoText(body: "hi")
                let maybe: Item? = try await client.findItem(name: "x")
                let image: Data = try await client.downloadImage()
                let statistics = try await client.getStatistics()
                for try await event in client.streamEvents(lastEventID: "7") { _ = event.data }
                _ = try await client.send(StreamEvents())
                _ = ServerURL.production(region: .usEast).url
                var total = APISecurity.schemes.count + CombinedAuth.security.count + patched.name.count
                total += Int(stored.size) + text.count + (maybe == nil ? 0 : 1) + image.count + statistics.count
                total += (created.location?.count ?? 0) + created.body.name.count
                do {
                    let page = try await client.listItems(limit: 1)
                    return total + page.body.count + (page.totalCount ?? 0)
                } catch let failure as ListItems.Failure {
                    switch failure {
                    case .badRequest(let output, let response): return response.status + (output.requestID?.count ?? 0)
                    case .status418(let text, _): return text.count
                    case .tooManyRequests(let output, _): return (output.retryAfter ?? 0) + output.body.message.count
                    case .clientError(let error, _), .default(let error, _): return Int(error.code) + failure.response.status
                    }
                }
            }
        }

        """

    static let petstoreProbe = """
        import Foundation

        actor PetstoreProbe {
            let client = APIClient(server: .server1, credentials: Credentials(apiKeys: ["api_key": "k"]))

            func run() async throws -> Int {
                let pets = try await client.send(FindPetsByStatus(status: .available))
                let same: [Pet] = try await client.findPetsByStatus(status: .sold)
                let pet = try await client.getPetById(petId: 7)
                try await client.deletePet(petId: pet.id ?? 0, apiKey: "k")
                do {
                    _ = try await client.placeOrder()
                } catch let failure as PlaceOrder.Failure {
                    // PlaceOrder documents the errors AddPet does: its `Failure` is AddPet's enum.
                    let same: AddPet.Failure = failure
                    switch same {
                    case .badRequest(let response), .unprocessableContent(let response), .default(let response):
                        return response.status
                    }
                }
                return pets.count + same.count
            }
        }

        """

    @Test("The features document compiles in both isolation modes, without warnings")
    func featuresCompile() throws {
        try typecheck(try Translated(file: "Specs/features/openapi.yaml").model, probe: Self.featuresProbe, options: RenderOptions())
    }

    /// Serves the features document from an actor, through the router and on its own.
    static let serverProbe = """
        import Foundation

        actor ServerProbe {
            func run() async throws -> Int {
                var router = APIRouter(pathPrefix: "/v1")
                router.handle(PathSimple.self) { _ in NoContent() }
                router.handle(CreateItem.self) { request, received in
                    CreateItem.Output(body: Item(id: received.path, name: request.body.name, price: nil, tags: nil))
                }
                router.handle(StartJob.self) { _ in .noContent }
                let answer = await router.respond(to: ServerRequestParts(method: .get, target: "/v1/path/simple/1/2/role=a"))
                let item = try GetItemsById(from: ServerRequestParts(method: .get, target: "/items/a?id=2"), using: JSONDecoder())
                return answer.status + (item.queryId ?? 0)
            }
        }

        """

    @Test("The features document's server code compiles in both isolation modes, with package access, without warnings")
    func featuresServerCompiles() throws {
        var options = RenderOptions()
        options.server = true
        options.access = .package
        try typecheck(try Translated(file: "Specs/features/openapi.yaml").model, probe: Self.serverProbe, options: options)
        try typecheck(try Translated(ServerRenderingTests.yaml).model, probe: "", options: options)
    }

    /// An endpoint whose inline body is larger than a file should be: its nested types move to extensions in
    /// `+Types` files (two levels deep here), and the code that uses them does not change.
    @Test("A very large endpoint keeps its nested types in extensions of their own files, and compiles")
    func largeEndpointCompiles() throws {
        func object(_ prefix: String, _ count: Int, extra: String = "") -> String {
            "{type: object, properties: {" + (1...count).map { "\(prefix)\($0): {type: string}" }.joined(separator: ", ") + extra + "}}"
        }
        let options = object("o", 5, extra: ", card: \(object("c", 180)), bank: \(object("b", 180)), wallet: \(object("w", 180))")
        let body = "requestBody: {required: true, content: {application/json: {schema: {type: object, properties: {options: \(options)}}}}}"
        let model = try Translated(document(paths: """
              /big:
                post: {operationId: bigOp, \(body), responses: {'204': {description: ok}}}
            """)).model
        let files = try render(model, options: RenderOptions())
        let typeFiles = files.keys.filter { $0.hasPrefix("Endpoints/BigOp+Types") }.sorted()
        #expect(typeFiles.count >= 2, "\(files.keys.sorted())")
        let endpointFile = try #require(files["Endpoints/Operations+Endpoints.swift"])
        #expect(endpointFile.contains("struct BigOp: APIResource") && !endpointFile.contains("struct RequestBody"))
        let types = typeFiles.compactMap { files[$0] }.joined()
        #expect(types.contains("extension BigOp {") && types.contains("extension BigOp.RequestBody {"))
        #expect(types.contains("extension BigOp.RequestBody.Options {"))
        let probe = """
            actor BigProbe {
                let client = APIClient(server: .init(url: URL(string: "http://localhost")!))
                func run() async throws {
                    let card = BigOp.RequestBody.Options.Card(c1: "a", c180: "z")
                    try await client.bigOp(body: BigOp.RequestBody(options: .init(o1: "x", card: card)))
                }
            }
            """
        try typecheck(model, probe: "import Foundation\n" + probe, options: RenderOptions())
    }

    @Test("The petstore document compiles with package access in the shards layout, without warnings")
    func petstoreCompiles() throws {
        var options = RenderOptions()
        options.access = .package
        options.layout = .shards(3)
        try typecheck(try Translated(file: "Specs/petstore/openapi.yaml").model, probe: Self.petstoreProbe, options: options)
    }

    private func typecheck(_ model: ClientModel, probe: String, options: RenderOptions) throws {
        let files = try render(model, options: options)
        let directory = try temporaryDirectory("typecheck")
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for (path, text) in files where path.hasSuffix(".swift") {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            paths.append(url.path)
        }
        let probeURL = directory.appendingPathComponent("Probe.swift")
        try Data(probe.utf8).write(to: probeURL)
        let swiftc = try #require(findExecutable("swiftc"), "swiftc is not on PATH")
        let package = options.access == .package ? ["-package-name", "Client"] : []
        for isolation in [[], ["-default-isolation", "MainActor"]] {
            let result = try run(swiftc, ["-typecheck", "-swift-version", "6", "-module-name", "Client"] + package + isolation
                + paths.sorted() + [probeURL.path])
            #expect(result.status == 0, "swiftc \(isolation) failed:\n\(result.output)")
            #expect(!result.output.contains("warning:"), "swiftc \(isolation) warned:\n\(result.output)")
        }
    }
}
