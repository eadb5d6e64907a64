import ClientIR

/// Which endpoints go into which output file.
///
/// - ``RenderOptions/Layout/files``: one file per group (the operation's first tag, as the translator named
///   it), `Endpoints/Pet+Endpoints.swift`, split into more files (`Endpoints/Pet+Endpoints_2.swift`) when it would
///   hold more than about ``maxLinesPerFile`` lines (``SourceSizeEstimate``), so a big API compiles in parallel, no
///   compiler process gets a huge share of it, and an edit recompiles little. An endpoint larger than that has a
///   file of its own, and its nested types move to `Endpoints/<Type>+Types.swift` files (``NestedTypeLayout``). The
///   `+` keeps the names apart from entity files (`Models/Pet.swift`): Swift wants file names unique in a module.
///   Groups whose names differ only in case share a file (case-insensitive file systems).
/// - ``RenderOptions/Layout/shards(_:)``: a fixed set of files, `Endpoints/Endpoints_00.swift` and on, each holding
///   the endpoints whose type name hashes to it (``EntityLayout/fnv1a(_:)``, as entity shards). Every file is listed,
///   empty or not, so a build plugin can declare the outputs before reading the document.
///
/// Each file also holds the `APIClient` convenience methods of its endpoints (unless ``RenderOptions/clientMethods``
/// is off). Endpoints keep document order within a file.
enum EndpointFileLayout {
    /// About how many lines one file holds at most in the file-per-type layout, unless a single endpoint is larger.
    ///
    /// The compiler's batch mode gives each of its processes about 25 files, in path order, whatever their size, and
    /// the endpoint files sort together. Cut at 2,000 lines, they filled github's first batches: its largest compile
    /// job took 23% of the build's CPU time, so 8 cores could not make the build much more than 4 times faster
    /// than one. At 500 lines the largest takes 10%, and a model change recompiles smaller files.
    static let maxLinesPerFile = 500

    /// The folder of endpoint files.
    static let folder = "Endpoints"

    /// Output paths and the indices in `endpoints` of their endpoints, sorted by path. Indices, not copies: a copy of
    /// an endpoint retains each of its strings and arrays, and this runs before the parallel render.
    static func files(for endpoints: [EndpointDeclaration], layout: RenderOptions.Layout) -> [(path: String, members: [Int])] {
        switch layout {
        case .files:
            // Keyed by the group's stem lowercased; github's 814 endpoints have 38 groups, whose stems are made once.
            var stemOfGroup: [String: (stem: String, key: String)] = [:]
            var stems: [String: String] = [:]
            var groups: [String: [Int]] = [:]
            for index in endpoints.indices {
                let group = endpoints[index].group
                let names: (stem: String, key: String)
                if let known = stemOfGroup[group] {
                    names = known
                } else {
                    let stem = fileStem(group)
                    names = (stem, stem.lowercased())
                    stemOfGroup[group] = names
                }
                let (stem, key) = names
                if stems[key] == nil { stems[key] = stem }
                groups[key, default: []].append(index)
            }
            var files: [(path: String, members: [Int])] = []
            for (key, members) in groups {
                let stem = stems[key] ?? key
                for (index, chunk) in chunks(of: members, in: endpoints).enumerated() {
                    let suffix = index == 0 ? "" : "_\(index + 1)"
                    files.append(("\(folder)/\(stem)+Endpoints\(suffix).swift", chunk))
                }
            }
            return files.sorted { $0.path < $1.path }
        case .shards(let count):
            let count = max(count, 1)
            var shards = Array(repeating: [Int](), count: count)
            for index in endpoints.indices {
                shards[Int(EntityLayout.fnv1a(endpoints[index].typeName) % UInt64(count))].append(index)
            }
            return shards.enumerated().map { index, members in (shardPath(index, count: count), members) }
        }
    }

    /// `members` (indices in `endpoints`) in order, cut into runs of about ``maxLinesPerFile`` lines (at most 12
    /// endpoints, since the smallest is estimated at 40 lines).
    static func chunks(of members: [Int], in endpoints: [EndpointDeclaration]) -> [[Int]] {
        SourceSizeEstimate.runs(of: members, budget: maxLinesPerFile) {
            SourceSizeEstimate.lines(of: endpoints[$0])
        }
    }

    /// `Endpoints/Endpoints_03.swift`: at least two digits, more when there are more than 100 shards.
    static func shardPath(_ index: Int, count: Int) -> String {
        EntityLayout.shardPath(index, count: count, folder: folder)
    }

    /// The file name for a group: its letters and digits (the translator already made it an identifier), shortened
    /// by ``FileStem`` when long, or `Operations` for untagged endpoints.
    static func fileStem(_ group: String) -> String {
        let stem = String(group.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
        return stem.isEmpty ? "Operations" : FileStem.limited(stem)
    }
}
