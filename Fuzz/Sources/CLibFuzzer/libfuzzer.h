// The one libFuzzer function the harnesses call, as declared by libFuzzer (compiler-rt, FuzzerInterface.h).
// The library itself is linked by `-sanitize=fuzzer`.
#ifndef RESOURCEFUL_LIBFUZZER_H
#define RESOURCEFUL_LIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer's command-line driver (the same as its own `main`) with `callback` as the fuzz target.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
