import Foundation
import YAMLTree

/// Reads and loads the local files a multi-file document refers to on a second thread, ahead of the decoder.
///
/// The decoder asks for files one at a time, as it meets their `$ref`s; a document split into thousands of small
/// files (DigitalOcean's has 2,849) would spend half its time waiting for reads and YAML parses. The prefetcher
/// walks the same reference graph on its own: every tree loaded (by it, or by the decoder) is scanned for `$ref`s to
/// other local files, and those are loaded next, in the order they appear. The decoder then takes ready trees. A file
/// whose bytes show only references inside itself (``FileReferenceScan``) is not walked.
///
/// Prefetching changes what is read, never what is decoded or reported: it only reads files the decoder would be
/// allowed to read (local, inside the permitted folders, within ``ParserOptions/maxFiles``), it reports nothing,
/// and a file it could not load is left to the decoder, which reads it again and reports the problem itself.
/// The order of ``ParseSession/filesRead`` stays the decoder's.
final class FilePrefetcher: @unchecked Sendable {
    private enum State {
        case queued
        /// Taken by the decoder before the prefetcher started it.
        case claimed
        case loading
        case loaded(YAMLLoader.FirstDocument, mayDeclareIdentifiers: Bool)
        case failed
    }

    private let condition = NSCondition()
    private var states: [String: State] = [:]
    /// Keys to load and trees to scan, first in first out.
    private var jobs: [Job] = []
    private var nextJob = 0
    private var stopped = false
    private var started = false
    /// A job is being done outside the lock.
    private var busy = false

    private enum Job {
        case load(String)
        /// A tree to walk, unless its file's bytes show no reference to another file; nil when they were looked at
        /// already (for the files the prefetcher loads, as soon as they are loaded, so that their bytes are not kept).
        case scan(Node, folder: String, source: [UInt8]?)
    }

    private let rootAbsoluteFolder: String
    private let allowsOutsideRoot: Bool
    private let maxFiles: Int
    private let limits: LoaderLimits

    init(rootAbsoluteFolder: String, options: ParserOptions, limits: LoaderLimits) {
        self.rootAbsoluteFolder = rootAbsoluteFolder
        self.allowsOutsideRoot = options.allowReferencesOutsideRoot
        self.maxFiles = options.maxFiles
        self.limits = limits
    }

    /// Schedules a scan of `root`, the tree of the file whose key is `key` and whose bytes are `source`, for
    /// references to other files.
    func scan(_ root: Node, key: String, source: [UInt8]) {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped else { return }
        jobs.append(.scan(root, folder: FilePaths.folder(of: key), source: source))
        startIfNeeded()
        condition.signal()
    }

