#!/usr/bin/env bash
# run.sh records the math ground truth on the GPU machine (see README.md): libdevice over the
# argument sets of mathgen.h, the MUFU sweeps, the host's glibc, and the PTX/SASS of each function.
# usage (repository root, on the device): bash tests/gpu/math/run.sh
#   -> $OUT/rec_main.tar.gz (hashes, samples, PTX and SASS, double results), rec_{aa,ab,ac}.tar.gz
#   (per-function results), hostrec.tar.gz (the host's glibc) and mufu.tar.gz (the sweeps)
set -u
for d in /usr/local/cuda/bin /usr/local/cuda-13.0/bin; do [ -d "$d" ] && PATH=$PATH:$d; done
export PATH
OUT=${OUT:-/tmp/mathout}
W=${SIMTLAB_MATH_WORK:-/tmp/mathrec}
SRC=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mkdir -p "$W/rec" "$W/host" "$W/sweep" "$OUT"
{
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    nvcc --version | tail -n 2
    ldd --version | head -n 1
    gcc --version | head -n 1
    grep -m 1 'model name' /proc/cpuinfo
    grep -m 1 -o -w -e fma /proc/cpuinfo
    grep -m 1 -o -w -e avx2 /proc/cpuinfo
} >"$W/rec/env.txt" 2>&1
nvcc -arch=sm_90 -O3 -o "$W/mathrec" "$SRC/mathrec.cu" && "$W/mathrec" "$W/rec" || echo "mathrec FAILED"
mv "$W"/rec/mufu_* "$W/sweep/" 2>/dev/null
nvcc -arch=sm_90 -O3 -ptx -o "$W/rec/ptxfns.ptx" "$SRC/ptxfns.cu"
nvcc -arch=sm_90 -O3 -cubin -o "$W/ptxfns.cubin" "$SRC/ptxfns.cu" && cuobjdump -sass "$W/ptxfns.cubin" >"$W/rec/ptxfns.sass"
gcc -O2 -fno-builtin -o "$W/hostlibm" "$SRC/hostlibm.c" -lm && "$W/hostlibm" "$W/host" || echo "hostlibm FAILED"
cp "$W/rec/env.txt" "$W/host/env.txt"
# A file coming back from the device may not exceed 16 MiB and at most 8 come back: the small
# files in one archive, the per-function results in three, the host's in one, the sweeps in one
# (6 files; ../record_new.sh adds 2).
(cd "$W/rec" && tar -czf "$OUT/rec_main.tar.gz" env.txt hashes.txt samples.txt ptxfns.ptx ptxfns.sass ./*.raw)
(cd "$W/rec" && ls ./*.d8 | sort >"$W/d8.list" && split -n l/3 "$W/d8.list" "$W/d8.part." &&
    for p in "$W"/d8.part.*; do
        tar -czf "$OUT/rec_${p##*.}.tar.gz" $(sed 's/\.d8$//' "$p" | while read -r n; do echo "$n.d8 $n.exc"; done)
    done)
tar -czf "$OUT/hostrec.tar.gz" -C "$W" host
tar -czf "$OUT/mufu.tar.gz" -C "$W/sweep" .
ls -la "$OUT"
cat "$W/rec/env.txt" "$W/rec/hashes.txt" "$W/host/hashes_host.txt"
