import ClientIR
@testable import ClientRenderer
import Testing

/// Which files a render writes, under which names, and that it writes them the same way every time.
struct LayoutTests {
    static let supportFiles = [
        "Support/AnyCodingKey.swift", "Support/DateOnly.swift", "Support/Indirect.swift",
        "Support/JSONValue.swift", "Support/RFC3339DateCoding.swift",
    ]

    @Test("File per type: a file per top-level type under Models/ when no name begins another, nested types inside")
    func files() throws {
        let files = try ClientRenderer(options: RenderOptions()).render(Fixtures.everything)
        let models = files.map(\.path).filter { $0.hasPrefix("Models/") }
        #expect(models == [
            "Models/Circle.swift", "Models/Color.swift", "Models/Counters.swift", "Models/Empty.swift",
            "Models/Level.swift", "Models/Node.swift", "Models/OldThing.swift", "Models/Pet.swift", "Models/Pets.swift",
            "Models/Priority.swift", "Models/Shape.swift", "Models/Square.swift", "Models/Status.swift",
            "Models/Value.swift", "Models/Wrapper.swift",
        ])
        let pet = try #require(files.first { $0.path == "Models/Pet.swift" })
        #expect(pet.contents.contains("\n    public nonisolated struct Category: Codable, Sendable {\n"))
        #expect(pet.contents.contains("\n        public nonisolated enum Mood: RawRepresentable, Codable, Sendable, CaseIterable {\n"))
        for path in Self.supportFiles + ["Runtime/APIResource.swift"] {
            #expect(files.contains { $0.path == path }, "\(path)")
        }
    }

    @Test("File names are unique without regard to case, and do not take the names of support or runtime files")
    func uniqueFileNames() throws {
        let types = ["Pet", "pet", "JSONValue", "APIResource", "PET"].map { Fixtures.structure($0, []) }
        let files = try ClientRenderer(options: RenderOptions()).render(ClientModel(title: "T", apiVersion: "1", types: types))
        #expect(files.map(\.path).filter { $0.hasPrefix("Models/") } == [
            "Models/APIResource_2.swift", "Models/JSONValue_2.swift", "Models/PET_3.swift", "Models/Pet.swift",
            "Models/pet_2.swift",
        ])
    }

    @Test("File numbers go on from the last one given to a name, without regard to case, and skip the ones taken")
    func fileNumbersSkipTakenNames() {
        let names = ["Pet", "PET", "pEt", "PeT", "pet"]
        let declarations = names.map { TypeDeclaration(name: $0, origin: "#/components/schemas/\($0)", kind: .alias(.builtin("String"))) }
        let files = EntityLayout.files(for: declarations, layout: .files, reservedFileNames: ["pet_3.swift", "pet_5.swift"])
        #expect(files.map(\.path) == [
            "Models/Pet.swift", "Models/PET_2.swift", "Models/pEt_4.swift", "Models/PeT_6.swift", "Models/pet_7.swift",
        ])
    }

    @Test("A schema named Package is not written to a file named Package.swift, which tools take for a manifest")
    func noFileNamedPackageSwift() {
        let declaration = TypeDeclaration(name: "Package", origin: "#/components/schemas/Package", kind: .alias(.builtin("String")))
        let files = EntityLayout.files(for: [declaration], layout: .files, reservedFileNames: [])
        #expect(files.map(\.path) == ["Models/Package_2.swift"])
    }

    @Test("A name too long for a file system gives a shortened file name, unique and the same on every run")
    func longNamesGiveShortFileNames() throws {
        let long = String(repeating: "Variant", count: 40)  // 280 bytes
        let names = [long + "A", long + "B", "Über" + long, "Short"]
        let files = EntityLayout.files(for: names.map { Fixtures.structure($0, []) }, layout: .files, reservedFileNames: [])
        let stems = files.map { ClientRenderer.fileName(of: $0.path).dropLast(".swift".count) }
        #expect(stems.map(\.utf8.count) == [200, 200, 200, 5])
        #expect(Set(stems).count == 4)
        #expect(stems[0].hasPrefix("VariantVariant") && stems[0].hasSuffix("_" + String(EntityLayout.fnv1a(long + "A"), radix: 16)))
        #expect(stems[2].hasPrefix("Über"))
        #expect(FileStem.limited(String(repeating: "é", count: 200)).utf8.count <= FileStem.maximumLength)
        #expect(FileStem.limited(long) == FileStem.limited(long))
        let endpoints = EndpointFileLayout.fileStem(long)
        #expect(endpoints.utf8.count == FileStem.maximumLength)
        // Names that fit are kept as they are.
        let fits = String(repeating: "x", count: FileStem.maximumLength)
        #expect(FileStem.limited(fits) == fits)
    }

    @Test("With a suffix on model names, families are those of the names without it")
    func familiesWithATypeSuffix() {
        let names = ["ZqPetDTO", "ZqPetStatusDTO", "ZqPetsDTO", "ZqOrderDTO", "DTO", "Renamed"]
        let declarations = names.map { Fixtures.structure($0, []) }
        let grouped = EntityLayout.files(for: declarations, layout: .files, reservedFileNames: [], typeNameSuffix: "DTO")
        #expect(grouped.map(\.path) == ["Models/ZqPetDTO.swift", "Models/ZqPetsDTO.swift", "Models/ZqOrderDTO.swift",
                                          "Models/DTO.swift", "Models/Renamed.swift"])
        #expect(grouped[0].declarations.map(\.name) == ["ZqPetDTO", "ZqPetStatusDTO"])
        // Without the suffix given, no name begins another: a file each.
        #expect(EntityLayout.files(for: declarations, layout: .files, reservedFileNames: []).count == names.count)
    }

    @Test("A type's family is the shortest other type name that begins its own at a word boundary")
    func families() {
        let names: Set = ["Pet", "PetCategory", "PetCategoryName", "Pets", "Petal", "Pet2", "Pet_Kind", "PetsOwner", "Order"]
        #expect(ModelFileGrouping.family(of: "PetCategory", among: names) == "Pet")
        #expect(ModelFileGrouping.family(of: "PetCategoryName", among: names) == "Pet")
        #expect(ModelFileGrouping.family(of: "Pet2", among: names) == "Pet")
        #expect(ModelFileGrouping.family(of: "Pet_Kind", among: names) == "Pet")
        #expect(ModelFileGrouping.family(of: "Pet", among: names) == "Pet")
        #expect(ModelFileGrouping.family(of: "Pets", among: names) == "Pets")
        #expect(ModelFileGrouping.family(of: "PetsOwner", among: names) == "Pets")
        #expect(ModelFileGrouping.family(of: "Petal", among: names) == "Petal")
        #expect(ModelFileGrouping.family(of: "OrderLine", among: names) == "Order")
        #expect(ModelFileGrouping.family(of: "Ordering", among: names) == "Ordering")
        #expect(ModelFileGrouping.family(of: "", among: names) == "")
        // Names with other scripts go character by character: `ÉTé` is `É`'s, `Éte` is not.
        let accented: Set = ["É", "Pet"]
        #expect(ModelFileGrouping.family(of: "ÉTé", among: accented) == "É")
        #expect(ModelFileGrouping.family(of: "Éte", among: accented) == "Éte")
        #expect(ModelFileGrouping.family(of: "PetÉ", among: accented) == "Pet")
    }

    @Test("File per type: small types share their family's file, in name order; a family over 500 lines is cut")
    func familyFiles() throws {
        let id = Fixtures.property("id", "id", .builtin("Int"))
        let small = ["PetStatus", "Pets", "Pet", "Order", "PetCategory"].map { Fixtures.structure($0, [id]) }
        // A family of 12 structs of about 60 lines each by the estimate, so files of 8 and 4 of them.
        let big = Self.structs(Self.family("Big"))
        let files = EntityLayout.files(for: small + big, layout: .files, reservedFileNames: [])
        let layout = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.declarations.map(\.name)) })
        #expect(layout == [
            "Models/Pet.swift": ["Pet", "PetCategory", "PetStatus"],
            "Models/Pets.swift": ["Pets"],
            "Models/Order.swift": ["Order"],
            "Models/Big.swift": ["Big", "BigA", "BigB", "BigC", "BigD", "BigE", "BigF", "BigG"],
            "Models/BigH.swift": ["BigH", "BigI", "BigJ", "BigK"],
        ])

        let rendered = try renderedFile("Models/Pet.swift", of: model(small[0], small[2], small[4]))
        let starts = ["Pet", "PetCategory", "PetStatus"].map { name in
            rendered.range(of: "public nonisolated struct \(name): ")?.lowerBound
        }
        #expect(starts.allSatisfy { $0 != nil } && starts == starts.sorted { $0! < $1! })
        #expect(rendered.hasPrefix("// Generated by resourceful. Do not edit.\nimport Foundation\n"))
        #expect(rendered.components(separatedBy: "import Foundation").count == 2)
    }

    @Test("A type that grows changes its own family's files only, so a rebuild recompiles little")
    func growingTypeReflowsItsFamilyOnly() {
        let before = Self.structs(Self.family("Pet") + ["Order", "OrderLine", "Zoo"])
        // `PetB` grows by twenty properties: the Pet family's cut moves, other families' files stay as they were.
        var after = before
        after[2] = Self.structs(["PetB"], properties: 30)[0]
        let old = Dictionary(uniqueKeysWithValues: EntityLayout.files(for: before, layout: .files, reservedFileNames: [])
            .map { ($0.path, $0.declarations.map(\.name)) })
        let new = Dictionary(uniqueKeysWithValues: EntityLayout.files(for: after, layout: .files, reservedFileNames: [])
            .map { ($0.path, $0.declarations.map(\.name)) })
        #expect(old["Models/Pet.swift"] == ["Pet", "PetA", "PetB", "PetC", "PetD", "PetE", "PetF", "PetG"])
        #expect(new["Models/Pet.swift"] == ["Pet", "PetA", "PetB", "PetC", "PetD", "PetE"])
        let changed = Set(old.keys).union(new.keys).filter { old[$0] != new[$0] }
        #expect(changed.allSatisfy { $0.hasPrefix("Models/Pet") }, "\(changed.sorted())")
        #expect(old["Models/Order.swift"] == ["Order", "OrderLine"] && new["Models/Order.swift"] == ["Order", "OrderLine"])
        #expect(old["Models/Zoo.swift"] == ["Zoo"] && new["Models/Zoo.swift"] == ["Zoo"])
    }

    /// `root` and the 11 names after it, `<root>A` to `<root>K`: a family of 12.
    static func family(_ root: String) -> [String] {
        [root] + (0..<11).map { root + String(UnicodeScalar(UInt8(65 + $0))) }
    }

    /// Structs with `properties` optional `String` properties `p0`, `p1`...: 10 + 5 × `properties` lines each by
    /// ``SourceSizeEstimate``.
    static func structs(_ names: [String], properties: Int = 10) -> [TypeDeclaration] {
        let members = (0..<properties).map { Fixtures.property("p\($0)", "p\($0)", .builtin("String")) }
        return names.map { Fixtures.structure($0, members) }
    }

    @Test("Shards: always the same files, each type in the file its name hashes to")
    func shards() throws {
        var options = RenderOptions()
        options.layout = .shards(4)
        let files = try ClientRenderer(options: options).render(Fixtures.everything)
        let models = files.filter { $0.path.hasPrefix("Models/") }
        #expect(models.map(\.path) == ["Models/Models_00.swift", "Models/Models_01.swift", "Models/Models_02.swift", "Models/Models_03.swift"])
        for type in Fixtures.everything.types {
            let shard = Int(EntityLayout.fnv1a(type.name) % 4)
            let declarations = ["struct", "class", "enum"].map { " \($0) \(type.name): " } + [" typealias \(type.name) = "]
            let holders = models.indices.filter { index in declarations.contains { models[index].contents.contains($0) } }
            #expect(holders == [shard], "\(type.name) should be in shard \(shard) only")
        }

        let empty = try ClientRenderer(options: options).render(model())
        let emptyModels = empty.filter { $0.path.hasPrefix("Models/") }
        #expect(emptyModels.map(\.path) == models.map(\.path))
        #expect(emptyModels.allSatisfy { $0.contents == "// Generated by resourceful. Do not edit.\nimport Foundation\n" })
        #expect(EntityLayout.shardPath(7, count: 256) == "Models/Models_007.swift")
        #expect(EntityLayout.shardPath(0, count: 1) == "Models/Models_00.swift")
    }

    @Test("FNV-1a is the published 64-bit function, not the seeded Hasher")
    func fnv1a() {
        #expect(EntityLayout.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(EntityLayout.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(EntityLayout.fnv1a("foobar") == 0x8594_4171_f739_67e8)
    }

    @Test("Output is sorted, starts every file with the header, and is the same on every run")
    func deterministic() throws {
        let renderer = ClientRenderer(options: RenderOptions())
        let first = try renderer.render(Fixtures.everything)
        #expect(first.map(\.path) == first.map(\.path).sorted())
        #expect(first.allSatisfy { $0.contents.hasPrefix("// Generated by resourceful. Do not edit.\n") })
        for _ in 0..<3 {
            #expect(try renderer.render(Fixtures.everything) == first)
        }
    }

    @Test("Support and runtime files are rendered with the access level only")
    func accessOnlyFiles() throws {
        var options = RenderOptions()
        options.access = .internal
        let internalResource = try renderedFile("Runtime/APIResource.swift", of: model(), options: options)
        let publicResource = try renderedFile("Runtime/APIResource.swift", of: model())
        #expect(!internalResource.contains("{{"))
        #expect(!internalResource.contains("\npublic "))
        #expect(publicResource.contains("\npublic "))
        let dateOnly = try renderedFile("Support/DateOnly.swift", of: model())
        #expect(dateOnly.contains("\npublic nonisolated struct DateOnly: Sendable, Hashable, Comparable, LosslessStringConvertible {\n"))
    }

    @Test("A rendered file is copied into storage of its own size byte for byte, empty and non-ASCII text included")
    func compactCopy() {
        for text in ["", ClientRenderer.header, "/// Größe: 3 × 4 → 🐾\n" + String(repeating: "struct A {}\n", count: 5_000)] {
            let copy = ClientRenderer.compact(text)
            #expect(copy == text)
            #expect(Array(copy.utf8) == Array(text.utf8))
        }
    }
}
