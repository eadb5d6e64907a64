import ClientIR
@testable import ClientTranslator
import Testing

@Suite("ASCII naming fast path")
struct NamingFastPathTests {
    static let corpus: [String] = {
        var names = [
            "pet", "pet_status", "petStatus", "PetStatus", "PET_STATUS", "HTTPServer", "XMLHttpRequest", "user_ID", "userID",
            "ID", "id", "URLPath", "iOS", "v2Api", "v1.2", "1.5", "+1", "-1", "+1abc", "-1ABC", "+", "-", "2fa_enabled", "3DSecure",
            "123", "a1b2", "A1B2", "a_1_2", "_links", "__proto__", "@type", "$ref", "a b c", "a--b", "self", "hashValue", "Self",
            "default", "x-rate-limit", "X-Rate-Limit", "created_at", "createdAt", "CreatedAT", "ABCdef", "abcDEF", "aBC", "A",
            "a", "Z9", "z9Z", "9z", "OAuth2Token", "oauth2_token", "IPv4", "ipv6Address", "SHA256", "sha256_hash", "MD5Sum",
            "in_progress", "IN_PROGRESS", "In_Progress", "foo.bar.baz", "foo/bar", "foo[0]", "a.1", "1.a", "A.B", "v1_2_3",
        ]
        // Every two-character and some three-character combinations of letters, digits and separators.
        let alphabet = ["a", "B", "1", "_", "-", ".", "+", "Z", "9"]
        for x in alphabet { for y in alphabet { names.append(x + y); for z in ["a", "Q", "0", "_"] { names.append(x + y + z) } } }
        // Names already in camel case, which both fast paths return as they are when they have a lower-case letter:
        // every five-character word of lower and upper case letters and digits.
        let camel = ["a", "B", "c", "D", "1"]
        for a in camel { for b in camel { for c in camel { for d in camel { for e in camel {
            names.append(a + b + c + d + e)
        } } } } }
        names += ["aBCd", "fooBarBAZ", "fooBAR1baz", "PetHTTP", "Pet2Go", "PetABC1DEF", "ABC1DEF", "aBC1DEF", "x9Y", "HTTPCode"]
        return names
    }()

    @Test func memberNamesMatchTheGeneralPath() {
        for raw in Self.corpus {
            guard let fast = ASCIINaming.memberIdentifier(raw) else { continue }
            #expect(fast == SwiftNaming.unicodeMemberIdentifier(raw), "\(raw)")
        }
    }

    @Test func typeNamesMatchTheGeneralPath() {
        for raw in Self.corpus {
            guard let fast = ASCIINaming.typeIdentifier(raw) else { continue }
            #expect(fast == SwiftNaming.unicodeTypeIdentifier(raw), "\(raw)")
        }
    }

    @Test func fastPathDeclinesWhatItDoesNotHandle() {
        #expect(ASCIINaming.memberIdentifier("größe") == nil)
        #expect(ASCIINaming.memberIdentifier(">=") == nil)
        #expect(ASCIINaming.typeIdentifier("") == nil)
        #expect(ASCIINaming.memberIdentifier("pet") == "pet")
    }

    @Test func cachedMemberNamesAreTheNamesMadeEachTime() {
        // Twice over the corpus: the second time every name not in camel case comes from the cache.
        for _ in 0..<2 {
            for raw in Self.corpus {
                let expected = ASCIINaming.memberIdentifier(raw) ?? SwiftNaming.unicodeMemberIdentifier(raw)
                #expect(SwiftNaming.memberIdentifier(raw) == expected, "\(raw)")
            }
        }
    }

    @Test func threadsNamingAtOnceGetTheNamesMadeEachTime() {
        let corpus = Self.corpus
        let expected = corpus.map { ASCIINaming.memberIdentifier($0) ?? SwiftNaming.unicodeMemberIdentifier($0) }
        // Each of 8 jobs names the whole corpus, twice, from its own starting point.
        let mismatches = (0..<8).concurrentMap { job -> Int in
            var wrong = 0
            for step in 0..<(2 * corpus.count) {
                let index = (job * 97 + step) % corpus.count
                if SwiftNaming.memberIdentifier(corpus[index]) != expected[index] { wrong += 1 }
            }
            return wrong
        }
        #expect(mismatches == Array(repeating: 0, count: 8))
    }

    @Test func fullCacheStillNamesAndStopsGrowing() {
        let cache = PerThreadCache<String>(capacity: 2)
        var made = 0
        let texts = ["pet_status", "x-rate-limit", "IN_PROGRESS", "pet_status", "x-rate-limit", "IN_PROGRESS"]
        let names = texts.map { text in
            cache.value(for: text) { made += 1; return SwiftNaming.unicodeMemberIdentifier($0) }
        }
        #expect(names == ["petStatus", "xRateLimit", "inProgress", "petStatus", "xRateLimit", "inProgress"])
        #expect(cache.count == 2)
        // The two cached texts were made once; the third, which did not fit, each time.
        #expect(made == 4)
    }
}
