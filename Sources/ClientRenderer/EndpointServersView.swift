import ClientIR
import Mustache

extension ClientRenderer {
    /// `Servers.swift` (the document's servers as static members of the runtime's `ServerURL`) and
    /// `APISecurity.swift` (its security schemes, as `APIClient` applies credentials with them). Both are always
    /// written, so their names are known before the document is read.
    static func serverFiles(_ context: RenderContext) -> [PendingFile] {
        let access = context.view.access
        var choiceNames: Set<String> = []
        let choices = context.model.servers.flatMap(\.variables).compactMap(\.choices).filter { choiceNames.insert($0.name).inserted }
        let servers = TemplateObject([
            .access: .text(access),
            .servers: .views(context.model.servers.enumerated().map { index, server in
                var view = ServerView(server, access: access)
                view.isFirst = index == 0
                return view
            }),
            .choices: .views(choices.compactMap(ServerView.Choice.init)),
        ])
        let schemes = context.model.securitySchemes
        let security = TemplateObject([
            .access: .text(access),
            .schemes: .views(schemes.map { SecuritySchemeView($0, access: access) }),
            .hasSchemes: .flag(!schemes.isEmpty),
        ])
        let templates = context.templates
        let serversText = templates.render(servers, with: "Servers")
        let securityText = templates.render(security, with: "ClientSecurity")
        return [
            PendingFile(path: "Servers.swift") { serversText },
            PendingFile(path: "APISecurity.swift") { securityText },
        ]
    }
}

/// One server as `Servers.mustache` sees it.
///
/// Keys: `access`, `docLines`, `name`, `hasVariables`, `signature` (the parameter list), `constructor` (the
/// `ServerURL(...)` expression), `isFirst`. The file also lists `choices` (each `name`, `docLines`, `cases`:
/// finished `case` lines): the enums of variable values, nested in `ServerURL`, each once.
struct ServerView: TemplateView {
    struct Choice: TemplateView {
        var name: String
        var docLines: [String]
        var cases: [String]

        init?(_ declaration: TypeDeclaration) {
            guard case .enumeration(let enumeration) = declaration.kind else { return nil }
            name = declaration.name
            docLines = SwiftSource.docComment(declaration.documentation.isEmpty ? ["Values of a server variable."] : declaration.documentation)
            cases = enumeration.cases.map { "case \($0.name) = \($0.rawValueLiteral)" }
        }

        func value(for key: TemplateKey) -> TemplateValue? {
            switch key {
            case .name: .text(name)
            case .docLines: .texts(docLines)
            case .cases: .texts(cases)
            default: nil
            }
        }
    }

    var access: String
    var docLines: [String]
    var name: String
    var hasVariables: Bool
    var signature: String
    var constructor: String
    var isFirst = false

    init(_ server: ServerDeclaration, access: String) {
        self.access = access
        name = server.name
        hasVariables = !server.variables.isEmpty
        var documentation = server.documentation
        if !documentation.isEmpty { documentation.append("") }
        documentation.append("`\(SwiftSource.commentText(server.urlTemplate))`")
        if hasVariables {
            documentation += ["", "- Parameters:"]
            for variable in server.variables {
                let summary = EndpointView.summary(of: variable.documentation).map { $0 + " " } ?? ""
                documentation.append("  - \(SwiftSource.bareIdentifier(variable.name)): \(summary)Default: `\(SwiftSource.commentText(variable.defaultValue))`.")
            }
        }
        docLines = SwiftSource.docComment(documentation)
        signature = EndpointView.signature(server.variables.map { variable in
            if let choices = variable.choices, let defaultCase = variable.defaultCaseName {
                return "\(variable.name): \(choices.name) = .\(defaultCase)"
            }
            return "\(variable.name): String = \(SwiftSource.stringLiteral(variable.defaultValue))"
        }, indent: "    ")
        let values = server.variables.map { variable in
            "\(SwiftSource.stringLiteral(variable.key)): \(variable.name)" + (variable.choices == nil ? "" : ".rawValue")
        }
        let template = SwiftSource.stringLiteral(server.urlTemplate)
        constructor = values.isEmpty
            ? "ServerURL(template: \(template))"
            : "ServerURL(template: \(template), variables: [\(values.joined(separator: ", "))])"
    }

