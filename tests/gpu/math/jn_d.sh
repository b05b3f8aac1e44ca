#!/usr/bin/env bash
# jn_d.sh runs jn_d.cu on the GPU machine (repository root) and compiles ptx_jn_d.cu to PTX and
# SASS. usage: bash tests/gpu/math/jn_d.sh  -> $OUT/jn_d_h200.txt, ptx_jn_d.ptx, ptx_jn_d.sass
set -u
for d in /usr/local/cuda/bin /usr/local/cuda-13.0/bin; do [ -d "$d" ] && PATH=$PATH:$d; done
export PATH
OUT=${OUT:-/tmp/jn_d}
SRC=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mkdir -p "$OUT"
nvcc -arch=sm_90 -o /tmp/jn_d "$SRC/jn_d.cu" && /tmp/jn_d > "$OUT/jn_d_h200.txt" || echo "jn_d FAILED"
nvcc -arch=sm_90 -O3 -ptx -o "$OUT/ptx_jn_d.ptx" "$SRC/ptx_jn_d.cu"
nvcc -arch=sm_90 -O3 -cubin -o /tmp/ptx_jn_d.cubin "$SRC/ptx_jn_d.cu" && cuobjdump -sass /tmp/ptx_jn_d.cubin > "$OUT/ptx_jn_d.sass"
ls -la "$OUT"
