// A minimal stand-in for the support type `RFC3339DateCoding` (Templates/Support), so that the runtime can be
// compiled and tested on its own. Not part of the generated code.
import Foundation

nonisolated enum RFC3339DateCoding {
    static func date(from text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    static func string(from date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }
}
