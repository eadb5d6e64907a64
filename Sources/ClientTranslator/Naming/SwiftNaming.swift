/// The one place where names from a document become Swift names.
///
/// - Types are UpperCamelCase (`pet_status` -> `PetStatus`) and never take a reserved name
///   (``ReservedNames/typeNames``): `Error` becomes `ErrorModel`.
/// - Members (properties, enum cases, parameters) are lowerCamelCase (`user_id` -> `userId`, `IN_PROGRESS` ->
///   `inProgress`), backtick-escaped when they are keywords (`` `default` ``); `self` and `hashValue` become
///   `self_` and `hashValue_`.
/// - Acronyms are kept as written inside a name (`user_ID` -> `userID`, `HTTPServer` -> `HTTPServer`) and
///   lowercased when they start a member (`URLPath` -> `urlPath`); a name written all in capitals is treated as
///   words (`PET_STATUS` -> `PetStatus`), except a single capitalized word as a type name (`DNS` stays `DNS`).
/// - A name starting with a digit gets a leading `_` (`2fa` -> `_2fa`); two digit groups that a separator kept apart
///   stay apart (`1.5` -> `_1_5`), so distinct values give distinct names.
/// - Non-ASCII letters are kept when Swift accepts them (`größe`, `名前`); other characters separate words.
/// - A name with no letters or digits is spelled out (`+` -> `plus`, `>=` -> `greaterThanEquals`); the empty name
///   becomes `empty` / `Empty`.
///
/// These functions are pure; uniqueness within a scope is the job of ``NameAllocator``.
public enum SwiftNaming {
    /// An UpperCamelCase type name for `raw`, avoiding reserved names (`Error` -> `ErrorModel`).
    public static func typeName(_ raw: String) -> String {
        let name = typeIdentifier(raw)
        return ReservedNames.typeNames.contains(name) ? name + "Model" : name
    }

    /// The UpperCamelCase spelling of `raw`, without the reserved-name check (nested scopes resolve those with their
    /// parent's name instead).
    public static func typeIdentifier(_ raw: String) -> String {
        ASCIINaming.typeIdentifier(raw) ?? unicodeTypeIdentifier(raw)
    }

    /// ``typeIdentifier(_:)`` for any text (the ASCII fast path gives the same result).
    static func unicodeTypeIdentifier(_ raw: String) -> String {
        var words = NameWords.split(raw)
        if words.isEmpty { words = ["empty"] }
        let allCaps = isAllCaps(raw) && words.count > 1
        let parts = words.map { word -> String in
            capitalizingFirst(allCaps ? word.lowercased() : word)
        }
        return finish(joining: parts)
    }

    /// A lowerCamelCase member name for `raw`, escaped with backticks when it is a keyword.
    public static func memberName(_ raw: String) -> String {
        escapedMember(memberIdentifier(raw))
    }

    /// The lowerCamelCase identifier for `raw`, not escaped (`default`), with `self`/`hashValue` already renamed.
    /// Use this form for uniqueness checks, then ``escapedMember(_:)`` to spell it.
    public static func memberIdentifier(_ raw: String) -> String {
        // Already in lower camel case (`status`, `createdAt`): cheaper to check than to look up.
        if let name = ASCIINaming.camelCaseMemberIdentifier(raw) { return name }
        return memberIdentifiers.value(for: raw) { ASCIINaming.memberIdentifier($0) ?? unicodeMemberIdentifier($0) }
    }

    /// The member identifiers of texts that are not lower camel case already, made once per text.
    private static let memberIdentifiers = PerThreadCache<String>()

    /// ``memberIdentifier(_:)`` for any text (the ASCII fast path gives the same result).
    static func unicodeMemberIdentifier(_ raw: String) -> String {
        var words = NameWords.split(raw)
        if words.isEmpty { words = ["empty"] }
        let allCaps = isAllCaps(raw)
        var parts: [String] = []
        parts.reserveCapacity(words.count)
        for (index, word) in words.enumerated() {
            let cased = allCaps ? word.lowercased() : word
            if index == 0 {
                parts.append(isAllCaps(cased) ? cased.lowercased() : lowercasingFirst(cased))
            } else {
                parts.append(capitalizingFirst(cased))
            }
        }
        let name = finish(joining: parts)
        return ReservedNames.renamedMembers.contains(name) ? name + "_" : name
    }

