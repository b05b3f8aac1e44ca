#!/usr/bin/env bash
# record.sh records the ground truth that SIMT Lab is checked against, on a real GPU (H200):
# the stdout and exit status of every conformance program, Nsight Compute counters and SASS of
# every conformance kernel, compute-sanitizer reports for the runtime diagnostics, the
# occupancy sweep and the timing programs. Everything lands next to the sources in tests/ and is
# packed into $OUT/recordings.tar.gz and $OUT/sass.tar.gz. See tests/gpu/README.md.
#
# usage: bash tests/gpu/record.sh [env|build|stdout|sass|sanitize|ncu|occupancy|timing|pack|summary|all]...
#
# Each step is idempotent and keeps going when one program fails: failures are logged to
# tests/gpu/report.txt (one line each) and the step moves on. Environment knobs:
#   OUT                    where the archives go (default build/gpu/out)
#   SIMTLAB_BUILD          build directory (default build/gpu)
#   SIMTLAB_JOBS           parallel compiles (default 16)
#   SIMTLAB_ARCH           nvcc architecture (default sm_90)
#   SIMTLAB_NCU_DEADLINE   seconds after the script started after which no new ncu run begins
#                          (default 470)
#   SIMTLAB_FORCE=1        redo work whose outputs are newer than their inputs
set -u -o pipefail

SELF=$(readlink -f "${BASH_SOURCE[0]}")
ROOT=$(cd "$(dirname "$SELF")/../.." && pwd)
cd "$ROOT" || exit 2

# The knobs have a prefix so that variables a machine already sets (ARCH, JOBS...) change nothing.
BUILD=${SIMTLAB_BUILD:-$ROOT/build/gpu}
OUT=${OUT:-$BUILD/out}
JOBS=${SIMTLAB_JOBS:-16}
ARCH=${SIMTLAB_ARCH:-sm_90}
FORCE=${SIMTLAB_FORCE:-0}
NCU_DEADLINE=${SIMTLAB_NCU_DEADLINE:-470}
LOGS=$BUILD/logs
REPORT=$ROOT/tests/gpu/report.txt
CONF=tests/conformance
DIAG=tests/diagnostics
export SIMTLAB_REC_START=${SIMTLAB_REC_START:-$(date +%s)}

