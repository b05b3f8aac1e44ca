#!/usr/bin/env bash
# dfns.sh runs dfns.cu on the GPU machine (repository root) and compiles ptxfns_d.cu to PTX and
# SASS. usage: bash tests/gpu/math/dfns.sh  -> $OUT/dfns.tar.gz
set -u
for d in /usr/local/cuda/bin /usr/local/cuda-13.0/bin; do [ -d "$d" ] && PATH=$PATH:$d; done
export PATH
OUT=${OUT:-/tmp/dfnsout}
W=${SIMTLAB_MATH_WORK:-/tmp/dfns}
SRC=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mkdir -p "$W" "$OUT"
nvcc -arch=sm_90 -O3 -o "$W/dfns" "$SRC/dfns.cu" && "$W/dfns" "$W" || echo "dfns FAILED"
nvcc -arch=sm_90 -O3 -ptx -o "$W/ptxfns_d.ptx" "$SRC/ptxfns_d.cu"
nvcc -arch=sm_90 -O3 -cubin -o "$W/ptxfns_d.cubin" "$SRC/ptxfns_d.cu" && cuobjdump -sass "$W/ptxfns_d.cubin" >"$W/ptxfns_d.sass"
(cd "$W" && tar -czf "$OUT/dfns.tar.gz" hashes_dfns.txt samples_dfns.txt ptxfns_d.ptx ptxfns_d.sass ./*.raw)
ls -la "$OUT"
cat "$W/hashes_dfns.txt"
