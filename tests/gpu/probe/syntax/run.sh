#!/usr/bin/env bash
# Which host-side syntax do nvcc 13 and the H200's host compiler accept?
# For each program: whether nvcc -arch=sm_90 builds it, and what it prints.
cd "$(dirname "$0")"
for f in *.cu; do
    n=${f%.cu}
    if nvcc -arch=sm_90 -o /tmp/$n $f > /tmp/$n.log 2>&1; then
        echo "$n: builds; prints: $(/tmp/$n | tr '\n' ' ')"
    else
        echo "$n: does not build: $(grep -m1 -i 'error' /tmp/$n.log)"
    fi
done
