#!/bin/sh
# Builds and profiles carveout.cu (the driver's shared-memory configuration per
# launch), atoms.cu and atoms2.cu (shared-memory atomics) and wcombine.cu (how
# global stores reach L2) on a machine with nvcc, ncu and an H200; writes the
# results to $OUT (default: .). The H200's results are in h200/ (carveout.csv
# condensed to carveout.txt); the tests of sim/memsys and hardware/occupancy
# replay them.
set -e
OUT=${OUT:-.}
cd "$(dirname "$0")"
for d in /usr/local/cuda/bin /opt/nvidia/nsight-compute/*; do [ -d "$d" ] && PATH=$PATH:$d; done
nvcc -O3 -arch=sm_90 -o "$OUT/carveout" carveout.cu
nvcc -O3 -arch=sm_90 -o "$OUT/atoms" atoms.cu && cuobjdump -sass "$OUT/atoms" > "$OUT/atoms.sass"
cuobjdump -res-usage "$OUT/carveout" > "$OUT/carveout.res" 2>&1 || true
launch="launch__shared_mem_config_size,launch__shared_mem_per_block_allocated,launch__occupancy_limit_shared_mem,launch__occupancy_limit_registers,launch__occupancy_limit_warps,launch__occupancy_limit_blocks,launch__registers_per_thread,launch__block_size,launch__waves_per_multiprocessor,launch__grid_size,sm__maximum_warps_avg_per_active_cycle"
timeout 90 ncu --clock-control none --csv --metrics "$launch" "$OUT/carveout" > "$OUT/carveout.csv" 2> "$OUT/carveout.err" || true
atom="smsp__sass_inst_executed_op_shared_atom.sum,smsp__sass_inst_executed_op_shared_ld.sum,smsp__sass_inst_executed_op_shared_st.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_atom.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,smsp__inst_executed.sum"
timeout 50 ncu --clock-control none --csv --metrics "$atom" "$OUT/atoms" > "$OUT/atoms.csv" 2> "$OUT/atoms.err" || true
nvcc -O3 -arch=sm_90 -o "$OUT/atoms2" atoms2.cu && cuobjdump -sass "$OUT/atoms2" > "$OUT/atoms2.sass"
timeout 50 ncu --clock-control none --csv --metrics "$atom" "$OUT/atoms2" > "$OUT/atoms2.csv" 2> "$OUT/atoms2.err" || true
nvcc -O3 -arch=sm_90 -o "$OUT/wcombine" wcombine.cu && cuobjdump -sass "$OUT/wcombine" > "$OUT/wcombine.sass"
store="lts__t_requests_srcunit_tex_op_write.sum,lts__t_sectors_srcunit_tex_op_write.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st_lookup_hit.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_st_lookup_miss.sum,smsp__sass_inst_executed_op_global_st.sum"
timeout 90 ncu --clock-control none --csv --metrics "$store" "$OUT/wcombine" > "$OUT/wcombine.csv" 2> "$OUT/wcombine.err" || true
