import ClientIR
import OpenAPIModel

/// The object keywords of one schema, or of all the parts of an `allOf` merged together.
struct ObjectParts {
    struct Property {
        var key: String
        /// The `properties` values of the schema that declares it, and its index there (the schema is read in
        /// place rather than copied: schemas are large values).
        var source: [Schema]
        var index: Int
        /// The file the property was written in (for its origin).
        var file: String
    }

    var properties: [Property] = []
    var required: Set<String> = []
    var additionalProperties: AdditionalProperties?
    /// The file `additionalProperties` was written in.
    var additionalPropertiesFile = ""
    /// Keys the declared properties do not cover may arrive (`patternProperties`, a part that could not be
    /// merged): keep them in a free-form `additionalProperties` dictionary.
    var keepsOtherKeys = false
    /// Position of each key, built when a second part adds properties.
    private var positions: [String: Int] = [:]

    init() {}

    init(schema: Schema, file: String) {
        add(schema, file: file)
    }

    /// Adds the properties, `required` and `additionalProperties` of `schema` (not its `allOf`).
    ///
    /// A property declared again replaces the earlier definition (the more specific part wins) but keeps its
    /// position; a later definition that is only annotations (`{description: ...}`) keeps the earlier type.
    mutating func add(_ schema: Schema, file: String) {
        let keys = schema.properties.keys
        let values = schema.properties.values
        if properties.isEmpty {
            // The first schema: its keys are unique already.
            properties = keys.indices.map { Property(key: keys[$0], source: values, index: $0, file: file) }
        } else {
            if positions.isEmpty {
                for (position, property) in properties.enumerated() { positions[property.key] = position }
            }
            for index in keys.indices {
                let key = keys[index]
                if let position = positions[key] {
                    if !values[index].isUnconstrained { properties[position] = Property(key: key, source: values, index: index, file: file) }
                } else {
                    positions[key] = properties.count
                    properties.append(Property(key: key, source: values, index: index, file: file))
                }
            }
        }
        required.formUnion(schema.required)
        switch (additionalProperties, schema.additionalProperties) {
        case (_, nil): break
        case (.schema?, .allowed?): break
        case (.allowed(true)?, .allowed(false)?): break
        default:
            additionalProperties = schema.additionalProperties
            additionalPropertiesFile = file
        }
        if !schema.patternProperties.isEmpty { keepsOtherKeys = true }
    }
}

extension SchemaContext {
    /// A struct for `object`: one stored property per key (document order), then the extra-keys dictionary.
    ///
    /// Optionality: a property is optional when it is not `required` or when it allows `null`. A required property
    /// that allows `null` is therefore `T?` too; the synthesized `Codable` conformance omits the key when encoding
    /// `nil` (it never writes an explicit `null`), which servers that require the key may reject. That trade-off
    /// keeps encoding simple and compile times low; a key that must be sent as `null` can be declared with a
    /// `JSONValue` type override.
    ///
    /// Defaults: an optional property defaults to `nil` in the memberwise initializer (an update request then sends
    /// only what the caller sets, never a default the caller did not ask for) and its documentation mentions the
    /// document's default; a required property takes the document's `default` (or `const`) when it converts to
    /// its Swift type.
    func structure(_ object: ObjectParts, overrideKeys: [String], in scope: inout NestedTypeScope) -> StructDeclaration {
        var usages: [TypeUsage] = []
        usages.reserveCapacity(object.properties.count)
        for property in object.properties {
            usages.append(usage(for: property.source[property.index], suggestedName: property.key, file: property.file, in: &scope))
        }
        let valueType: TypeUsage?
        switch object.additionalProperties {
        case .schema(let value)?:
            valueType = value.isUnconstrained ? Self.json
                : usage(for: value, suggestedName: "AdditionalProperty", file: object.additionalPropertiesFile, in: &scope)
        case .allowed(true)?:
            valueType = Self.json
        case .allowed(false)?, nil:
            valueType = object.keepsOtherKeys ? Self.json : nil
        }

        var members = MemberNames(avoiding: usages + (valueType.map { [$0] } ?? []), in: scope, suffix: "Value", userTypeNames: userTypeNames)
        members.reserveCapacity(object.properties.count + 1)
        var identifiers = [String?](repeating: nil, count: object.properties.count)
        if !options.propertyNameOverrides.isEmpty {
            for (position, property) in object.properties.enumerated() {
                guard let override = propertyNameOverride(property.key, overrideKeys) else { continue }
                identifiers[position] = members.claim(override)
            }
        }
        for (position, property) in object.properties.enumerated() where identifiers[position] == nil {
            identifiers[position] = members.claim(SwiftNaming.memberIdentifier(property.key))
        }

        var properties: [PropertyDeclaration] = []
        properties.reserveCapacity(object.properties.count)
        for (position, property) in object.properties.enumerated() {
            properties.append(self.property(property, identifier: identifiers[position] ?? property.key, usage: usages[position],
                                            schema: property.source[property.index], required: object.required, in: scope))
        }
        let additional = valueType.map {
            AdditionalPropertiesDeclaration(propertyName: SwiftNaming.escapedMember(members.claim("additionalProperties")), valueType: $0)
        }
        return StructDeclaration(properties: properties, additionalProperties: additional)
    }

