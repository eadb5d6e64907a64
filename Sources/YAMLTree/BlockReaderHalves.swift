import Dispatch
import GeneratorDiagnostics

/// A long block-style text read as two halves at once, one on each core.
///
/// A document's root is a mapping of a few top-level keys (`openapi`, `info`, `paths`, `components`), and a line that
/// starts with a letter in the first column can only be one of them: every other line of a block mapping is
/// indented, and a column-0 line ends every nested block (plain and block scalars included) the way the end of the
/// text does. So the text is cut at such a line near the middle; the first half is read as a document that ends
/// there, and the second, from that line on, as a document of its own whose marks start at the cut's line. The root
/// is the first half's mapping with the second half's entries after its own: the tree the whole text gives.
///
/// When the cut is not where a top-level key starts after all (inside a quoted scalar or a flow collection that
/// spans lines, which can go on in the first column), the first half is unfinished and its reader gives up, and the
/// whole text is read in one piece as before. When the first half is a mapping of first-column keys, the one-piece
/// read would reach the cut in the same state and go on with the key there as the second half's reader does; so
/// when that reader gives up (an anchor, a tab, anything ``BlockReader`` leaves to libyaml), or a key of the second
/// half repeats one of the first, the one-piece read would give up too, and the text goes to libyaml at once.
extension BlockReader {
    /// Texts shorter than this are read in one piece: a thread's start-up would take most of what a half saves
    /// (the reader takes about 13 ms per MB here).
    static let halvesThreshold = 256 * 1024

    /// What reading a text in halves gave.
    enum Halves: Equatable {
        /// The root of the whole text.
        case read(Node)
        /// No halves to read (a short text, no cut), or a first half that is not a mapping of first-column keys:
        /// the cut may not be a top-level key, and the text is for the one-piece read.
        case leftWhole
        /// A first half that is a mapping of first-column keys, and a second half this reader gives up on or whose
        /// keys repeat the first's: the one-piece read would give up too, so the text is libyaml's.
        case leftToLibYAML

        /// The root, when the halves gave one.
        var root: Node? {
            if case .read(let root) = self { root } else { nil }
        }
    }

    /// `bytes` read as two halves on two threads (``Halves``); texts shorter than `minimumSize` are left whole.
    static func readInHalves(
        _ bytes: UnsafeBufferPointer<UInt8>, context: ParseContext, maxDepth: Int, minimumSize: Int = halvesThreshold
    ) -> Halves {
        guard bytes.count >= max(minimumSize, 2), let cut = cut(in: bytes) else { return .leftWhole }
        let text = SharedText(bytes: bytes)
        let halves = Locked<(first: Node?, second: Node?)>((nil, nil))
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            let part = UnsafeBufferPointer(rebasing: half == 0 ? text.bytes[..<cut] : text.bytes[cut...])
            // The second half's marks count its lines from the cut's.
            let firstLine = half == 0 ? 0 : lineFeeds(in: UnsafeBufferPointer(rebasing: text.bytes[..<cut]))
            var reader = BlockReader(bytes: part, context: context, maxDepth: maxDepth, firstLine: firstLine)
            let root = try? reader.document()
            halves.withLock { if half == 0 { $0.first = root } else { $0.second = root } }
        }
        let (first, second) = halves.withLock { $0 }
        // The first half must be a mapping whose keys stand in the first column, as the cut's key does.
        guard case .mapping(let first, let mark)? = first, mark.column == 1 else { return .leftWhole }
        guard case .mapping(let second, _)? = second else { return .leftToLibYAML }
        var entries: [MappingEntry] = []
        entries.reserveCapacity(first.count + second.count)
        entries += first
        entries += second
        guard (try? MappingBuilder(context: context).checkDuplicates(entries)) != nil else { return .leftToLibYAML }
        return .read(.mapping(entries, mark: mark))
    }

    /// The offset of the line nearest the middle of `bytes` that starts with an ASCII letter, leaving at least an
    /// eighth of the text on either side (and a byte); nil when there is none.
    static func cut(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let middle = bytes.count / 2
        let lowest = bytes.count / 8
        let highest = bytes.count - max(1, bytes.count / 8)
        var after = middle
        var before = middle
        while after < highest || before > lowest {
            if after < highest {
                if let line = lineStartingWithLetter(in: bytes, at: after) { return line }
                after += 1
            }
            if before > lowest {
                before -= 1
                if let line = lineStartingWithLetter(in: bytes, at: before) { return line }
            }
        }
        return nil
    }

    /// The number of line feeds in `bytes`, counted eight bytes at a time (byte by byte, github's first half took
    /// 7.9 M instructions, which the second half waits for).
    static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var index = 0
        while index + 8 <= bytes.count {
            count += bytes.word(at: index).lineFeedBytes.nonzeroBitCount
            index += 8
        }
        for byte in bytes[index...] where byte == UInt8(ascii: "\n") { count += 1 }
        return count
    }

    /// `index + 1` when `index` holds a line feed and a letter follows it.
    @inline(__always)
    private static func lineStartingWithLetter(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard bytes[index] == UInt8(ascii: "\n") else { return nil }
        let next = bytes[index + 1] | 0x20
        return next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z") ? index + 1 : nil
    }
}

/// The text both halves read; it outlives them (`concurrentPerform` returns when both are done).
private struct SharedText: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
}
