#!/usr/bin/env bash
# rcp64.sh runs rcp64sweep.cu on the GPU machine (repository root): the MUFU.RCP64H and
# MUFU.RSQ64H tables, libdevice's log10 over the log set, and the PTX/SASS of ptxfns_d.cu.
# usage: bash tests/gpu/math/rcp64.sh  -> $OUT/rcp64.tar.gz, $OUT/log10.raw.gz
set -u
for d in /usr/local/cuda/bin /usr/local/cuda-13.0/bin; do [ -d "$d" ] && PATH=$PATH:$d; done
export PATH
OUT=${OUT:-/tmp/rcp64out}
W=${SIMTLAB_MATH_WORK:-/tmp/rcp64}
SRC=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mkdir -p "$W" "$OUT"
nvcc -arch=sm_90 -O3 -o "$W/rcp64sweep" "$SRC/rcp64sweep.cu" && "$W/rcp64sweep" "$W" || echo "rcp64sweep FAILED"
nvcc -arch=sm_90 -O3 -cubin -o "$W/rcp64sweep.cubin" "$SRC/rcp64sweep.cu" && cuobjdump -sass "$W/rcp64sweep.cubin" >"$W/rcp64sweep.sass"
nvcc -arch=sm_90 -O3 -ptx -o "$W/ptxfns_d.ptx" "$SRC/ptxfns_d.cu"
nvcc -arch=sm_90 -O3 -cubin -o "$W/ptxfns_d.cubin" "$SRC/ptxfns_d.cu" && cuobjdump -sass "$W/ptxfns_d.cubin" >"$W/ptxfns_d.sass"
(cd "$W" && tar -czf "$OUT/rcp64.tar.gz" summary.txt rcp64.hi rsq64.hi rcp64sweep.sass ptxfns_d.ptx ptxfns_d.sass)
gzip -c "$W/log10.raw" >"$OUT/log10.raw.gz"
ls -la "$OUT"
cat "$W/summary.txt"
