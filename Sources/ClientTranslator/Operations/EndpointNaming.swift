import ClientIR
import OpenAPIModel

/// How endpoints, their convenience methods and their members are named.
///
/// - The type name is the `operationId` in UpperCamelCase (`findPetsByStatus` -> `FindPetsByStatus`), or, when
///   there is none, method and path (`GET /pets/{id}` -> `GetPetsById`). A user override wins. In a document whose
///   operationIds are all FastAPI's defaults, the function name they start with is used (``FrameworkOperationIDs``).
/// - Names are decided in document order. A name already taken by an earlier endpoint gets a number
///   (`ListPets2`); a name taken by an entity type or a reserved Swift, Foundation or runtime type gets the suffix
///   `Request` (`Pet` -> `PetRequest`).
/// - The convenience method is the lowerCamelCase form of the name before the `Request` suffix (`pet(...)`), with
///   the suffix `Operation` when it would clash with a member of `APIClient` or be spelled like a type.
enum EndpointNaming {
    /// The names of one endpoint.
    struct Names: Hashable, Sendable {
        var typeName: String
        var methodName: String
        /// `operationId` as written, or one derived from method and path.
        var operationID: String
    }

    /// The stored property holding the request body.
    static let bodyPropertyName = "body"
    /// The argument of an event stream's convenience method that resumes a stream (`Last-Event-ID`).
    static let lastEventIDArgument = "lastEventID"
    /// The suffix of an endpoint whose name an entity or a reserved type has.
    static let collisionSuffix = "Request"
    /// The suffix of a convenience method whose name `APIClient` already uses.
    static let methodCollisionSuffix = "Operation"

    /// Members of the runtime's `APIClient` a convenience method must not shadow.
    static let clientMemberNames: Set<String> = [
        "send", "baseURL", "session", "credentials", "configuration", "middlewares", "servers", "init", "deinit",
    ]

    /// Decides the names of all operations at once, in document order, so that collisions resolve the same way
    /// every run.
    /// - Parameter isTaken: whether a top-level name is already used (entity types, reserved and user types).
    static func assignNames(to operations: [Operation], overrides: [String: String], isTaken: (String) -> Bool) -> [Names] {
        var takenTypes: Set<String> = []
        var takenStems: Set<String> = []
        var takenMethods: Set<String> = []
        var stemNumbers = NumberedNames()
        var methodNumbers = NumberedNames()
        var result: [Names] = []
        let functionNames = FrameworkOperationIDs.functionNames(of: operations)
        for index in operations.indices {
            let operation = operations[index]
            let operationID = operation.operationId ?? derivedOperationID(method: operation.method, path: operation.path)
            let override = operation.operationId.flatMap { overrides[$0] } ?? overrides["\(operation.method.uppercased()) \(operation.path)"]
            let base = override.map(typeName) ?? typeName(functionNames?[index] ?? operationID)

            func endpointTypeName(forStem stem: String) -> String {
                isTaken(stem) ? stem + collisionSuffix : stem
            }
            let stem = stemNumbers.first(base, numbered: { appendingNumber(base, $0) }) { stem in
                !takenStems.contains(stem) && !takenTypes.contains(endpointTypeName(forStem: stem))
                    && !isTaken(endpointTypeName(forStem: stem))
            }
            let type = endpointTypeName(forStem: stem)
            takenStems.insert(stem)
            takenTypes.insert(type)

            var method = SwiftNaming.memberIdentifier(stem)
            // A method spelled like a type (`_4oDFeed` for the type `_4oDFeed`: names that start with a digit or an
            // underscore have no case to change) would shadow that type inside `APIClient`'s extension, so that
            // the method's own `send(_4oDFeed(...))` would call itself.
            if clientMemberNames.contains(method) || ReservedNames.keywords.contains(method)
                || method == type || takenTypes.contains(method) || isTaken(method) {
                method = SwiftNaming.memberIdentifier(stem + methodCollisionSuffix)
            }
            let methodBase = method
            method = methodNumbers.first(methodBase, numbered: { appendingNumber(methodBase, $0) }) {
                !takenMethods.contains($0)
            }
            takenMethods.insert(method)
            result.append(Names(typeName: type, methodName: method, operationID: operationID))
        }
        return result
    }

    /// `get` + `/pets/{id}/photos` -> `getPetsByIdPhotos`: the method, then each path segment, with `By` before
    /// a parameter; the root path is `Root`.
    static func derivedOperationID(method: String, path: String) -> String {
        var words = [method.lowercased()]
        for segment in path.split(separator: "/") {
            var rest = Substring(segment)
            while !rest.isEmpty {
                if rest.first == "{", let close = rest.firstIndex(of: "}") {
                    words.append("by")
                    words.append(String(rest[rest.index(after: rest.startIndex)..<close]))
                    rest = rest[rest.index(after: close)...]
                } else {
                    // A `{` without its `}` is text; the next `{` after it may open a parameter.
                    let end = rest.dropFirst().firstIndex(of: "{") ?? rest.endIndex
                    words.append(String(rest[..<end]))
                    rest = rest[end...]
                }
            }
        }
        if words.count == 1 { words.append("root") }
        return SwiftNaming.memberIdentifier(words.joined(separator: " "))
    }

    /// The UpperCamelCase spelling of a document name (reserved names are resolved by the caller).
    static func typeName(_ raw: String) -> String { SwiftNaming.typeIdentifier(raw) }

    /// The lowerCamelCase spelling of a document name, escaped when it is a keyword.
    static func memberName(_ raw: String) -> String { SwiftNaming.memberName(raw) }

    /// `name` with a number appended, the way ``NameAllocator`` numbers names (`Pets2`, `V1_2`).
    static func appendingNumber(_ name: String, _ number: Int) -> String {
        let bare = SwiftNaming.unescaped(name)
        let separator = bare.last?.isNumber == true ? "_" : ""
        return "\(bare)\(separator)\(number)"
    }
}
