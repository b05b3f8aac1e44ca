package memsys

import "sort"

// counter indexes the raw counts the memory system keeps, per source line.
type counter int

const (
	cSharedLdInst counter = iota
	cSharedStInst
	cSharedAtomInst
	cSharedLdWavefronts
	cSharedStWavefronts
	cSharedAtomWavefronts
	cSharedLdConflicts
	cSharedStConflicts
	cSharedAtomConflicts
	cBankReads
	cBankWrites

	// Loads and stores through L1 come in groups of six, in this order, so the
	// hot path can address a group by its first counter.
	cGlobalLdInst
	cGlobalLdRequests
	cGlobalLdSectors
	cGlobalLdHits
	cGlobalLdMisses
	cGlobalLdBytes

	cGlobalStInst
	cGlobalStRequests
	cGlobalStSectors
	cGlobalStHits
	cGlobalStMisses
	cGlobalStBytes

	cLocalLdInst
	cLocalLdRequests
	cLocalLdSectors
	cLocalLdHits
	cLocalLdMisses
	cLocalLdBytes

	cLocalStInst
	cLocalStRequests
	cLocalStSectors
	cLocalStHits
	cLocalStMisses
	cLocalStBytes

	cGlobalAtomInst
	cGlobalRedInst
	cGlobalAtomRequests
	cGlobalRedRequests
	cGlobalAtomSectors
	cGlobalRedSectors

	cL2ReadRequests
	cL2WriteRequests
	cL2AtomRequests
	cL2RedRequests
	cL2ReadSectors
	cL2WriteSectors
	cL2AtomSectors
	cL2RedSectors
	cL2ReadHits
	cL2ReadMisses
	cL2Hits
	cL2Misses

	cDRAMReadSectors
	cDRAMWriteSectors

	cConstInst
	cConstAddresses
	cConstPasses

	cAtomicCollisions

	numCounters
)

