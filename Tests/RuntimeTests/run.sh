#!/usr/bin/env bash
# The runtime harness: renders Templates/Runtime, compiles it with the hand-written example endpoints
# (Examples/: what the generator emits) and the checks (Checks/), starts the loopback recorder
# (Tests/Servers/recorder.py) and runs the checks against it. Prints `N passed, M failed`; exits non-zero on
# any failure, compiler warning included.
#
#   Tests/RuntimeTests/run.sh [--all-modes] [FILTER]
#
# Alongside the test build, the runtime and the examples are compiled as a library with
# `-default-isolation MainActor` (the default of many app targets). --all-modes also compiles them with
# `package` and internal access. FILTER runs only the checks whose name contains it. Builds go to
# $RUNTIME_HARNESS_DIR (default: /tmp/runtime-harness), never to SwiftPM's build folders.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
work="${RUNTIME_HARNESS_DIR:-/tmp/runtime-harness}"

all_modes=0
filter=()
for argument in "$@"; do
    case "$argument" in
        --all-modes) all_modes=1 ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) filter=("$argument") ;;
    esac
done

rm -rf "$work"
mkdir -p "$work"
swift_flags=(-swift-version 6 -parse-as-library -warnings-as-errors)

# Renders the runtime with access $1 into $work/$2 and copies the examples there with the same access.
prepare() {
    local access=$1 folder="$work/$2"
    "$root/Scripts/render-runtime" "$folder/Runtime" "$access"
    mkdir -p "$folder/Examples"
    for file in "$here"/Examples/*.swift; do
        case "$access" in
            public) cp "$file" "$folder/Examples/" ;;
            *) sed -e "s/\\bpublic /$([ "$access" = internal ] || echo "package ")/g" "$file" > "$folder/Examples/$(basename "$file")" ;;
        esac
    done
}

# Compiles the runtime and examples of $work/$1 as a library, with extra flags; fails on any diagnostic.
compile_library() {
    local folder="$work/$1"
    shift
    swiftc "${swift_flags[@]}" "$@" -module-name GeneratedClient -emit-library -o "$folder/libGeneratedClient.so" \
        "$folder"/Runtime/*.swift "$folder"/Examples/*.swift > "$folder/compile.log" 2>&1 \
        || { echo "==> compile failed ($folder, $*):"; cat "$folder/compile.log"; return 1; }
}

echo "==> rendering and compiling (swiftc -swift-version 6)"
prepare public public
swiftc "${swift_flags[@]}" -module-name RuntimeTests -o "$work/runtime-tests" \
    "$work"/public/Runtime/*.swift "$work"/public/Examples/*.swift "$here"/Checks/*.swift \
    > "$work/compile.log" 2>&1 &
tests_build=$!
compile_library public -default-isolation MainActor
if ! wait "$tests_build"; then
    echo "==> compile failed:"
    cat "$work/compile.log"
    exit 1
fi
if [ "$all_modes" = 1 ]; then
    echo "==> compiling with package and internal access"
    prepare package package
    compile_library package -package-name GeneratedClient
    prepare internal internal
    compile_library internal -default-isolation MainActor
fi

echo "==> starting the recorder"
python3 "$root/Tests/Servers/recorder.py" > "$work/recorder.out" 2> "$work/recorder.err" &
recorder=$!
trap 'kill "$recorder" 2>/dev/null || true' EXIT
port=""
for _ in $(seq 1 100); do
    port=$(head -n 1 "$work/recorder.out" 2>/dev/null || true)
    [ -n "$port" ] && break
    sleep 0.05
done
if [ -z "$port" ]; then
    echo "==> the recorder did not start:"
    cat "$work/recorder.err"
    exit 1
fi

echo "==> running the checks"
RECORDER_PORT="$port" "$work/runtime-tests" ${filter[@]+"${filter[@]}"}
