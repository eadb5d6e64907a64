import Foundation

/// Writes generated files into a folder the way incremental builds need it: a file is rewritten only when its
/// content changed (so the compiler's mtime-based driver rebuilds little), files the generator wrote earlier but
/// no longer produces are removed, and nothing else in the folder is touched.
///
/// What the generator wrote is remembered in a manifest file (``manifestName``) inside the folder.
public struct OutputWriter: Sendable {
    /// The manifest listing the files the last run wrote, one relative path per line.
    public static let manifestName = ".resourceful-manifest"

    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// What a run did, for the summary line and for tests.
    public struct Summary: Sendable, Hashable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
    }

    /// Writes `files`, removes stale generated files, and updates the manifest.
    public func write(_ files: [(path: String, contents: String)]) throws -> Summary {
        var summary = Summary()
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        let previous = readManifest()
        var current: Set<String> = []
        for file in files {
            try Self.checkRelative(file.path)
            current.insert(file.path)
            let url = directory.appendingPathComponent(file.path)
            let data = Data(file.contents.utf8)
            if let existing = fileManager.contents(atPath: url.path), existing == data {
                summary.unchanged.append(file.path)
                continue
            }
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            summary.written.append(file.path)
        }
        for stale in previous.subtracting(current).sorted() {
            guard (try? Self.checkRelative(stale)) != nil else { continue }
            let url = directory.appendingPathComponent(stale)
            if fileManager.fileExists(atPath: url.path) {
                try fileManager.removeItem(at: url)
                summary.removed.append(stale)
                removeEmptyParents(of: url)
            }
        }
        let manifest = current.sorted().joined(separator: "\n") + "\n"
        let manifestURL = directory.appendingPathComponent(Self.manifestName)
        if fileManager.contents(atPath: manifestURL.path) != Data(manifest.utf8) {
            try Data(manifest.utf8).write(to: manifestURL, options: .atomic)
        }
        return summary
    }

    /// The files a previous run wrote, from the manifest (empty when there is none).
    public func readManifest() -> Set<String> {
        let url = directory.appendingPathComponent(Self.manifestName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        return Set(String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init))
    }

    /// Generated paths are relative and stay inside the folder.
    static func checkRelative(_ path: String) throws {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if path.hasPrefix("/") || path.isEmpty || parts.contains("..") || parts.contains("") {
            throw CocoaError(.fileWriteInvalidFileName, userInfo: [NSFilePathErrorKey: path])
        }
    }

    private func removeEmptyParents(of url: URL) {
        var parent = url.deletingLastPathComponent()
        while parent.standardizedFileURL.path != directory.standardizedFileURL.path,
              parent.path.hasPrefix(directory.path),
              let contents = try? FileManager.default.contentsOfDirectory(atPath: parent.path), contents.isEmpty {
            try? FileManager.default.removeItem(at: parent)
            parent = parent.deletingLastPathComponent()
        }
    }
}
