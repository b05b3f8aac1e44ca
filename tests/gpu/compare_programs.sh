#!/usr/bin/env bash
# compare_programs.sh runs the lab on the .cu files of DIR and compares each with what
# run_programs.sh recorded on the GPU (RES: the unpacked res/ directory), printing one line per
# program whose stdout or exit status differs: NAME, GPU exit, lab exit, differing lines, and
# "timing" when every differing line reads like a timing (time, ms, elapsed, GB/s, ...), which the
# lab models and does not reproduce. Programs nvcc rejected are listed first.
#     bash tests/gpu/compare_programs.sh DIR RES [SIMTLAB]
set -u
DIR=${1:?usage: compare_programs.sh DIR RES [SIMTLAB]}
RES=${2:?usage: compare_programs.sh DIR RES [SIMTLAB]}
SIMTLAB=${3:-simtlab}
DIR=$(cd "$DIR" && pwd)
RES=$(cd "$RES" && pwd)
LAB=$(mktemp -d)
timing='time|[0-9] ?ms\b|msec|usec|[0-9] ?us\b|sec|elapsed|bandwidth|gb/s|gflop|took|speed|clock|duration|throughput|speedup'
for f in "$DIR"/*.cu; do
    n=$(basename "$f" .cu)
    if [ -f "$RES/$n.cfail" ]; then
        echo "$n nvcc-rejects $(grep -m1 error "$RES/$n.cerr")"
        continue
    fi
    [ -f "$RES/$n.exit" ] || continue
    mkdir -p "$LAB/w/$n"
    (cd "$LAB/w/$n" && timeout 60 "$SIMTLAB" run "$f" < /dev/null > "$LAB/$n.out" 2> "$LAB/$n.err"; echo $? > "$LAB/$n.exit")
    g=$(cat "$RES/$n.exit") l=$(cat "$LAB/$n.exit")
    if [ "$g" = "$l" ] && cmp -s "$RES/$n.out" "$LAB/$n.out"; then
        continue
    fi
    d=$(diff "$RES/$n.out" "$LAB/$n.out" | grep -c '^<')
    other=$(diff "$RES/$n.out" "$LAB/$n.out" | grep '^[<>]' | grep -cviE "$timing")
    kind=output
    [ "$g" = "$l" ] && [ "$other" = 0 ] && kind=timing
    echo "$n $kind gpu-exit=$g lab-exit=$l differing-lines=$d"
done
rm -rf "$LAB"
