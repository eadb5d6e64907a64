/// Numbered variants of names that are taken (`Pet2`, `Pet_2`...), for every place that numbers names: members
/// (`NameAllocator`), endpoints and their methods, shared types, model files.
///
/// Each base goes on from the number after the last one it was given, where counting from 2 every time made the n-th
/// `getItem` of a document try n numbers (8,000 operations of one `operationId` took 3 s). The answer is still the
/// first free number: the numbers before it were found taken, and stay taken as long as the caller only ever adds
/// names to what it counts as taken, which every caller does.
public struct NumberedNames: Sendable, Hashable {
    private var nextNumber: [String: Int] = [:]

    public init() {}

    /// `base` when `isFree(base)`; otherwise the first of `numbered(2)`, `numbered(3)`... that `isFree` accepts.
    /// The caller takes the name it gets.
    /// - Parameter key: what the numbers are kept by, when names spelled differently share them (file names, which
    ///   must differ without regard to case, by the lowercased base); `base` by default.
    public mutating func first(
        _ base: String, key: String? = nil, numbered: (Int) -> String, isFree: (String) -> Bool
    ) -> String {
        if isFree(base) { return base }
        let key = key ?? base
        var number = nextNumber[key] ?? 2
        while true {
            let name = numbered(number)
            number += 1
            if isFree(name) {
                nextNumber[key] = number
                return name
            }
        }
    }
}
