/// File names made from names in the document (types, tags) stay short enough for every file system.
///
/// File systems refuse names over 255 bytes (Linux) or 255 UTF-16 units (APFS), and a generated type's name can be
/// longer than that: the types of a `oneOf` nested fifty levels deep are named after every level
/// (`One0Variant2Variant2_2Variant2_3...`). The type keeps its name; only its file's name is shortened.
enum FileStem {
    /// The longest stem kept as is, in UTF-8 bytes: room is left under 255 for the suffixes the layouts add
    /// (`+Endpoints_12.swift`, `+Types_3.swift`, `_2.swift`).
    static let maximumLength = 200

    /// `name` when it is at most ``maximumLength`` bytes long; otherwise its first characters followed by `_` and the
    /// FNV-1a hash of the whole name in 16 hexadecimal digits, ``maximumLength`` bytes in all. The hash keeps two long
    /// names that start alike apart, and is the same on every run and machine.
    static func limited(_ name: String) -> String {
        guard name.utf8.count > maximumLength else { return name }
        let digits = String(EntityLayout.fnv1a(name), radix: 16)
        let suffix = "_" + String(repeating: "0", count: 16 - digits.count) + digits
        var prefix = String.UnicodeScalarView()
        var length = 0
        for scalar in name.unicodeScalars {
            let width = UTF8.width(scalar)
            guard length + width <= maximumLength - suffix.utf8.count else { break }
            prefix.append(scalar)
            length += width
        }
        return String(prefix) + suffix
    }
}
