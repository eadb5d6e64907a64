import ClientIR
import ClientTranslator
import Foundation

/// A deliberately small renderer of the IR, only for checking that the names, types, literals and documentation
/// the translator decides compile (the real renderer lives in `ClientRenderer`).
enum MiniRenderer {
    static let support = """
    import Foundation

    nonisolated enum JSONValue: Codable, Hashable, Sendable {
        case string(String), number(Double), bool(Bool), array([JSONValue]), object([String: JSONValue]), null
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null } else if let value = try? container.decode(String.self) { self = .string(value) }
            else if let value = try? container.decode(Double.self) { self = .number(value) }
            else if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
            else { self = .object(try container.decode([String: JSONValue].self)) }
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let value): try container.encode(value)
            case .number(let value): try container.encode(value)
            case .bool(let value): try container.encode(value)
            case .array(let value): try container.encode(value)
            case .object(let value): try container.encode(value)
            case .null: try container.encodeNil()
            }
        }
    }

    nonisolated struct DateOnly: Codable, Hashable, Sendable { var text: String }

    nonisolated final class Indirect<Value: Codable & Hashable & Sendable>: Codable, Hashable, Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
        init(from decoder: any Decoder) throws { value = try Value(from: decoder) }
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
        static func == (lhs: Indirect, rhs: Indirect) -> Bool { lhs.value == rhs.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    """

    static func render(_ types: [TypeDeclaration]) -> String {
        var out = support
        for declaration in types { render(declaration, indent: "", into: &out) }
        return out
    }

    private static func render(_ declaration: TypeDeclaration, indent: String, into out: inout String) {
        for line in declaration.documentation { out += "\(indent)/// \(line)\n" }
        out += "\(indent)// origin: \(declaration.origin.replacingOccurrences(of: "\n", with: " "))\n"
        let inner = indent + "    "
        switch declaration.kind {
        case .alias(let usage):
            out += "\(indent)typealias \(declaration.name) = \(usage.swiftSpelling)\n"
            return
        case .structure(let structure):
            out += "\(indent)nonisolated struct \(declaration.name): Codable, Hashable, Sendable {\n"
            var keys: [String] = []
            var parameters: [String] = []
            var assignments: [String] = []
            for property in structure.properties {
                for line in property.documentation { out += "\(inner)/// \(line)\n" }
                let spelled = property.type.swiftSpelling
                let stored = property.isBoxed ? (property.type.isOptional ? "Indirect<\(property.type.unwrapped.swiftSpelling)>?" : "Indirect<\(spelled)>") : spelled
                out += "\(inner)var \(property.name): \(stored)\n"
                keys.append("case \(property.name) = \(swiftStringLiteral(property.key))")
                parameters.append("\(property.name): \(spelled)" + (property.defaultValue.map { " = \($0)" } ?? ""))
                let value = property.isBoxed ? (property.type.isOptional ? "\(property.name).map(Indirect.init)" : "Indirect(\(property.name))") : property.name
                assignments.append("self.\(property.name) = \(value)")
            }
            // Spell every property type in expression position, as hand-written decoding code would.
            let spelledTypes = structure.properties.map { "\($0.type.unwrapped.swiftSpelling).self" }
            out += "\(inner)func spelledTypes() -> [Any.Type] { [\(spelledTypes.joined(separator: ", "))] }\n"
            if let additional = structure.additionalProperties {
                out += "\(inner)var \(additional.propertyName): [String: \(additional.valueType.swiftSpelling)] = [:]\n"
            }
            if !keys.isEmpty {
                out += "\(inner)enum CodingKeys: String, CodingKey {\n" + keys.map { "\(inner)    \($0)\n" }.joined() + "\(inner)}\n"
            }
            out += "\(inner)init(\(parameters.joined(separator: ", "))) {\n" + assignments.map { "\(inner)    \($0)\n" }.joined() + "\(inner)}\n"
        case .enumeration(let enumeration):
            let raw = enumeration.rawType.rawValue
            out += "\(indent)nonisolated enum \(declaration.name): Codable, Hashable, Sendable {\n"
            for item in enumeration.cases {
                for line in item.documentation { out += "\(inner)/// \(line)\n" }
                out += "\(inner)case \(item.name)\n"
            }
            out += "\(inner)case \(enumeration.unknownCaseName)(\(raw))\n"
            out += "\(inner)init(from decoder: any Decoder) throws {\n\(inner)    let raw = try decoder.singleValueContainer().decode(\(raw).self)\n\(inner)    switch raw {\n"
            for item in enumeration.cases { out += "\(inner)    case \(item.rawValueLiteral): self = .\(item.name)\n" }
            out += "\(inner)    default: self = .\(enumeration.unknownCaseName)(raw)\n\(inner)    }\n\(inner)}\n"
            out += "\(inner)func encode(to encoder: any Encoder) throws {\n\(inner)    var container = encoder.singleValueContainer()\n\(inner)    switch self {\n"
            for item in enumeration.cases { out += "\(inner)    case .\(item.name): try container.encode(\(item.rawValueLiteral) as \(raw))\n" }
            out += "\(inner)    case .\(enumeration.unknownCaseName)(let raw): try container.encode(raw)\n\(inner)    }\n\(inner)}\n"
        case .oneOf(let oneOf):
            out += "\(indent)nonisolated enum \(declaration.name): Codable, Hashable, Sendable {\n"
            for item in oneOf.cases {
                out += "\(inner)\(item.isIndirect ? "indirect " : "")case \(item.name)(\(item.type.swiftSpelling))\n"
            }
            out += "\(inner)case \(oneOf.unknownCaseName)(JSONValue)\n"
            let literals = oneOf.cases.flatMap(\.discriminatorValueLiterals)
            out += "\(inner)static let discriminatorValues: [String] = [\(literals.joined(separator: ", "))]\n"
            out += "\(inner)init(from decoder: any Decoder) throws {\n"
            for item in oneOf.cases {
                out += "\(inner)    if let value = try? \(item.type.swiftSpelling)(from: decoder) { self = .\(item.name)(value); return }\n"
            }
            out += "\(inner)    self = .\(oneOf.unknownCaseName)(try JSONValue(from: decoder))\n\(inner)}\n"
            out += "\(inner)func encode(to encoder: any Encoder) throws {\n\(inner)    switch self {\n"
            for item in oneOf.cases { out += "\(inner)    case .\(item.name)(let value): try value.encode(to: encoder)\n" }
            out += "\(inner)    case .\(oneOf.unknownCaseName)(let value): try value.encode(to: encoder)\n\(inner)    }\n\(inner)}\n"
        }
        for nested in declaration.nested { render(nested, indent: inner, into: &out) }
        out += "\(indent)}\n"
    }
}
