import Foundation
import TestSupport
import Testing

@Suite("resourceful generate, run as a subprocess")
struct GenerateCommandTests {
    let spec = CLIRunner.fixtures.appendingPathComponent("mini.yaml").path

    @Test func generatesAndExitsZero() throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLIRunner.run(["generate", spec, "--output", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try allFiles(in: out)
        #expect(files.contains { $0.hasSuffix("Pet.swift") })
        #expect(result.stderr.contains("generated"))
    }

    /// A document given as an `http(s)` URL is fetched and generates the same files as the file; a URL that answers
    /// 404 is an error.
    @Test func generatesFromAURL() throws {
        let text = try String(contentsOfFile: spec, encoding: .utf8)
        let server = try LoopbackHTTPServer(routes: ["/api/openapi.yaml": .init(body: text)])
        defer { server.stop() }
        let fromURL = try CLIRunner.temporaryDirectory(), fromFile = try CLIRunner.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: fromURL)
            try? FileManager.default.removeItem(at: fromFile)
        }
        let fetched = try CLIRunner.run(["generate", server.baseURL + "/api/openapi.yaml", "--output", fromURL.path])
        #expect(fetched.status == 0, "\(fetched.stderr)")
        _ = try CLIRunner.run(["generate", spec, "--output", fromFile.path])
        let files = try allFiles(in: fromFile).sorted()
        #expect(try allFiles(in: fromURL).sorted() == files && !files.isEmpty)
        for file in files {
            #expect(FileManager.default.contents(atPath: fromURL.appendingPathComponent(file).path)
                == FileManager.default.contents(atPath: fromFile.appendingPathComponent(file).path), "\(file)")
        }
        let missing = try CLIRunner.run(["generate", server.baseURL + "/api/nothing.yaml", "--output", fromURL.path])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("cannot fetch '\(server.baseURL)/api/nothing.yaml': HTTP status 404"), "\(missing.stderr)")
    }

    @Test func specErrorsExitOneWithLocatedDiagnostic() throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let broken = CLIRunner.fixtures.appendingPathComponent("broken.yaml").path
        let result = try CLIRunner.run(["generate", broken, "--output", out.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("broken.yaml:14:"), "\(result.stderr)")
        #expect(result.stderr.contains("error:"))
        #expect(try allFiles(in: out).isEmpty)
    }

    @Test func usageErrorsExitTwo() throws {
        let result = try CLIRunner.run(["generate", spec, "--access", "everyone", "--output", "/tmp/unused"])
        #expect(result.status == 2, "\(result.stderr)")
        let missingOutput = try CLIRunner.run(["generate", spec])
        #expect(missingOutput.status == 2)
        #expect(missingOutput.stderr.contains("--output"))
    }

    @Test func unknownConfigKeyIsAnErrorWithASuggestion() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent("resourceful.yaml")
        try "access: public\nfrozenEnum: true\n".write(to: config, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["generate", spec, "--config", config.path, "--output", dir.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("resourceful.yaml:2:1: error: unknown configuration key 'frozenEnum'; did you mean 'frozenEnums'?"), "\(result.stderr)")
    }

    /// The generated files whose path contains `folder`, joined, from `mini.yaml` with `arguments` and a config file.
    private func generatedText(in folder: String, _ arguments: [String], config: String? = nil) throws -> String {
        try generatedFiles(arguments, config: config).filter { $0.key.contains(folder) }.sorted { $0.key < $1.key }
            .map(\.value).joined()
    }

    /// The generated files' texts by path, from `mini.yaml` with `arguments` and a config file.
    private func generatedFiles(_ arguments: [String], config: String? = nil) throws -> [String: String] {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var extra = arguments
        if let config {
            let path = dir.appendingPathComponent("resourceful.yaml")
            try config.write(to: path, atomically: true, encoding: .utf8)
            extra += ["--config", path.path]
        }
        let out = dir.appendingPathComponent("out")
        let result = try CLIRunner.run(["generate", spec, "--output", out.path] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return try Dictionary(uniqueKeysWithValues: allFiles(in: out).map {
            ($0, try String(contentsOf: out.appendingPathComponent($0), encoding: .utf8))
        })
    }

    @Test func clientMethodsAreOnByDefaultAndCanBeLeftOut() throws {
        func endpointText(_ arguments: [String], config: String? = nil) throws -> String {
            try generatedText(in: "Endpoints", arguments, config: config)
        }
        let byDefault = try endpointText([])
        #expect(byDefault.contains("extension APISending {"))
        #expect(byDefault.contains("func listPets() async throws"))
        for text in [try endpointText(["--no-client-methods"]), try endpointText([], config: "clientMethods: false\n")] {
            #expect(!text.contains("extension APISending"))
            #expect(text.contains("struct ListPets: APIResource"))
        }
        // Written out in the file, `true` keeps them.
        #expect(try endpointText([], config: "clientMethods: true\n").contains("extension APISending {"))
    }

    @Test func serverCodeIsOptIn() throws {
        let byDefault = try generatedFiles([])
        #expect(byDefault["Runtime/Server.swift"] == nil && byDefault["Runtime/ServerRouter.swift"] == nil)
        #expect(!byDefault.values.contains { $0.contains("APIServable") })
        for serving in [try generatedFiles(["--server"]), try generatedFiles([], config: "server: true\n")] {
            let endpoints = serving.filter { $0.key.hasPrefix("Endpoints/") }.values.joined()
            #expect(endpoints.contains("nonisolated extension ListPets: APIServable {"))
            #expect(endpoints.contains("init(from request: ServerRequestParts, using decoder: JSONDecoder) throws {"))
            #expect(serving["Runtime/ServerRouter.swift"]?.contains("struct APIRouter: Sendable") == true)
            #expect(serving["Runtime/ParameterValueDecoder.swift"]?.contains("struct ParameterValueDecoder: Decoder") == true)
        }
        // The build plugin's layout writes every file it declares: without declarations when the option is off.
        let shards = try generatedFiles(["--layout", "shards", "--shards", "2"])
        #expect(shards["Runtime/Server.swift"]?.contains("struct") == false)
        #expect(shards["Runtime/Validation.swift"]?.contains("protocol") == false)
    }

    /// What only a server cannot read is warned about only with server code: `--server` (or `server: true`) reaches
    /// the translator. `adjacent-path-parameters.yaml` has `/pairs/{left}{right}`, which lists no values.
    @Test func serverOnlyWarningsNeedServerCode() throws {
        let spec = CLIRunner.fixtures.appendingPathComponent("adjacent-path-parameters.yaml").path
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let config = out.appendingPathComponent("resourceful.yaml")
        try Data("server: true\n".utf8).write(to: config)
        let client = try CLIRunner.run(["generate", spec, "--output", out.appendingPathComponent("a").path])
        #expect(client.status == 0, "\(client.stderr)")
        #expect(!client.stderr.contains("parameter.adjacent-unsplittable"), "\(client.stderr)")
        for arguments in [["--server"], ["--config", config.path]] {
            let server = try CLIRunner.run(["generate", spec, "--output", out.appendingPathComponent("b").path] + arguments)
            #expect(server.status == 0, "\(server.stderr)")
            #expect(server.stderr.contains("warning: path parameters 'left', 'right' are written next to each other"), "\(server.stderr)")
        }
    }

    @Test func answersOnlyModelsHaveLetsUnlessModelsAreMutable() throws {
        // `mini.yaml` only answers with its models.
        #expect(try generatedText(in: "Models", []).contains("    public let name: String\n"))
        for text in [try generatedText(in: "Models", ["--mutable-models"]), try generatedText(in: "Models", [], config: "mutableModels: true\n")] {
            #expect(text.contains("    public var name: String\n"))
            #expect(!text.contains("public let"))
        }
    }

    @Test func dryRunListsFilesAndWritesNothing() throws {
        let folder = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("client")
        let result = try CLIRunner.run(["generate", spec, "--output", out.path, "--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        let listed = result.stdout.split(separator: "\n")
        #expect(listed.contains { $0.hasSuffix("Pet.swift") })
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func unchangedFilesAreNotRewrittenAndStaleFilesAreRemoved() throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let userFile = out.appendingPathComponent("Notes.txt")
        try "mine".write(to: userFile, atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["generate", spec, "--output", out.path]).status == 0)
        let before = try modificationDates(in: out)

        // Same input: nothing is rewritten.
        Thread.sleep(forTimeInterval: 1.1)
        let again = try CLIRunner.run(["generate", spec, "--output", out.path])
        #expect(again.status == 0)
        #expect(try modificationDates(in: out) == before)
        #expect(again.stderr.contains("0 written"), "\(again.stderr)")

        // Fewer operations: the files only they produced go away; the user's file stays.
        let filtered = try CLIRunner.run(["generate", spec, "--output", out.path, "--tag", "pets"])
        #expect(filtered.status == 0, "\(filtered.stderr)")
        let after = try allFiles(in: out)
        #expect(after.count < before.count)
        #expect(!filtered.stderr.contains(" 0 removed"), "\(filtered.stderr)")
        #expect(FileManager.default.fileExists(atPath: userFile.path))
        #expect(try String(contentsOf: userFile, encoding: .utf8) == "mine")
    }

    /// An operation filter leaves the webhooks out, and keeps the callbacks of the operations it keeps (the README's
    /// words): `Fixtures/webhooks.yaml` has two webhooks and one operation with a callback.
    @Test func filtersLeaveWebhooksOutAndKeepTheCallbacksOfKeptOperations() throws {
        let spec = CLIRunner.fixtures.appendingPathComponent("webhooks.yaml").path
        func files(_ filter: [String]) throws -> [String] {
            let out = try CLIRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            let result = try CLIRunner.run(["generate", spec, "--output", out.path] + filter)
            #expect(result.status == 0, "\(result.stderr)")
            return try allFiles(in: out).filter { $0.hasPrefix("Webhooks/") || $0.hasPrefix("Callbacks/") }.sorted()
        }
        #expect(try files([]) == ["Callbacks/AdoptedCallback.swift", "Webhooks/PetAdoptedWebhook.swift", "Webhooks/PingWebhook.swift"])
        #expect(try files(["--operation-id", "watchAdoptions"]) == ["Callbacks/AdoptedCallback.swift"])
        #expect(try files(["--path", "/elsewhere"]) == [])
    }

    /// A filter keeps the schemas the kept operations use and those `--schema` names (with what they use); with only
    /// `--schema`, no operation. An entry that matches nothing is a warning, and generation goes on.
    @Test func filtersKeepOnlyTheSchemasTheKeptOperationsUse() throws {
        let spec = CLIRunner.fixtures.appendingPathComponent("polymorphic-bases.yaml").path
        func generate(_ filter: [String]) throws -> (models: [String], endpoints: Int, stderr: String) {
            let out = try CLIRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            let result = try CLIRunner.run(["generate", spec, "--output", out.path] + filter)
            #expect(result.status == 0, "\(result.stderr)")
            let files = try allFiles(in: out)
            return (files.filter { $0.hasPrefix("Models/") }, files.filter { $0.hasPrefix("Endpoints/") }.count, result.stderr)
        }
        let whole = try generate([])
        #expect(whole.models == ["Models/Animal.swift", "Models/Cat.swift", "Models/Context.swift", "Models/Dog.swift",
                                 "Models/Farm.swift", "Models/ProjectContext.swift", "Models/Puppy.swift"])
        let one = try generate(["--operation-id", "listAnimals"])
        #expect(one.models == ["Models/Animal.swift", "Models/Cat.swift", "Models/Dog.swift", "Models/Puppy.swift"])
        #expect(one.stderr.contains("from 1 operation and 4 schemas"), "\(one.stderr)")
        let withFarm = try generate(["--operation-id", "listAnimals", "--schema", "Farm"])
        #expect(withFarm.models == (one.models + ["Models/Farm.swift"]).sorted())
        let modelsOnly = try generate(["--schema", "Context", "--schema", "Kontext"])
        #expect(modelsOnly.models == ["Models/Context.swift", "Models/ProjectContext.swift"])
        #expect(modelsOnly.endpoints == 0)
        #expect(modelsOnly.stderr.contains("warning: The filter's schema 'Kontext' matches nothing in the document; did you mean 'Context'? [filter.unmatched]"),
                "\(modelsOnly.stderr)")
    }

    /// Types named after every level of a deep `oneOf`, and a schema named with 300 letters: the types keep their
    /// names, their files get names a file system takes. An output folder that is a file is a one-line error.
    @Test func namesTooLongForAFileSystemStillGenerate() throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let long = String(repeating: "Long", count: 75)
        let deep = String(repeating: "{oneOf: [{type: integer}, ", count: 60) + "{type: string}" + String(repeating: "]}", count: 60)
        let text = "openapi: 3.0.3\ninfo: {title: T, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n"
            + "    \(long): {type: object, properties: {id: {type: integer}}}\n    One: \(deep)\n    Two: \(deep)\n"
        let spec = out.appendingPathComponent("long.yaml")
        try text.write(to: spec, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["generate", spec.path, "--output", out.appendingPathComponent("client").path])
        #expect(result.status == 0, "\(result.stderr)")
        let models = try allFiles(in: out.appendingPathComponent("client/Models"))
        #expect(models.allSatisfy { $0.utf8.count <= 200 + ".swift".utf8.count }, "\(models)")
        let longFile = try #require(models.first { $0.hasPrefix("LongLong") })
        let contents = try String(contentsOf: out.appendingPathComponent("client/Models/\(longFile)"), encoding: .utf8)
        #expect(contents.contains("public nonisolated struct \(long): Codable"))

        let blocked = try CLIRunner.run(["generate", spec.path, "--output", spec.path])
        #expect(blocked.status == 1)
        #expect(blocked.stderr.hasPrefix("error: cannot create the folder '\(spec.path)': "), "\(blocked.stderr)")
        #expect(!blocked.stderr.contains("Error Domain"), "\(blocked.stderr)")
    }

    @Test func packageOptionWritesACompletePackage() throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try CLIRunner.run(["generate", spec, "--output", out.path, "--package", "MiniAPI"])
        #expect(result.status == 0, "\(result.stderr)")
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".library(name: "MiniAPI", targets: ["MiniAPI"])"#))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("README.md").path))
        #expect(try allFiles(in: out).contains { $0.hasPrefix("Sources/MiniAPI/") })
    }

    /// The root document may be a pipe (`generate <(curl -s URL)`, here standard input), though only regular files
    /// are read otherwise.
    @Test func rootDocumentIsReadFromAPipe() throws {
        let out = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: spec))
        let result = try CLIRunner.run(["generate", "/dev/stdin", "--output", out.path], input: bytes)
        #expect(result.status == 0, "\(result.stderr)")
        let files = try allFiles(in: out)
        #expect(files.contains { $0.hasPrefix("Endpoints/") }, "\(files)")
    }

    /// A package named after a module of the toolchain would not build (`Swift` is the standard library's name,
    /// `Foundation` would import itself): refused before anything is written.
    @Test func packageNamedAfterAToolchainModuleIsRefused() throws {
        for name in ["Swift", "Foundation", "XCTest"] {
            let out = try CLIRunner.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            let result = try CLIRunner.run(["generate", spec, "--output", out.path, "--package", name])
            #expect(result.status != 0)
            #expect(result.stderr.contains("--package '\(name)' is not a valid Swift module name (it is a module of the Swift toolchain)"), "\(result.stderr)")
            #expect(try allFiles(in: out).isEmpty)
        }
    }

    private func allFiles(in directory: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue && $0.hasSuffix(".swift")
        }.sorted()
    }

    private func modificationDates(in directory: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for file in try allFiles(in: directory) {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(file).path)
            dates[file] = attributes[.modificationDate] as? Date
        }
        return dates
    }
}