    /// The `ServerURL` value of a server with the default value of every variable, for an operation's `servers`.
    static func defaultConstructor(_ server: ServerDeclaration) -> String {
        let template = SwiftSource.stringLiteral(server.urlTemplate)
        guard !server.variables.isEmpty else { return "ServerURL(template: \(template))" }
        let values = server.variables.map { "\(SwiftSource.stringLiteral($0.key)): \(SwiftSource.stringLiteral($0.defaultValue))" }
        return "ServerURL(template: \(template), variables: [\(values.joined(separator: ", "))])"
    }

    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .access: .text(access)
        case .docLines: .texts(docLines)
        case .name: .text(name)
        case .hasVariables: .flag(hasVariables)
        case .signature: .text(signature)
        case .constructor: .text(constructor)
        case .isFirst: .flag(isFirst)
        default: nil
        }
    }
}

/// One security scheme as `ClientSecurity.mustache` sees it. Keys: `access`, `docLines`, `name`, `key` (the
/// scheme's name as a string literal), `description` (the `SecuritySchemeDescription` expression).
struct SecuritySchemeView: TemplateView {
    var access: String
    var docLines: [String]
    var name: String
    var key: String
    var description: String

    init(_ scheme: SecuritySchemeDeclaration, access: String) {
        self.access = access
        name = scheme.name
        key = SwiftSource.stringLiteral(scheme.key)
        let quotedKey = "`\(SwiftSource.commentText(scheme.key))`"
        var usage: [String]
        switch scheme.kind {
        case .apiKey(let name, let location):
            description = ".apiKey(name: \(SwiftSource.stringLiteral(name)), in: .\(location.rawValue))"
            usage = ["An API key sent in the \(location.rawValue) `\(SwiftSource.commentText(name))`: `Credentials(apiKeys: [\"\(SwiftSource.commentText(scheme.key))\": key])`."]
        case .basic:
            description = ".http(scheme: \"basic\")"
            usage = ["HTTP basic authentication: `Credentials(basic: BasicCredentials(username: user, password: password))`."]
        case .bearer(let format):
            description = ".http(scheme: \"bearer\")"
            let kind = format.map { " (\(SwiftSource.commentText($0)))" } ?? ""
            usage = ["A bearer token\(kind): `Credentials(bearerToken: token)`, or `Credentials(tokens: [\"\(SwiftSource.commentText(scheme.key))\": token])` for this scheme only."]
        case .http(let name):
            description = ".http(scheme: \(SwiftSource.stringLiteral(name)))"
            usage = ["HTTP `\(SwiftSource.commentText(name))` authentication: `Credentials(tokens: [\"\(SwiftSource.commentText(scheme.key))\": credential])`, sent as `Authorization: \(SwiftSource.commentText(name)) <credential>`."]
        case .oauth2(let flows):
            description = ".oauth2"
            usage = ["OAuth 2: the access token is sent as a bearer token (`Credentials(bearerToken:)`)."]
            for flow in flows {
                var line = "- `\(SwiftSource.commentText(flow.kind))` flow"
                if let url = flow.authorizationURL { line += ", authorization at <\(SwiftSource.commentText(url))>" }
                if let url = flow.tokenURL { line += ", token at <\(SwiftSource.commentText(url))>" }
                usage.append(line)
                for scope in flow.scopes {
                    usage.append("  - `\(SwiftSource.commentText(scope.name))`: \(SwiftSource.commentText(scope.description))")
                }
            }
        case .openIdConnect(let url):
            description = ".openIdConnect"
            usage = ["OpenID Connect (discovery at <\(SwiftSource.commentText(url))>): the token is sent as a bearer token (`Credentials(bearerToken:)`)."]
        case .mutualTLS:
            description = ".mutualTLS"
            usage = ["Mutual TLS: the session presents a client certificate; set `Credentials(presentsClientCertificate: true)`."]
        }
        var documentation = scheme.documentation
        if !documentation.isEmpty { documentation.append("") }
        documentation.append("The scheme \(quotedKey).")
        docLines = SwiftSource.docComment(documentation + [""] + usage)
    }

    func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .access: .text(access)
        case .docLines: .texts(docLines)
        case .name: .text(name)
        case .key: .text(self.key)
        case .description: .text(description)
        default: nil
        }
    }
}
