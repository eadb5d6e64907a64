#!/usr/bin/env bash
# End-to-end acceptance of generated clients: `resourceful generate` output, compiled with a test program that uses
# it as an application would, talking to real servers on the loopback interface.
#
#   Tests/EndToEnd/run.sh [features|fastapi|server] [FILTER]
#
# - features: the client of Specs/features/openapi.yaml against the loopback recorder (Tests/Servers/recorder.py);
#   every parameter style, body kind, security scheme and error path is compared byte for byte (Features/).
# - fastapi: the client of the OpenAPI 3.1 document served by a FastAPI application (FastAPI/app.py), against that
#   application: CRUD, query parameters, validation errors, nullable fields (FastAPI/). Installs the Python packages
#   fastapi and uvicorn with pip when they are missing.
# - server: the code of Specs/features/openapi.yaml generated with --server plays both parts: its APIRouter, behind
#   a small loopback HTTP server, answers the same document's client, and every value must come back as sent
#   (Server/).
#
# The generator is $RESOURCEFUL when set, else the release build of this package (built when missing). Each check
# is one swiftc invocation (generated sources + Support/ + the test program, -swift-version 6 -warnings-as-errors
# -Onone). FILTER runs only the checks whose name contains it. Work goes to a temporary folder, removed at the end
# unless E2E_KEEP=1; E2E_VERBOSE=1 prints passing checks too. Prints `N passed, M failed` last; exits non-zero on
# any failure.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"

only=""
filter=()
for argument in "$@"; do
    case "$argument" in
        features|fastapi|server) only="$argument" ;;
        -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
        *) filter=("$argument") ;;
    esac
done
wants() { [ -z "$only" ] || [ "$only" = "$1" ]; }

