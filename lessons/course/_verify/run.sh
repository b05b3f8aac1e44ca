#!/bin/bash
# Runs on the device: builds every program with nvcc for sm_90, runs it, and
# profiles it with ncu. Results go to $OUT/results.tar.gz.
cd "$(dirname "$0")"
mkdir -p res bin
M=$(cat metrics.txt)
nvcc --version | tail -2 > res/nvcc.txt
for f in progs/*.cu; do
  n=$(basename $f .cu)
  if [ -n "$ONLY" ] && ! echo "$n" | grep -Eq "$ONLY"; then continue; fi
  nvcc -arch=sm_90 -O3 -o bin/$n $f -Xptxas -v > res/$n.build 2>&1 || { echo "BUILD FAIL $n"; continue; }
  timeout 60 ./bin/$n > res/$n.out 2> res/$n.err; echo $? > res/$n.rc
  timeout 120 ncu --clock-control none --metrics $M --csv --print-units base ./bin/$n > res/$n.ncu 2> res/$n.ncuerr
  echo "$n rc=$(cat res/$n.rc)"
done
tar czf $OUT/results.tar.gz res
# Sanitizers: shared-memory races, out-of-bounds or misaligned accesses, barrier misuse.
for f in bin/*; do
  n=$(basename $f)
  timeout 120 compute-sanitizer --tool racecheck --print-limit 5 ./$f > res/$n.race 2>&1
  timeout 120 compute-sanitizer --tool memcheck --print-limit 5 ./$f > res/$n.memcheck 2>&1
  timeout 120 compute-sanitizer --tool synccheck --print-limit 5 ./$f > res/$n.sync 2>&1
  echo "$n $(grep -h 'SUMMARY' res/$n.race res/$n.memcheck res/$n.sync | tr '\n' ' ')"
done
tar czf $OUT/results.tar.gz res
