// Package occupancy computes how many blocks of a kernel fit on one SM, step
// by step as CUDA's own calculator does (cuda_occupancy.h, which
// cudaOccupancyMaxActiveBlocksPerMultiprocessor follows): warp slots, block
// slots, registers allocated per warp and split over the SM's sub-partitions,
// and shared memory in allocation units plus the driver's per-block reserve,
// measured against the carveout the preference selects.
package occupancy

import (
	"errors"
	"fmt"

	"simtlab/hardware"
)

// Unlimited is the limit reported for a resource the kernel does not use
// (INT_MAX in cuda_occupancy.h).
const Unlimited = 1<<31 - 1

// Carveout and dynamic-shared-memory attribute values meaning "not set".
const (
	CarveoutDefault       = -1 // cudaSharedmemCarveoutDefault
	MaxDynamicSmemDefault = -1 // the attribute's default: sharedMemPerBlock - static
)

// CacheConfig is cudaFuncSetCacheConfig's preference; on Volta and later it
// only matters when no carveout is set.
type CacheConfig int

const (
	PreferNone   CacheConfig = iota // cudaFuncCachePreferNone
	PreferShared                    // cudaFuncCachePreferShared
	PreferL1                        // cudaFuncCachePreferL1
	PreferEqual                     // cudaFuncCachePreferEqual
)

// Input describes one launch configuration of one kernel. Start from
// NewInput so that the "not set" values are right.
type Input struct {
	Threads     int // threads per block (x*y*z)
	Regs        int // registers per thread (cudaFuncAttributes.numRegs)
	StaticSmem  int // bytes of __shared__ arrays (sharedSizeBytes)
	DynamicSmem int // bytes passed as the third launch parameter
	// Carveout is cudaFuncAttributePreferredSharedMemoryCarveout in percent
	// (0..100), or CarveoutDefault.
	Carveout int
	// MaxDynamicSmem is cudaFuncAttributeMaxDynamicSharedMemorySize, or
	// MaxDynamicSmemDefault.
	MaxDynamicSmem int
	CacheConfig    CacheConfig
}

// NewInput returns an Input with no carveout preference and the default
// dynamic-shared-memory attribute.
func NewInput(threads, regs int) Input {
	return Input{Threads: threads, Regs: regs, Carveout: CarveoutDefault, MaxDynamicSmem: MaxDynamicSmemDefault}
}

// Limiter names, as in Nsight Compute's launch__occupancy_limit_* metrics.
const (
	LimitWarps     = "warps"
	LimitBlocks    = "blocks"
	LimitRegisters = "registers"
	LimitSharedMem = "shared_mem"
)

// Result is the occupancy of one launch configuration.
type Result struct {
	BlocksPerSM   int     // active blocks per SM (cudaOccupancyMaxActiveBlocksPerMultiprocessor)
	WarpsPerBlock int     // ceil(threads / warp size): a partial warp costs a whole warp
	WarpsPerSM    int     // BlocksPerSM * WarpsPerBlock
	MaxWarpsPerSM int     // the SM's warp slots
	Occupancy     float64 // WarpsPerSM / MaxWarpsPerSM, 0..1

	// Blocks per SM each resource alone allows (Unlimited when unused).
	LimitWarps, LimitBlocks, LimitRegisters, LimitSharedMem int
	// Limiters names every resource whose limit equals BlocksPerSM, in the
	// order warps, registers, shared_mem, blocks (cuda_occupancy.h's order).
	Limiters []string

	RegsPerWarp     int // registers allocated per warp (rounded to the allocation unit)
	RegsPerBlock    int // registers allocated per block
	SmemPerBlock    int // shared memory allocated per block, reserve included
	SmemPerSMConfig int // the shared-memory size per SM the limit was divided from
	// DriverSmemConfig is the configuration the driver launches with
	// (driver.go): Nsight Compute's launch__shared_mem_config_size.
	DriverSmemConfig int

	// Reason says in plain words why BlocksPerSM is 0, when it is.
	Reason string
	// Err is set for inputs CUDA rejects with cudaErrorInvalidValue
	// (non-positive block size, negative registers or sizes); the counts are
	// then all zero.
	Err error
}

