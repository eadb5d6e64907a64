import ClientIR

/// What an endpoint's `init` and its `APIClient` convenience method have in common, worked out once for both views:
/// the arguments, their parameter texts, the parameter list laid out for a member of a top-level type, and the
/// documentation of the arguments.
struct EndpointInitializer {
    /// `EndpointDeclaration.initArguments`: required parameters first, then optional ones, then the body.
    let arguments: [InitArgument]
    /// `name: Type` or `name: Type? = nil`, one per argument (``EndpointView/parameterText(_:)``).
    let parameters: [String]
    /// `parameters` as the parameter list of a member of a top-level type (``EndpointView/signature(_:indent:)``).
    let signature: String
    /// The `init`'s documentation, each argument with the first line of its own (not yet comment lines).
    let documentation: [String]

    init(_ endpoint: EndpointDeclaration) {
        arguments = endpoint.initArguments
        parameters = arguments.map(EndpointView.parameterText)
        signature = EndpointView.signature(parameters, indent: "    ")
        documentation = EndpointView.initDocumentation(endpoint, arguments: arguments)
    }
}
