#!/usr/bin/env bash
# record_new.sh records, on the GPU machine, the conformance programs that have no .out yet with
# record.sh's own steps (build, stdout, sass, ncu, pack), without rebuilding and re-profiling the
# programs that are recorded already (record.sh's build step would rebuild them all on a fresh
# machine, and every older recording would then be redone). The archives land in $OUT.
# usage (repository root, on the device): bash tests/gpu/record_new.sh
set -u
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT" || exit 2
BUILD=${SIMTLAB_BUILD:-$ROOT/build/gpu}
: >tests/gpu/report.txt
export SIMTLAB_REC_START=$(date +%s)
bash tests/gpu/record.sh env
for f in tests/conformance/*.cu; do
    n=$(basename "$f" .cu)
    [ -f "tests/conformance/$n.out" ] && continue
    echo "new: $n" >&2
    echo "$f $BUILD/conformance/$n"
done | xargs -r -P 8 -n 2 bash tests/gpu/record.sh _build_one
ls "$BUILD/conformance"
# stdout, sass and ncu work on the programs that were built, i.e. the new ones.
bash tests/gpu/record.sh stdout sass ncu pack summary