// counterNames are the metric names of the raw counters, Nsight Compute's where
// it has one; "lab__" names are the lab's own.
var counterNames = [numCounters]string{
	cSharedLdInst:         "smsp__sass_inst_executed_op_shared_ld.sum",
	cSharedStInst:         "smsp__sass_inst_executed_op_shared_st.sum",
	cSharedAtomInst:       "smsp__sass_inst_executed_op_shared_atom.sum",
	cSharedLdWavefronts:   "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum",
	cSharedStWavefronts:   "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum",
	cSharedAtomWavefronts: "l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum",
	cSharedLdConflicts:    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum",
	cSharedStConflicts:    "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum",
	cSharedAtomConflicts:  "l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_atom.sum",
	cBankReads:            "lab__shared_bank_reads.sum",
	cBankWrites:           "lab__shared_bank_writes.sum",

	cGlobalLdInst:       "smsp__sass_inst_executed_op_global_ld.sum",
	cGlobalStInst:       "smsp__sass_inst_executed_op_global_st.sum",
	cGlobalAtomInst:     "smsp__sass_inst_executed_op_global_atom.sum",
	cGlobalRedInst:      "smsp__sass_inst_executed_op_global_red.sum",
	cGlobalLdRequests:   "l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum",
	cGlobalStRequests:   "l1tex__t_requests_pipe_lsu_mem_global_op_st.sum",
	cGlobalAtomRequests: "l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum",
	cGlobalRedRequests:  "l1tex__t_requests_pipe_lsu_mem_global_op_red.sum",
	cGlobalLdSectors:    "l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum",
	cGlobalStSectors:    "l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum",
	cGlobalAtomSectors:  "l1tex__t_sectors_pipe_lsu_mem_global_op_atom.sum",
	cGlobalRedSectors:   "l1tex__t_sectors_pipe_lsu_mem_global_op_red.sum",
	cGlobalLdHits:       "l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum",
	cGlobalLdMisses:     "l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum",
	cGlobalStHits:       "l1tex__t_sectors_pipe_lsu_mem_global_op_st_lookup_hit.sum",
	cGlobalStMisses:     "l1tex__t_sectors_pipe_lsu_mem_global_op_st_lookup_miss.sum",
	cGlobalLdBytes:      "lab__bytes_requested_mem_global_op_ld.sum",
	cGlobalStBytes:      "lab__bytes_requested_mem_global_op_st.sum",

	cLocalLdInst:     "smsp__sass_inst_executed_op_local_ld.sum",
	cLocalStInst:     "smsp__sass_inst_executed_op_local_st.sum",
	cLocalLdRequests: "l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum",
	cLocalStRequests: "l1tex__t_requests_pipe_lsu_mem_local_op_st.sum",
	cLocalLdSectors:  "l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum",
	cLocalStSectors:  "l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum",
	cLocalLdHits:     "l1tex__t_sectors_pipe_lsu_mem_local_op_ld_lookup_hit.sum",
	cLocalLdMisses:   "l1tex__t_sectors_pipe_lsu_mem_local_op_ld_lookup_miss.sum",
	cLocalStHits:     "l1tex__t_sectors_pipe_lsu_mem_local_op_st_lookup_hit.sum",
	cLocalStMisses:   "l1tex__t_sectors_pipe_lsu_mem_local_op_st_lookup_miss.sum",
	cLocalLdBytes:    "lab__bytes_requested_mem_local_op_ld.sum",
	cLocalStBytes:    "lab__bytes_requested_mem_local_op_st.sum",

	cL2ReadRequests:  "lts__t_requests_srcunit_tex_op_read.sum",
	cL2WriteRequests: "lts__t_requests_srcunit_tex_op_write.sum",
	cL2AtomRequests:  "lts__t_requests_srcunit_tex_op_atom.sum",
	cL2RedRequests:   "lts__t_requests_srcunit_tex_op_red.sum",
	cL2ReadSectors:   "lts__t_sectors_srcunit_tex_op_read.sum",
	cL2WriteSectors:  "lts__t_sectors_srcunit_tex_op_write.sum",
	cL2AtomSectors:   "lts__t_sectors_srcunit_tex_op_atom.sum",
	cL2RedSectors:    "lts__t_sectors_srcunit_tex_op_red.sum",
	cL2ReadHits:      "lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum",
	cL2ReadMisses:    "lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum",
	cL2Hits:          "lts__t_sectors_srcunit_tex_lookup_hit.sum",
	cL2Misses:        "lts__t_sectors_srcunit_tex_lookup_miss.sum",

	cDRAMReadSectors:  "dram__sectors_read.sum",
	cDRAMWriteSectors: "dram__sectors_write.sum",

	cConstInst:      "lab__inst_executed_op_constant_ld.sum",
	cConstAddresses: "lab__constant_distinct_addresses.sum",
	cConstPasses:    "lab__constant_serialized_passes.sum",

	cAtomicCollisions: "lab__atomic_same_address_lanes.sum",
}

// Derived metrics, computed from the raw counters of a launch or a line.
const (
	// Not Nsight Compute's l1tex__data_pipe_lsu_wavefronts_mem_shared.sum:
	// on an H200 that total also carries a wavefront per executed S2R of a
	// per-thread register (SR_TID.*, SR_LANEID, lane masks), per SHFL and per
	// block-wide barrier, and in long kernels more that depends on timing;
	// how often nvcc re-reads threadIdx is not in the source.
	mSharedWavefronts  = "lab__data_pipe_lsu_wavefronts_mem_shared_ld_st_atom.sum"
	mSharedConflicts   = "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum"
	mL1HitRate         = "l1tex__t_sector_hit_rate.pct"
	mL1GlobalLdHitRate = "l1tex__t_sector_pipe_lsu_mem_global_op_ld_hit_rate.pct"
	mSectorsPerReqLd   = "l1tex__average_t_sectors_per_request_pipe_lsu_mem_global_op_ld.ratio"
	mSectorsPerReqSt   = "l1tex__average_t_sectors_per_request_pipe_lsu_mem_global_op_st.ratio"
	mLdEfficiency      = "smsp__sass_average_data_bytes_per_sector_mem_global_op_ld.pct"
	mStEfficiency      = "smsp__sass_average_data_bytes_per_sector_mem_global_op_st.pct"
	mL2HitRate         = "lab__lts_t_sector_srcunit_tex_hit_rate.pct"
	mDRAMBytesRead     = "dram__bytes_read.sum"
	mDRAMBytesWrite    = "dram__bytes_write.sum"
	mDRAMRowHits       = "lab__dram_row_buffer_hits.sum"
	mDRAMRowMisses     = "lab__dram_row_buffer_misses.sum"
	mDRAMChannels      = "lab__dram_channels_used"
	mDRAMBanks         = "lab__dram_banks_used"
)

