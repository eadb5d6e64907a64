import GeneratorDiagnostics
import OpenAPIModel
import YAMLTree

extension ParseSession {

    /// A Path Item Object, followed if it is a reference (each referenced path item is decoded once).
    func pathItem(_ cursor: Cursor, path: String) -> PathItem? {
        // A referenced path item is decoded once, for the first path that names it, so that its operations are
        // registered once; a speculative session cannot know whether its parent decoded it already.
        if isSpeculative, referenceEntry(cursor.node) != nil {
            abandoned = true
            return nil
        }
        guard var item = decodeFollowing(cursor, memo: pathItemCache, { pathItemObject($0, path: path) }) else {
            return nil
        }
        if item.path != path {  // one path item referenced from two paths
            item.path = path
            for index in item.operations.indices { item.operations[index].path = path }
        }
        return item
    }

    private func pathItemObject(_ cursor: Cursor, path: String) -> PathItem? {
        guard let entries = objectEntries(cursor, of: "a path item") else { return nil }
        var item = PathItem(path: path, location: cursor.location)
        let shared = cursor.field("parameters").map { parameters($0) } ?? []
        for entry in entries {
            let field = Field(entry: entry, parent: cursor)
            let key = field.key
            if PathItem.methodFields.contains(key) || (key == "query" && version.isAtLeast32) {
                if let operation = operation(field, method: key, path: path, shared: shared) {
                    item.operations.append(operation)
                }
                continue
            }
            switch key {
            case "summary": item.summary = text(field)
            case "description": item.description = text(field)
            case "servers": item.servers = servers(field)
            case "additionalOperations":
                let operations = field.cursor
                for method in mapping(field) ?? [] {
                    let methodField = Field(entry: method, parent: operations)
                    if let operation = operation(methodField, method: method.key.value.lowercased(), path: path, shared: shared) {
                        item.operations.append(operation)
                    }
                }
            default: break
            }
        }
        return item
    }

    /// An Operation Object, followed if it is a reference (DigitalOcean keeps each operation in its own file).
    private func operation(_ field: Field, method: String, path: String, shared: [DecodedParameter]) -> Operation? {
        decodeFollowing(field.cursor, memo: nil) { cursor in
            operationObject(cursor, method: method, path: path, shared: shared)
        }
    }

    private func operationObject(_ cursor: Cursor, method: String, path: String, shared: [DecodedParameter]) -> Operation? {
        guard let entries = objectEntries(cursor, of: "an operation") else { return nil }
        var operation = Operation(method: method, path: path, location: cursor.location, pointer: cursor.pointer)
        var own: [DecodedParameter] = []
        var responses: [(String, DecodedResponse)] = []
        var consumes: [String]?, produces: [String]?
        for entry in entries {
            let field = Field(entry: entry, parent: cursor)
            switch field.key {
            case "responses":
                let responsesCursor = field.cursor
                for item in mapping(field) ?? [] where !item.key.value.isExtensionKey {
                    if let decoded = response(responsesCursor.child(item.key.value, item.value)) {
                        responses.append((item.key.value, decoded))
                    }
                }
            case "parameters": own = parameters(field)
            case "operationId":
                operation.operationId = text(field)
                if let id = operation.operationId { noteOperationID(id, at: field.location, pointer: field.pointer) }
            case "summary": operation.summary = text(field)
            case "description": operation.description = text(field)
            case "tags": operation.tags = strings(field)
            case "deprecated": operation.deprecated = deprecation(field)
            case "security": operation.security = securityRequirements(field)
            case "requestBody" where !isSwagger2: operation.requestBody = requestBody(field.cursor)
            case "callbacks" where !isSwagger2: operation.callbacks = callbacks(field)
            case "servers" where !isSwagger2: operation.servers = servers(field)
            case "consumes" where isSwagger2: consumes = strings(field)
            case "produces" where isSwagger2: produces = strings(field)
            default: _ = collectExtension(entry, of: cursor, into: &operation.extensions)
            }
        }

        var merged = own
        if !shared.isEmpty {
            let overridden = Set(own.map(\.identity))
            merged = shared.filter { !overridden.contains($0.identity) } + own
        }
        if isSwagger2 {
            placeSwagger2Parameters(merged, consumes: consumes ?? globalConsumes, into: &operation)
            let types = produces ?? globalProduces
            var values: [Response] = []
            values.reserveCapacity(responses.count)
            for (_, decoded) in responses {
                values.append(decoded.response)  // filled in place: responses are copied once
                values[values.count - 1].content = swagger2Content(
                    schema: decoded.swagger2Schema, examples: decoded.swagger2Examples, types: types)
            }
            operation.responses = OrderedMap(keys: responses.map(\.0), values: values)
        } else {
            operation.parameters.reserveCapacity(merged.count)
            for parameter in merged {
                if case .parameter(let value) = parameter.kind { operation.parameters.append(value) }
            }
            operation.responses = OrderedMap(keys: responses.map(\.0), values: responses.map(\.1.response))
        }
        return operation
    }

    /// Reports an operationId used before (the translator disambiguates, so this is a warning). A speculative
    /// session logs it for its parent, which knows the operationIds before it. The same operation met again (a path
    /// item or callback that two references name, decoded by each of two sessions) is no second use.
    func noteOperationID(_ id: String, at location: SourceLocation, pointer: JSONPointer) {
        if isSpeculative {
            speculativeLog.append(.operationID(id, location, pointer))
        } else if let first = operationIDs[id] {
            guard first != location else { return }
            emit(.warning(ParserDiagnosticID.duplicateOperationID, "operationId '\(id)' is also used at \(first)",
                          at: location, pointer: pointer.description))
        } else {
            operationIDs[id] = location
        }
    }

