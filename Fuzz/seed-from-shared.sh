#!/usr/bin/env bash
# Runs TARGET with the NIBArchives of ../shared/corpus as extra, read-only seed
# folders (libFuzzer writes new inputs only to the first folder, Fuzz/scratch),
# so nothing from ../shared is copied into the repository.
#   Fuzz/seed-from-shared.sh TARGET [SECONDS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
shared="$(dirname "$(dirname "$here")")/shared/corpus"
[ -d "$shared" ] || { echo "no corpus at $shared" >&2; exit 1; }
exec "$here/run.sh" "${1:?usage: Fuzz/seed-from-shared.sh TARGET [SECONDS]}" "${2:-600}" \
    "$shared/nib-archive" "$shared/nib-keyed" "$shared/pairs" "$shared/nib-bundle"
