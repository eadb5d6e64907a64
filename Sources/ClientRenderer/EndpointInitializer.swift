import ClientIR

/// What an endpoint's `init` and its `APIClient` convenience method have in common, worked out once for both views:
/// the arguments, their parameter texts, the parameter list laid out for a member of a top-level type, and the
/// documentation of the arguments.
struct EndpointInitializer {
    /// `EndpointDeclaration.initArguments`: required parameters first, then optional ones, then the body.
    let arguments: [InitArgument]
    /// `name: Type`, `name: Type? = nil` or `name: Type = default`, one per argument.
    let parameters: [String]
    /// `parameters` as the parameter list of a member of a top-level type (``EndpointView/signature(_:indent:)``).
    let signature: String
    /// The `init`'s documentation, each argument with the first paragraph of its own (not yet comment lines).
    let documentation: [String]

    init(_ endpoint: EndpointDeclaration) {
        arguments = endpoint.initArguments
        parameters = arguments.map { "\($0.name): \($0.type.swiftSpelling)" + ($0.defaultValue.map { " = " + $0 } ?? "") }
        signature = EndpointView.signature(parameters, indent: "    ")
        documentation = Self.documentation(of: endpoint, arguments: arguments)
    }

    /// Each argument with the first paragraph of its documentation (or of its place: `Path parameter `org`.`).
    private static func documentation(of endpoint: EndpointDeclaration, arguments: [InitArgument]) -> [String] {
        guard !arguments.isEmpty else { return ["Creates the request."] }
        var lines = ["Creates the request.", "", "- Parameters:"]
        lines.reserveCapacity(3 + arguments.count)
        let parameters = endpoint.parameters
        // An operation of many parameters finds each through a table: searching the list for each cost n * n.
        let indexByName = parameters.count > 16
            ? Dictionary(parameters.indices.map { (parameters[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
            : nil
        for argument in arguments {
            let summary: String
            let found = indexByName.map { $0[argument.name] } ?? parameters.firstIndex { $0.name == argument.name }
            if let index = found {
                summary = Self.summary(of: parameters[index])
            } else {
                summary = endpoint.body.flatMap { EndpointView.summary(of: $0.documentation) } ?? "The request body."
            }
            lines.append("  - \(SwiftSource.bareIdentifier(argument.name)): \(summary)")
        }
        return lines
    }

    /// A parameter's entry: the first paragraph of its description; without one, its place followed by the note the
    /// translator added (`Query parameter `limit`. Default: `20`.`), or its place alone.
    private static func summary(of parameter: ParameterDeclaration) -> String {
        let place = EndpointView.placeLine(of: parameter)
        guard let summary = EndpointView.summary(of: parameter.documentation) else { return place }
        guard !parameter.isDescribed else { return summary }
        // Without a description, the place and the first note (`Default: `20`.`).
        return place + " " + (summary.hasPrefix("- Note: ") ? String(summary.dropFirst("- Note: ".count)) : summary)
    }
}
