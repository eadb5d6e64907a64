/// The prefix and suffix the configuration gives the types generated from schemas (`naming.typePrefix: GH` makes
/// `User` `GHUser`), so that they do not clash with types of the code around them. Endpoint types, nested types
/// (named inside their parents), renamed schemas (`naming.types`, spelled as given) and the runtime's types keep
/// their names.
public struct TypeNameAffixes: Sendable, Hashable {
    public var prefix: String
    public var suffix: String

    public init(prefix: String = "", suffix: String = "") {
        self.prefix = prefix
        self.suffix = suffix
    }

    var isEmpty: Bool { prefix.isEmpty && suffix.isEmpty }

    /// The name of the type generated from a schema whose Swift name would be `name`.
    func applied(to name: String) -> String {
        isEmpty ? name : prefix + name + suffix
    }

    /// `name` without the affixes it has (`GHPetDTO` -> `Pet`); a name that would be left empty is kept, and so is
    /// a prefix followed by a lowercase letter (a renamed `GHost` is not `GH` and `ost`).
    func bare(_ name: String) -> String {
        guard !isEmpty else { return name }
        var bare = Substring(name)
        if !prefix.isEmpty, bare.count > prefix.count, bare.hasPrefix(prefix),
           bare.dropFirst(prefix.count).first.map({ !$0.isLowercase }) == true
        {
            bare = bare.dropFirst(prefix.count)
        }
        if !suffix.isEmpty, bare.count > suffix.count, bare.hasSuffix(suffix) { bare = bare.dropLast(suffix.count) }
        return String(bare)
    }

    /// The top-level name of a shared declaration first declared at `qualified` (``SwiftNaming/flattened(_:)``),
    /// with the affixes once: inside an endpoint, `ListPets.Status` is `GHListPetsStatus`; inside a generated model,
    /// whose name has them already, `GHPetDTO.Status` is `GHPetStatusDTO`.
    func sharedName(_ qualified: String, insideEndpoint: Bool) -> String {
        guard !isEmpty else { return SwiftNaming.flattened(qualified) }
        guard !insideEndpoint, let dot = qualified.firstIndex(of: ".") else {
            return applied(to: SwiftNaming.flattened(qualified))
        }
        let model = qualified[..<dot]
        let bareModel = bare(String(model))
        // Nested names that begin with the model's name (`GHPetDTO.PetType`) begin with its bare name already.
        return applied(to: SwiftNaming.flattened(bareModel + qualified[dot...]))
    }
}
