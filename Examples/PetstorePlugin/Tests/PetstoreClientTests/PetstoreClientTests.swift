import Foundation
import PetstoreClient
import Testing

/// The client generated at build time, talking to a loopback stand-in for the Petstore server.
@Suite("Generated Petstore client")
struct PetstoreClientTests {
    @Test func findsPetsByStatus() async throws {
        let stub = try PetstoreStub()
        defer { stub.stop() }
        let client = APIClient(baseURL: stub.baseURL)

        let pets = try await client.send(FindPetsByStatus(status: .available))

        #expect(pets.map(\.name) == ["Rex", "Tom"])
        #expect(pets.map(\.id) == [1, 2])
        #expect(pets.first?.category?.name == "Dogs")
        #expect(pets.first?.tags?.map(\.name) == ["friendly"])
        #expect(pets.map(\.status?.rawValue) == ["available", "available"])
    }

    @Test func convenienceMethodsForwardToSend() async throws {
        let stub = try PetstoreStub()
        defer { stub.stop() }
        let client = APIClient(baseURL: stub.baseURL)

        let sold = try await client.findPetsByStatus(status: .sold)

        #expect(sold.map(\.name) == ["Nemo"])
    }

    @Test func getsOnePetByID() async throws {
        let stub = try PetstoreStub()
        defer { stub.stop() }
        let client = APIClient(baseURL: stub.baseURL)

        let pet = try await client.send(GetPetById(petId: 7))

        #expect(pet.name == "Nemo")
        #expect(pet.photoUrls.isEmpty)
        #expect(pet.status?.rawValue == "sold")
    }

    @Test func throwsTheDocumentedErrorForAMissingPet() async throws {
        let stub = try PetstoreStub()
        defer { stub.stop() }
        let client = APIClient(baseURL: stub.baseURL)

        do {
            let pet = try await client.send(GetPetById(petId: 404))
            Issue.record("expected GetPetById.Failure.notFound, got \(pet)")
        } catch GetPetById.Failure.notFound(let response) {
            #expect(response.status == 404)
        }
    }

    @Test func sendsStatusValuesTheDocumentDoesNotList() async throws {
        let stub = try PetstoreStub()
        defer { stub.stop() }
        let client = APIClient(baseURL: stub.baseURL)

        // The stub answers 400 to a status it does not know, which the document declares as "Invalid status value".
        await #expect(throws: FindPetsByStatus.Failure.self) {
            _ = try await client.send(FindPetsByStatus(status: .unknown("lost")))
        }
    }

    @Test func addsAPet() async throws {
        let stub = try PetstoreStub()
        defer { stub.stop() }
        let client = APIClient(baseURL: stub.baseURL)

        let added = try await client.send(AddPet(body: .json(Pet(name: "Kit", photoUrls: []))))

        #expect(added.id == 100)
        #expect(added.name == "Kit")
    }
}
