import Foundation
@testable import GeneratorCore
import Testing

/// The published JSON Schema of `resourceful.yaml` (Docs/resourceful.schema.json) lists exactly the keys the
/// configuration reader accepts, section by section.
@Suite("Configuration file schema")
struct ConfigSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/resourceful.schema.json")

    @Test func publishedSchemaListsExactlyTheAcceptedKeys() throws {
        let data = try Data(contentsOf: Self.schemaURL)
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(ConfigFile.keys[""] ?? []))
        for (section, keys) in ConfigFile.keys where !section.isEmpty {
            let object = try #require(properties[section] as? [String: Any], "\(section)")
            let nested = try #require(object["properties"] as? [String: Any], "\(section)")
            #expect(Set(nested.keys) == Set(keys), "\(section)")
            #expect(object["additionalProperties"] as? Bool == false, "\(section)")
        }
        #expect(schema["additionalProperties"] as? Bool == false)
    }

    @Test func unknownKeysAreErrorsWithASuggestion() throws {
        let text = "access: public\nfilter:\n  tag: [pets]\n"
        #expect(throws: (any Error).self) { try ConfigFile.parse(bytes: Array(text.utf8), path: "resourceful.yaml") }
        do {
            _ = try ConfigFile.parse(bytes: Array(text.utf8), path: "resourceful.yaml")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "resourceful.yaml:3:3: error: unknown configuration key 'filter.tag'; did you mean 'filter.tags'? [config.unknown-key]",
            ])
        }
    }

    /// A second document would hold settings nobody reads; a trailing `---` (or one followed by `null`) holds none.
    @Test func aSecondDocumentIsAnError() throws {
        let text = "access: public\n---\nhashable: true\n"
        do {
            _ = try ConfigFile.parse(bytes: Array(text.utf8), path: "resourceful.yaml")
            Issue.record("a configuration file of two documents was read")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "resourceful.yaml:3:1: error: a second YAML document starts here; a configuration file holds one document [yaml.more-documents]",
            ])
        }
        for harmless in ["hashable: true\n---\n", "hashable: true\n---\nnull\n# the end\n"] {
            let config = try ConfigFile.parse(bytes: Array(harmless.utf8), path: "resourceful.yaml")
            #expect(config.hashable == true, "\(harmless)")
        }
    }

    @Test func validFileIsRead() throws {
        let text = """
            access: package
            frozenEnums: true
            filter: {operationIds: [getPetById], schemas: [ApiResponse]}
            naming: {types: {Pet: Animal}, typePrefix: GH, typeSuffix: DTO}
            limits: {maxDepth: 50}
            """
        let config = try ConfigFile.parse(bytes: Array(text.utf8), path: "resourceful.yaml")
        var configuration = GeneratorConfiguration()
        config.apply(to: &configuration, baseDirectory: "/tmp")
        #expect(configuration.renderer.access == .package)
        #expect(configuration.translator.frozenEnums)
        #expect(configuration.filter.operationIds == ["getPetById"])
        #expect(configuration.filter.schemas == ["ApiResponse"])
        #expect(configuration.translator.typeNameOverrides == ["Pet": "Animal"])
        #expect([configuration.translator.typeNameAffixes.prefix, configuration.translator.typeNameAffixes.suffix] == ["GH", "DTO"])
        #expect(configuration.limits.maxDepth == 50)
    }

    /// A type override is written into the generated code as it is: anything but a type's spelling is an error.
    @Test func typeOverridesMustSpellTypes() throws {
        let valid = "typeOverrides:\n  schemas: {A: Decimal, B: 'Foundation.URL', C: '[String: Int]?', D: 'Set< [Int] >', E: Ünïcode_1}\n"
        let config = try ConfigFile.parse(bytes: Array(valid.utf8), path: "resourceful.yaml")
        #expect(config.typeOverrides.schemas?.count == 5)
        let text = """
            shards: 99999999999
            typeOverrides:
              schemas: {A: 'Decimal; import Darwin', B: "Int {} \\n func pwned() {}", C: '[Int', D: 'Int // x', E: '1Int'}
              formats: {uuid: UUID}
            """
        do {
            _ = try ConfigFile.parse(bytes: Array(text.utf8), path: "resourceful.yaml")
            Issue.record("parsed")
        } catch {
            #expect(error.diagnostics.map(\.id) == Array(repeating: "config.value", count: 6))
            #expect(error.diagnostics.first?.description == "resourceful.yaml:1:9: error: 'shards' must be between 1 and 256, not 99999999999 [config.value]")
            #expect(error.diagnostics.dropFirst().first?.description == "resourceful.yaml:3:16: error: 'typeOverrides.schemas.A' must be a Swift type (such as Decimal, Foundation.URL, [String: Int] or Int?), not 'Decimal; import Darwin' [config.value]")
        }
    }

    /// A type, property or enum case name override that is not a Swift name is an error at its value; before, the
    /// translator converted it with a warning that had no place. Keywords and backticks are names a member may take;
    /// operation names are words a name is made of.
    @Test func nameOverridesMustBeNames() throws {
        let valid = "naming:\n  types: {Pet: Animal}\n  properties: {type: kind, Pet.default: '`default`', id: ID}\n"
            + "  enumCases: {in: inside}\n  operations: {listPets: list all pets}\n"
        let config = try ConfigFile.parse(bytes: Array(valid.utf8), path: "resourceful.yaml")
        #expect(config.naming.properties?["Pet.default"] == "`default`")
        #expect(config.naming.operations?["listPets"] == "list all pets")
        let text = """
            naming:
              types: {Pet: My Pet, Order: class}
              properties: {petId: pet-id, name: self}
              enumCases: {"1": 2x}
            """
        do {
            _ = try ConfigFile.parse(bytes: Array(text.utf8), path: "resourceful.yaml")
            Issue.record("parsed")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "resourceful.yaml:2:16: error: 'naming.types.Pet' must be a Swift type name (such as PetStatus), not 'My Pet' [config.value]",
                "resourceful.yaml:2:31: error: 'naming.types.Order' must be a Swift type name (such as PetStatus), not 'class' [config.value]",
                "resourceful.yaml:3:23: error: 'naming.properties.petId' must be a Swift name (such as userID), not 'pet-id' [config.value]",
                "resourceful.yaml:3:37: error: 'naming.properties.name' must be a Swift name (such as userID), not 'self' [config.value]",
                "resourceful.yaml:4:20: error: 'naming.enumCases.1' must be a Swift name (such as userID), not '2x' [config.value]",
            ])
        }
    }

    /// A prefix or suffix that would make names that are not Swift identifiers is an error.
    @Test func typeNameAffixesMustMakeIdentifiers() {
        let text = "naming:\n  typePrefix: 2x\n  typeSuffix: -dto\n"
        do {
            _ = try ConfigFile.parse(bytes: Array(text.utf8), path: "resourceful.yaml")
            Issue.record("parsed")
        } catch {
            #expect(error.diagnostics.map(\.description) == [
                "resourceful.yaml:2:15: error: 'naming.typePrefix' must be made of ASCII letters, digits and underscores, and not begin with a digit, not '2x' [config.value]",
                "resourceful.yaml:3:15: error: 'naming.typeSuffix' must be made of ASCII letters, digits and underscores, not '-dto' [config.value]",
            ])
        }
    }
}