// Compute returns the occupancy of in on the GPU p.
func Compute(p *hardware.Profile, in Input) Result {
	var r Result
	if err := validate(p, in); err != nil {
		r.Err = err
		r.Reason = err.Error()
		return r
	}
	r.MaxWarpsPerSM = p.MaxThreadsPerSM / p.WarpSize
	r.WarpsPerBlock = ceilDiv(in.Threads, p.WarpSize)

	var why []string
	r.LimitWarps = warpLimit(p, in)
	if r.LimitWarps == 0 {
		why = append(why, fmt.Sprintf("%d threads per block exceed the limit of %d", in.Threads, p.MaxThreadsPerBlock))
	}
	r.LimitBlocks = p.MaxBlocksPerSM
	var regWhy string
	r.LimitRegisters, r.RegsPerWarp, r.RegsPerBlock, regWhy = registerLimit(p, in, p.SubPartitions)
	// GP100 (6.0) has two sub-partitions but CUDA refuses what a four-way
	// GP10x could not run, for compatibility within Pascal.
	if p.CC == [2]int{6, 0} && r.LimitRegisters > 0 {
		if l, _, _, w := registerLimit(p, in, 4); l == 0 {
			r.LimitRegisters, regWhy = 0, w
		}
	}
	if regWhy != "" {
		why = append(why, regWhy)
	}
	var smemWhy string
	r.LimitSharedMem, r.SmemPerBlock, r.SmemPerSMConfig, smemWhy = sharedLimit(p, in)
	if smemWhy != "" {
		why = append(why, smemWhy)
	}

	r.BlocksPerSM = min(r.LimitRegisters, r.LimitSharedMem, r.LimitWarps, r.LimitBlocks)
	for _, l := range []struct {
		name  string
		limit int
	}{{LimitWarps, r.LimitWarps}, {LimitRegisters, r.LimitRegisters}, {LimitSharedMem, r.LimitSharedMem}, {LimitBlocks, r.LimitBlocks}} {
		if l.limit == r.BlocksPerSM {
			r.Limiters = append(r.Limiters, l.name)
		}
	}
	r.WarpsPerSM = r.BlocksPerSM * r.WarpsPerBlock
	r.DriverSmemConfig = driverSharedConfig(p, in, r)
	r.Occupancy = float64(r.WarpsPerSM) / float64(r.MaxWarpsPerSM)
	if r.BlocksPerSM == 0 {
		r.Reason = joinReasons(why)
	}
	return r
}

func validate(p *hardware.Profile, in Input) error {
	switch {
	case p == nil:
		return errors.New("no GPU profile")
	case p.WarpSize <= 0 || p.MaxThreadsPerSM < p.WarpSize || p.SubPartitions <= 0 || p.RegsPerSM <= 0 ||
		p.SharedAllocUnit <= 0 || len(p.SharedCarveoutsKB) == 0:
		return fmt.Errorf("GPU profile %q is incomplete", p.Name)
	case in.Threads <= 0:
		return fmt.Errorf("block size must be positive, got %d", in.Threads)
	case in.Regs < 0:
		return fmt.Errorf("registers per thread cannot be negative, got %d", in.Regs)
	case in.StaticSmem < 0 || in.DynamicSmem < 0:
		return errors.New("shared memory sizes cannot be negative")
	case in.Carveout != CarveoutDefault && (in.Carveout < 0 || in.Carveout > 100):
		return fmt.Errorf("carveout must be -1 (none) or 0..100 percent, got %d", in.Carveout)
	case in.MaxDynamicSmem < MaxDynamicSmemDefault:
		return fmt.Errorf("maximum dynamic shared memory cannot be negative, got %d", in.MaxDynamicSmem)
	case in.CacheConfig < PreferNone || in.CacheConfig > PreferEqual:
		return fmt.Errorf("unknown cache config %d", in.CacheConfig)
	}
	return nil
}

// warpLimit: the SM's warp slots divided by the block's warps.
func warpLimit(p *hardware.Profile, in Input) int {
	if in.Threads > p.MaxThreadsPerBlock {
		return 0
	}
	return (p.MaxThreadsPerSM / p.WarpSize) / ceilDiv(in.Threads, p.WarpSize)
}

// registerLimit allocates registers per warp in units and splits the SM's
// register file evenly over its sub-partitions: a warp lives in one
// sub-partition, so registers left over in each are wasted.
func registerLimit(p *hardware.Profile, in Input, subPartitions int) (limit, perWarp, perBlock int, why string) {
	warps := ceilDiv(in.Threads, p.WarpSize)
	perWarp = roundUp(in.Regs*p.WarpSize, p.RegAllocUnitFor(in.Regs))
	perBlock = perWarp * warps
	// The hardware's launch check assumes every sub-partition receives the
	// same number of warps.
	assumed := perWarp * roundUp(warps, subPartitions)
	switch {
	case in.Regs > p.OccMaxRegsPerThread:
		return 0, perWarp, perBlock, fmt.Sprintf("%d registers per thread exceed the limit of %d", in.Regs, p.OccMaxRegsPerThread)
	case perBlock > p.RegsPerBlock || assumed > p.RegsPerBlock:
		return 0, perWarp, perBlock, fmt.Sprintf("the block needs %d registers (%d per warp), more than the %d a block may use", max(perBlock, assumed), perWarp, p.RegsPerBlock)
	case perWarp == 0:
		return Unlimited, 0, 0, ""
	}
	warpsPerPartition := (p.RegsPerSM / subPartitions) / perWarp
	return warpsPerPartition * subPartitions / warps, perWarp, perBlock, ""
}

