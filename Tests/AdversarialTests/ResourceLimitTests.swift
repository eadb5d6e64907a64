import GeneratorDiagnostics
import Testing
import YAMLTree

/// Inputs built to exhaust time, memory or the stack: huge scalars, deep nesting, alias bombs, a 50 MB document.
/// Each limit, when exceeded, gives a located error that names the limit and the option raising it; raising the
/// limit makes the same input load. Everything is generated in memory and sized to run in a few seconds.
@Suite("Resource limits", .serialized)
struct ResourceLimitTests {
    // MARK: - Huge scalars

    @Test(arguments: [ScalarStyle.doubleQuoted, .singleQuoted, .plain, .literal])
    func tenMegabyteScalarLoads(style: ScalarStyle) throws {
        let size = 10 << 20
        let body = [UInt8](repeating: UInt8(ascii: "x"), count: size)
        let bytes: [UInt8]
        switch style {
        case .doubleQuoted: bytes = Array("description: \"".utf8) + body + Array("\"\n".utf8)
        case .singleQuoted: bytes = Array("description: '".utf8) + body + Array("'\n".utf8)
        case .literal: bytes = Array("description: |-\n  ".utf8) + body + Array("\n".utf8)
        default: bytes = Array("description: ".utf8) + body + Array("\n".utf8)
        }
        let root = try YAMLLoader.loadFirst(bytes, path: "huge.yaml")
        let value = try #require(root["description"]?.scalar)
        #expect(value.value.utf8.count == size)
        #expect(value.style == style)
    }

    /// A 10 MB key is not a key libyaml can read: a located error saying so, not a hang or a crash.
    @Test func tenMegabyteKeyIsRefused() {
        let bytes = Array("a: 1\n".utf8) + [UInt8](repeating: UInt8(ascii: "k"), count: 10 << 20) + Array(": 1\n".utf8)
        let diagnostic = loadFailure(bytes, path: "key.yaml")
        expect(diagnostic, ExpectedError("yaml.key-too-long", 2, 1, "key longer than 1024 characters"), file: "key.yaml")
    }

    // MARK: - Nesting depth (--max-depth)

    /// 10,000 nested flow sequences, block sequences and flow mappings: the default depth limit stops each at
    /// level 1,001 with a located error naming `--max-depth`; raised to 10,000 the same text loads, and the tree
    /// is as deep as written.
    @Test(arguments: ["flow", "block", "mapping"])
    func tenThousandLevelsStopAtTheDepthLimit(shape: String) throws {
        let depth = 10_000
        let text: String
        let column: Int
        switch shape {
        case "flow":
            text = String(repeating: "[", count: depth) + "x" + String(repeating: "]", count: depth)
            column = 1_001
        case "block":
            text = String(repeating: "- ", count: depth) + "x\n"
            column = 2_001
        default:
            text = String(repeating: "{a: ", count: depth) + "x" + String(repeating: "}", count: depth)
            column = 4_001
        }
        let bytes = Array(text.utf8)
        let diagnostic = loadFailure(bytes, path: "deep.yaml")
        expect(diagnostic, ExpectedError("yaml.depth-limit", 1, column, "maximum nesting depth 1000"), file: "deep.yaml")
        #expect(diagnostic?.message.contains("--max-depth") == true)

        var node = try YAMLLoader.loadFirst(bytes, path: "deep.yaml", limits: LoaderLimits(maxDepth: depth))
        var levels = 0
        while true {
            if let first = node.sequence?.first {
                node = first
            } else if let first = node.mapping?.first?.value {
                node = first
            } else {
                break
            }
            levels += 1
        }
        #expect(levels == depth)
        #expect(node.string == "x")
        if shape == "block" {
            // One level short of the text's depth is still refused. (Only for the block shape: libyaml scans deep
            // flow collections in time quadratic in their depth, a second or two at 10,000 levels.)
            let short = loadFailure(bytes, path: "deep.yaml", limits: LoaderLimits(maxDepth: depth - 1))
            #expect(short?.id == "yaml.depth-limit")
        }
    }

    /// Depth reached through aliases counts too: each alias copies a subtree as deep as the anchored one.
    @Test func depthThroughAliasesIsLimited() throws {
        var text = "a0: &a0 [x]\n"
        for level in 1..<40 { text += "a\(level): &a\(level) [[[[*a\(level - 1)]]]]\n" }
        let bytes = Array(text.utf8)
        let diagnostic = loadFailure(bytes, path: "alias-depth.yaml", limits: LoaderLimits(maxDepth: 100))
        #expect(diagnostic?.id == "yaml.depth-limit")
        #expect(diagnostic?.message.contains("--max-depth") == true)
        #expect(diagnostic?.message.contains("through alias 'a") == true)
        #expect(diagnostic?.location?.line ?? 0 > 20)
        // The outer mapping, then `a39`: 39 levels of four sequences around `a0`'s one: 158 levels.
        let root = try YAMLLoader.loadFirst(bytes, path: "alias-depth.yaml", limits: LoaderLimits(maxDepth: 158))
        #expect(root.mapping?.count == 40)
        #expect(loadFailure(bytes, path: "alias-depth.yaml", limits: LoaderLimits(maxDepth: 157))?.id == "yaml.depth-limit")
    }

    // MARK: - Alias bombs (--max-alias-expansions)

