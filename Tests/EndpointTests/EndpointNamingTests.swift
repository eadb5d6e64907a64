import ClientIR
import ClientTranslator
import Testing

@Suite("Endpoint names")
struct EndpointNamingTests {
    @Test func operationIdBecomesTypeAndMethodName() throws {
        let result = try Translated(document(paths: """
              /pet/findByStatus:
                get:
                  operationId: findPetsByStatus
                  responses: {'200': {description: ok}}
              /user_accounts:
                post:
                  operationId: create_user-account
                  responses: {'204': {description: ok}}
            """))
        #expect(result.model.endpoints.map(\.typeName) == ["FindPetsByStatus", "CreateUserAccount"])
        #expect(result.model.endpoints.map(\.methodName) == ["findPetsByStatus", "createUserAccount"])
        #expect(result.model.endpoints.map(\.operationID) == ["findPetsByStatus", "create_user-account"])
    }

    @Test func missingOperationIdIsDerivedFromMethodAndPath() throws {
        let result = try Translated(document(paths: """
              /pets/{id}:
                get:
                  parameters: [{name: id, in: path, required: true, schema: {type: string}}]
                  responses: {'200': {description: ok}}
              /pets/{id}/photos.json:
                delete:
                  parameters: [{name: id, in: path, required: true, schema: {type: string}}]
                  responses: {'204': {description: ok}}
              /:
                get:
                  responses: {'204': {description: ok}}
            """))
        #expect(result.model.endpoints.map(\.typeName) == ["GetPetsById", "DeletePetsByIdPhotosJson", "GetRoot"])
        #expect(result.model.endpoints.map(\.operationID) == ["getPetsById", "deletePetsByIdPhotosJson", "getRoot"])
    }

    /// Found by the pipeline fuzzer: a `{` with no `}` in a path without operationId looped forever.
    @Test func unclosedBracesInPathsWithoutOperationIdStillGiveNames() throws {
        let result = try Translated(document(paths: """
              /{lights:
                get: {responses: {'204': {description: ok}}}
              /a{b{c}d{:
                get: {responses: {'204': {description: ok}}}
            """))
        #expect(result.model.endpoints.map(\.operationID) == ["getLights", "getAByBCD"])
    }

    @Test func duplicateOperationIdsAreNumberedInDocumentOrder() throws {
        let result = try Translated(document(paths: """
              /a:
                get: {operationId: listThings, responses: {'204': {description: ok}}}
              /b:
                get: {operationId: listThings, responses: {'204': {description: ok}}}
              /c:
                get: {operationId: ListThings, responses: {'204': {description: ok}}}
            """))
        #expect(result.model.endpoints.map(\.typeName) == ["ListThings", "ListThings2", "ListThings3"])
        #expect(result.model.endpoints.map(\.methodName) == ["listThings", "listThings2", "listThings3"])
    }

    /// Numbering goes on from the last number a name was given, and still skips the numbers taken since.
    @Test func numberingSkipsNumberedNamesTakenInBetween() throws {
        let ids = ["listThings", "listThings", "listThings3", "listThings", "listThings5", "listThings"]
        let paths = ids.enumerated().map { index, id in
            "  /p\(index):\n    get: {operationId: \(id), responses: {'204': {description: ok}}}"
        }
        let result = try Translated(document(paths: paths.joined(separator: "\n")))
        let numbers = ["", "2", "3", "4", "5", "6"]
        #expect(result.model.endpoints.map(\.typeName) == numbers.map { "ListThings" + $0 })
        #expect(result.model.endpoints.map(\.methodName) == numbers.map { "listThings" + $0 })
    }

    @Test func namesOfEntitiesAndRuntimeTypesGetTheRequestSuffix() throws {
        let result = try Translated(document(paths: """
              /pet:
                get: {operationId: pet, responses: {'204': {description: ok}}}
              /client:
                get: {operationId: APIClient, responses: {'204': {description: ok}}}
              /data:
                get: {operationId: data, responses: {'204': {description: ok}}}
              /pet-request:
                get: {operationId: petRequest, responses: {'204': {description: ok}}}
            """, extra: """
            components:
              schemas:
                Pet: {type: object, properties: {name: {type: string}}}
            """))
        #expect(result.model.endpoints.map(\.typeName) == ["PetRequest", "APIClientRequest", "DataRequest", "PetRequest2"])
        #expect(result.model.endpoints.map(\.methodName) == ["pet", "apiClient", "data", "petRequest2"])
        #expect(result.model.types.map(\.name) == ["Pet"])
    }

    @Test func methodNamesAvoidMembersOfTheClientAndKeywords() throws {
        let result = try Translated(document(paths: """
              /send:
                post: {operationId: send, responses: {'204': {description: ok}}}
              /default:
                get: {operationId: default, responses: {'204': {description: ok}}}
            """))
        #expect(result.model.endpoints.map(\.typeName) == ["Send", "Default"])
        #expect(result.model.endpoints.map(\.methodName) == ["sendOperation", "defaultOperation"])
    }

