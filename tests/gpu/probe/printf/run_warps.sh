#!/usr/bin/env bash
# Builds warps.cu and runs it three times on the GPU machine.
cd "$(dirname "$0")"
nvcc -arch=sm_90 -o /tmp/warps warps.cu || exit 1
for i in 1 2 3; do echo "run $i"; /tmp/warps; done
