import ClientIR
import OpenAPIModel

extension OperationTranslator {
    /// Servers (the document's, an operation's), in document order (Swagger 2.0's `schemes`/`host`/`basePath`
    /// arrive as servers).
    ///
    /// A server is named after its description when that is three words or fewer (`Production` -> `production`),
    /// otherwise by position (`server1`, `server2`...). Variables become arguments named after the variable; a
    /// variable with an `enum` gets an enum of choices named after it, nested in `ServerURL` (`Region`): shared by
    /// servers whose variable has the same name and values, prefixed with the server's name otherwise
    /// (`StagingRegion`).
    func translateServers(_ servers: [Server]) -> [ServerDeclaration] {
        var names = NameAllocator(reserving: Self.serverURLMembers)
        var choiceNames = NameAllocator(reserving: ReservedNames.typeNames)
        var choicesByName: [String: [String]] = [:]
        return servers.enumerated().map { index, server in
            let words = server.description.map(NameWords.split) ?? []
            let base = (1...3).contains(words.count) ? SwiftNaming.memberIdentifier(server.description ?? "") : "server\(index + 1)"
            let name = names.claim(ReservedNames.keywords.contains(base) ? "server\(index + 1)" : base)
            var arguments = NameAllocator()
            let variables = server.variables.entries.map { key, variable in
                let argument = SwiftNaming.escapedMember(arguments.claim(SwiftNaming.memberIdentifier(key)))
                var values = variable.enumValues
                guard !values.isEmpty else {
                    return ServerVariableDeclaration(
                        name: argument, key: key, defaultValue: variable.defaultValue,
                        documentation: DocumentationText.lines(variable.description))
                }
                if !values.contains(variable.defaultValue) { values.insert(variable.defaultValue, at: 0) }
                var typeName = SwiftNaming.typeIdentifier(key)
                if let existing = choicesByName[typeName], existing != values {
                    typeName = SwiftNaming.typeIdentifier(name + " " + key)
                }
                if choicesByName[typeName] != values {
                    typeName = choiceNames.claim(typeName)
                    choicesByName[typeName] = values
                }
                var caseNames = NameAllocator()
                var defaultCaseName: String?
                let cases = values.map { value in
                    let caseName = SwiftNaming.escapedMember(caseNames.claim(SwiftNaming.memberIdentifier(value)))
                    if value == variable.defaultValue { defaultCaseName = caseName }
                    return EnumCase(name: caseName, rawValueLiteral: swiftStringLiteral(value), rawValue: value)
                }
                let choices = TypeDeclaration(
                    name: typeName, origin: "servers/\(index)/variables/\(key)",
                    documentation: DocumentationText.lines(variable.description),
                    kind: .enumeration(EnumDeclaration(rawType: .string, cases: cases, isFrozen: true)))
                return ServerVariableDeclaration(
                    name: argument, key: key, defaultValue: variable.defaultValue, choices: choices,
                    defaultCaseName: defaultCaseName, documentation: DocumentationText.lines(variable.description))
            }
            return ServerDeclaration(
                name: name, urlTemplate: server.url, documentation: DocumentationText.lines(server.description),
                variables: variables)
        }
    }

    /// Members of the runtime's `ServerURL`, which the servers are added to as static members.
    static let serverURLMembers = ["init", "template", "variables", "url", "urlString", "description"]
}
