#!/usr/bin/env bash
# rare_d.sh runs rare_d.cu on the GPU machine (repository root) and compiles ptx_rare_d.cu to PTX
# and SASS. usage: bash tests/gpu/math/rare_d.sh  -> $OUT/rare_d_h200.txt, ptx_rare_d.ptx, .sass
set -u
for d in /usr/local/cuda/bin /usr/local/cuda-13.0/bin; do [ -d "$d" ] && PATH=$PATH:$d; done
export PATH
OUT=${OUT:-/tmp/rare_d}
SRC=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mkdir -p "$OUT"
nvcc -arch=sm_90 -o /tmp/rare_d "$SRC/rare_d.cu" && /tmp/rare_d > "$OUT/rare_d_h200.txt" || echo "rare_d FAILED"
nvcc -arch=sm_90 -O3 -ptx -o "$OUT/ptx_rare_d.ptx" "$SRC/ptx_rare_d.cu"
nvcc -arch=sm_90 -O3 -cubin -o /tmp/ptx_rare_d.cubin "$SRC/ptx_rare_d.cu" && cuobjdump -sass /tmp/ptx_rare_d.cubin > "$OUT/ptx_rare_d.sass"
ls -la "$OUT"
