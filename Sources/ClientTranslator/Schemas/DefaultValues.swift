import ClientIR
import OpenAPIModel

extension SchemaContext {
    /// The memberwise-initializer default of a required property (or parameter): its `const`, else its `default`
    /// (or that of the schema it references), else the one value of an `enum` that lists one (a JSON:API resource's
    /// `type: {enum: [group]}`, OpenAI's `type: {enum: [function]}`: there is nothing else to give), as a Swift
    /// expression of `type`; nil when there is none or it does not convert.
    func initializerDefault(for schema: Schema, type: TypeUsage, in scope: NestedTypeScope) -> String? {
        guard let value = documentedDefault(of: schema) ?? onlyEnumValue(of: schema) else { return nil }
        return literal(value, as: type, in: scope, depth: 0)
    }

    /// "Default: `20`." for an optional property whose schema has a scalar default.
    func defaultNote(for schema: Schema) -> String? {
        documentedDefault(of: schema).flatMap { Self.note("Default", $0) }
    }

    /// "Example: `octocat`." for a property whose own schema (not one it references, which documents its own type)
    /// gives a scalar first example (`example`, or the first of `examples`).
    func exampleNote(for schema: Schema) -> String? {
        schema.examples.first.flatMap(Self.exampleNote)
    }

    /// "Example: `octocat`." for a scalar example whose text is one short line, else nil.
    static func exampleNote(for example: RawValue) -> String? {
        // A text of several lines (a key, a document) would be shown cut at its first.
        guard example.text?.contains(where: \.isNewline) != true else { return nil }
        return note("Example", example)
    }

    /// "`label`: `value`." for a scalar that is not `null` and whose first line is short and without backticks.
    private static func note(_ label: String, _ value: RawValue) -> String? {
        guard let text = value.text, !value.isNull else { return nil }
        let line = DocumentationText.lines(text).first ?? ""
        guard !line.isEmpty, line.count <= 80, !line.contains("`") else { return nil }
        return "\(label): `\(line)`."
    }

    /// `const`, else `default`, looking through `$ref`s and single-part compositions.
    private func documentedDefault(of schema: Schema, depth: Int = 0) -> RawValue? {
        if let value = schema.constValue ?? schema.defaultValue { return value }
        guard depth < 16 else { return nil }
        if let ref = schema.ref {
            return resolve(ref.target).flatMap { documentedDefault(of: $0, depth: depth + 1) }
        }
        guard !schema.allOf.isEmpty || !schema.oneOf.isEmpty || !schema.anyOf.isEmpty else { return nil }
        if case .single(let part) = shape(of: schema).shape { return documentedDefault(of: part, depth: depth + 1) }
        return nil
    }

    /// The value of an `enum` of one value that is not `null`, looking through `$ref`s.
    private func onlyEnumValue(of schema: Schema, depth: Int = 0) -> RawValue? {
        if let values = schema.enumValues {
            let nonNull = values.filter { !$0.isNull }
            return nonNull.count == 1 ? nonNull[0] : nil
        }
        guard depth < 16, let ref = schema.ref, let target = resolve(ref.target) else { return nil }
        return onlyEnumValue(of: target, depth: depth + 1)
    }

    /// `value` as a Swift expression of `type`, or nil.
    private func literal(_ value: RawValue, as type: TypeUsage, in scope: NestedTypeScope, depth: Int) -> String? {
        guard depth < 16 else { return nil }
        switch type {
        case .optional(let wrapped):
            return value.isNull ? "nil" : literal(value, as: wrapped, in: scope, depth: depth + 1)
        case .builtin(let name):
            return Self.primitiveLiteral(value, swiftType: name)
        case .array(let element):
            guard let items = value.array else { return nil }
            let parts = items.compactMap { literal($0, as: element, in: scope, depth: depth + 1) }
            return parts.count == items.count ? "[" + parts.joined(separator: ", ") + "]" : nil
        case .dictionary:
            return value.object?.isEmpty == true ? "[:]" : nil
        case .named(let name):
            if let enumeration = enumDeclaration(named: name, in: scope) {
                let raw = enumeration.rawType == .int ? value.integerText : value.text
                return enumeration.cases.first { $0.rawValue == raw }.map { "." + $0.name }
            }
            // A top-level alias of a primitive (`Name = String`): the literal of the aliased type.
            guard let target = names.target(forSwiftName: name), let aliased = resolve(target) else { return nil }
            switch shape(of: aliased).shape {
            case .primitive(let primitive), .constant(let primitive, _):
                return literal(value, as: primitiveUsage(primitive, aliased), in: scope, depth: depth + 1)
            default:
                return nil
            }
        }
    }

    /// A literal for a standard type, checked to fit (an out-of-range integer would not compile).
    static func primitiveLiteral(_ value: RawValue, swiftType: String) -> String? {
        if value.isNull { return nil }
        switch swiftType {
        case "String":
            return value.text.map(swiftStringLiteral)
        case "Bool":
            return value.bool.map { $0 ? "true" : "false" }
        case "Int", "Int64": return value.integerText.flatMap { Int64($0) }.map(String.init)
        case "Int32": return value.integerText.flatMap { Int32($0) }.map(String.init)
        case "Int16": return value.integerText.flatMap { Int16($0) }.map(String.init)
        case "Int8": return value.integerText.flatMap { Int8($0) }.map(String.init)
        case "UInt64": return value.integerText.flatMap { UInt64($0) }.map(String.init)
        case "UInt32": return value.integerText.flatMap { UInt32($0) }.map(String.init)
        case "UInt16": return value.integerText.flatMap { UInt16($0) }.map(String.init)
        case "UInt8": return value.integerText.flatMap { UInt8($0) }.map(String.init)
        case "Decimal": return value.integerText.flatMap { Int64($0) }.map(String.init)
        case "Double", "Float":
            guard let text = value.numberText, let number = Double(text), number.isFinite else { return nil }
            return swiftFloatLiteral(text)
        default:
            return nil
        }
    }

    /// `1.` -> `1.0`, `.5` -> `0.5`, `+2` -> `2`, `1.e3` -> `1.0e3`: number text as a valid Swift literal, which
    /// JSON's spelling of it is.
    static func swiftFloatLiteral(_ text: String) -> String {
        RawValue.jsonNumberText(text) ?? text
    }
}
