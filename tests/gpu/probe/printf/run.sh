#!/usr/bin/env bash
# Builds order.cu and runs it five times on the GPU machine: does the order
# of device printf lines from several warps and blocks repeat?
cd "$(dirname "$0")"
nvcc -arch=sm_90 -o /tmp/order order.cu || exit 1
for i in 1 2 3 4 5; do /tmp/order | tr '\n' '|'; echo; done
