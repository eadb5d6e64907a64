import ClientIR
import Foundation
import OpenAPIModel

extension SchemaContext {
    /// The checks of a stored value of Swift `type` from the validation keywords of its `schema`, when the client
    /// validates (``TranslatorOptions/validation``): one for the value, and one for the elements of an array of
    /// strings or numbers whose `items` have keywords. Empty when there is nothing to check.
    ///
    /// The checks follow the Swift type, not the schema's `type`: a `format` the user maps to `UUID`, an enum or a
    /// generated struct has no length to check here (a generated type checks its own properties). A `$ref` to a
    /// schema declared as a typealias of a string, number or array (`Email: {type: string, maxLength: 254}`) is
    /// followed, and that schema's keywords are checked. Numbers a `Double` cannot hold are left out.
    func constraints(of schema: Schema, type: TypeUsage) -> [ValueConstraints] {
        guard options.validation else { return [] }
        let (source, valueType) = constrained(schema, type: type.unwrapped)
        var checks: [ValueConstraints] = []
        if let value = check(of: source, type: valueType, elements: false) { checks.append(value) }
        if case .array(let element) = valueType, let items = source.items {
            let (itemSchema, itemType) = constrained(items, type: element)
            if let elements = check(of: itemSchema, type: itemType, elements: true) { checks.append(elements) }
        }
        return checks
    }

    /// The schema's `pattern` when `NSRegularExpression`, which the generated code checks it with, reads it; else
    /// nil, with a warning at the schema (once per place, however many properties use it). JSON Schema's patterns
    /// are ECMA-262 expressions, and ICU's syntax differs in places; a value would never be checked against a
    /// pattern the check cannot read, so the check is left out.
    private func readablePattern(of schema: Schema) -> String? {
        guard let pattern = schema.pattern else { return nil }
        let known = patterns.withLock { $0.readable[pattern] }
        let readable = known ?? ((try? NSRegularExpression(pattern: pattern)) != nil)
        if known == nil { patterns.withLock { $0.readable[pattern] = readable } }
        guard !readable else { return pattern }
        let file = file(writtenAs: schema.location.file)
        let place = origin(of: schema, file: file)
        if patterns.withLock({ $0.reported.insert(place).inserted }) {
            warn("translate.unreadablePattern", "This pattern is not a regular expression NSRegularExpression reads, so the "
                 + "generated validate() does not check it.", schema, file: file)
        }
        return nil
    }

    /// The schema whose keywords apply to a value of `type`, and the Swift type they are checked against: `schema`
    /// itself, or the string, number or array schema its `$ref` names when `type` is that schema's typealias.
    private func constrained(_ schema: Schema, type: TypeUsage) -> (Schema, TypeUsage) {
        guard let ref = schema.ref, case .named = type, let target = resolve(ref.target) else {
            return (schema, type)
        }
        let (shape, isNullable) = self.shape(of: target)
        guard !isNullable, target.ref == nil else { return (schema, type) }
        switch shape {
        case .primitive(let primitive):
            return (target, primitiveUsage(primitive, target))
        case .array(let items?):
            let (itemShape, itemIsNullable) = self.shape(of: items)
            guard case .primitive(let primitive) = itemShape, !itemIsNullable, items.ref == nil else {
                return (target, .array(Self.json))  // the count and uniqueness only: any element type will do
            }
            return (target, .array(primitiveUsage(primitive, items)))
        default:
            return (schema, type)
        }
    }

    /// The check of `schema`'s keywords for a value of `type` (for each element of an array when `elements`). The
    /// pattern is read only for a string, the one type it applies to.
    private func check(of schema: Schema, type: TypeUsage, elements: Bool) -> ValueConstraints? {
        let check: ValueConstraints.Check
        var arguments: [String] = []
        switch type {
        case .builtin("String"):
            check = elements ? .strings : .string
            if let minLength = schema.minLength { arguments.append("minLength: \(minLength)") }
            if let maxLength = schema.maxLength { arguments.append("maxLength: \(maxLength)") }
            if let pattern = readablePattern(of: schema) { arguments.append("pattern: " + swiftStringLiteral(pattern)) }
        case .builtin(let name) where Self.integerTypeNames.contains(name):
            check = elements ? .integers : .integer
            arguments = Self.numberArguments(of: schema)
        case .builtin("Double"), .builtin("Float"):
            check = elements ? .floatingPoints : .floatingPoint
            arguments = Self.numberArguments(of: schema)
        case .builtin("Decimal"):
            check = elements ? .decimals : .decimal
            arguments = Self.numberArguments(of: schema)
        case .array where !elements:
            check = .items
            if let minItems = schema.minItems { arguments.append("minItems: \(minItems)") }
            if let maxItems = schema.maxItems { arguments.append("maxItems: \(maxItems)") }
            if schema.uniqueItems { arguments.append("uniqueItems: true") }
        case .dictionary where !elements:
            check = .members
            if let minimum = schema.minProperties { arguments.append("minProperties: \(minimum)") }
            if let maximum = schema.maxProperties { arguments.append("maxProperties: \(maximum)") }
        default:
            return nil
        }
        return arguments.isEmpty ? nil : ValueConstraints(check: check, arguments: arguments)
    }

    /// `minimum:`, `exclusiveMinimum:`, `maximum:`, `exclusiveMaximum:` and `multipleOf:` arguments, each a `Double`
    /// literal written from the parsed number (`1e3` becomes `1000.0`), so the text of the document never reaches
    /// the source. A `multipleOf` that is not positive is left out (JSON Schema requires it to be).
    private static func numberArguments(of schema: Schema) -> [String] {
        let numbers = [
            ("minimum", schema.minimum), ("exclusiveMinimum", schema.exclusiveMinimum),
            ("maximum", schema.maximum), ("exclusiveMaximum", schema.exclusiveMaximum),
            ("multipleOf", schema.multipleOf),
        ]
        return numbers.compactMap { label, text in
            guard let text, let value = Double(text), value.isFinite else { return nil }
            if label == "multipleOf" && value <= 0 { return nil }
            return "\(label): \(value)"
        }
    }
}
