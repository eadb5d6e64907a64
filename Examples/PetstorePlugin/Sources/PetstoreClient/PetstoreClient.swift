import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Everything else in this module is generated at build time by ResourcefulPlugin from openapi.yaml (with the
// options in resourceful.yaml): `APIClient`, one `APIResource` per operation (`FindPetsByStatus`, `GetPetById`,
// `AddPet`...) and the document's schemas (`Pet`, `Category`, `Order`...). SwiftPM needs at least one Swift file
// in the target to compile it at all; this one adds a convenience of its own.

extension APIClient {
    /// A client for the public demo server of the Swagger Petstore.
    ///
    /// - Parameter session: the session that sends the requests.
    public static func petstoreDemo(session: URLSession = .shared) -> APIClient {
        APIClient(baseURL: URL(string: "https://petstore3.swagger.io/api/v3")!, session: session)
    }
}
