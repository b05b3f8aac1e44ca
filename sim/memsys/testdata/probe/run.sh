#!/bin/sh
# Builds and profiles probe.cu on a machine with nvcc, ncu and an H200; writes
# the results to $OUT (default: .).
set -e
OUT=${OUT:-.}
cd "$(dirname "$0")"
nvcc -O3 -arch=sm_90 -o "$OUT/probe" probe.cu
cuobjdump -sass "$OUT/probe" > "$OUT/probe.sass"
want="l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum
l1tex__data_bank_reads.sum l1tex__data_bank_writes.sum
l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum
l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum
l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum l1tex__t_sectors_pipe_lsu_mem_global_op_st_lookup_hit.sum
lts__t_sectors_srcunit_tex_op_read.sum lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum
lts__t_sectors_srcunit_tex_op_write.sum
l1tex__t_sectors_pipe_lsu_mem_global_op_atom.sum lts__t_requests_srcunit_tex_op_atom.sum lts__t_sectors_srcunit_tex_op_atom.sum
dram__bytes_read.sum dram__bytes_write.sum smsp__sass_inst_executed_op_global_atom.sum
smsp__sass_inst_executed_op_global_red.sum l1tex__t_sectors_pipe_lsu_mem_global_op_red.sum lts__t_requests_srcunit_tex_op_red.sum lts__t_sectors_srcunit_tex_op_red.sum"
list=$(echo $want | tr ' ' ',')
ncu --clock-control none --csv --metrics "$list" "$OUT/probe" > "$OUT/probe.csv" 2> "$OUT/probe.err" || true

# Every Nsight Compute name the lab reports, on one kernel: ncu refuses unknown
# names, so probe-names.err lists any the lab got wrong.
if [ -n "$NAMES" ]; then
  ncu --clock-control none --csv -k sts128_same --metrics "$(cat "$NAMES")" "$OUT/probe" > "$OUT/probe-names.csv" 2> "$OUT/probe-names.err" || true
fi
