import ClientIR

/// Which top-level types share a file in the ``RenderOptions/Layout/files`` layout.
///
/// A type goes in the file of its *family*: the type whose name is the shortest that begins its own name at a word
/// boundary (`PetStatus` and `PetCategoryName` are `Pet`'s; `Pets` is not, nor is `Petal`). A family is written in
/// name order, `Models/Pet.swift` first, and cut into files of about ``maxLinesPerFile`` lines
/// (``SourceSizeEstimate``), each named after the first type it holds: `Models/PaymentMethodCard.swift` holds
/// `PaymentMethodCard` and the types after it, up to the next cut. A type of that size or more has a file of its own.
///
/// Why: every file of a module costs the compiler work of its own, whatever its size (each job parses every file; each
/// object file repeats the metadata and witness accessors of the types it uses), and most generated types are small.
/// Stripe's 1,443 model types, 971 of them under 50 lines, make 569 files this way; its clean debug build took about
/// a fifth less time than with a file per type. Families keep the files predictable: a type is in its own file or in
/// the file of the type its name begins with, and an edit to one type reflows its own family's files only.
enum ModelFileGrouping {
    /// About how many lines one model file holds at most, unless a single type is larger: the endpoint files' budget,
    /// for the same reasons (``EndpointFileLayout/maxLinesPerFile``).
    static let maxLinesPerFile = EndpointFileLayout.maxLinesPerFile

    /// `declarations` in runs that share a file, each run's types in name order (names compared without backticks,
    /// and without `suffix`, the configured suffix of model names, where they end with it).
    /// The runs come in the order of their first type in `declarations`, so that where two file names clash without
    /// regard to case, the type declared first keeps the plain name.
    static func runs(of declarations: [TypeDeclaration], suffix: String = "") -> [[TypeDeclaration]] {
        let names = declarations.map { declaration in
            let name = SwiftSource.bareIdentifier(declaration.name)
            return !suffix.isEmpty && name.count > suffix.count && name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
        }
        let known = Set(names)
        var families: [String: [Int]] = [:]
        for (index, name) in names.enumerated() {
            families[family(of: name, among: known), default: []].append(index)
        }
        let runs = families.values.flatMap { members in
            SourceSizeEstimate.runs(of: members.sorted { (names[$0], $0) < (names[$1], $1) }, budget: maxLinesPerFile) {
                SourceSizeEstimate.lines(of: declarations[$0])
            }
        }
        return runs.sorted { $0[0] < $1[0] }.map { run in run.map { declarations[$0] } }
    }

    /// The shortest name in `names` that begins `name` and is followed in it by anything but a lowercase letter, or
    /// `name` itself. The shortest, so that a family holds all of its own: `PetCategory` and `PetCategoryName` are
    /// both `Pet`'s.
    static func family(of name: String, among names: Set<String>) -> String {
        // Names are nearly always ASCII: their bytes are their characters, and a prefix is looked up only where the
        // next byte is not a lowercase letter.
        let bytes = name.utf8
        if !bytes.isEmpty, bytes.allSatisfy({ $0 < 0x80 }) {
            var index = bytes.index(after: bytes.startIndex)
            while index < bytes.endIndex {
                let byte = bytes[index]
                if !(0x61...0x7A).contains(byte), case let prefix = String(name[..<index]), names.contains(prefix) {
                    return prefix
                }
                index = bytes.index(after: index)
            }
            return name
        }
        var prefix = ""
        var rest = Substring(name)
        while let next = rest.first {
            if !prefix.isEmpty, !next.isLowercase, names.contains(prefix) { return prefix }
            prefix.append(next)
            rest = rest.dropFirst()
        }
        return name
    }
}
