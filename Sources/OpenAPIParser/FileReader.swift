#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files with plain POSIX calls: one `open`, one `fstat`, the reads, `close`. There is no existence
/// check beforehand: a missing file is simply a failed `open`.
///
/// Only regular files are read (and, for the root document, a pipe: `resourceful generate <(curl ...)`): a device
/// (`/dev/zero`, `/dev/urandom`) never ends, and a FIFO without a writer would wait forever. A file larger than
/// `maxBytes` is not read at all (``Failure/tooLarge(_:)``); what is read beyond the size the file had when opened
/// stops past `maxBytes`, which the loader then refuses with its size message.
enum FileReader {
    enum Failure: Error, Equatable {
        case missing
        case unreadable(String)
        /// The file is a symbolic link, and links were not to be followed.
        case link
        /// The file is this many bytes, more than `maxBytes`: it is not read.
        case tooLarge(Int)
    }

    /// The bytes of the file at `path`; `pipes`: a pipe is read too (the root document); `followingLinks: false`:
    /// a file that is a symbolic link is not opened (``Failure/link``), so that the caller can see where it leads.
    static func read(_ path: String, maxBytes: Int, pipes: Bool = false, followingLinks: Bool = true) -> Result<[UInt8], Failure> {
        // Without `O_NONBLOCK`, opening a FIFO waits for a writer.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard descriptor >= 0 else { return .failure(!followingLinks && errno == ELOOP ? .link : failure(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(failure(errno)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(.unreadable("it is a folder"))
        case S_IFIFO where pipes:
            // A pipe's writer may be slower than the reads: wait for its data.
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        default: return .failure(.unreadable("it is not a regular file"))
        }

        let size = max(Int(status.st_size), 0)
        guard size <= maxBytes else { return .failure(.tooLarge(size)) }
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var total = 0
            while total < size {
                let count = systemRead(descriptor, buffer.baseAddress! + total, size - total)
                if count < 0 { failed = true }
                if count <= 0 { break }
                total += count
            }
            initialized = total
        }
        // Whatever was appended to the file since `fstat` (or everything, for files that report no size); usually
        // a single read that finds the end.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { chunk in
            while !failed, bytes.count <= maxBytes {
                let count = systemRead(descriptor, chunk.baseAddress!, chunk.count)
                if count < 0 { failed = true }
                if count <= 0 { break }
                bytes.append(contentsOf: chunk[..<count])
            }
        }
        if failed { return .failure(failure(errno)) }
        return .success(bytes)
    }

    /// The canonical path of `path`, every symbolic link and `..` resolved (`realpath(3)`); nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// True when something exists at `path` (used only to tell a missing file from a refused one).
    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// The current working folder, to make the root document's path absolute.
    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func failure(_ code: Int32) -> Failure {
        if code == ENOENT || code == ENOTDIR { return .missing }
        return .unreadable(String(cString: strerror(code)))
    }
}

/// `read(2)`, named apart from ``FileReader/read(_:maxBytes:pipes:followingLinks:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
