#!/usr/bin/env bash
# record_timing.sh records the timing programs alone, in one session, without the rest of
# record.sh's corpus (whose build takes minutes): it builds tests/gpu/timing/*.cu, runs each
# (median of 31 event-timed launches after 5 warm-ups), and for the programs named in
# SIMTLAB_TIMING_PROFILE dumps the SASS and profiles every variant's launch once with Nsight
# Compute (a build with -DWARMUP=0 -DRUNS=1).
#
# usage: OUT=dir bash tests/gpu/timing/record_timing.sh
# writes: $OUT/h200.csv (program,variant,ms), $OUT/NAME.sass, $OUT/NAME.ncu.csv, $OUT/log.txt
set -u -o pipefail
ROOT=$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/../../.." && pwd)
cd "$ROOT" || exit 2
OUT=${OUT:-build/gpu/timing-out}
BUILD=${SIMTLAB_BUILD:-build/gpu/timing-only}
ARCH=${SIMTLAB_ARCH:-sm_90}
PROFILE=${SIMTLAB_TIMING_PROFILE:-divergence atomics}
METRICS=gpu__time_duration.sum,smsp__inst_executed.sum,smsp__cycles_active.avg,\
l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,\
l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum,\
l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum,\
lts__t_requests_srcunit_tex_op_read.sum,lts__t_requests_srcunit_tex_op_write.sum,\
lts__t_requests_srcunit_tex_op_red.sum,lts__t_requests_srcunit_tex_op_atom.sum,\
lts__t_sectors_op_red.sum,lts__t_sectors_op_atom.sum
for d in /usr/local/cuda/bin /opt/nvidia/nsight-compute/*; do [ -d "$d" ] && PATH=$PATH:$d; done
mkdir -p "$OUT" "$BUILD"
log() { printf '%s\n' "$*" | tee -a "$OUT/log.txt"; }

for f in tests/gpu/timing/*.cu; do
    n=$(basename "$f" .cu)
    (nvcc -arch="$ARCH" -O3 -lineinfo -o "$BUILD/$n" "$f" >"$BUILD/$n.build.log" 2>&1 || echo "build FAILED $n") &
    case " $PROFILE " in *" $n "*)
        (nvcc -arch="$ARCH" -O3 -lineinfo -DWARMUP=0 -DRUNS=1 -o "$BUILD/$n.once" "$f" >"$BUILD/$n.once.log" 2>&1 || echo "build FAILED $n.once") &
    esac
done
wait
echo "program,variant,ms" >"$OUT/h200.csv"
for f in tests/gpu/timing/*.cu; do
    n=$(basename "$f" .cu)
    [ -x "$BUILD/$n" ] || { log "no binary $n: $(head -c 300 "$BUILD/$n.build.log")"; continue; }
    timeout -k 5 120 "$BUILD/$n" >"$BUILD/$n.out" 2>"$BUILD/$n.err" || log "run FAILED $n: $(head -c 200 "$BUILD/$n.err")"
    grep -E '^[A-Za-z0-9_.+-]+,[0-9.eE+-]+$' "$BUILD/$n.out" | sed "s/^/$n,/" >>"$OUT/h200.csv"
done
for n in $PROFILE; do
    cuobjdump --dump-sass "$BUILD/$n" >"$OUT/$n.sass" 2>>"$OUT/log.txt"
    [ -x "$BUILD/$n.once" ] || continue
    timeout -k 5 120 ncu --clock-control none --csv --page raw --print-units base --metrics "$METRICS" \
        "$BUILD/$n.once" >"$OUT/$n.ncu.csv" 2>>"$OUT/log.txt" || log "ncu FAILED $n"
done
log "done"