    /// One stored property.
    private func property(_ property: ObjectParts.Property, identifier: String, usage: TypeUsage, schema: Schema,
                          required: Set<String>, in scope: NestedTypeScope) -> PropertyDeclaration {
        // A required `writeOnly` property (a password) is required in requests only: an answer leaves it out
        // (OpenAPI 3.0 says so), and a non-optional one would fail its decoding.
        let isRequired = required.contains(property.key) && !schema.writeOnly
        let isNullable = usage.isOptional
        let type = isRequired && !isNullable ? usage : usage.optional
        var documentation = documentation(of: schema)
        let defaultValue: String?
        if type.isOptional {
            defaultValue = "nil"
            if let note = defaultNote(for: schema) { documentation = DocumentationText.joined([documentation, [note]]) }
        } else {
            defaultValue = initializerDefault(for: schema, type: type, in: scope)
        }
        var declaration = PropertyDeclaration(
            name: SwiftNaming.escapedMember(identifier), key: property.key, type: type, isRequired: isRequired,
            isNullable: isNullable, defaultValue: defaultValue, documentation: documentation,
            isDeprecated: schema.deprecated, isReadOnly: schema.readOnly, isWriteOnly: schema.writeOnly,
            origin: origin(of: schema, file: property.file))
        declaration.constraints = constraints(of: schema, type: type)
        declaration.example = exampleNote(for: schema)
        // Only a generated type (an alias of `JSONValue`, a `oneOf` enum) can: a built-in, array or dictionary cannot.
        if !isNullable, type.isOptional, case .named = usage {
            declaration.typeHoldsNull = SchemaShape.holdsAnyValue(schema, resolve: resolve)
        }
        return declaration
    }

    /// A user rename for `key`: `Schema.key` (by document name or Swift name), then `key` alone.
    func propertyNameOverride(_ key: String, _ scopes: [String]) -> String? {
        // Most configurations rename nothing: then no key is spelled out for each scope.
        guard !options.propertyNameOverrides.isEmpty else { return nil }
        for scope in scopes {
            if let name = options.propertyNameOverrides[scope + "." + key] { return validatedMemberOverride(name) }
        }
        return options.propertyNameOverrides[key].map(validatedMemberOverride)
    }

    /// The override as an unescaped identifier; text that is not one is converted like a document name.
    func validatedMemberOverride(_ name: String) -> String {
        let plain = SwiftNaming.unescaped(name)
        if SwiftNaming.isValidMemberOverride(name) { return plain }
        let converted = SwiftNaming.memberIdentifier(plain)
        diagnostics.emit(.warning("translate.invalidOverride", "Name override '\(name)' is not a valid Swift identifier; using '\(converted)'."))
        return converted
    }
}
