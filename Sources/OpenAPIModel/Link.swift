import GeneratorDiagnostics

/// A Link Object of a response: how values of the response can feed another operation.
public struct Link: Sendable, Hashable {
    /// The `operationId` of the linked operation.
    public var operationId: String?
    /// A reference to the linked operation (`#/paths/~1users~1{id}/get`), as written.
    public var operationRef: String?
    /// Parameter name -> a runtime expression (`$response.body#/id`) or a constant, as written.
    public var parameters: OrderedMap<RawValue> = OrderedMap()
    /// A runtime expression or a constant to use as the linked operation's request body.
    public var requestBody: RawValue?
    public var description: String?
    public var location: SourceLocation?

    public init(operationId: String? = nil, operationRef: String? = nil, description: String? = nil, location: SourceLocation? = nil) {
        self.operationId = operationId
        self.operationRef = operationRef
        self.description = description
        self.location = location
    }
}