# CUDA tools may not be on PATH on a bare machine: look in the usual places.
for d in /usr/local/cuda/bin /usr/local/cuda-13.0/bin /usr/local/cuda/compute-sanitizer \
    /opt/nvidia/nsight-compute/*; do
    [ -d "$d" ] && PATH=$PATH:$d
done
export PATH

mkdir -p "$BUILD"/{conformance,diagnostics,occupancy,timing,ncu-rep} "$LOGS" "$OUT" \
    "$CONF/ncu" "$CONF/sass" "$DIAG/sanitizer"

elapsed() { echo $(($(date +%s) - SIMTLAB_REC_START)); }
note() { printf '%s\n' "$*" >>"$REPORT"; }
say() { printf '[%4ss] %s\n' "$(elapsed)" "$*"; }
# newer OUTPUT INPUT: true when OUTPUT exists and is at least as new as INPUT (and FORCE is off).
newer() { [ "$FORCE" != 1 ] && [ -s "$1" ] && [ ! "$1" -ot "$2" ]; }
have() { command -v "$1" >/dev/null 2>&1; }

# sources prints "SOURCE BINARY" for every program this script builds.
sources() {
    local f
    for f in "$CONF"/*.cu; do echo "$f $BUILD/conformance/$(basename "$f" .cu)"; done
    for f in "$DIAG"/runtime_*.cu; do echo "$f $BUILD/diagnostics/$(basename "$f" .cu)"; done
    [ -f tests/gpu/occupancy/sweep.cu ] && echo "tests/gpu/occupancy/sweep.cu $BUILD/occupancy/sweep"
    for f in tests/gpu/timing/*.cu; do [ -f "$f" ] && echo "$f $BUILD/timing/$(basename "$f" .cu)"; done
}

# ---- one-item workers, run in parallel through xargs ------------------------------------

build_one() { # SOURCE BINARY
    local src=$1 bin=$2 log=$LOGS/build.$(basename "$2").log
    newer "$bin" "$src" && return 0
    rm -f "$bin"
    # -I: the CUDA samples' helper headers (helper_cuda.h, ...) are not part
    # of the toolkit; programs that include them get the lab's built-in ones.
    if ! nvcc -arch="$ARCH" -O3 -lineinfo -I "$ROOT/sim/cuda/preprocess/headers" -o "$bin" "$src" >"$log" 2>&1; then
        rm -f "$bin"
        return 1
    fi
}

stdout_one() { # NAME
    local name=$1 bin=$BUILD/conformance/$1
    local out=$CONF/$name.out ex=$CONF/$name.exit
    newer "$out" "$bin" && newer "$ex" "$bin" && return 0
    timeout -k 5 60 "$bin" >"$out.tmp" 2>"$LOGS/stdout.$name.stderr" </dev/null
    local rc=$?
    mv -f "$out.tmp" "$out"
    echo "$rc" >"$ex"
}

sass_one() { # NAME
    local name=$1 bin=$BUILD/conformance/$1 sass=$CONF/sass/$1.sass
    newer "$sass.gz" "$bin" && return 0
    cuobjdump --dump-sass "$bin" >"$sass" 2>"$LOGS/sass.$name.log" || return 1
    # The same code with source line numbers (from -lineinfo), to pair source accesses with
    # SASS memory instructions.
    local tmp
    tmp=$(mktemp -d "$BUILD/cubin.XXXXXX")
    (cd "$tmp" && cuobjdump -xelf all "$bin" >/dev/null 2>&1)
    : >"$CONF/sass/$name.lines.sass"
    local c
    for c in "$tmp"/*.cubin; do
        [ -f "$c" ] || continue
        nvdisasm -g -c "$c" >>"$CONF/sass/$name.lines.sass" 2>>"$LOGS/sass.$name.log"
    done
    rm -rf "$tmp"
    # compressed: the listings are for reading (zless), and uncompressed they filled most of
    # the working tree the device tool carries
    gzip -9 -f "$sass" "$CONF/sass/$name.lines.sass"
}

sanitize_one() { # NAME
    local name=$1 bin=$BUILD/diagnostics/$1 src=$DIAG/$1.cu
    local txt=$DIAG/sanitizer/$name.txt tool
    tool=$(sed -n 's|^// sanitizer-tool: *\([a-z]*\).*|\1|p' "$src" | head -n 1)
    [ -z "$tool" ] && tool=memcheck
    if [ "$tool" = none ]; then
        echo "not run: the program is not meant to finish on a GPU" >"$txt"
        return 0
    fi
    newer "$txt" "$bin" && return 0
    {
        echo "# compute-sanitizer --tool $tool $name"
        timeout -k 5 90 compute-sanitizer --tool "$tool" --show-backtrace device "$bin" </dev/null 2>&1
        echo "# exit status: $?"
    } >"$txt.tmp"
    mv -f "$txt.tmp" "$txt"
}

# ---- steps -------------------------------------------------------------------------------

step_env() {
    say "env"
    {
        echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
        echo "host: $(uname -srm)"
        have nvidia-smi && nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm \
            --format=csv,noheader 2>&1 | sed 's/^/gpu: /'
        have nvcc && nvcc --version 2>&1 | tail -n 2 | sed 's/^/nvcc: /'
        have ncu && ncu --version 2>&1 | tail -n 1 | sed 's/^/ncu: /'
        have compute-sanitizer && compute-sanitizer --version 2>&1 | tail -n 1 | sed 's/^/compute-sanitizer: /'
    } >tests/gpu/environment.txt
    cat tests/gpu/environment.txt
}

step_build() {
    say "build: $(sources | wc -l) programs, $JOBS at a time"
    have nvcc || { note "build FAILED: nvcc not found"; return 1; }
    sources | xargs -P "$JOBS" -n 2 bash "$SELF" _build_one
    local src bin ok=0 bad=0
    while read -r src bin; do
        if [ -x "$bin" ]; then
            ok=$((ok + 1))
        else
            bad=$((bad + 1))
            note "build FAILED $src: $(grep -m 1 -i 'error' "$LOGS/build.$(basename "$bin").log" 2>/dev/null)"
        fi
    done < <(sources)
    say "build: $ok built, $bad failed"
}

conformance_names() {
    local f
    for f in "$CONF"/*.cu; do basename "$f" .cu; done
}

step_stdout() {
    say "stdout"
    local name
    for name in $(conformance_names); do
        if [ ! -x "$BUILD/conformance/$name" ]; then
            rm -f "$CONF/$name.out" "$CONF/$name.exit"
            note "stdout SKIPPED $name: did not build"
        fi
    done
    for name in $(conformance_names); do
        [ -x "$BUILD/conformance/$name" ] && echo "$name"
    done | xargs -r -P 8 -n 1 bash "$SELF" _stdout_one
    for name in $(conformance_names); do
        [ -f "$CONF/$name.exit" ] || continue
        case $(cat "$CONF/$name.exit") in
        0) ;;
        124 | 137) note "stdout TIMEOUT $name" ;;
        *) note "stdout EXIT $(cat "$CONF/$name.exit") $name: $(head -c 200 "$LOGS/stdout.$name.stderr" 2>/dev/null | tr '\n' ' ')" ;;
        esac
    done
}

step_sass() {
    say "sass"
    have cuobjdump || { note "sass FAILED: cuobjdump not found"; return 1; }
    local name
    for name in $(conformance_names); do
        [ -x "$BUILD/conformance/$name" ] && echo "$name"
    done | xargs -r -P "$JOBS" -n 1 bash "$SELF" _sass_one
    for name in $(conformance_names); do
        [ -x "$BUILD/conformance/$name" ] && [ ! -s "$CONF/sass/$name.sass.gz" ] && note "sass FAILED $name"
    done
    return 0
}

step_sanitize() {
    say "sanitize"
    have compute-sanitizer || { note "sanitize FAILED: compute-sanitizer not found"; return 1; }
    local f name
    for f in "$DIAG"/runtime_*.cu; do
        name=$(basename "$f" .cu)
        if [ -x "$BUILD/diagnostics/$name" ]; then echo "$name"; else note "sanitize SKIPPED $name: did not build"; fi
    done | xargs -r -P 4 -n 1 bash "$SELF" _sanitize_one
    return 0
}

# The counters of design.md section 3, every counter the lab reports (sim/memsys), and the
# instruction mix that shows whether a launch's SASS accesses correspond one to one with its
# source accesses.
NCU_METRICS=(
    dram__bytes_read.sum
    dram__bytes_write.sum
    dram__sectors_read.sum
    dram__sectors_write.sum
    gpu__time_duration.sum
    l1tex__average_t_sectors_per_request_pipe_lsu_mem_global_op_ld.ratio
    l1tex__average_t_sectors_per_request_pipe_lsu_mem_global_op_st.ratio
    l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum
    l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_atom.sum
    l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum
    l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum
    l1tex__data_bank_reads.sum
    l1tex__data_bank_writes.sum
    l1tex__data_pipe_lsu_wavefronts_mem_shared.sum
    l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum
    l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum
    l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum
    l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum
    l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum
    l1tex__t_requests_pipe_lsu_mem_global_op_red.sum
    l1tex__t_requests_pipe_lsu_mem_global_op_st.sum
    l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum
    l1tex__t_requests_pipe_lsu_mem_local_op_st.sum
    l1tex__t_sector_hit_rate.pct
    l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct
    l1tex__t_sectors_pipe_lsu_mem_global_op_atom.sum
    l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum
    l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum
    l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum
    l1tex__t_sectors_pipe_lsu_mem_global_op_red.sum
    l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum
    l1tex__t_sectors_pipe_lsu_mem_global_op_st_lookup_hit.sum
    l1tex__t_sectors_pipe_lsu_mem_global_op_st_lookup_miss.sum
    l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum
    l1tex__t_sectors_pipe_lsu_mem_local_op_ld_lookup_hit.sum
    l1tex__t_sectors_pipe_lsu_mem_local_op_ld_lookup_miss.sum
    l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum
    l1tex__t_sectors_pipe_lsu_mem_local_op_st_lookup_hit.sum
    l1tex__t_sectors_pipe_lsu_mem_local_op_st_lookup_miss.sum
    launch__block_size
    launch__grid_size
    launch__occupancy_limit_blocks
    launch__occupancy_limit_registers
    launch__occupancy_limit_shared_mem
    launch__occupancy_limit_warps
    launch__registers_per_thread
    launch__shared_mem_config_size
    launch__shared_mem_per_block_allocated
    launch__shared_mem_per_block_dynamic
    launch__shared_mem_per_block_static
    launch__thread_count
    launch__waves_per_multiprocessor
    lts__t_requests_srcunit_tex_op_atom.sum
    lts__t_requests_srcunit_tex_op_read.sum
    lts__t_requests_srcunit_tex_op_red.sum
    lts__t_requests_srcunit_tex_op_write.sum
    lts__t_sector_hit_rate.pct
    lts__t_sectors_lookup_hit.sum
    lts__t_sectors_lookup_miss.sum
    lts__t_sectors_op_atom.sum
    lts__t_sectors_op_read.sum
    lts__t_sectors_op_red.sum
    lts__t_sectors_op_write.sum
    lts__t_sectors_srcunit_tex_op_atom.sum
    lts__t_sectors_srcunit_tex_op_read.sum
    lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum
    lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum
    lts__t_sectors_srcunit_tex_op_red.sum
    lts__t_sectors_srcunit_tex_op_write.sum
    sm__maximum_warps_per_active_cycle_pct
    sm__warps_active.avg.pct_of_peak_sustained_active
    smsp__inst_executed.sum
    smsp__sass_average_data_bytes_per_sector_mem_global_op_ld.pct
    smsp__sass_average_data_bytes_per_sector_mem_global_op_st.pct
    smsp__sass_inst_executed_op_global_atom.sum
    smsp__sass_inst_executed_op_global_ld.sum
    smsp__sass_inst_executed_op_global_red.sum
    smsp__sass_inst_executed_op_global_st.sum
    smsp__sass_inst_executed_op_local_ld.sum
    smsp__sass_inst_executed_op_local_st.sum
    smsp__sass_inst_executed_op_shared_atom.sum
    smsp__sass_inst_executed_op_shared_ld.sum
    smsp__sass_inst_executed_op_shared_st.sum
    smsp__thread_inst_executed.sum
)

# ncu_probe BINARY METRICS: profiles the first launch of BINARY; true when ncu accepted METRICS.
ncu_probe() {
    local log=$LOGS/ncu.probe.log
    timeout -k 5 60 ncu --clock-control none --csv --page raw --print-units base -c 1 \
        --metrics "$2" "$1" >"$log" 2>&1 </dev/null
    local rc=$?
    [ $rc -eq 0 ] && ! grep -q '==ERROR==' "$log"
}

# ncu_metrics prints the comma-separated metric list this ncu accepts (cached in the build dir).
ncu_metrics() {
    local cache=$BUILD/ncu-metrics.txt
    if [ "$FORCE" != 1 ] && [ -s "$cache" ]; then
        cat "$cache"
        return 0
    fi
    local probe=$BUILD/conformance/mem_global_offset
    [ -x "$probe" ] || probe=$(ls "$BUILD"/conformance/* 2>/dev/null | head -n 1)
    [ -x "$probe" ] || return 1
    local all
    all=$(IFS=,; echo "${NCU_METRICS[*]}")
    if ncu_probe "$probe" "$all"; then
        echo "$all" | tee "$cache"
        return 0
    fi
    if grep -q -e ERR_NVGPUCTRPERM -e 'permission' "$LOGS/ncu.probe.log"; then
        note "ncu FAILED: no permission to read GPU performance counters (ERR_NVGPUCTRPERM)"
        return 1
    fi
    # If ncu cannot profile at all (no counters on this machine), do not probe name by name.
    if ! ncu_probe "$probe" gpu__time_duration.sum; then
        note "ncu FAILED: cannot profile here: $(grep -m 1 -e '==ERROR==' -e 'rror' "$LOGS/ncu.probe.log" | cut -c 1-200)"
        return 1
    fi
    # One metric name this ncu does not know fails the whole call: keep the ones it accepts,
    # found by halving the list (a few probes for a few unknown names).
    local ok
    ok=$(ncu_filter "$probe" "${NCU_METRICS[@]}" | paste -s -d , -)
    [ -n "$ok" ] || return 1
    echo "$ok" | tee "$cache"
}

# ncu_filter BINARY METRIC...: prints, one per line, the metrics ncu accepts.
ncu_filter() {
    local probe=$1
    shift
    [ $# -eq 0 ] && return 0
    if ncu_probe "$probe" "$(IFS=,; echo "$*")"; then
        printf '%s\n' "$@"
        return 0
    fi
    if [ $# -eq 1 ]; then
        note "ncu metric DROPPED $1: $(grep -m 1 '==ERROR==' "$LOGS/ncu.probe.log")"
        return 0
    fi
    local half=$(($# / 2))
    ncu_filter "$probe" "${@:1:half}"
    ncu_filter "$probe" "${@:half+1}"
}

step_ncu() {
    say "ncu (no new run after ${NCU_DEADLINE}s)"
    have ncu || { note "ncu FAILED: ncu not found"; return 1; }
    local metrics
    metrics=$(ncu_metrics) || { note "ncu FAILED: no usable metric list (see $LOGS/ncu.probe.log)"; return 1; }
    local name bin csv rep ok=0 bad=0 late=0
    for name in $(conformance_names); do
        bin=$BUILD/conformance/$name csv=$CONF/ncu/$name.csv rep=$BUILD/ncu-rep/$name
        [ -x "$bin" ] || continue
        newer "$csv" "$bin" && { ok=$((ok + 1)); continue; }
        if [ "$(elapsed)" -ge "$NCU_DEADLINE" ]; then
            late=$((late + 1))
            note "ncu SKIPPED $name: past the deadline, run 'record.sh ncu pack' again"
            continue
        fi
        # Profile into a report first, then print it: the program's own stdout never mixes
        # with the CSV.
        rm -f "$rep.ncu-rep"
        timeout -k 5 60 ncu --clock-control none --metrics "$metrics" -c 64 -f -o "$rep" "$bin" \
            >"$LOGS/ncu.$name.log" 2>&1 </dev/null
        local rc=$?
        if [ -s "$rep.ncu-rep" ] && ncu --import "$rep.ncu-rep" --csv --page raw --print-units base \
            >"$csv.tmp" 2>>"$LOGS/ncu.$name.log"; then
            mv -f "$csv.tmp" "$csv"
            ok=$((ok + 1))
            [ $rc -ne 0 ] && note "ncu PARTIAL $name: exit $rc, $(grep -m 1 '==ERROR==' "$LOGS/ncu.$name.log")"
        else
            rm -f "$csv.tmp"
            bad=$((bad + 1))
            note "ncu FAILED $name: exit $rc, $(grep -m 1 -e '==ERROR==' -e '==WARNING==' "$LOGS/ncu.$name.log")"
        fi
    done
    say "ncu: $ok recorded, $bad failed, $late left for a later run"
}

step_occupancy() {
    say "occupancy"
    local bin=$BUILD/occupancy/sweep csv=tests/gpu/occupancy/h200.csv
    [ -x "$bin" ] || { note "occupancy SKIPPED: sweep did not build"; return 0; }
    if timeout -k 5 180 "$bin" >"$BUILD/occupancy.csv.tmp" 2>"$LOGS/occupancy.stderr" </dev/null; then
        mv -f "$BUILD/occupancy.csv.tmp" "$csv"
    else
        note "occupancy FAILED: exit $?, $(head -c 200 "$LOGS/occupancy.stderr" | tr '\n' ' ')"
    fi
}

step_timing() {
    say "timing"
    local csv=tests/gpu/timing/h200.csv bin name line
    local tmp=$BUILD/timing.csv.tmp
    echo "program,variant,ms" >"$tmp"
    for bin in "$BUILD"/timing/*; do
        [ -x "$bin" ] || continue
        name=$(basename "$bin")
        if ! timeout -k 5 120 "$bin" >"$LOGS/timing.$name.out" 2>"$LOGS/timing.$name.stderr" </dev/null; then
            note "timing FAILED $name: $(head -c 200 "$LOGS/timing.$name.stderr" | tr '\n' ' ')"
        fi
        # Keep only well-formed "variant,ms" lines.
        grep -E '^[A-Za-z0-9_.+-]+,[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$' "$LOGS/timing.$name.out" |
            while IFS= read -r line; do echo "$name,$line"; done >>"$tmp"
    done
    mv -f "$tmp" "$csv"
}

# step_pack writes two archives (a file coming back from the device may not exceed 16 MiB): the
# recordings with the logs, and the SASS listings.
step_pack() {
    say "pack"
    local paths=() p a
    for p in "$CONF"/*.out "$CONF"/*.exit "$CONF/ncu" "$DIAG/sanitizer" tests/gpu/occupancy/h200.csv \
        tests/gpu/timing/h200.csv tests/gpu/report.txt tests/gpu/environment.txt; do
        [ -e "$p" ] && paths+=("$p")
    done
    tar -czf "$OUT/recordings.tar.gz" -C "$ROOT" "${paths[@]}" -C "$BUILD" logs
    tar -czf "$OUT/sass.tar.gz" -C "$ROOT" "$CONF/sass"
    for a in recordings sass; do
        say "wrote $OUT/$a.tar.gz ($(du -h "$OUT/$a.tar.gz" | cut -f 1))"
        [ "$(stat -c %s "$OUT/$a.tar.gz")" -lt $((16 << 20)) ] || note "pack: $a.tar.gz is over 16 MiB and will not come back"
    done
}

step_summary() {
    local n_src n_bin n_out n_ok n_csv n_sass n_san n_fail
    n_src=$(sources | wc -l)
    n_bin=$(sources | while read -r _ b; do [ -x "$b" ] && echo; done | wc -l)
    n_out=$(ls "$CONF"/*.exit 2>/dev/null | wc -l)
    n_ok=$(grep -lx 0 "$CONF"/*.exit 2>/dev/null | wc -l)
    n_csv=$(ls "$CONF"/ncu/*.csv 2>/dev/null | wc -l)
    n_sass=$(ls "$CONF"/sass/*.lines.sass.gz 2>/dev/null | wc -l)
    n_san=$(ls "$DIAG"/sanitizer/*.txt 2>/dev/null | wc -l)
    n_fail=$(wc -l <"$REPORT" 2>/dev/null || echo 0)
    echo "================ SIMT Lab GPU recording summary ================"
    printf '%-34s %s\n' "programs built" "$n_bin / $n_src" \
        "conformance stdout recorded" "$n_out ($n_ok exit 0)" \
        "ncu CSVs" "$n_csv / $(ls "$CONF"/*.cu | wc -l)" \
        "SASS with line info" "$n_sass" \
        "sanitizer reports" "$n_san / $(ls "$DIAG"/runtime_*.cu | wc -l)" \
        "occupancy rows" "$(($(wc -l <tests/gpu/occupancy/h200.csv 2>/dev/null || echo 1) - 1))" \
        "timing rows" "$(($(wc -l <tests/gpu/timing/h200.csv 2>/dev/null || echo 1) - 1))" \
        "problems logged" "$n_fail (tests/gpu/report.txt)" \
        "elapsed" "$(elapsed) s" \
        "archives" "$OUT/recordings.tar.gz, $OUT/sass.tar.gz"
    if [ "$n_fail" -gt 0 ]; then
        echo "---- first problems ----"
        head -n 12 "$REPORT" | cut -c 1-160
    fi
}

# ---- dispatch ----------------------------------------------------------------------------

case ${1:-} in
_build_one) build_one "$2" "$3"; exit $? ;;
_stdout_one) stdout_one "$2"; exit $? ;;
_sass_one) sass_one "$2"; exit $? ;;
_sanitize_one) sanitize_one "$2"; exit $? ;;
esac

[ $# -eq 0 ] && set -- all
for step in "$@"; do
    case $step in
    all)
        : >"$REPORT"
        for s in env build stdout sass timing occupancy sanitize ncu pack summary; do "step_$s"; done
        ;;
    env | build | stdout | sass | sanitize | ncu | occupancy | timing | pack | summary) "step_$step" ;;
    *)
        echo "unknown step $step; steps: env build stdout sass sanitize ncu occupancy timing pack summary all" >&2
        exit 2
        ;;
    esac
done
exit 0
