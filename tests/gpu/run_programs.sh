#!/usr/bin/env bash
# run_programs.sh builds every .cu file of a directory with nvcc -arch=sm_90 and runs each once on
# the GPU, for programs that are not the lab's own (course repositories, students' code), whose
# output the lab should print too: compare_programs.sh runs the lab on the same files and sorts
# the differences. On the GPU machine, from the repository root, with DIR inside the working tree
# (the device tool copies it there):
#     bash tests/gpu/run_programs.sh DIR       # writes $OUT/programs.tar.gz: res/NAME.{out,err,exit,cerr,cfail}
# Each program runs in a directory of its own, with no arguments and no input, 15 s at most, its
# stdout cut at 2 MB; builds run 16 at a time, programs 4 at a time.
set -u
DIR=${1:?usage: run_programs.sh DIR}
OUT=${OUT:-/tmp/run_programs_out}
mkdir -p "$OUT/res" "$DIR/.bin"
cd "$DIR" || exit 2
{ nvidia-smi -L; nvcc --version | tail -2; } > "$OUT/res/environment.txt" 2>&1
start=$(date +%s)
ls -- *.cu | xargs -P 16 -I{} bash -c 'n=$(basename "{}" .cu); timeout 150 nvcc -arch=sm_90 -o ".bin/$n" "{}" > "$0/res/$n.cerr" 2>&1 || echo $? > "$0/res/$n.cfail"' "$OUT"
echo "built in $(( $(date +%s) - start )) s" >> "$OUT/res/environment.txt"
ls .bin | xargs -P 4 -I{} bash -c 'mkdir -p "/tmp/run_programs/{}" && cd "/tmp/run_programs/{}" && timeout 15 "$1/.bin/{}" < /dev/null 2> "$0/res/{}.err" | head -c 2000000 > "$0/res/{}.out"; echo ${PIPESTATUS[0]} > "$0/res/{}.exit"' "$OUT" "$PWD"
echo "ran in $(( $(date +%s) - start )) s" >> "$OUT/res/environment.txt"
cd "$OUT" && tar czf programs.tar.gz res && rm -rf res
