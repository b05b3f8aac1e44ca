// Package hardware holds the GPU profiles of SIMT Lab as data: one JSON file
// per GPU under profiles/, every number paired with the source it came from.
// The simulator, the occupancy calculator and the timing model read their
// limits from here instead of hard-coding them.
package hardware

import (
	"encoding/json"
	"reflect"
	"strconv"
)

// Profile describes one GPU. Every field except Name, Display and Aliases is
// read from a "[value, source]" pair in the profile's JSON file; Sources maps
// the JSON key of each field to its source tag(s) (see profiles/sources.json).
type Profile struct {
	Name    string   `json:"-"` // lookup key, lower case: "h200"
	Display string   `json:"-"` // "NVIDIA H200 SXM"
	Aliases []string `json:"-"` // other lookup keys: "hopper", "gh100-h200"

	DeviceName string `json:"device_name"` // cudaDeviceProp.name: "NVIDIA H200"
	Arch       string `json:"arch"`        // architecture family: "Hopper"
	Chip       string `json:"chip"`        // die: "GH100"
	CC         [2]int `json:"cc"`          // compute capability {major, minor}

	SMs             int `json:"sms"`
	CoreClockMHz    int `json:"core_clock_mhz"` // boost (max) SM clock
	MemClockMHz     int `json:"mem_clock_mhz"`  // as reported by the driver (memoryClockRate)
	FP32LanesPerSM  int `json:"fp32_lanes_per_sm"`
	SchedulersPerSM int `json:"schedulers_per_sm"` // warp schedulers per SM
	SubPartitions   int `json:"sub_partitions"`    // P of cuda_occupancy.h: register-file partitions

	WarpSize           int    `json:"warp_size"`
	MaxThreadsPerBlock int    `json:"max_threads_per_block"`
	MaxBlockDim        [3]int `json:"max_block_dim"`
	MaxGridDim         [3]int `json:"max_grid_dim"`
	MaxThreadsPerSM    int    `json:"max_threads_per_sm"`
	MaxWarpsPerSM      int    `json:"max_warps_per_sm"`
	MaxBlocksPerSM     int    `json:"max_blocks_per_sm"`

	RegsPerSM           int `json:"regs_per_sm"`
	RegsPerBlock        int `json:"regs_per_block"`
	MaxRegsPerThread    int `json:"max_regs_per_thread"`     // what the compiler may use
	OccMaxRegsPerThread int `json:"occ_max_regs_per_thread"` // the bound cuda_occupancy.h checks (256 on CC >= 7)
	RegAllocUnit        int `json:"reg_alloc_unit"`          // registers per warp are rounded up to this
	// RegAllocExceptions lists {registers per thread, unit} pairs where the
	// allocation unit differs (Fermi rounds some counts to 128 per warp).
	RegAllocExceptions [][2]int `json:"reg_alloc_exceptions"`

	SharedPerSM            int `json:"shared_per_sm"`             // largest carveout, sharedMemPerMultiprocessor
	SharedPerBlock         int `json:"shared_per_block"`          // without opt-in (sharedMemPerBlock)
	SharedPerBlockOptin    int `json:"shared_per_block_optin"`    // sharedMemPerBlockOptin (= SharedPerBlock when none)
	SharedReservedPerBlock int `json:"shared_reserved_per_block"` // reservedSharedMemPerBlock
	SharedAllocUnit        int `json:"shared_alloc_unit"`
	// SharedCarveoutsKB are the legal shared-memory sizes per SM in KB, in
	// increasing order (cudaOccAlignUpShmemSizeVoltaPlus); before Volta, the
	// sizes selectable with cudaFuncSetCacheConfig.
	SharedCarveoutsKB   []int `json:"shared_carveouts_kb"`
	SharedPerSMPreferL1 int   `json:"shared_per_sm_prefer_l1"` // pre-Volta cudaFuncCachePreferL1 size (0 from Volta on)
	SharedBanks         int   `json:"shared_banks"`
	SharedBankBytes     int   `json:"shared_bank_bytes"`

	L1SharedPerSMKB int  `json:"l1_shared_per_sm_kb"` // unified L1 + shared storage per SM
	L1LineBytes     int  `json:"l1_line_bytes"`
	SectorBytes     int  `json:"sector_bytes"`
	GlobalL1Cached  bool `json:"global_l1_cached"` // default global loads allocate in L1
	L2Bytes         int  `json:"l2_bytes"`
	L2LineBytes     int  `json:"l2_line_bytes"`
	ConstantBytes   int  `json:"constant_bytes"`

	MemType             string  `json:"mem_type"`
	MemBytes            int64   `json:"mem_bytes"`
	BusWidthBits        int     `json:"bus_width_bits"`
	BandwidthGBs        float64 `json:"bandwidth_gbs"`
	DRAMChannels        int     `json:"dram_channels"`
	DRAMBanksPerChannel int     `json:"dram_banks_per_channel"`

	// Latencies in SM cycles of a dependent chain.
	LatALU      int `json:"lat_alu"`
	LatShared   int `json:"lat_shared"`
	LatL1       int `json:"lat_l1"`
	LatL2       int `json:"lat_l2"`
	LatDRAM     int `json:"lat_dram"`
	LatConstant int `json:"lat_constant"`

	// Sources maps a field's JSON key to the source tag(s) of its value.
	Sources map[string]string `json:"-"`
}

// CCString returns the compute capability as "9.0".
func (p *Profile) CCString() string {
	return strconv.Itoa(p.CC[0]) + "." + strconv.Itoa(p.CC[1])
}

// RegAllocUnitFor returns the per-warp register allocation unit for a kernel
// using regs registers per thread.
func (p *Profile) RegAllocUnitFor(regs int) int {
	for _, e := range p.RegAllocExceptions {
		if e[0] == regs {
			return e[1]
		}
	}
	return p.RegAllocUnit
}

// VoltaPlus reports whether the profile has CC >= 7.0: per-thread program
// counters, the unified L1/shared carveout, opt-in shared memory.
func (p *Profile) VoltaPlus() bool { return p.CC[0] >= 7 }

// Value is one field of a profile as text, with its source tags.
type Value struct {
	Key, Value, Source string
}

// Values lists every sourced field of the profile in declaration order.
func (p *Profile) Values() []Value {
	v := reflect.ValueOf(p).Elem()
	t := v.Type()
	var out []Value
	for i := 0; i < t.NumField(); i++ {
		key := t.Field(i).Tag.Get("json")
		if key == "" || key == "-" {
			continue
		}
		text, _ := json.Marshal(v.Field(i).Interface())
		out = append(out, Value{Key: key, Value: string(text), Source: p.Sources[key]})
	}
	return out
}
