#!/usr/bin/env bash
# Regenerates every published benchmark table: the ordo-one benchmark targets,
# the scaling sweep (1 KB to 100 MB), compile scaling and the comparisons with Python.
#   cd Benchmarks && ./run-all.sh [OUTPUT_FOLDER]
# Each part's output also goes to OUTPUT_FOLDER (default .build/results/),
# one file per part. Takes about 10 minutes on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")"
out=${1:-.build/results}
mkdir -p "$out"
for target in NIBArchiveBenchmarks KeyedArchiveBenchmarks InstantiationBenchmarks ArchiverBenchmarks ScanBenchmarks CompileBenchmarks; do
    swift package benchmark --target "$target" --format markdown --no-progress | tee "$out/$target.md"
done
swift build -c release --product ScalingSweep 2>&1 | tail -1
.build/release/ScalingSweep | tee "$out/ScalingSweep.md"
swift build -c release --product CompileScaling 2>&1 | tail -1
.build/release/CompileScaling | tee "$out/CompileScaling.md"
./compare-python.sh | tee "$out/compare-python.md"
echo "Results in $out/"