var explanations = map[string]string{
	"smsp__sass_inst_executed_op_shared_ld.sum":                  "Warp-level shared-memory load instructions executed.",
	"smsp__sass_inst_executed_op_shared_st.sum":                  "Warp-level shared-memory store instructions executed.",
	"smsp__sass_inst_executed_op_shared_atom.sum":                "Warp-level shared-memory atomic instructions executed.",
	"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum":       "Cycles of shared-memory bandwidth spent on loads: one wavefront per pass over the 32 banks.",
	"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum":       "Cycles of shared-memory bandwidth spent on stores: one wavefront per pass over the 32 banks.",
	"l1tex__data_pipe_lsu_wavefronts_mem_shared_op_atom.sum":     "Wavefronts of shared-memory atomics: lanes hitting the same bank are served one after another.",
	"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum":   "Extra load wavefronts caused by lanes reading different words of the same bank.",
	"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum":   "Extra store wavefronts caused by lanes writing different words of the same bank.",
	"l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_atom.sum": "Extra atomic wavefronts caused by lanes hitting the same bank.",
	"lab__shared_bank_reads.sum":                                 "32-bit words read from the shared-memory banks (a broadcast word counts once); Nsight Compute's l1tex__data_bank_reads also counts global and local data.",
	"lab__shared_bank_writes.sum":                                "32-bit words written to the shared-memory banks.",
	mSharedWavefronts:                                            "All shared-memory wavefronts of loads, stores and atomics (Nsight Compute's total also counts thread-index reads, shuffles and barriers).",
	mSharedConflicts:                                             "All shared-memory bank conflicts: wavefronts beyond the conflict-free minimum.",

	"smsp__sass_inst_executed_op_global_ld.sum":                  "Warp-level global-memory load instructions executed.",
	"smsp__sass_inst_executed_op_global_st.sum":                  "Warp-level global-memory store instructions executed.",
	"smsp__sass_inst_executed_op_global_atom.sum":                "Warp-level global atomics whose old value is used.",
	"smsp__sass_inst_executed_op_global_red.sum":                 "Warp-level global reductions: atomics whose result is not used.",
	"l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum":            "Requests to the L1 for global loads: one per warp instruction.",
	"l1tex__t_requests_pipe_lsu_mem_global_op_st.sum":            "Requests to the L1 for global stores: one per warp instruction.",
	"l1tex__t_requests_pipe_lsu_mem_global_op_atom.sum":          "Requests to the L1 for global atomics: one per warp instruction.",
	"l1tex__t_requests_pipe_lsu_mem_global_op_red.sum":           "Requests to the L1 for global reductions: one per warp instruction.",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum":             "Distinct 32-byte sectors the global loads touched: 4 per warp when 32 floats are contiguous.",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum":             "Distinct 32-byte sectors the global stores touched.",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_atom.sum":           "Sector operations of global atomics: lanes on the same address are not combined.",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_red.sum":            "Sector operations of global reductions: lanes on the same address are not combined.",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit.sum":  "Global-load sectors found in the L1 cache.",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_miss.sum": "Global-load sectors not in the L1, fetched from L2.",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_st_lookup_hit.sum":  "Global-store sectors already in the L1 (updated there; stores always continue to L2).",
	"l1tex__t_sectors_pipe_lsu_mem_global_op_st_lookup_miss.sum": "Global-store sectors not in the L1.",
	"lab__bytes_requested_mem_global_op_ld.sum":                  "Distinct bytes the active lanes asked for in global loads (a byte several lanes read counts once).",
	"lab__bytes_requested_mem_global_op_st.sum":                  "Distinct bytes the active lanes wrote in global stores (a byte several lanes write counts once).",
	mSectorsPerReqLd: "Average sectors per global-load request: 4 is ideal for 32 floats, 32 is fully scattered.",
	mSectorsPerReqSt: "Average sectors per global-store request.",
	mLdEfficiency:    "Share of the bytes moved by global loads that the program asked for: 100% when fully coalesced.",
	mStEfficiency:    "Share of the bytes moved by global stores that the program wrote.",

	"lab__bytes_requested_mem_local_op_ld.sum":                  "Bytes the active lanes asked for in local loads (lanes × width).",
	"lab__bytes_requested_mem_local_op_st.sum":                  "Bytes the active lanes wrote in local stores (lanes × width).",
	"smsp__sass_inst_executed_op_local_ld.sum":                  "Warp-level local-memory loads: private variables that live in memory, e.g. indexed arrays or spills.",
	"smsp__sass_inst_executed_op_local_st.sum":                  "Warp-level local-memory stores.",
	"l1tex__t_requests_pipe_lsu_mem_local_op_ld.sum":            "L1 requests for local loads: one per instruction, two for 64-bit, four for 128-bit.",
	"l1tex__t_requests_pipe_lsu_mem_local_op_st.sum":            "L1 requests for local stores: one per instruction, two for 64-bit, four for 128-bit.",
	"l1tex__t_sectors_pipe_lsu_mem_local_op_ld.sum":             "Distinct 32-byte sectors touched by local loads (interleaved per thread, so the same index is coalesced).",
	"l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum":             "Distinct 32-byte sectors touched by local stores.",
	"l1tex__t_sectors_pipe_lsu_mem_local_op_ld_lookup_hit.sum":  "Local-load sectors found in the L1.",
	"l1tex__t_sectors_pipe_lsu_mem_local_op_ld_lookup_miss.sum": "Local-load sectors not in the L1.",
	"l1tex__t_sectors_pipe_lsu_mem_local_op_st_lookup_hit.sum":  "Local-store sectors already in the L1.",
	"l1tex__t_sectors_pipe_lsu_mem_local_op_st_lookup_miss.sum": "Local-store sectors not in the L1.",
	mL1HitRate:         "Share of L1 sector lookups (global and local loads and stores) that hit.",
	mL1GlobalLdHitRate: "Share of global-load sectors that hit in the L1.",

	"lts__t_requests_srcunit_tex_op_read.sum":            "Read requests from the L1s to the L2: one per 128-byte line with missing sectors.",
	"lts__t_requests_srcunit_tex_op_write.sum":           "Write requests from the L1s to the L2: one per 128-byte line written.",
	"lts__t_requests_srcunit_tex_op_atom.sum":            "Atomic operations at the L2: lanes on the same address are done one by one.",
	"lts__t_requests_srcunit_tex_op_red.sum":             "Reduction operations at the L2: lanes on the same address are done one by one.",
	"lts__t_sectors_srcunit_tex_op_read.sum":             "Sectors the L1s read from the L2.",
	"lts__t_sectors_srcunit_tex_op_write.sum":            "Sectors the L1s wrote to the L2.",
	"lts__t_sectors_srcunit_tex_op_atom.sum":             "Sector operations of atomics at the L2.",
	"lts__t_sectors_srcunit_tex_op_red.sum":              "Sector operations of reductions at the L2.",
	"lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum":  "L2 read sectors found in the L2.",
	"lts__t_sectors_srcunit_tex_op_read_lookup_miss.sum": "L2 read sectors fetched from device memory.",
	"lts__t_sectors_srcunit_tex_lookup_hit.sum":          "L2 sector lookups from the L1s that hit (reads, writes and atomics).",
	"lts__t_sectors_srcunit_tex_lookup_miss.sum":         "L2 sector lookups from the L1s that missed.",
	mL2HitRate:                              "Share of the L1s' L2 sector lookups that hit (Nsight Compute's lts__t_sector_hit_rate also counts other units' traffic).",
	"dram__sectors_read.sum":                "32-byte sectors read from device memory (L2 misses).",
	"dram__sectors_write.sum":               "32-byte sectors written to device memory (dirty L2 lines evicted during the kernel).",
	mDRAMBytesRead:                          "Bytes read from device memory.",
	mDRAMBytesWrite:                         "Bytes written to device memory while the kernel ran.",
	mDRAMRowHits:                            "DRAM bursts that found their row already open in the bank (fast).",
	mDRAMRowMisses:                          "DRAM bursts that had to open a new row in their bank (slow).",
	mDRAMChannels:                           "DRAM channels that moved data: more channels working in parallel means more bandwidth.",
	mDRAMBanks:                              "DRAM banks (over all channels) that moved data.",
	"lab__inst_executed_op_constant_ld.sum": "Warp-level loads from __constant__ memory.",
	"lab__constant_distinct_addresses.sum":  "Distinct addresses per constant load, summed: 1 when the whole warp reads one value (broadcast).",
	"lab__constant_serialized_passes.sum":   "Passes through the constant cache: one per distinct cache line a warp reads; more than one per load means serialisation.",
	"lab__atomic_same_address_lanes.sum":    "Atomic lanes that hit an address another lane of the same instruction also hit: they are serialised.",
}

