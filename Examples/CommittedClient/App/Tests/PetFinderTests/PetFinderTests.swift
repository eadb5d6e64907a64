import Foundation
import PetFinder
import PetstoreAPI
import Testing

/// The app logic on the committed client, against a loopback stand-in for the Petstore server.
@Suite("PetFinder")
struct PetFinderTests {
    @Test func listsAdoptablePetsByName() async throws {
        let stub = try PetstoreStub()
        defer { stub.stop() }
        let finder = PetFinder(client: APIClient(baseURL: stub.baseURL))

        #expect(try await finder.adoptablePetNames() == ["Rex", "Tom"])
    }

    @Test func namesAKnownPetAndNotAnUnknownOne() async throws {
        let stub = try PetstoreStub()
        defer { stub.stop() }
        let finder = PetFinder(client: APIClient(baseURL: stub.baseURL))

        #expect(try await finder.name(ofPet: 7) == "Nemo")
        #expect(try await finder.name(ofPet: 404) == nil)
    }

    /// Without a server: a test double of the client answers the one operation the finder sends.
    @Test func listsAdoptablePetsFromATestDouble() async throws {
        struct AvailablePets: APISending {
            func send<R: APIResource>(_ resource: R) async throws -> R.Response {
                let pets = [Pet(name: "Tom", photoUrls: []), Pet(name: "Rex", photoUrls: [])]
                guard let request = resource as? FindPetsByStatus, case .available? = request.status,
                      let response = pets as? R.Response else { throw URLError(.unsupportedURL) }
                return response
            }
        }
        let finder = PetFinder(client: AvailablePets())

        #expect(try await finder.adoptablePetNames() == ["Rex", "Tom"])
    }
}
