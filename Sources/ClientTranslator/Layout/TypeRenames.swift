import ClientIR

/// A change of generated type names across a whole ``ClientModel``: every use of a renamed name, wherever the model
/// holds a ``TypeUsage`` (properties, additional properties, `oneOf` cases, aliases, parameters, bodies, responses,
/// headers, webhooks), and of the names nested in it (`Old.Item` becomes `New.Item`).
///
/// It renames uses, not declarations: the caller renames or removes the declarations themselves.
struct TypeRenames {
    /// New names by old qualified name (`Pet.PetType` -> `PetType`, `PetPetType` -> `PetType`), looked up by
    /// substrings of the names met, without making strings of them.
    private let names: [Substring: String]
    /// The UTF-8 lengths of the old names: a name met is looked up only where its length, or that of its first one
    /// or two parts, is one of them. Hashing every name of a model that renames a few dozen was most of the walk's
    /// cost (stripe: about 5 of its 7 ms).
    private let lengths: Set<Int>

    /// `names`: new names by old qualified name, of one or two parts.
    init(_ names: [String: String]) {
        self.names = Dictionary(uniqueKeysWithValues: names.map { (Substring($0.key), $0.value) })
        lengths = Set(names.keys.map(\.utf8.count))
    }

    var isEmpty: Bool { names.isEmpty }

    /// `name` renamed, or nil when neither it nor its first one or two parts (`Pet.PetType.Item`) are renamed.
    func renamed(_ name: String) -> String? {
        // The lengths of the name and of its first one or two parts, found on the bytes: a `Character` search, or
        // even one of the `UTF8View`, costs more than all the rest on these long names.
        var name = name
        let (whole, first, second) = name.withUTF8 { bytes in
            let dot = UInt8(ascii: ".")
            let first = bytes.firstIndex(of: dot)
            let second = first.flatMap { first in bytes[(first + 1)...].firstIndex(of: dot) }
            return (bytes.count, first, second)
        }
        if lengths.contains(whole), let new = names[Substring(name)] { return new }
        /// The name with its part up to `end` (a byte offset) renamed, when that part is.
        func leading(_ end: Int?) -> String? {
            guard let end, lengths.contains(end) else { return nil }
            let index = name.utf8.index(name.utf8.startIndex, offsetBy: end)
            return names[name[..<index]].map { $0 + name[index...] }
        }
        return leading(first) ?? leading(second)
    }

    /// `type` with its named type renamed, or nil when it is not.
    func renamed(_ type: TypeUsage) -> TypeUsage? {
        type.replacingNamed { name in renamed(name).map { .named($0) } }
    }

    /// Renames every use of a renamed name in `model`. Only what changes is written: most declarations name none,
    /// and writing to a declaration whose arrays are shared (the model before sharing, the keys sharing freed in the
    /// background) copies them.
    func apply(to model: inout ClientModel) {
        guard !isEmpty else { return }
        for index in model.types.indices {
            if let new = renamed(model.types[index]) { model.types[index] = new }
        }
        for index in model.endpoints.indices {
            if let new = renamed(model.endpoints[index]) { model.endpoints[index] = new }
        }
        for index in model.webhooks.indices {
            var webhook = model.webhooks[index]
            var changed = false
            if let new = renamed(webhook.nested, renamed) { webhook.nested = new; changed = true }
            if let new = renamed(webhook.headers, type: { $0.type }, set: { $0.type = $1 }) { webhook.headers = new; changed = true }
            if let body = webhook.body, let new = renamed(body) { webhook.body = new; changed = true }
            if changed { model.webhooks[index] = webhook }
        }
    }

    /// `declaration` with the uses of its kind and of its nested declarations renamed, or nil when it has none.
    private func renamed(_ declaration: TypeDeclaration) -> TypeDeclaration? {
        let kind = renamed(declaration.kind)
        let nested = renamed(declaration.nested, renamed)
        guard kind != nil || nested != nil else { return nil }
        var declaration = declaration
        if let kind { declaration.kind = kind }
        if let nested { declaration.nested = nested }
        return declaration
    }