// sharedLimit rounds the block's shared memory (plus the driver's reserve)
// up to the allocation unit and divides the per-SM size the carveout
// preference selects by it.
func sharedLimit(p *hardware.Profile, in Input) (limit, perBlock, perSM int, why string) {
	static := in.StaticSmem + p.SharedReservedPerBlock
	perBlock = roundUp(static+in.DynamicSmem, p.SharedAllocUnit)
	// The attribute below its default does not lower the calculator's
	// bound (the H200 counts 4 blocks of 40000 dynamic bytes with it set
	// to 0, though such a launch fails): only raising it counts.
	maxDyn := max(in.MaxDynamicSmem, p.SharedPerBlock-in.StaticSmem, 0)
	if in.DynamicSmem > maxDyn {
		return 0, perBlock, 0, fmt.Sprintf("%d bytes of dynamic shared memory exceed the kernel's maximum of %d (raise it with cudaFuncAttributeMaxDynamicSharedMemorySize)", in.DynamicSmem, maxDyn)
	}
	// The per-block cap: the opt-in size once the attribute asks for more
	// than the default (Volta on), plus the reserve from Ampere on.
	capacity := p.SharedPerBlock
	if p.VoltaPlus() && static+maxDyn > p.SharedPerBlock {
		capacity = p.SharedPerBlockOptin
	}
	if p.CC[0] >= 8 {
		capacity += p.SharedReservedPerBlock
	}
	if perBlock > capacity {
		return 0, perBlock, 0, fmt.Sprintf("the block needs %d bytes of shared memory, more than the %d a block may use", perBlock, capacity)
	}
	preferred, ok := PreferredSharedPerSM(p, in)
	if !ok {
		return 0, perBlock, 0, "no legal shared-memory configuration"
	}
	perSM = preferred
	if preferred < perBlock {
		// The preference is overridden so that at least one block fits.
		perSM = p.SharedPerSM
		if p.VoltaPlus() {
			if perSM, ok = AlignUpCarveout(p, perBlock); !ok {
				return 0, perBlock, 0, "no legal shared-memory configuration holds one block"
			}
		}
	}
	if perBlock == 0 {
		return Unlimited, 0, perSM, ""
	}
	return perSM / perBlock, perBlock, perSM, ""
}

// PreferredSharedPerSM is the shared-memory size per SM the kernel's
// preference (carveout, cache config) asks for, rounded up to a legal
// configuration: what cudaOccupancyAvailableDynamicSMemPerBlock shares out.
func PreferredSharedPerSM(p *hardware.Profile, in Input) (int, bool) {
	if !p.VoltaPlus() {
		switch in.CacheConfig {
		case PreferL1:
			return p.SharedPerSMPreferL1, true
		case PreferEqual:
			// Kepler's middle split; Fermi has none and keeps the largest.
			if c := p.SharedCarveoutsKB; len(c) == 3 {
				return c[1] * 1024, true
			}
		}
		return p.SharedPerSM, true
	}
	pref := in.Carveout
	if pref == CarveoutDefault {
		switch in.CacheConfig {
		case PreferL1:
			pref = 0
		case PreferShared:
			pref = 100
		case PreferEqual:
			pref = 50
		}
	}
	if pref == CarveoutDefault {
		return AlignUpCarveout(p, p.SharedPerSM)
	}
	return AlignUpCarveout(p, pref*p.SharedPerSM/100)
}

// AlignUpCarveout returns the smallest legal shared-memory configuration
// holding size bytes (cudaOccAlignUpShmemSizeVoltaPlus).
func AlignUpCarveout(p *hardware.Profile, size int) (int, bool) {
	for _, kb := range p.SharedCarveoutsKB {
		if size <= kb*1024 {
			return kb * 1024, true
		}
	}
	return 0, false
}

func joinReasons(why []string) string {
	if len(why) == 0 {
		return ""
	}
	s := why[0]
	for _, w := range why[1:] {
		s += "; " + w
	}
	return s
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }

func roundUp(a, unit int) int {
	if unit <= 0 {
		return a
	}
	return ceilDiv(a, unit) * unit
}

// Metrics returns the result under Nsight Compute's metric names.
// launch__occupancy_limit_shared_mem is ncu's: the driver's configuration
// (driver.go) divided by the block's allocation, which can exceed the API's
// limit (hardware-facts.md 1.5) while the minimum over the four limits agrees.
func (r Result) Metrics() map[string]float64 {
	smemLimit := r.LimitSharedMem
	if r.SmemPerBlock > 0 && r.DriverSmemConfig > 0 {
		smemLimit = r.DriverSmemConfig / r.SmemPerBlock
	}
	return map[string]float64{
		"launch__occupancy_limit_warps":          float64(r.LimitWarps),
		"launch__occupancy_limit_blocks":         float64(r.LimitBlocks),
		"launch__occupancy_limit_registers":      float64(r.LimitRegisters),
		"launch__occupancy_limit_shared_mem":     float64(smemLimit),
		"launch__shared_mem_config_size":         float64(r.DriverSmemConfig),
		"launch__shared_mem_per_block_allocated": float64(r.SmemPerBlock),
		"sm__maximum_warps_per_active_cycle_pct": r.Occupancy * 100,
	}
}
