#!/usr/bin/env bash
# Fails when a headline benchmark's median wall clock or malloc count is more
# than 10% worse than the baseline named "main" (the tolerances are in
# Sources/RegressionGuard; every other benchmark and metric is reported only).
#
#   ./check-regressions.sh record [OPTIONS...]        # store this tree's results as baseline "main"
#   ./check-regressions.sh check [OPTIONS...]         # run this tree and compare it with "main"
#   ./check-regressions.sh against REF [OPTIONS...]   # record "main" from git REF, then check this tree
#
# OPTIONS go to `swift package benchmark` (default: the three targets that hold
# headline benchmarks). `against` builds REF in a temporary work tree beside a
# link to this checkout's ../shared, so it takes a full release build.
# Exit status of check: 0 within the tolerances or better, 2 a regression
# (seen in two runs in a row), anything else a failure to run.
set -euo pipefail
cd "$(dirname "$0")"
here=$(pwd)
mode=${1:-check}
shift || true
if [ "$mode" = against ]; then
    ref=${1:?usage: check-regressions.sh against REF [OPTIONS...]}
    shift
fi
options=("$@")
if [ ${#options[@]} -eq 0 ]; then
    options=(--target NIBArchiveBenchmarks --target KeyedArchiveBenchmarks --target InstantiationBenchmarks)
fi

record() {
    swift package --allow-writing-to-package-directory benchmark baseline update main "${options[@]}"
}

# The plugin exits 1 both for a regression and for an improvement, so the
# verdict is read from its last words. Wall clocks on a shared machine move by
# 10-20% between runs, so a regression counts only if a second run shows it too.
check() {
    local log verdict attempt
    log=$(mktemp)
    for attempt in 1 2; do
        swift package benchmark baseline check main "${options[@]}" 2>&1 | tee "$log" || true
        verdict=$(grep -o "is WORSE than\|is BETTER than\|is WITHIN" "$log" | tail -1 || true)
        if [ "$verdict" != "is WORSE than" ]; then break; fi
        if [ "$attempt" = 1 ]; then echo "check-regressions: worse than 'main'; checking once more"; fi
    done
    rm -f "$log"
    case "$verdict" in
    "is WORSE than") echo "check-regressions: REGRESSION of more than 10% against baseline 'main', twice"; return 2 ;;
    "is BETTER than") echo "check-regressions: no regression; some metrics improved by more than 10% (record a new baseline)" ;;
    "is WITHIN") echo "check-regressions: within 10% of baseline 'main'" ;;
    *) echo "check-regressions: the check did not run to a verdict"; return 1 ;;
    esac
}

case "$mode" in
record) record ;;
check) check ;;
against)
    scratch=$(mktemp -d)
    trap 'git -C "$here" worktree remove --force "$scratch/repo" 2>/dev/null || true; rm -rf "$scratch"' EXIT
    ln -s "$(cd ../.. && pwd)/shared" "$scratch/shared"
    git worktree add --detach "$scratch/repo" "$ref"
    [ -f Package.resolved ] && cp Package.resolved "$scratch/repo/Benchmarks/"
    (cd "$scratch/repo/Benchmarks" && record)
    mkdir -p .benchmarkBaselines
    cp -R "$scratch/repo/Benchmarks/.benchmarkBaselines/." .benchmarkBaselines/
    check
    ;;
*) echo "usage: check-regressions.sh record|check|against REF [OPTIONS...]" >&2; exit 64 ;;
esac
