import ClientIR

/// Endpoints with identical error responses share one `Failure` enum.
///
/// Many documents give most operations the same errors: every one of Stripe's 468 operations answers errors with
/// one `default` response of `ErrorModel`, and GitHub's 500 operations with errors have 195 distinct sets. Each
/// `Failure` enum costs the compiler about as much as a small struct (its copy and destroy code, its `Error`
/// conformance, its `response` property), so the generated code declares one enum per distinct set.
///
/// One endpoint of a set declares the enum: the first in document order that is not deprecated (a deprecated one
/// only when they all are, so that no endpoint names a deprecated type). The others declare
/// `typealias Failure = Owner.Failure`, so `catch let failure as IssuesUpdate.Failure` reads as before. Two sets
/// are identical when every case is: name, status, decoded body type, media type, headers and documentation. A body
/// type nested in an endpoint is named after that endpoint, so its failures are never shared; nor are they with an
/// endpoint that declares a nested type of the owner's name, which would hide it.
enum SharedFailures {
    /// Sets ``EndpointDeclaration/failureOwner`` of every endpoint whose failures equal those of another endpoint
    /// to the type name of the endpoint that declares their enum.
    static func share(in endpoints: inout [EndpointDeclaration]) {
        var owners: [[FailureCaseDeclaration]: Int] = [:]
        // By index: a copy of each endpoint (with all its arrays) is not needed to read two of its fields.
        for index in endpoints.indices where !endpoints[index].failures.isEmpty {
            let failures = endpoints[index].failures
            if let owner = owners[failures] {
                if endpoints[owner].isDeprecated && !endpoints[index].isDeprecated { owners[failures] = index }
            } else {
                owners[failures] = index
            }
        }
        for index in endpoints.indices where !endpoints[index].failures.isEmpty {
            let owner = endpoints[owners[endpoints[index].failures]!].typeName
            // Inside an endpoint, a nested type of the same name would hide the owner: it keeps an enum of its own.
            if owner != endpoints[index].typeName, !EndpointScope.hides(owner, in: endpoints[index]) {
                endpoints[index].failureOwner = owner
            }
        }
    }
}
