import CLibFuzzer

/// Starts libFuzzer from an executable's own entry point.
///
/// On Linux, SwiftPM links every Swift executable with `main` redirected to `<Module>_main`, so that tests can
/// link the executable's module; with no such symbol the link fails, and libFuzzer's own `main` is never used.
/// Each harness therefore defines `<Module>_main` (with `@_cdecl`) and hands its arguments to libFuzzer's driver
/// here. Where SwiftPM does not redirect `main`, libFuzzer's `main` runs and the extra symbol is simply unused.
public enum FuzzDriver {
    /// Runs libFuzzer's command line (corpus folders, `-runs=`, `-max_len=` and the rest) over `target`.
    public static func run(
        argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
        target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt {
        var argc = argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
        return LLVMFuzzerRunDriver(&argc, &argv, target)
    }

    /// The bytes libFuzzer passed, as a raw buffer (empty when it passed no pointer).
    public static func input(_ data: UnsafePointer<UInt8>?, _ count: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : count)
    }
}
