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
}