    /// A declaration's own kind with its uses renamed, or nil when it has none.
    private func renamed(_ kind: TypeDeclaration.Kind) -> TypeDeclaration.Kind? {
        switch kind {
        case .structure(var structure):
            let properties = renamed(structure.properties, type: { $0.type }, set: { $0.type = $1 })
            let valueType = structure.additionalProperties.flatMap { renamed($0.valueType) }
            guard properties != nil || valueType != nil else { return nil }
            if let properties { structure.properties = properties }
            if let valueType { structure.additionalProperties?.valueType = valueType }
            return .structure(structure)
        case .oneOf(var oneOf):
            guard let cases = renamed(oneOf.cases, type: { $0.type }, set: { $0.type = $1 }) else { return nil }
            oneOf.cases = cases
            return .oneOf(oneOf)
        case .alias(let target):
            return renamed(target).map { .alias($0) }
        case .enumeration:
            return nil
        }
    }

    /// `elements` with the type each holds (read by `type`, written by `set`) renamed, or nil when none is. An element
    /// is read in place to be asked, not copied, which cost more than the rest of the walk; with a key path instead of
    /// the two closures, the walk took a fifth more.
    private func renamed<Element>(
        _ elements: [Element], type: (borrowing Element) -> TypeUsage, set: (inout Element, TypeUsage) -> Void
    ) -> [Element]? {
        var result: [Element]?
        for index in elements.indices {
            guard let new = renamed(type(elements[index])) else { continue }
            if result == nil { result = elements }
            set(&result![index], new)
        }
        return result
    }

    /// `elements` with `renamed` applied where it gives a new element, or nil when it gives none.
    private func renamed<Element>(_ elements: [Element], _ renamed: (Element) -> Element?) -> [Element]? {
        var result: [Element]?
        for index in elements.indices {
            guard let new = renamed(elements[index]) else { continue }
            if result == nil { result = elements }
            result![index] = new
        }
        return result
    }

    private func renamed(_ endpoint: EndpointDeclaration) -> EndpointDeclaration? {
        // Asked before the endpoint is copied: a copy of each of hundreds of endpoints cost more than the questions.
        let nested = renamed(endpoint.nested, renamed)
        let parameters = renamed(endpoint.parameters, type: { $0.type }, set: { $0.type = $1 })
        let body = endpoint.body.flatMap(renamed)
        let success = renamed(endpoint.success)
        let failures = renamed(endpoint.failures, renamed)
        guard nested != nil || parameters != nil || body != nil || success != nil || failures != nil else { return nil }
        var endpoint = endpoint
        if let nested { endpoint.nested = nested }
        if let parameters { endpoint.parameters = parameters }
        if let body { endpoint.body = body }
        if let success { endpoint.success = success }
        if let failures { endpoint.failures = failures }
        return endpoint
    }

    private func renamed(_ body: RequestBodyDeclaration) -> RequestBodyDeclaration? {
        let type = renamed(body.type)
        let contents = renamed(body.contents, type: { $0.type }, set: { $0.type = $1 })
        guard type != nil || contents != nil else { return nil }
        var body = body
        if let type { body.type = type }
        if let contents { body.contents = contents }
        return body
    }

    private func renamed(_ decoding: ResponseDecoding) -> ResponseDecoding? {
        guard case .json(let type) = decoding else { return nil }
        return renamed(type).map { .json($0) }
    }

    private func renamed(_ success: SuccessResponseDeclaration) -> SuccessResponseDeclaration? {
        let type = renamed(success.type)
        let bodyType = renamed(success.bodyType)
        let streamItemType = success.streamItemType.flatMap(renamed)
        let headers = renamed(success.headers, type: { $0.type }, set: { $0.type = $1 })
        let cases = renamed(success.cases) { (item: SuccessCaseDeclaration) -> SuccessCaseDeclaration? in
            let decoding = renamed(item.decoding)
            let headers = renamed(item.headers, type: { $0.type }, set: { $0.type = $1 })
            guard decoding != nil || headers != nil else { return nil }
            var item = item
            if let decoding { item.decoding = decoding }
            if let headers { item.headers = headers }
            return item
        }
        guard type != nil || bodyType != nil || streamItemType != nil || headers != nil || cases != nil else { return nil }
        var success = success
        if let type { success.type = type }
        if let bodyType { success.bodyType = bodyType }
        if let streamItemType { success.streamItemType = streamItemType }
        if let headers { success.headers = headers }
        if let cases { success.cases = cases }
        return success
    }

    private func renamed(_ failure: FailureCaseDeclaration) -> FailureCaseDeclaration? {
        let decoding = failure.decoding.flatMap(renamed)
        let headers = renamed(failure.headers, type: { $0.type }, set: { $0.type = $1 })
        guard decoding != nil || headers != nil else { return nil }
        var failure = failure
        if let decoding { failure.decoding = decoding }
        if let headers { failure.headers = headers }
        return failure
    }
}
