import Foundation
import PetstoreAPI

/// A piece of app logic built on the committed Petstore client: which pets can be adopted.
public struct PetFinder: Sendable {
    /// What the finder asks: an `APIClient`, or in tests a double of it.
    public let client: any APISending

    /// Creates a finder that asks `client` (an `APIClient` for the server it talks to).
    public init(client: any APISending) {
        self.client = client
    }

    /// The names of the pets available for adoption, in alphabetical order.
    public func adoptablePetNames() async throws -> [String] {
        try await client.findPetsByStatus(status: .available).map(\.name).sorted()
    }

    /// The name of one pet, or `nil` when the server does not know it.
    public func name(ofPet id: Int64) async throws -> String? {
        do {
            return try await client.send(GetPetById(petId: id)).name
        } catch GetPetById.Failure.notFound {
            return nil
        }
    }
}