// Explain returns a one-line plain explanation of a metric, or "" if the
// memory system does not produce it.
func Explain(name string) string { return explanations[name] }

// MetricNames lists every metric the memory system reports, sorted.
func MetricNames() []string {
	names := make([]string, 0, len(explanations))
	for n := range explanations {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

type counters [numCounters]uint64

func (c *counters) add(o *counters) {
	for i := range c {
		c[i] += o[i]
	}
}

func ratio(a, b uint64) (float64, bool) {
	if b == 0 {
		return 0, false
	}
	return float64(a) / float64(b), true
}

// metrics turns raw counters into named metrics. Launch-level values (all=true)
// include every metric, zeros too; per-line values only the ones that apply.
func (c *counters) metrics(all bool, sectorBytes int) map[string]float64 {
	m := make(map[string]float64, numCounters+20)
	for i, v := range c {
		if v != 0 || all {
			m[counterNames[i]] = float64(v)
		}
	}
	set := func(name string, v uint64) {
		if v != 0 || all {
			m[name] = float64(v)
		}
	}
	set(mSharedWavefronts, c[cSharedLdWavefronts]+c[cSharedStWavefronts]+c[cSharedAtomWavefronts])
	set(mSharedConflicts, c[cSharedLdConflicts]+c[cSharedStConflicts]+c[cSharedAtomConflicts])
	set(mDRAMBytesRead, c[cDRAMReadSectors]*uint64(sectorBytes))
	set(mDRAMBytesWrite, c[cDRAMWriteSectors]*uint64(sectorBytes))
	// Ratios exist only where their denominator does (Nsight Compute shows n/a).
	put := func(name string, v float64, ok bool) {
		if ok {
			m[name] = v
		}
	}
	l1Hits := c[cGlobalLdHits] + c[cGlobalStHits] + c[cLocalLdHits] + c[cLocalStHits]
	l1All := l1Hits + c[cGlobalLdMisses] + c[cGlobalStMisses] + c[cLocalLdMisses] + c[cLocalStMisses]
	r, ok := ratio(100*l1Hits, l1All)
	put(mL1HitRate, r, ok)
	r, ok = ratio(100*c[cGlobalLdHits], c[cGlobalLdHits]+c[cGlobalLdMisses])
	put(mL1GlobalLdHitRate, r, ok)
	r, ok = ratio(c[cGlobalLdSectors], c[cGlobalLdRequests])
	put(mSectorsPerReqLd, r, ok)
	r, ok = ratio(c[cGlobalStSectors], c[cGlobalStRequests])
	put(mSectorsPerReqSt, r, ok)
	r, ok = ratio(100*c[cGlobalLdBytes], c[cGlobalLdSectors]*uint64(sectorBytes))
	put(mLdEfficiency, r, ok)
	r, ok = ratio(100*c[cGlobalStBytes], c[cGlobalStSectors]*uint64(sectorBytes))
	put(mStEfficiency, r, ok)
	r, ok = ratio(100*c[cL2Hits], c[cL2Hits]+c[cL2Misses])
	put(mL2HitRate, r, ok)
	return m
}
