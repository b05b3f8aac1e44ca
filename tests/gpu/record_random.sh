#!/usr/bin/env bash
# record_random.sh records what the H200 prints for tests/randprog's random programs.
#   Here, first:                           go test ./tests/randprog -run TestRecordedSources -randprog.write
#       writes the sources to tests/randprog/testdata/src (ignored by git: carry it to the device)
#   On the GPU machine (repository root):  bash tests/gpu/record_random.sh run
#       builds and runs every tests/randprog/testdata/src/*.cu (run_programs.sh), $OUT/programs.tar.gz
#   Here, with that archive:               bash tests/gpu/record_random.sh unpack PATH/programs.tar.gz
#       copies each program's stdout and exit status to testdata/NAME.out and NAME.exit (only
#       when it is not 0), and
#       lists the programs nvcc rejected (their .cerr), which the generator must not write.
set -eu
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
DATA=$ROOT/tests/randprog/testdata
case "${1:-}" in
run)
    for d in /usr/local/cuda/bin /usr/local/cuda-13.0/bin; do [ -d "$d" ] && PATH=$PATH:$d; done
    export PATH
    bash "$ROOT/tests/gpu/run_programs.sh" "$DATA/src"
    ;;
unpack)
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    tar xzf "${2:?usage: record_random.sh unpack ARCHIVE}" -C "$tmp"
    for f in "$DATA"/src/*.cu; do
        n=$(basename "$f" .cu)
        # an archive of some of the programs (run_programs.sh on a directory of new ones)
        [ -f "$tmp/res/$n.exit" ] || [ -f "$tmp/res/$n.cfail" ] || continue
        if [ -f "$tmp/res/$n.cfail" ]; then
            echo "nvcc rejects $n:" >&2
            head -5 "$tmp/res/$n.cerr" >&2
            continue
        fi
        cp "$tmp/res/$n.out" "$DATA/$n.out"
        rm -f "$DATA/$n.exit"
        # only a status other than 0 is kept (the test takes a missing one as 0)
        [ "$(cat "$tmp/res/$n.exit")" = 0 ] || cp "$tmp/res/$n.exit" "$DATA/$n.exit"
    done
    cp "$tmp/res/environment.txt" "$DATA/environment.txt"
    ;;
*)
    echo "usage: record_random.sh run | unpack ARCHIVE" >&2
    exit 2
    ;;
esac