work="$(mktemp -d "${TMPDIR:-/tmp}/resourceful-e2e.XXXXXX")"
pids=()
cleanup() {
    for pid in ${pids[@]+"${pids[@]}"}; do kill "$pid" 2>/dev/null || true; done
    for pid in ${pids[@]+"${pids[@]}"}; do wait "$pid" 2>/dev/null || true; done
    if [ "${E2E_KEEP:-0}" = 1 ]; then echo "==> kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

passed=0
failed=0
# Records one failure that stopped a whole check (no test program ran).
broken() {
    echo "FAIL $1"
    failed=$((failed + 1))
}
finish() {
    echo "$passed passed, $failed failed"
    [ "$failed" = 0 ] && [ "$passed" -gt 0 ]
    exit $?
}

# --- the generator -------------------------------------------------------------------------------------------------
resourceful="${RESOURCEFUL:-}"
if [ -z "$resourceful" ]; then
    echo "==> building the release CLI (swift build -c release --product resourceful)"
    if ! (cd "$root" && swift build -c release --product resourceful > "$work/build.log" 2>&1); then
        tail -n 40 "$work/build.log"
        broken "building resourceful"
        finish
    fi
    resourceful="$(cd "$root" && swift build -c release --show-bin-path)/resourceful"
fi
if [ ! -x "$resourceful" ]; then
    broken "no resourceful executable at $resourceful"
    finish
fi

# Generates the client of $1 into $2 (more options after them); fails (printing why) when the generator fails or
# writes no endpoints.
generate() {
    local spec=$1 output=$2 log="$2.log"
    shift 2
    if ! "$resourceful" generate "$spec" --output "$output" "$@" > "$log" 2>&1; then
        echo "==> resourceful generate $spec failed:"
        cat "$log"
        return 1
    fi
    if [ ! -d "$output/Endpoints" ]; then
        echo "==> resourceful generate $spec wrote no Endpoints/ folder (endpoints not generated yet?)"
        return 1
    fi
}

# Compiles the Swift files of $2 (generated client) with Support/, the test program folder $3 and any further files
# into $1 (module $4). Run it in the background (it replaces its subshell with swiftc): the job's status says whether it
# compiled without any diagnostic.
compile() {
    local executable=$1 generated=$2 program=$3 module=$4
    shift 4
    local sources=()
    while IFS= read -r file; do sources+=("$file"); done < <(find "$generated" -name '*.swift' | sort)
    exec swiftc -swift-version 6 -warnings-as-errors -Onone -module-name "$module" -o "$executable" \
        "${sources[@]}" "$here"/Support/*.swift "$program"/*.swift "$@" > "$executable.compile.log" 2>&1
}

# Starts a server script printing its port on its first stdout line; sets `started_port`, adds its pid to `pids`.
start_server() {
    local name=$1
    shift
    "$@" > "$work/$name.out" 2> "$work/$name.err" &
    pids+=($!)
    local pid=$!
    started_port=""
    for _ in $(seq 1 300); do
        started_port=$(head -n 1 "$work/$name.out" 2>/dev/null || true)
        [ -n "$started_port" ] && return 0
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.05
    done
    echo "==> $name did not start:"
    cat "$work/$name.err"
    return 1
}

# Runs a compiled test program with extra environment ($2...) and adds its closing counts to the totals.
run_program() {
    local executable=$1
    shift
    local log="$executable.run.log"
    env "$@" "$executable" ${filter[@]+"${filter[@]}"} > "$log" 2>&1
    local status=$?
    grep -v -E '^[0-9]+ passed, [0-9]+ failed$' "$log"
    local counts
    counts=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)
    if [ -z "$counts" ]; then
        broken "$(basename "$executable") ended without its counts (status $status)"
        return
    fi
    passed=$((passed + ${counts%% passed*}))
    local failures=${counts#*passed, }
    failed=$((failed + ${failures%% failed}))
    if [ "$status" != 0 ] && [ "${failures%% failed}" = 0 ]; then broken "$(basename "$executable") exited with $status"; fi
}

# --- servers and generation ----------------------------------------------------------------------------------------
features_ready=0
fastapi_ready=0

if wants features; then
    echo "==> features: generating the client of Specs/features/openapi.yaml"
    if generate "$root/Specs/features/openapi.yaml" "$work/features-client"; then
        compile "$work/features-e2e" "$work/features-client" "$here/Features" FeaturesClient &
        features_build=$!
        pids+=($!)
        if start_server recorder python3 "$root/Tests/Servers/recorder.py"; then
            recorder_port=$started_port
            features_ready=1
        else
            broken "features: starting the recorder"
        fi
    else
        broken "features: generating the client"
    fi
fi

if wants fastapi; then
    echo "==> fastapi: starting FastAPI/app.py"
    if ! python3 -c 'import fastapi, uvicorn' 2>/dev/null; then
        echo "==> installing fastapi and uvicorn (pip)"
        python3 -m pip install -q fastapi uvicorn > "$work/pip.log" 2>&1 || cat "$work/pip.log"
    fi
    if ! python3 -c 'import fastapi, uvicorn' 2>/dev/null; then
        broken "fastapi: the Python packages fastapi and uvicorn are not available"
    elif ! start_server fastapi python3 "$here/FastAPI/app.py"; then
        broken "fastapi: starting the application"
    else
        fastapi_url="http://127.0.0.1:$started_port"
        if ! python3 - "$fastapi_url/openapi.json" "$work/fastapi-openapi.json" <<'EOF'
import sys, urllib.request
with urllib.request.urlopen(sys.argv[1], timeout=30) as answer, open(sys.argv[2], "wb") as file:
    file.write(answer.read())
EOF
        then
            broken "fastapi: downloading /openapi.json"
        elif ! grep -q '"openapi":"3.1' "$work/fastapi-openapi.json" \
            && ! grep -q '"openapi": "3.1' "$work/fastapi-openapi.json"; then
            broken "fastapi: /openapi.json is not an OpenAPI 3.1 document"
        else
            echo "==> fastapi: generating the client of the served /openapi.json"
            if generate "$work/fastapi-openapi.json" "$work/fastapi-client"; then
                compile "$work/fastapi-e2e" "$work/fastapi-client" "$here/FastAPI" FastAPIClient &
                fastapi_build=$!
                pids+=($!)
                fastapi_ready=1
            else
                broken "fastapi: generating the client"
            fi
        fi
    fi
fi

server_ready=0
if wants server; then
    echo "==> server: generating the code of Specs/features/openapi.yaml with --server"
    if generate "$root/Specs/features/openapi.yaml" "$work/features-server" --server; then
        compile "$work/server-e2e" "$work/features-server" "$here/Server" FeaturesServer \
            "$root/Tests/TestSupport/LoopbackSocket.swift" &
        server_build=$!
        pids+=($!)
        server_ready=1
    else
        broken "server: generating the code"
    fi
fi

# --- compile and run -----------------------------------------------------------------------------------------------
# `wait` on every compile started, even when its check can no longer run, so that none outlives the script.
if [ -n "${features_build:-}" ]; then
    echo "==> features: compiling (swiftc -swift-version 6 -warnings-as-errors)"
    if ! wait "$features_build"; then
        cat "$work/features-e2e.compile.log"
        broken "features: the generated client and Features/main.swift do not compile without diagnostics"
        features_ready=0
    fi
fi
if [ -n "${fastapi_build:-}" ]; then
    echo "==> fastapi: compiling (swiftc -swift-version 6 -warnings-as-errors)"
    if ! wait "$fastapi_build"; then
        cat "$work/fastapi-e2e.compile.log"
        broken "fastapi: the generated client and FastAPI/main.swift do not compile without diagnostics"
        fastapi_ready=0
    fi
fi

if [ -n "${server_build:-}" ]; then
    echo "==> server: compiling (swiftc -swift-version 6 -warnings-as-errors)"
    if ! wait "$server_build"; then
        cat "$work/server-e2e.compile.log"
        broken "server: the generated code and Server/*.swift do not compile without diagnostics"
        server_ready=0
    fi
fi

if [ "$features_ready" = 1 ]; then
    echo "==> features: running against the recorder"
    run_program "$work/features-e2e" RECORDER_PORT="$recorder_port"
fi
if [ "$fastapi_ready" = 1 ]; then
    echo "==> fastapi: running against the application"
    run_program "$work/fastapi-e2e" FASTAPI_URL="$fastapi_url"
fi

if [ "$server_ready" = 1 ]; then
    echo "==> server: the generated client against the generated server"
    run_program "$work/server-e2e"
fi

finish