    /// `name` with backticks when Swift needs them (`` `default` ``), otherwise unchanged.
    public static func escapedMember(_ identifier: String) -> String {
        ReservedNames.keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// `identifier` without surrounding backticks.
    public static func unescaped(_ identifier: String) -> String {
        if identifier.count >= 2, identifier.hasPrefix("`"), identifier.hasSuffix("`") {
            return String(identifier.dropFirst().dropLast())
        }
        return identifier
    }

    /// True when `text` can be used as a Swift identifier as is (allowed scalars, not a keyword).
    public static func isValidIdentifier(_ text: String) -> Bool {
        SwiftIdentifierCharacters.isValidIdentifier(text) && !ReservedNames.keywords.contains(text)
    }

    /// True when `text` names a member as it is: an identifier, a keyword (escaped in the code) or one in backticks,
    /// but not a name a generated type cannot give a property (`self`, `hashValue`). A property or enum case name
    /// override that is not one is converted, as a document's name would be.
    public static func isValidMemberOverride(_ text: String) -> Bool {
        let plain = unescaped(text)
        return SwiftIdentifierCharacters.isValidIdentifier(plain) && !ReservedNames.renamedMembers.contains(plain)
    }

    /// A simple English singular for naming the element type of an array (`tags` -> `tags`' element `Tag`,
    /// `categories` -> `Category`, `addresses` -> `Address`), or `nil` when the word does not look plural.
    static func singular(_ word: String) -> String? {
        let lower = word.lowercased()
        guard lower.count > 3 else { return nil }
        if lower.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        for ending in ["sses", "shes", "ches", "xes", "zes", "uses"] where lower.hasSuffix(ending) {
            return String(word.dropLast(2))
        }
        if lower.hasSuffix("s") && !lower.hasSuffix("ss") && !lower.hasSuffix("us") && !lower.hasSuffix("is") {
            return String(word.dropLast())
        }
        return nil
    }

    // MARK: - Helpers

    private static func finish(joining parts: [String]) -> String {
        var result = ""
        for part in parts {
            if let last = result.unicodeScalars.last, let first = part.unicodeScalars.first,
               SwiftIdentifierCharacters.isASCIIDigit(last.value), SwiftIdentifierCharacters.isASCIIDigit(first.value) {
                result += "_"
            }
            result += part
        }
        if let first = result.unicodeScalars.first, !SwiftIdentifierCharacters.isHead(first) {
            result = "_" + result
        }
        return result
    }

    /// A header's name without an `X-` or `x-` prefix, unless that is all of it: what its property and its type
    /// are named after (`X-Rate-Limit` gives `rateLimit`).
    static func withoutXPrefix(_ key: String) -> String {
        let prefix = key.prefix(2)
        guard prefix == "x-" || prefix == "X-", key.count > 2 else { return key }
        return String(key.dropFirst(2))
    }

    /// A top-level name for the nested type `qualified` (`FindPets.Status` -> `FindPetsStatus`), without saying a
    /// name twice: a part that begins with the whole part before it, then a capital letter, stands for both
    /// (`ListUsers.BadRequestBody.BadRequestBodyError` -> `ListUsersBadRequestBodyError`, but `Pet.Body.Bodyguard`
    /// -> `PetBodyBodyguard`; `Hook.HookData.SipHeader` -> `HookDataSipHeader`). A name is never the nested type's
    /// own (`Charge.ChargeCustomer`, which the type declaring it could not name as an alias of the top-level one):
    /// then the first part is kept, `ChargeChargeCustomer` (``SharedTypes/shortenNames(of:in:affixes:isTaken:)``
    /// gives such a declaration the nested name, and removes the nested one, when it can).
    static func flattened(_ qualified: String) -> String {
        let all = qualified.split(separator: ".")
        let shortest = saidOnce(all, keepingFirst: false)
        if shortest.count > 1 || all.count < 2 { return shortest.joined() }
        return saidOnce(all, keepingFirst: true).joined()
    }

    /// ``flattened(_:)`` when it says each name once and still joins two parts or more
    /// (`Data.RenderingOptions.RenderingOptionsParam` -> `DataRenderingOptionsParam`); nil when the names then make
    /// one part (`RenderingOptions.RenderingOptionsParam`), which would be the nested type's own name.
    static func flattenedSayingEachOnce(_ qualified: String) -> String? {
        let shortest = saidOnce(qualified.split(separator: "."), keepingFirst: false)
        return shortest.count > 1 ? shortest.joined() : nil
    }

    /// `parts` with each part that begins with the whole part before it, then a capital letter, in that part's place;
    /// the first part stays with `keepingFirst`.
    private static func saidOnce(_ parts: [Substring], keepingFirst: Bool) -> [Substring] {
        var kept: [Substring] = []
        for part in parts {
            if kept.count > (keepingFirst ? 1 : 0), let last = kept.last, part.count > last.count, part.hasPrefix(last),
               let next = part.unicodeScalars.dropFirst(last.unicodeScalars.count).first,
               NameWords.letterCase(next) == 2
            {
                kept[kept.count - 1] = part
            } else {
                kept.append(part)
            }
        }
        return kept
    }

    /// True when `text` has capital letters and no lowercase ones.
    static func isAllCaps(_ text: String) -> Bool {
        var sawUpper = false
        for scalar in text.unicodeScalars {
            switch NameWords.letterCase(scalar) {
            case 1: return false
            case 2: sawUpper = true
            default: continue
            }
        }
        return sawUpper
    }

    static func capitalizingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        let upper = String(first).uppercased()
        // Keep the result a valid identifier: some letters uppercase to text Swift does not accept at the start.
        guard SwiftIdentifierCharacters.isValidIdentifier(upper) else { return word }
        return upper + word.dropFirst()
    }

    static func lowercasingFirst(_ word: String) -> String {
        guard let first = word.first else { return word }
        let lower = String(first).lowercased()
        guard SwiftIdentifierCharacters.isValidIdentifier(lower) else { return word }
        return lower + word.dropFirst()
    }
}
