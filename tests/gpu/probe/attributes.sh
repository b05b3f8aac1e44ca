#!/usr/bin/env bash
# attributes.sh lists every cudaDeviceAttr of the toolkit's driver_types.h with the GPU's value
# (cudaDeviceGetAttribute), as "name number error value" lines, then every number up to 140 as
# "- number error value": the recording behind the lab's
# cudaDeviceGetAttribute (sim/cudart/gen_tables.go).
# usage (on the device): bash tests/gpu/probe/attributes.sh > sim/cudart/testdata/attributes_h200.txt
set -u
export PATH=$PATH:/usr/local/cuda/bin
H=$(dirname "$(which nvcc)")/../include/driver_types.h
grep -oE 'cudaDevAttr[A-Za-z0-9_]+ *= *[0-9]+' "$H" | tr -d ' ' | tr '=' ' ' > /tmp/names.txt
{
  echo '#include <cstdio>'
  echo 'int main() { int v; cudaError_t e;'
  while read -r n v; do
    echo "  v = -1; e = cudaDeviceGetAttribute(&v, $n, 0); printf(\"$n $v %d %d\\n\", (int)e, v);"
  done < /tmp/names.txt
  # numbers without a name (reserved) that the driver still answers
  echo '  for (int a = 1; a <= 140; a++) { v = -1; e = cudaDeviceGetAttribute(&v, (cudaDeviceAttr)a, 0); printf("- %d %d %d\n", a, (int)e, v); }'
  echo '  return 0; }'
} > /tmp/attrs_named.cu
nvcc -arch=sm_90 -o /tmp/attrs_named /tmp/attrs_named.cu && /tmp/attrs_named
