import Foundation
import TestSupport
import Testing

/// `Fixtures/variants-by-members.yaml`: `oneOf`/`anyOf` enums whose variants can decode the same object. The variant
/// that reads every member of the object is chosen, wherever it is in the list; an object that no variant reads
/// whole goes to the first that decodes it, as before. When every member requires a property with a value of its
/// own (or, for a member that is a union of such members, one of theirs), that value picks the variant, and a value
/// none allows is kept as it was; so does it beside the schema's name, under a discriminator without a mapping, where
/// a value two members allow tries them in order. An open string enum before a variant that holds strings too is taken
/// only for the values it lists.
@Suite("Variants chosen by their members, compiled and run")
struct VariantsByMembersRunTests {
    static let program = #"""
        import Foundation

        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func roundTrip<T: Codable>(_ type: T.Type, _ json: String) throws -> (T, Bool) {
            let value = try JSONDecoder().decode(T.self, from: Data(json.utf8))
            return (value, String(decoding: try encoder.encode(value), as: UTF8.self) == json)
        }
        func name(_ media: Media) -> String {
            switch media {
            case .peerLink: "peerLink"
            case .groupContent: "groupContent"
            case .unknown: "unknown"
            }
        }
        func name(_ labelled: Labelled) -> String {
            switch labelled {
            case .peerLink: "peerLink"
            case .tagged: "tagged"
            case .string: "string"
            case .unknown: "unknown"
            }
        }
        for json in [
            #"{"href":"h","type":"t"}"#,          // both decode it; the first reads it all
            #"{"fileSize":120,"type":"t","url":"u"}"#,  // the first decodes it but would drop two members
            #"{}"#,                                 // both read it all: the first
            #"{"href":"h","url":"u"}"#,            // neither reads it all: the first that decodes, as before
        ] {
            let (media, same) = try roundTrip(Media.self, json)
            print(name(media), same)
        }
        for json in [#"{"href":"h"}"#, #"{"color":"red","href":"h"}"#, #""s""#] {
            let (labelled, same) = try roundTrip(Labelled.self, json)
            print(name(labelled), same)
        }
        for json in [#"{"acronym":"T","name":"n","type":"team"}"#, #"{"name":"n","type":"player"}"#, #"{"name":"n","type":"coach"}"#] {
            let (incident, same) = try roundTrip(Incident.self, json)
            switch incident {
            case .playerIncident: print("player", same)
            case .teamIncident: print("team", same)
            case .unknown: print("unknown", same)
            }
        }
        for json in [#"{"id":1}"#, #"{"id":1,"map":null}"#] {
            let (play, same) = try roundTrip(Play.self, json)
            switch play {
            case .game: print("game", same)
            case .round: print("round", same)
            case .unknown: print("unknown", same)
            }
        }
        for json in [#"{"data":{"id":"r","status":"done"},"event":"thread.run.completed"}"#, #"{"data":{"id":"t"},"event":"thread.created"}"#] {
            let (event, same) = try roundTrip(AssistantEvent.self, json)
            switch event {
            case .threadEvent: print("thread", same)
            case .runEvent: print("run", same)
            case .unknown: print("unknown", same)
            }
        }
        for json in [#"{"name":"n","type":"track"}"#, #"{"show":"s","type":"episode"}"#, #"{"show":"s","type":"EpisodeObject"}"#,
                     #"{"type":"audiobook"}"#] {
            let (item, same) = try roundTrip(PlaylistItem.self, json)
            switch item {
            case .trackObject: print("track", same)
            case .episodeObject: print("episode", same)
            case .unknown: print("unknown", same)
            }
        }
        for json in [#"{"content":"hi","type":"message"}"#, #"{"id":"m1","status":"done","type":"message"}"#,
                     #"{"name":"f","type":"function_call"}"#, #"{"type":"message"}"#] {
            let (item, same) = try roundTrip(ConversationItem.self, json)
            switch item {
            case .inputMessage: print("input", same)
            case .outputMessage: print("output", same)
            case .functionCall: print("call", same)
            case .unknown: print("unknown", same)
            }
        }
        for json in [#"{"rate":24000,"type":"pcm16"}"#, #"{"type":"g711_ulaw"}"#, #"{"type":"opus"}"#, #"{}"#] {
            let (format, same) = try roundTrip(AudioFormat.self, json)
            switch format {
            case .pcm(let pcm): print("pcm", pcm.type.map { "\($0)" } ?? "-", same)
            case .pcmu: print("pcmu", same)
            case .unknown: print("unknown", same)
            }
        }
        for json in [#""now""#, #""2000-01-01T00:00:00Z""#, #""later""#] {
            // The client's decoder reads RFC 3339 dates.
            let moment = try APIClient.Configuration.defaultDecoder().decode(Moment.self, from: Data(json.utf8))
            let same = String(decoding: try APIClient.Configuration.defaultEncoder().encode(moment), as: UTF8.self) == json
            switch moment {
            case .variant1(let word): print("word", word.rawValue, same)
            case .date: print("date", same)
            case .unknown: print("unknown", same)
            }
        }
        for json in [#""es""#, "\"\"", #""fr""#] {
            let (language, same) = try roundTrip(Language.self, json)
            switch language {
            case .languageCode(let code): print("code", code.rawValue, same)
            case .blank: print("blank", same)
            case .unknown: print("unknown", same)
            }
        }
        for json in ["3", "1", "7"] {
            let (code, same) = try roundTrip(Code.self, json)
            switch code {
            case .variant1(let value): print("first", value.rawValue, same)
            case .variant2(let value): print("second", value.rawValue, same)
            case .unknown: print("unknown", same)
            }
        }
        for json in [#""high""#, "1", #""medium""#] {
            let (value, same) = try roundTrip(LevelOrRank.self, json)
            switch value {
            case .level: print("level", same)
            case .variant2: print("rank", same)
            case .unknown: print("unknown", same)
            }
        }
        """#

    @Test("The variant that reads every member of the object, or whose value it carries, is chosen", .enabled(if: SwiftCompiler.isAvailable))
    func theVariantThatReadsEveryMemberIsChosen() throws {
        let output = try GeneratedProgram.run(Self.program, against: "variants-by-members.yaml")
        #expect(output.status == 0)
        #expect(output.output == """
            peerLink true
            groupContent true
            peerLink true
            peerLink false
            peerLink true
            tagged true
            string true
            team true
            player true
            unknown true
            round true
            game true
            run true
            thread true
            track true
            episode true
            episode true
            unknown true
            input true
            output true
            call true
            unknown true
            pcm pcm16 true
            pcmu true
            pcm unknown("opus") true
            pcm - true
            word now true
            date true
            word later true
            code es true
            blank true
            code fr true
            second 3 true
            first 1 true
            first 7 true
            level true
            rank true
            level true

            """)
    }
}
