/// The access level of the generated API, written before every declaration the client's users see.
public enum AccessLevel: String, Sendable, Hashable, CaseIterable, Codable {
    case `public`
    case `package`
    case `internal`

    /// The modifier as written before a declaration, with its trailing space: `public `, `package `, or nothing
    /// (internal is the default and is not spelled out).
    public var modifier: String {
        switch self {
        case .public: "public "
        case .package: "package "
        case .internal: ""
        }
    }
}

/// Choices that change how the client is rendered, with their defaults defined here once.
public struct RenderOptions: Sendable, Hashable {
    /// How entity types are spread over files.
    public enum Layout: Sendable, Hashable {
        /// A file per top-level type, `Models/<Type>.swift`, which also holds the types whose names begin with its
        /// name (`PetStatus` in `Models/Pet.swift`), up to about 500 lines a file; nested types go in their parent's
        /// file. What the command line writes.
        case files
        /// A fixed number of files, `Models/Models_00.swift` and on, each holding the types whose names hash to it
        /// (FNV-1a, stable across runs and machines). Every file is written, empty or not, so a build plugin can
        /// declare the outputs before reading the document.
        case shards(Int)
    }

    /// The number of model files in the ``Layout/shards(_:)`` layout when none is given.
    public static let defaultShardCount = 8
    /// The most files of each kind the `shards` layout takes (`--shards`, `shards:` in a configuration file).
    public static let shardCountRange = 1...256

    /// Access level of the generated declarations.
    public var access: AccessLevel = .public
    /// A folder of `.mustache` files, each replacing the built-in template with the same relative path
    /// (`Struct.mustache`, `Runtime/APIClient.swift.mustache`). Other files there are available as partials.
    public var templatesDirectory: String?
    /// How entity types are spread over files.
    public var layout: Layout = .files
    /// Add `Hashable` to the generated types. Off by default: it makes a client take 20-25% longer to compile.
    public var hashable = false
    /// Add an `APIClient` convenience method per operation (`client.findPetsByStatus(status: .available)`). On by
    /// default; without them calls read `client.send(FindPetsByStatus(status: .available))`, and a big client
    /// compiles a little faster: each method is an `async` function, which the compiler splits in three (github:
    /// 14% fewer lines, 5.4% fewer LLVM instructions, about 4% less CPU for a clean build).
    public var clientMethods = true
    /// Also emit what a server of the API needs: each operation's type conforms to `APIServable` (it decodes a
    /// received request and encodes its `Response`), the `Failure` enums to `APIServerFailure`, and the runtime gains
    /// `APIRouter`. Off by default: a client does not need it, and it adds about two functions per operation.
    public var server = false

    public init() {}
}
