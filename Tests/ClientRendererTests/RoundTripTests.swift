import ClientIR
import ClientRenderer
import Foundation
import TestSupport
import Testing

/// Compiles the rendered types into a program that decodes JSON and encodes it again, and checks what comes out
/// (compared as JSON values with Python's `json`, so member order and number spelling do not matter).
@Suite(.serialized)
struct RoundTripTests {
    /// One input: the type to decode it as, the JSON, and the JSON expected back (the input itself when `nil`;
    /// `ERROR` when decoding must fail).
    struct Case: Sendable {
        var type: String
        var json: String
        var expected: String?
    }

    static let cases: [Case] = [
        // Every property shape, an enum value the document does not list, extra members, a hostile key.
        Case(type: "Pet", json: #"""
            {"id": 9007199254740993, "name": "Rex", "tag": null, "status": "sleeping", "count": 3, "default": 5,
             "odd \"key\" \\(x) \u202e": "v", "parent": {"name": "Mom", "tag": "t", "count": 1},
             "legacy_code": "L", "category": {"label": "dog", "mood": "grumpy"}, "born": "2020-02-29",
             "seen": "2024-05-01T12:30:00.25Z", "extra": {"big": 123456789012345678901234567890, "list": [1, 2.5, "x", null, true]},
             "color": "brown", "more": {"a": [1]}}
            """#),
        // null and missing: a required nullable key comes back as null; an optional nullable one keeps its null, or its
        // absence.
        Case(type: "Pet", json: #"{"name": "A", "count": 1, "nickname": null}"#,
             expected: #"{"name": "A", "count": 1, "tag": null, "nickname": null}"#),
        Case(type: "Pet", json: #"{"name": "A", "count": 1, "tag": null}"#),
        Case(type: "Pet", json: #"{"name": "A", "count": 1, "tag": "t", "nickname": "n"}"#),
        // A member of any JSON value keeps its `null`, or its absence (redirection.io's `source: {}`).
        Case(type: "Pet", json: #"{"name": "A", "count": 1, "tag": null, "extra": null}"#),
        Case(type: "Pet", json: #"{"name": "A", "count": 1, "tag": null, "extra": [null, {"a": null}]}"#),
        Case(type: "Pet", json: #"{"count": 1, "tag": null}"#, expected: "ERROR"),
        // A boxed optional nullable property keeps absent, null and a value apart too.
        Case(type: "Pet", json: #"{"name": "A", "count": 1, "tag": null, "mate": null}"#),
        Case(type: "Pet", json: #"{"name": "A", "count": 1, "tag": null, "mate": {"name": "M", "count": 2, "tag": "t", "mate": null}}"#),
        // Date-times: offsets normalized to UTC, fractions kept exactly, none added.
        Case(type: "Pet", json: #"{"name": "A", "count": 1, "tag": null, "seen": "2024-05-01T12:30:00+02:00"}"#,
             expected: #"{"name": "A", "count": 1, "tag": null, "seen": "2024-05-01T10:30:00Z"}"#),
        Case(type: "Pet", json: #"{"name": "A", "count": 1, "tag": null, "seen": "2024-05-01T12:30:00.123456Z"}"#),
        Case(type: "Pet", json: #"{"name": "A", "count": 1, "tag": null, "seen": "1969-12-31t23:59:59.5-00:30"}"#,
             expected: #"{"name": "A", "count": 1, "tag": null, "seen": "1970-01-01T00:29:59.5Z"}"#),
        Case(type: "Pet", json: #"{"name": "A", "count": 1, "tag": null, "seen": "2024-05-01"}"#, expected: "ERROR"),
        Case(type: "Pet", json: #"{"name": "A", "count": 1, "tag": null, "born": "2023-02-29"}"#, expected: "ERROR"),
        Case(type: "Wrapper", json: #"{"inner": {"name": "I", "count": 0, "tag": null}, "counts": {"a": 1}, "container": "c", "x": 5}"#),
        Case(type: "Wrapper", json: #"{"inner": {"name": "I", "count": 0, "tag": null}, "x": "five"}"#, expected: "ERROR"),
        Case(type: "Counters", json: "{}"),
        Case(type: "Counters", json: #"{"a": 1, "b": -2}"#),
        Case(type: "Empty", json: "{}"),
        Case(type: "OldThing", json: #"{"value": "v"}"#),
        Case(type: "Node", json: #"{"value": 1, "children": [{"value": 2}], "next": {"value": 3}, "hasher": "h"}"#),
        Case(type: "Pets", json: #"[{"name": "A", "count": 1, "tag": null}]"#),
        // Enums: listed values, unlisted values kept (open) or refused (frozen).
        Case(type: "Status", json: #""a\"b\\(c)\u2028""#),
        Case(type: "Status", json: #""zzz""#),
        Case(type: "Priority", json: "-1"),
        Case(type: "Priority", json: "99"),
        Case(type: "Color", json: #""red""#),
        Case(type: "Color", json: #""blue""#, expected: "ERROR"),
        Case(type: "Level", json: "2"),
        // oneOf by discriminator, including an unknown one; oneOf by trying each variant.
        Case(type: "Shape", json: #"{"kind": "circle", "radius": 1.5}"#),
        Case(type: "Shape", json: #"{"kind": "SQUARE", "side": 2}"#),
        Case(type: "Shape", json: #"{"kind": "triangle", "sides": 3}"#),
        Case(type: "Shape", json: #"[1, 2]"#),
        Case(type: "Shape", json: #"{"kind": "circle"}"#, expected: "ERROR"),
        Case(type: "Value", json: "5"),
        Case(type: "Value", json: #""x""#),
        Case(type: "Value", json: #"[1, "a", [2, []]]"#),
        Case(type: "Value", json: #"{"a": 1}"#, expected: "ERROR"),
        // Any JSON, with integers beyond Int64 and doubles.
        Case(type: "JSONValue", json: #"""
            [18446744073709551615, -9223372036854775808, 12345678901234567890123456789012345678, 1e300, 0.1, -0.5e-7,
             {"nested": {"deep": [null, false, ""]}}, "\u0000\ud83d\ude00"]
            """#),
        Case(type: "DateOnly", json: #""0001-12-31""#),
        // Checks the program makes itself (`checks` in `program`, by name), each answering true.
        Case(type: "Check", json: "date-times read back exactly", expected: "true"),
        Case(type: "Check", json: "date-only conversions", expected: "true"),
        Case(type: "Check", json: "optional nullable fields keep absent and null apart", expected: "true"),
    ]

    static let program = """
        import Foundation

        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = RFC3339DateCoding.date(from: text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a date-time: \\(text)")
            }
            return date
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(RFC3339DateCoding.string(from: date))
        }

        func roundTrip<T: Codable>(_ type: T.Type, _ json: String) -> String {
            do {
                let value = try decoder.decode(T.self, from: Data(json.utf8))
                return String(decoding: try encoder.encode(value), as: UTF8.self)
            } catch {
                return "ERROR"
            }
        }

        let types: [String: (String) -> String] = [
            "Pet": { roundTrip(Pet.self, $0) }, "Wrapper": { roundTrip(Wrapper.self, $0) },
            "Counters": { roundTrip(Counters.self, $0) }, "Empty": { roundTrip(Empty.self, $0) },
            "OldThing": { roundTrip(OldThing.self, $0) }, "Node": { roundTrip(Node.self, $0) },
            "Pets": { roundTrip(Pets.self, $0) }, "Status": { roundTrip(Status.self, $0) },
            "Priority": { roundTrip(Priority.self, $0) }, "Color": { roundTrip(Color.self, $0) },
            "Level": { roundTrip(Level.self, $0) }, "Shape": { roundTrip(Shape.self, $0) },
            "Value": { roundTrip(Value.self, $0) }, "JSONValue": { roundTrip(JSONValue.self, $0) },
            "DateOnly": { roundTrip(DateOnly.self, $0) },
        ]

        let checks: [String: () -> Bool] = [
            "date-times read back exactly": {
                var generator = SystemRandomNumberGenerator()
                return (0..<20_000).allSatisfy { _ in
                    let date = Date(timeIntervalSinceReferenceDate: Double.random(in: -4e9...4e9, using: &generator))
                    return RFC3339DateCoding.date(from: RFC3339DateCoding.string(from: date)) == date
                } && RFC3339DateCoding.string(from: Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z"
            },
            "optional nullable fields keep absent and null apart": {
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                func json(_ pet: Pet) -> String { String(decoding: try! encoder.encode(pet), as: UTF8.self) }
                var pet = Pet(name: "A", tag: nil, nickname: nil)
                let absent = json(pet)
                pet.nickname = nil
                let null = json(pet)
                pet.nickname = "n"
                return !absent.contains("nickname") && null.contains(#""nickname":null"#)
                    && json(pet).contains(#""nickname":"n""#) && pet.nickname == "n"
            },
            "date-only conversions": {
                let day = DateOnly(Date(timeIntervalSince1970: 86_400 * 59))
                return day.description == "1970-03-01" && day.date() == Date(timeIntervalSince1970: 86_400 * 59)
                    && DateOnly(year: 2024, month: 2, day: 30) == nil && DateOnly("2024-2-01") == nil
                    && DateOnly("1969-12-31")! < day && day.dateComponents.month == 3 && day.dateComponents.day == 1
            },
        ]

        // One case per line: the type, a tab, the JSON (on one line).
        while let line = readLine() {
            let parts = line.split(separator: "\\t", maxSplits: 1).map(String.init)
            if parts[0] == "Check" {
                print(checks[parts[1]]?() == true)
            } else {
                print(types[parts[0]]?(parts[1]) ?? "NO TYPE \\(parts[0])")
            }
        }

        """

    /// Compares JSON texts given as a JSON array of `[actual, expected]` pairs on stdin; prints the pairs that differ.
    static let comparison = """
        import json, sys
        for actual, expected in json.load(sys.stdin):
            if json.loads(actual) != json.loads(expected):
                print("got", actual, "expected", expected)
        """

    @Test("Decoding and encoding again gives the same JSON")
    func roundTrips() throws {
        let directory = try temporaryDirectory("roundtrip")
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = try ClientRenderer(options: RenderOptions()).render(Fixtures.everything)
        let paths = try write(files.filter { $0.path.hasPrefix("Models/") || $0.path.hasPrefix("Support/") }, to: directory)
        let main = directory.appendingPathComponent("main.swift")
        try Data(Self.program.utf8).write(to: main)
        let executable = directory.appendingPathComponent("roundtrip").path
        let swiftc = try #require(findExecutable("swiftc"), "swiftc is not on PATH")
        let python = try #require(findExecutable("python3"), "python3 is not on PATH")

        let build = try run(swiftc, ["-swift-version", "6", "-module-name", "RoundTrip", "-o", executable] + paths + [main.path])
        try #require(build.status == 0, "swiftc failed:\n\(build.output)")

        let input = Self.cases.map { $0.type + "\t" + $0.json.replacingOccurrences(of: "\n", with: " ") + "\n" }.joined()
        let output = try run(executable, [], input: Data(input.utf8))
        try #require(output.status == 0, "\(output.output)")
        let lines = output.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count >= Self.cases.count, "\(output.output)")

        var pairs: [[String]] = []
        for (testCase, actual) in zip(Self.cases, lines) {
            let expected = testCase.expected ?? testCase.json
            if expected == "ERROR" || actual == "ERROR" || testCase.type == "Check" {
                #expect(actual == expected, "\(testCase.type) \(testCase.json)")
            } else {
                pairs.append([actual, expected])
            }
        }
        let comparison = try run(python, ["-c", Self.comparison], input: try JSONSerialization.data(withJSONObject: pairs))
        #expect(comparison.status == 0 && comparison.output.isEmpty, "\(comparison.output)")
    }
}
