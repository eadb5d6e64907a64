import ClientRenderer
import ClientTranslator
import GeneratorDiagnostics
import YAMLTree

/// Walks a config file's node tree into a ``ConfigFile``, collecting located errors.
struct ConfigReader {
    let path: String
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String) { self.path = path }

    mutating func read(_ root: Node) -> ConfigFile {
        var config = ConfigFile()
        if case .scalar(let s) = root, s.isNull { return config }
        guard let entries = mapping(root, section: "") else { return config }
        for entry in entries {
            let value = entry.value
            switch entry.key.value {
            case "output": config.output = string(value, "output")
            case "access":
                config.access = string(value, "access")
                if let access = config.access, !["public", "package", "internal"].contains(access) {
                    fail(value.mark, "config.value", "'access' must be public, package or internal, not '\(access)'")
                }
            case "templates": config.templates = string(value, "templates")
            case "package": config.package = string(value, "package")
            case "layout":
                config.layout = string(value, "layout")
                if let layout = config.layout, !["files", "shards"].contains(layout) {
                    fail(value.mark, "config.value", "'layout' must be files or shards, not '\(layout)'")
                }
            case "shards":
                config.shards = int(value, "shards")
                let range = RenderOptions.shardCountRange
                if let shards = config.shards, !range.contains(shards) {
                    fail(value.mark, "config.value", "'shards' must be between \(range.lowerBound) and \(range.upperBound), not \(shards)")
                    config.shards = nil
                }
            case "hashable": config.hashable = bool(value, "hashable")
            case "clientMethods": config.clientMethods = bool(value, "clientMethods")
            case "frozenEnums": config.frozenEnums = bool(value, "frozenEnums")
            case "mutableModels": config.mutableModels = bool(value, "mutableModels")
            case "validation": config.validation = bool(value, "validation")
            case "server": config.server = bool(value, "server")
            case "allowRemoteRefs": config.allowRemoteRefs = bool(value, "allowRemoteRefs")
            case "allowRefsOutsideRoot": config.allowRefsOutsideRoot = bool(value, "allowRefsOutsideRoot")
            case "filter":
                for item in mapping(value, section: "filter") ?? [] {
                    let list = strings(item.value, "filter.\(item.key.value)")
                    switch item.key.value {
                    case "tags": config.filter.tags = list
                    case "paths": config.filter.paths = list
                    case "schemas": config.filter.schemas = list
                    default: config.filter.operationIds = list
                    }
                }
            case "naming":
                for item in mapping(value, section: "naming") ?? [] {
                    let key = "naming.\(item.key.value)"
                    switch item.key.value {
                    case "typePrefix": config.naming.typePrefix = nameAffix(item.value, key, mayStartName: true)
                    case "typeSuffix": config.naming.typeSuffix = nameAffix(item.value, key, mayStartName: false)
                    case "types": config.naming.types = stringMap(item.value, key, values: .typeNames)
                    case "properties": config.naming.properties = stringMap(item.value, key, values: .memberNames)
                    case "operations": config.naming.operations = stringMap(item.value, key)
                    default: config.naming.enumCases = stringMap(item.value, key, values: .memberNames)
                    }
                }
            case "typeOverrides":
                for item in mapping(value, section: "typeOverrides") ?? [] {
                    let map = stringMap(item.value, "typeOverrides.\(item.key.value)", values: .typeSpellings)
                    if item.key.value == "schemas" { config.typeOverrides.schemas = map } else { config.typeOverrides.formats = map }
                }
            case "limits":
                for item in mapping(value, section: "limits") ?? [] {
                    let number = int(item.value, "limits.\(item.key.value)")
                    switch item.key.value {
                    case "maxInputSize": config.limits.maxInputSize = number
                    case "maxDepth": config.limits.maxDepth = number
                    case "maxAliasExpansions": config.limits.maxAliasExpansions = number
                    default: config.limits.maxFiles = number
                    }
                }
            default: break  // reported by `mapping`
            }
        }
        return config
    }

    /// The entries of a mapping whose keys must all be known in `section`; unknown keys are reported with a suggestion.
    private mutating func mapping(_ node: Node, section: String) -> [MappingEntry]? {
        guard let entries = node.mapping else {
            fail(node.mark, "config.type", "'\(section.isEmpty ? "the configuration" : section)' must be a mapping")
            return nil
        }
        let known = ConfigFile.keys[section] ?? []
        var valid: [MappingEntry] = []
        for entry in entries {
            if known.contains(entry.key.value) {
                valid.append(entry)
                continue
            }
            let name = section.isEmpty ? entry.key.value : "\(section).\(entry.key.value)"
            var message = "unknown configuration key '\(name)'"
            if let suggestion = ClosestMatch.find(entry.key.value, in: known) {
                message += "; did you mean '\(section.isEmpty ? suggestion : "\(section).\(suggestion)")'?"
            } else {
                message += "; valid keys are \(known.joined(separator: ", "))"
            }
            fail(entry.key.mark, "config.unknown-key", message)
        }
        return valid
    }

    private mutating func string(_ node: Node, _ key: String) -> String? {
        guard let scalar = node.scalar, !scalar.isNull else {
            fail(node.mark, "config.type", "'\(key)' must be a string")
            return nil
        }
        return scalar.value
    }

    /// A prefix or suffix of type names: ASCII letters, digits and underscores, and a prefix does not begin with a
    /// digit, so that every name it makes is a Swift identifier.
    private mutating func nameAffix(_ node: Node, _ key: String, mayStartName: Bool) -> String? {
        guard let text = string(node, key) else { return nil }
        let valid = text.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
        let startsWithDigit = text.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false
        guard valid, !(mayStartName && startsWithDigit) else {
            fail(node.mark, "config.value", "'\(key)' must be made of ASCII letters, digits and underscores"
                 + (mayStartName ? ", and not begin with a digit" : "") + ", not '\(text)'")
            return nil
        }
        return text
    }

    private mutating func bool(_ node: Node, _ key: String) -> Bool? {
        guard let value = node.scalar?.bool else {
            fail(node.mark, "config.type", "'\(key)' must be true or false")
            return nil
        }
        return value
    }

    private mutating func int(_ node: Node, _ key: String) -> Int? {
        guard let scalar = node.scalar, scalar.isPlain, let value = Int(scalar.value), value > 0 else {
            fail(node.mark, "config.type", "'\(key)' must be a positive whole number")
            return nil
        }
        return value
    }

    private mutating func strings(_ node: Node, _ key: String) -> [String]? {
        guard let items = node.sequence else {
            fail(node.mark, "config.type", "'\(key)' must be a list of strings")
            return nil
        }
        return items.compactMap { string($0, key) }
    }

    /// Names and the strings they map to. `typeSpellings`: each string must spell a Swift type (``SwiftTypeSpelling``),
    /// since `typeOverrides` values are written into the generated code as they are.
    /// What the values of a map of names must be.
    private enum MapValues {
        /// Any text (operation names, which are words a name is made of).
        case text
        /// Swift types as written (`typeOverrides`).
        case typeSpellings
        /// Type names (`naming.types`).
        case typeNames
        /// Property or enum case names (`naming.properties`, `naming.enumCases`).
        case memberNames
    }

    private mutating func stringMap(_ node: Node, _ key: String, values: MapValues = .text) -> [String: String]? {
        guard let entries = node.mapping else {
            fail(node.mark, "config.type", "'\(key)' must be a mapping of names")
            return nil
        }
        var map: [String: String] = [:]
        for entry in entries {
            let name = "\(key).\(entry.key.value)"
            guard let value = string(entry.value, name) else { continue }
            let problem: String? = switch values {
            case .text: nil
            case .typeSpellings:
                SwiftTypeSpelling.isValid(value) ? nil : "a Swift type (such as Decimal, Foundation.URL, [String: Int] or Int?)"
            case .typeNames: SwiftNaming.isValidIdentifier(value) ? nil : "a Swift type name (such as PetStatus)"
            case .memberNames: SwiftNaming.isValidMemberOverride(value) ? nil : "a Swift name (such as userID)"
            }
            if let problem {
                fail(entry.value.mark, "config.value", "'\(name)' must be \(problem), not '\(value)'")
                continue
            }
            map[entry.key.value] = value
        }
        return map
    }

    /// A configuration file is one document: settings after a `---` would be read by nobody.
    mutating func refuseSecondDocument(at mark: Mark) {
        fail(mark, YAMLDiagnosticID.moreDocuments, "a second YAML document starts here; a configuration file holds one document")
    }

    private mutating func fail(_ mark: Mark, _ id: String, _ message: String) {
        diagnostics.append(.error(id, message, at: SourceLocation(file: path, line: Int(mark.line), column: Int(mark.column))))
    }
}

/// Finds the closest of a few candidate names, for "did you mean" suggestions.
enum ClosestMatch {
    static func find(_ word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            if distance <= max(2, candidate.count / 3), distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
