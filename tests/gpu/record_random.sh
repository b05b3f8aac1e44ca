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
#   On the GPU machine:                    bash tests/gpu/record_random.sh sass [GLOB]
#       compiles the programs matching GLOB (default float_*) with -lineinfo and writes each one's
#       SASS with source lines (nvdisasm -g) to $OUT/randsass.tar.gz: which products nvcc and
#       ptxas fused, line by line (each expression E<k> is stored on a line of its own)
#   Here, with that archive:               bash tests/gpu/record_random.sh unpack-sass PATH/randsass.tar.gz
#       copies them to testdata/sass/NAME.lines.sass.gz
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
sass)
    for d in /usr/local/cuda/bin /usr/local/cuda-13.0/bin; do [ -d "$d" ] && PATH=$PATH:$d; done
    export PATH
    dir=$(mktemp -d)
    mkdir -p "$dir/sass"
    ls "$DATA"/src/${2:-float_*}.cu | xargs -r -P "$(nproc)" -I{} sh -c '
        n=$(basename "{}" .cu)
        nvcc -arch=sm_90 -O3 -lineinfo -cubin -o "'"$dir"'/$n.cubin" "{}" 2>/dev/null &&
            nvdisasm -g -c "'"$dir"'/$n.cubin" | gzip -9 >"'"$dir"'/sass/$n.lines.sass.gz"'
    tar -czf "${OUT:?OUT is where the archive goes}/randsass.tar.gz" -C "$dir" sass
    ls "$dir/sass" | wc -l
    ;;
unpack-sass)
    mkdir -p "$DATA/sass"
    tar xzf "${2:?usage: record_random.sh unpack-sass ARCHIVE}" -C "$DATA"
    ;;
*)
    echo "usage: record_random.sh run | unpack ARCHIVE | sass [GLOB] | unpack-sass ARCHIVE" >&2
    exit 2
    ;;
esac