    /// The tree of the file `key` if the prefetcher loaded it, waiting while it is being loaded; nil when the decoder
    /// should read the file itself (never asked for, failed, or not started yet: then it is claimed).
    func take(_ key: String) -> (document: YAMLLoader.FirstDocument, mayDeclareIdentifiers: Bool)? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            switch states[key] {
            case .loading?:
                condition.wait()
            case .loaded(let document, let mayDeclareIdentifiers)?:
                states[key] = .claimed
                return (document, mayDeclareIdentifiers)
            case .queued?:
                states[key] = .claimed
                return nil
            case nil:
                states[key] = .claimed
                return nil
            case .claimed?, .failed?:
                return nil
            }
        }
    }

    /// Keys of the files the prefetcher read, in order (whether or not the decoder took them).
    private(set) var readKeys: [String] = []

    /// Waits until the prefetcher has nothing left to do, and returns ``readKeys``. For tests.
    func waitUntilIdle() -> [String] {
        condition.lock()
        defer { condition.unlock() }
        while !stopped, nextJob < jobs.count || busy { condition.wait() }
        return readKeys
    }

    /// Stops the prefetcher after the file it is loading, if any. Trees not taken are dropped.
    func stop() {
        condition.lock()
        stopped = true
        jobs.removeAll()
        states.removeAll()
        condition.broadcast()
        condition.unlock()
    }

    // MARK: - The prefetching thread

    private func startIfNeeded() {
        guard !started else { return }
        started = true
        let thread = Thread { [self] in work() }
        thread.stackSize = 1 << 20
        thread.start()
    }

    private func work() {
        condition.lock()
        while true {
            while nextJob == jobs.count, !stopped { condition.wait() }
            if stopped { break }
            let job = jobs[nextJob]
            nextJob += 1
            if nextJob == jobs.count {
                jobs.removeAll(keepingCapacity: true)
                nextJob = 0
            }
            switch job {
            case .scan(let root, let folder, let source):
                busy = true
                condition.unlock()
                var keys: [String] = []
                if source.map(FileReferenceScan.mayReferToOtherFiles) ?? true {
                    collectFileReferences(in: root, folder: folder, into: &keys)
                }
                condition.lock()
                busy = false
                for key in keys where states[key] == nil && states.count < maxFiles && !stopped {
                    states[key] = .queued
                    jobs.append(.load(key))
                }
            case .load(let key):
                guard case .queued? = states[key] else { break }  // claimed by the decoder meanwhile
                states[key] = .loading
                readKeys.append(key)
                busy = true
                condition.unlock()
                let loaded = load(key)
                condition.lock()
                busy = false
                if !stopped {
                    states[key] = loaded.map { .loaded($0.document, mayDeclareIdentifiers: $0.mayDeclareIdentifiers) } ?? .failed
                    condition.broadcast()
                    if let loaded, loaded.mayReferToOtherFiles {
                        jobs.append(.scan(loaded.document.root, folder: FilePaths.folder(of: key), source: nil))
                    }
                }
            }
            if nextJob == jobs.count { condition.broadcast() }  // idle: wake ``waitUntilIdle()``
        }
        condition.unlock()
    }

    private func load(_ key: String) -> (document: YAMLLoader.FirstDocument, mayReferToOtherFiles: Bool, mayDeclareIdentifiers: Bool)? {
        let path = FilePaths.absolutePath(forKey: key, rootAbsoluteFolder: rootAbsoluteFolder)
        // A link is left to the decoder, which reads it once it knows where it leads.
        guard case .success(let bytes) = FileReader.read(path, maxBytes: limits.maxInputBytes, followingLinks: allowsOutsideRoot),
              let document = try? YAMLLoader.loadFirstDocument(bytes, path: path, limits: limits)
        else { return nil }
        return (document, FileReferenceScan.mayReferToOtherFiles(bytes), SchemaIdentifiers.mayDeclare(bytes))
    }

    /// Appends the keys of the local files `$ref`s in `node` name, as the decoder will compute them, except those
    /// the decoder may not read.
    private func collectFileReferences(in node: Node, folder: String, into keys: inout [String]) {
        var stack = [node]
        while let node = stack.popLast() {
            switch node {
            case .scalar:
                continue
            case .sequence(let items, _):
                stack.append(contentsOf: items.reversed())
            case .mapping(let entries, _):
                for entry in entries where entry.key.value == "$ref" {
                    if let text = entry.value.scalar?.value, let key = fileKey(text, folder: folder) { keys.append(key) }
                }
                for entry in entries.reversed() where entry.key.value != "$ref" { stack.append(entry.value) }
            }
        }
    }

    private func fileKey(_ text: String, folder: String) -> String? {
        let filePart = text.utf8.firstIndex(of: UInt8(ascii: "#")).map { text[..<$0] } ?? text[...]
        guard !filePart.isEmpty, !Pointers.isRemote(filePart),
              let key = FilePaths.key(ofLocal: filePart, from: folder, rootAbsoluteFolder: rootAbsoluteFolder)
        else { return nil }
        if !allowsOutsideRoot, FilePaths.isOutsideRoot(key) { return nil }
        return key
    }
}