    @Test func methodNamesNeverShadowATypeName() throws {
        // A leading digit gives `_4oDFeed` for both spellings: the method gets the suffix instead of calling itself.
        let result = try Translated(document(paths: """
              /feed:
                get: {operationId: 4oDFeed, responses: {'204': {description: ok}}}
              /other:
                get: {operationId: 2fa, responses: {'204': {description: ok}}}
            """))
        #expect(result.model.endpoints.map(\.typeName) == ["_4oDFeed", "_2fa"])
        #expect(result.model.endpoints.map(\.methodName) == ["_4oDFeedOperation", "_2faOperation"])
    }

    @Test func fastAPIDefaultOperationIdsBecomeTheFunctionNames() throws {
        let result = try Translated(document(paths: """
              /items/:
                post: {operationId: create_item_items__post, responses: {'204': {description: ok}}}
                get: {operationId: list_items_items__get, responses: {'204': {description: ok}}}
              /items/{item_id}:
                get:
                  operationId: read_item_items__item_id__get
                  parameters: [{name: item_id, in: path, required: true, schema: {type: integer}}]
                  responses: {'204': {description: ok}}
              /health:
                get: {responses: {'204': {description: ok}}}
            """))
        #expect(result.model.endpoints.map(\.typeName) == ["CreateItem", "ListItems", "ReadItem", "GetHealth"])
        #expect(result.model.endpoints.map(\.methodName) == ["createItem", "listItems", "readItem", "getHealth"])
        #expect(result.model.endpoints.map(\.operationID)
            == ["create_item_items__post", "list_items_items__get", "read_item_items__item_id__get", "getHealth"])
    }

    @Test func operationIdsThatOnlySometimesEndLikeThePathKeepTheirNames() throws {
        // One hand-written operationId, or two function names that would collide: nothing is renamed.
        let mixed = try Translated(document(paths: """
              /users:
                get: {operationId: list_users_get, responses: {'204': {description: ok}}}
                post: {operationId: addUser, responses: {'204': {description: ok}}}
            """))
        #expect(mixed.model.endpoints.map(\.typeName) == ["ListUsersGet", "AddUser"])
        let colliding = try Translated(document(paths: """
              /a:
                get: {operationId: fetch_a_get, responses: {'204': {description: ok}}}
              /b:
                get: {operationId: fetch_b_get, responses: {'204': {description: ok}}}
            """))
        #expect(colliding.model.endpoints.map(\.typeName) == ["FetchAGet", "FetchBGet"])
    }

    @Test func userOverridesByOperationIdOrMethodAndPath() throws {
        var options = TranslatorOptions()
        options.operationNameOverrides = ["findPetsByStatus": "PetsWithStatus", "GET /health": "HealthCheck"]
        let result = try Translated(document(paths: """
              /pets:
                get: {operationId: findPetsByStatus, responses: {'204': {description: ok}}}
              /health:
                get: {responses: {'204': {description: ok}}}
            """), options: options)
        #expect(result.model.endpoints.map(\.typeName) == ["PetsWithStatus", "HealthCheck"])
        #expect(result.model.endpoints.map(\.methodName) == ["petsWithStatus", "healthCheck"])
        #expect(result.model.endpoints.map(\.operationID) == ["findPetsByStatus", "getHealth"])
    }

    @Test func groupIsTheFirstTagAsAName() throws {
        let result = try Translated(document(paths: """
              /a:
                get: {operationId: a, tags: [user-accounts, admin], responses: {'204': {description: ok}}}
              /b:
                get: {operationId: b, responses: {'204': {description: ok}}}
            """))
        #expect(result.model.endpoints.map(\.group) == ["UserAccounts", ""])
        #expect(result["A"]?.tags == ["user-accounts", "admin"])
    }

    @Test("The petstore yields the names the README uses")
    func petstoreNames() throws {
        let result = try Translated(file: "Specs/petstore/openapi.yaml")
        let byStatus = try #require(result["FindPetsByStatus"])
        #expect(byStatus.methodName == "findPetsByStatus")
        #expect(byStatus.parameter("status")?.type == .optional(.named("FindPetsByStatus.Status")))
        #expect(byStatus.nested.map(\.name) == ["Status"])
        #expect(result.model.endpoints.map(\.typeName) == [
            "UpdatePet", "AddPet", "FindPetsByStatus", "FindPetsByTags", "GetPetById", "UpdatePetWithForm", "DeletePet",
            "UploadFile", "GetInventory", "PlaceOrder", "GetOrderById", "DeleteOrder", "CreateUser",
            "CreateUsersWithListInput", "LoginUser", "LogoutUser", "GetUserByName", "UpdateUser", "DeleteUser",
        ])
    }
}