    /// `callbacks`: name -> Callback Object (runtime expression -> path item), each followed if it is a reference.
    /// A referenced callback is decoded once: its operations may have callbacks of their own, and callbacks that
    /// name the same callbacks in turn (`C0` naming `C1` and `D1`, each naming `C2` and `D2`...) were decoded along
    /// every path, 2^depth times.
    private func callbacks(_ field: Field) -> OrderedMap<OrderedMap<PathItem>> {
        var result = OrderedMap<OrderedMap<PathItem>>()
        guard let entries = mapping(field) else { return result }
        let cursor = field.cursor
        for entry in entries {
            if let target = referenceBeingResolved(entry.value, in: cursor.file) {
                warning(ParserDiagnosticID.recursiveCallback,
                        "callback '\(entry.key.value)' names \(target), which it is part of; callbacks of callbacks are "
                            + "not generated, so it is left out",
                        at: entry.value, in: cursor.file, pointer: cursor.pointer.appending(entry.key.value))
                continue
            }
            let callback = decodeFollowing(cursor.child(entry.key.value, entry.value), memo: callbackCache) {
                (callback: Cursor) -> OrderedMap<PathItem>? in
                guard let expressions = objectEntries(callback, of: "a callback") else { return nil }
                var items = OrderedMap<PathItem>()
                for expression in expressions where !expression.key.value.isExtensionKey {
                    let key = expression.key.value
                    if let item = pathItem(callback.child(key, expression.value), path: key) { items[key] = item }
                }
                return items
            }
            if let callback { result[entry.key.value] = callback }
        }
        return result
    }

    /// A `security` list: alternatives, each a mapping of scheme names to scopes.
    func securityRequirements(_ field: Field) -> [SecurityRequirement] {
        guard let items = sequence(field) else { return [] }
        let cursor = field.cursor
        var result: [SecurityRequirement] = []
        for (index, item) in items.enumerated() {
            guard case .mapping(let schemes, _) = item else {
                warning(ParserDiagnosticID.wrongType,
                        "a security requirement should be a mapping of scheme names to scopes, found \(item.kindDescription)",
                        at: item, in: cursor.file, pointer: cursor.pointer.appending(index))
                continue
            }
            var requirement = SecurityRequirement()
            let itemCursor = cursor.child(index, item)
            for scheme in schemes { requirement.schemes[scheme.key.value] = strings(Field(entry: scheme, parent: itemCursor)) }
            result.append(requirement)
        }
        return result
    }

    /// A `servers` list. A server without `url` is reported and skipped.
    func servers(_ field: Field) -> [Server] {
        guard let items = sequence(field) else { return [] }
        let cursor = field.cursor
        var result: [Server] = []
        for (index, item) in items.enumerated() {
            let serverCursor = cursor.child(index, item)
            guard let entries = objectEntries(serverCursor, of: "a server") else { continue }
            guard let urlField = serverCursor.field("url"), let url = text(urlField) else {
                missing("url", in: serverCursor, of: "a server")
                continue
            }
            var server = Server(url: url, location: serverCursor.location)
            for entry in entries {
                let field = Field(entry: entry, parent: serverCursor)
                switch field.key {
                case "description": server.description = text(field)
                case "variables":
                    let variables = field.cursor
                    for variable in mapping(field) ?? [] {
                        let variableCursor = variables.child(variable.key.value, variable.value)
                        guard objectEntries(variableCursor, of: "a server variable") != nil else { continue }
                        let defaultValue = variableCursor.field("default").flatMap { text($0) } ?? ""
                        let enumValues = variableCursor.field("enum").map { strings($0) } ?? []
                        if !enumValues.isEmpty, !enumValues.contains(defaultValue),
                           let defaultField = variableCursor.field("default") {
                            warning(
                                ParserDiagnosticID.serverVariableDefault,
                                "the default '\(defaultValue)' of server variable '\(variable.key.value)' is not one of its "
                                    + "'enum' values; the generated server URL keeps it as its default",
                                at: defaultField.node, in: defaultField.file, pointer: defaultField.pointer)
                        }
                        server.variables[variable.key.value] = ServerVariable(
                            defaultValue: defaultValue,
                            enumValues: enumValues,
                            description: variableCursor.field("description").flatMap { text($0) })
                    }
                default: break
                }
            }
            for name in Self.placeholders(in: url) where server.variables[name] == nil {
                warning(
                    ParserDiagnosticID.undeclaredServerVariable,
                    "server URL '\(url)' uses '{\(name)}', which its 'variables' do not declare; the generated server "
                        + "needs a value for it before its URL is valid",
                    at: urlField.node, in: urlField.file, pointer: urlField.pointer)
            }
            result.append(server)
        }
        return result
    }

    /// The names of the `{name}` placeholders of a server URL, in order, each once.
    static func placeholders(in url: String) -> [String] {
        var names: [String] = []
        var seen = Set<String>()  // searching `names` instead cost n * n for a URL of n placeholders
        var rest = Substring(url)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = String(rest[rest.index(after: open)..<close])
            if seen.insert(name).inserted { names.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}

extension SpecVersion {
    /// True for 3.2 and later.
    var isAtLeast32: Bool {
        if case .openAPI32 = self { return true }
        return false
    }
}
