/// One check that the generated `validate(into:)` makes of a stored value: a method of `APIValidationReport` and
/// its arguments after the value and its key, from the validation keywords of the value's schema. Only keywords
/// that apply to the Swift type are kept: lengths and `pattern` for a `String`, bounds and `multipleOf` for a
/// number, item counts and `uniqueItems` for an array, member counts for a dictionary.
public struct ValueConstraints: Hashable, Sendable, Codable {
    /// The method of `APIValidationReport` that makes the check.
    public enum Check: String, Hashable, Sendable, Codable {
        /// `String`: `minLength`, `maxLength` (counted in Unicode scalars, as JSON Schema counts), `pattern`.
        case string
        /// Any integer type: `minimum`, `maximum`, their exclusive forms, `multipleOf`.
        case integer
        /// `Double`, `Float`: the same.
        case floatingPoint
        /// `Decimal`: the same, compared as `Double`s.
        case decimal
        /// An array: `minItems`, `maxItems`, `uniqueItems`.
        case items
        /// A dictionary: `minProperties`, `maxProperties`.
        case members
        /// The elements of an array of strings, or of numbers: each checked as above, at its index.
        case strings, integers, floatingPoints, decimals
    }

    public var check: Check
    /// Finished Swift text: `minLength: 1, pattern: "^[a-z]+$"`. Numbers are written as `Double` literals made from
    /// the parsed value and strings as escaped literals, so no text of the document reaches the source as it is.
    public var arguments: [String]

    public init(check: Check, arguments: [String]) {
        self.check = check
        self.arguments = arguments
    }
}
