import ClientIR
import OpenAPIModel

/// The names and nested types of one endpoint while it is being translated.
///
/// Inline schemas met at the endpoint's sites (parameters, bodies, responses) become types nested in the endpoint
/// struct, made by the schema translator in ``types``: their names avoid the members every endpoint declares
/// (`Response`, `Body`, `Failure`), reserved Swift, Foundation and runtime names, and the top-level types the
/// endpoint's schemas use (a nested `Pet` would hide the entity `Pet` inside the endpoint).
struct EndpointScope {
    /// The endpoint's type name, the qualifier of its nested types.
    let typeName: String
    /// Where inline schemas' declarations go.
    var types: NestedTypeScope
    /// Property names already used by parameters and the body (unescaped).
    private var memberNames = NameAllocator()
    /// The type declared for each response header so far, by its lowercased name, so that the same header of
    /// another response reuses it (``OperationTranslator/headerType(of:key:isJSON:scope:)``).
    var headerTypes: [String: TypeDeclaration] = [:]

    /// Type names every endpoint declares itself.
    static let memberTypeNames = ["Response", "Body", "Failure"]

    /// The names of the types a translated endpoint declares inside itself: the ones every endpoint declares, its
    /// nested types, its `Output` structs and its `Body` enum. Inside the endpoint they hide top-level types of the
    /// same names.
    static func memberTypeNames(of endpoint: EndpointDeclaration) -> Set<String> {
        Set(memberTypeNames + endpoint.nested.map(\.name) + outputAndBodyNames(of: endpoint))
    }

    /// Whether `name` is one of ``memberTypeNames(of:)``, without building the set.
    static func hides(_ name: String, in endpoint: EndpointDeclaration) -> Bool {
        memberTypeNames.contains(name) || endpoint.nested.contains { $0.name == name }
            || outputAndBodyNames(of: endpoint).contains(name)
    }

    /// The unqualified names of the endpoint's `Output` structs and `Body` enum, those it has.
    static func outputAndBodyNames(of endpoint: EndpointDeclaration) -> [String] {
        ([endpoint.success.outputName, endpoint.body?.enumName] + endpoint.success.cases.map(\.outputName)).compactMap { qualified in
            // The last part, found on the bytes: splitting by `Character` cost more than the rest of the check.
            qualified.map { name in
                guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
                return String(name[name.utf8.index(after: dot)...])
            }
        }
    }

    init(typeName: String, types: NestedTypeScope) {
        self.typeName = typeName
        self.types = types
        self.types.reserve(Self.memberTypeNames)
    }

    /// The qualified spelling of a nested type (`FindPetsByStatus.Status`).
    func qualified(_ nestedName: String) -> String { types.qualified(nestedName) }

    /// Takes a property name, given unescaped: `preferred` when it is free, else `alternative` (worked out only
    /// then) when there is one and it is free, else a numbered variant of `preferred`. Returns it escaped when it
    /// is a keyword.
    mutating func takeMemberName(_ preferred: String, otherwise alternative: @autoclosure () -> String? = nil) -> String {
        if !memberNames.isTaken(preferred) { return SwiftNaming.escapedMember(memberNames.claim(preferred)) }
        let candidates = [preferred] + (alternative().map { [$0] } ?? [])
        return SwiftNaming.escapedMember(memberNames.claim(firstFreeOf: candidates))
    }
}

extension OperationTranslator {
    /// The Swift type of `schema` at a site of the endpoint in `scope`; an inline schema that needs a declaration
    /// becomes a type nested in the endpoint, named from `suggestedName` (a parameter name, `RequestBody`...).
    func siteType(for schema: Schema, suggestedName: String, scope: inout EndpointScope) -> TypeUsage {
        schemas.typeUsage(for: schema, suggestedName: suggestedName, in: &scope.types)
    }

    /// The Swift type of a response header's value: a named or built-in type as the schema gives it; for an inline
    /// enum, or a list of one, a type nested in the endpoint and named after the header (`Content-Language` gives
    /// `ContentLanguage`, `X-Cache-Status` `CacheStatus`), as a parameter's is; for any other inline schema that
    /// would need a declaration (an object), `String`, the form the value arrives in, since a header's `simple`-style
    /// text is not read into an object. A header given by `content` (`isJSON`) is JSON text, which any type reads:
    /// its inline schemas are declared like the enums.
    func headerType(of schema: Schema?, key: String, isJSON: Bool = false, scope: inout EndpointScope) -> TypeUsage {
        guard let schema else { return .builtin("String") }
        var probe = scope.types
        let usage = schemas.typeUsage(for: schema, suggestedName: SwiftNaming.withoutXPrefix(key), in: &probe)
        let added = probe.declarations.dropFirst(scope.types.declarations.count)
        guard !added.isEmpty else { return usage }
        if !isJSON {
            for declaration in added {
                guard case .enumeration = declaration.kind, declaration.nested.isEmpty else { return .builtin("String") }
            }
        }
        // The same header of another response (`X-Cache` of the 200 and of the 503) names the same type.
        let header = key.lowercased()
        if added.count == 1, let made = added.first {
            if let same = scope.headerTypes[header], same.kind == made.kind, same.nested == made.nested {
                return usage.replacingNamed { _ in .named(scope.types.qualified(same.name)) } ?? usage
            }
            scope.headerTypes[header] = made
        }
        scope.types = probe
        return usage
    }

    /// Every schema an operation uses, so that its nested types avoid the names of the top-level types they use.
    static func schemas(of operation: Operation) -> [Schema] {
        var schemas = operation.parameters.compactMap(\.schema)
        for media in operation.requestBody?.content.values ?? [] {
            if let schema = media.schema { schemas.append(schema) }
        }
        for response in operation.responses.values {
            schemas += response.content.values.compactMap(\.schema)
            schemas += response.headers.values.compactMap(\.schema)
        }
        return schemas
    }
}
