#!/usr/bin/env bash
# Builds one fuzz target with libFuzzer and AddressSanitizer and runs it on its seeds.
#   Fuzz/run.sh TARGET [SECONDS] [extra libFuzzer flags or read-only seed folders...]
# New inputs go to Fuzz/scratch/TARGET/queue, findings to Fuzz/scratch/TARGET/findings
# (both ignored by git). Exits non-zero on any finding: a crash, a wrong answer,
# a timeout (over 10 s for one input) or memory over 2 GiB.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
target=${1:?usage: Fuzz/run.sh TARGET [SECONDS] [libFuzzer flags or seed folders...]}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : 1 ))

cd "$here"
# The main package is a path dependency: SwiftPM keeps its file lists from the
# last manifest load and misses source files added since, unless this manifest changes.
touch "$here/Package.swift"
build_log=$(mktemp)
if ! swift build -c release --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
    --scratch-path .build-fuzz --product "$target" > "$build_log" 2>&1; then
    tail -n 40 "$build_log"
    rm -f "$build_log"
    echo "error: building fuzz target $target failed" >&2
    exit 1
fi
tail -n 1 "$build_log"
rm -f "$build_log"

scratch="$here/scratch/$target"
mkdir -p "$scratch/queue" "$scratch/findings"
seeds=("$root/Corpus/$target")
[ -d "$root/Corpus/regressions/$target" ] && seeds+=("$root/Corpus/regressions/$target")
dict=()
[ -f "$here/$target.dict" ] && dict=(-dict="$here/$target.dict")
[ -f "$here/nibarchive.dict" ] && [[ $target == NIBArchive* ]] && dict=(-dict="$here/nibarchive.dict")
[ -f "$here/bplist.dict" ] && [[ $target == BinaryPlist* ]] && dict=(-dict="$here/bplist.dict")
[ -f "$here/keyedarchive.dict" ] && [[ $target == KeyedArchive* ]] && dict=(-dict="$here/keyedarchive.dict")

SWIFT_BACKTRACE=enable=no "$here/.build-fuzz/release/$target" \
    "$scratch/queue" "${seeds[@]}" "$@" \
    "${dict[@]}" \
    -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 \
    -artifact_prefix="$scratch/findings/" -print_final_stats=1