    /// The "billion laughs": ten levels of nine aliases each would copy 9^9 nodes. It stops at the default limit
    /// with a located error naming `--max-alias-expansions`, after bounded work.
    @Test func billionLaughsStopsAtTheAliasLimit() {
        let text = Self.laughs(levels: 10)
        let diagnostic = loadFailure(Array(text.utf8), path: "lol.yaml")
        #expect(diagnostic?.id == "yaml.alias-limit")
        #expect(diagnostic?.location?.file == "lol.yaml")
        #expect(diagnostic?.message.contains("maximum alias expansion of 10000 nodes") == true)
        #expect(diagnostic?.message.contains("--max-alias-expansions") == true)
        // Levels 2 to 4 copy 8,289 nodes; the first alias of level 5 copies 7,381 more.
        #expect(diagnostic?.location?.line == 5)
        #expect(diagnostic?.location?.column == 8)
    }

    /// A small bomb (four levels, 8,289 copied nodes) fails under a lower limit and loads with the limit raised,
    /// aliases expanded.
    @Test func raisedAliasLimitLetsASmallBombLoad() throws {
        let bytes = Array(Self.laughs(levels: 4).utf8)
        let diagnostic = loadFailure(bytes, path: "lol.yaml", limits: LoaderLimits(maxAliasExpansions: 1_000))
        #expect(diagnostic?.id == "yaml.alias-limit")
        #expect(diagnostic?.message.contains("--max-alias-expansions") == true)
        let root = try YAMLLoader.loadFirst(bytes, path: "lol.yaml", limits: LoaderLimits(maxAliasExpansions: 8_289))
        #expect(root["d"]?.sequence?.first?.sequence?.first?.sequence?.first?.sequence?.count == 9)
        #expect(root["d"]?.sequence?.first?.sequence?.first?.sequence?.first?.sequence?.first?.string == "lol")
        #expect(loadFailure(bytes, path: "lol.yaml", limits: LoaderLimits(maxAliasExpansions: 8_288))?.id == "yaml.alias-limit")
    }

    /// Many aliases of one large anchor (a wide rather than deep bomb) are charged the anchor's size each time.
    @Test func wideAliasBombStopsAtTheAliasLimit() {
        let items = (0..<5_000).map { "i\($0)" }.joined(separator: ", ")
        let aliases = Array(repeating: "*big", count: 10_000).joined(separator: ", ")
        let text = "big: &big [\(items)]\ncopies: [\(aliases)]\n"
        let diagnostic = loadFailure(Array(text.utf8), path: "wide.yaml")
        #expect(diagnostic?.id == "yaml.alias-limit")
        // The second alias brings the total to 10,002 nodes.
        #expect(diagnostic?.location?.line == 2)
        #expect(diagnostic?.location?.column == 16)
    }

    /// A merge-key bomb: every level merges the previous one twice over.
    @Test func mergeKeyBombStopsAtTheAliasLimit() {
        var text = "m0: &m0 {" + (0..<50).map { "k\($0): v" }.joined(separator: ", ") + "}\n"
        for level in 1..<30 {
            text += "m\(level): &m\(level) {<<: [*m\(level - 1), *m\(level - 1)], own\(level): x}\n"
        }
        let diagnostic = loadFailure(Array(text.utf8), path: "merge-bomb.yaml")
        #expect(diagnostic?.id == "yaml.alias-limit")
        #expect(diagnostic?.message.contains("--max-alias-expansions") == true)
    }

    /// `levels` lines, each anchoring a sequence of nine aliases of the previous line's anchor.
    static func laughs(levels: Int) -> String {
        let names = (0..<levels).map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))) }
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for (previous, name) in zip(names, names.dropFirst()) {
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        return text
    }

    // MARK: - Input size (--max-input-size)

    /// A 50 MB description, built by repetition in memory, is under the default 64 MiB limit and loads; memory
    /// stays within a small multiple of the input.
    @Test func fiftyMegabyteDocumentLoadsWithBoundedMemory() throws {
        let bytes = Self.bigDocument(size: 50_000_000)
        let before = peakResidentBytes()
        let root = try YAMLLoader.loadFirst(bytes, path: "big.yaml")
        let padding = try #require(root["x-padding"]?.string)
        #expect(padding.utf8.count > 48_000_000)
        #expect(root["paths"]?.mapping?.count == 1)
        let growth = peakResidentBytes() - before
        #expect(growth < 8 * bytes.count, "peak memory grew by \(growth) bytes for a \(bytes.count)-byte input")
    }

    /// A 70 MB description is over the default limit: refused at once, before parsing, at 1:1, naming the limit
    /// and `--max-input-size`. With the limit raised just above its size, it loads.
    @Test func documentOverTheSizeLimitIsRefusedUntilTheLimitIsRaised() throws {
        let bytes = Self.bigDocument(size: 70_000_000)
        let diagnostic = loadFailure(bytes, path: "big.yaml")
        expect(diagnostic, ExpectedError("yaml.size-limit", 1, 1, "more than the maximum of 67108864"), file: "big.yaml")
        #expect(diagnostic?.message.contains("--max-input-size") == true)
        #expect(diagnostic?.message.contains("input is \(bytes.count) bytes") == true)

        let root = try YAMLLoader.loadFirst(bytes, path: "big.yaml", limits: LoaderLimits(maxInputBytes: bytes.count))
        #expect(root["x-padding"]?.string?.utf8.count ?? 0 > 67_000_000)
        #expect(loadFailure(bytes, path: "big.yaml", limits: LoaderLimits(maxInputBytes: bytes.count - 1))?.id == "yaml.size-limit")
    }

    /// A small OpenAPI document whose `x-padding` block scalar makes it at least `size` bytes long.
    static func bigDocument(size: Int) -> [UInt8] {
        repeated(
            "  Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.\n",
            after: """
                openapi: 3.0.3
                info: {title: Big, version: '1'}
                paths:
                  /pets: {get: {responses: {'200': {description: ok}}}}
                x-padding: |

                """,
            toAtLeast: size)
    }
}
