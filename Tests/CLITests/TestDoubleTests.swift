import Foundation
import TestSupport
import Testing

/// The convenience methods are defined on `APISending`, which `APIClient` conforms to: code that takes
/// `some APISending` calls them on a test double of the user's as it does on a client.
@Suite("Test doubles of the client")
struct TestDoubleTests {
    static let program = #"""
        import Foundation

        /// Answers `ListPets` with two pets, and fails every other operation.
        struct StubClient: APISending {
            func send<R: APIResource>(_ resource: R) async throws -> R.Response {
                guard resource is ListPets, let pets = [Pet(id: 1, name: "Rex"), Pet(id: 2, name: "Tom")] as? R.Response
                else { throw URLError(.unsupportedURL) }
                return pets
            }
        }

        /// Code under test, which takes any sender.
        func names(from api: some APISending) async throws -> [String] {
            try await api.listPets().map(\.name)
        }

        print(try await names(from: StubClient()))
        do {
            _ = try await StubClient().listOwners()
        } catch let error as URLError {
            print("not stubbed:", error.code == .unsupportedURL)
        }
        let senders: [any APISending] = [StubClient(), APIClient(baseURL: URL(string: "http://127.0.0.1:9")!)]
        print(senders.count)
        """#

    @Test("A stub conforming to APISending has the convenience methods", .enabled(if: SwiftCompiler.isAvailable))
    func aStubHasTheConvenienceMethods() throws {
        let output = try GeneratedProgram.run(Self.program, against: "mini.yaml")
        #expect(output.status == 0)
        #expect(output.output == "[\"Rex\", \"Tom\"]\nnot stubbed: true\n2\n")
    }
}
