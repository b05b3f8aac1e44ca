package occupancy

import "simtlab/hardware"

// The driver does not launch with the carveout the occupancy API divides by:
// on Volta and later it picks a shared-memory configuration per launch, which
// Nsight Compute reports as launch__shared_mem_config_size and divides by the
// block's allocation for launch__occupancy_limit_shared_mem. The choice is
// undocumented; the rule below was measured on an H200 over 336 launches
// (block sizes 32-1024, 4-62 registers, 0-100 KB of dynamic shared memory:
// sim/memsys/testdata/probe/carveout.cu, results in .../probe/h200) and
// matches 334 of them and 239 of the 240 conformance launches recorded then.
// It never lowers the occupancy the API computes:
//
//   - a block that uses no shared memory of its own gets room for 4 KB per
//     block the warp slots allow, at most 32 KB;
//   - a block at the per-block thread maximum gets the smallest configuration
//     holding the API's block count;
//   - any other block gets room for twice the API's block count (at most the
//     block-slot limit), but no more than 132 KB unless the API's count itself
//     needs more.
//
// The exceptions are 128-thread blocks held to 16 per SM by their warps: there
// the driver's target is 26 to 28 blocks, not 32 (1,152 B → 32 KB, 2,176 B →
// 64 KB; also in the later x_stream_compact and x_coop_groups recordings),
// while 64-thread blocks held to 16 by registers get 32. We found no rule that
// covers both. Other GPUs use the same rule with their own configurations,
// unverified.
const (
	driverNoSmemPerBlock = 4096      // bytes per warp-slot block when the kernel has no shared memory
	driverNoSmemCap      = 32 << 10  // and the most it gets
	driverHeadroomCap    = 132 << 10 // the most the doubled block count may claim
)

// driverSharedConfig is the shared-memory configuration per SM the driver
// launches r with. Explicit preferences (a carveout or a cache config) are
// honoured as the API rounds them, and before Volta the configuration is the
// cache-config split: both are r.SmemPerSMConfig.
func driverSharedConfig(p *hardware.Profile, in Input, r Result) int {
	if !p.VoltaPlus() || r.BlocksPerSM == 0 || in.Carveout != CarveoutDefault || in.CacheConfig != PreferNone {
		return r.SmemPerSMConfig
	}
	need, ok := AlignUpCarveout(p, r.BlocksPerSM*r.SmemPerBlock)
	if !ok {
		return r.SmemPerSMConfig
	}
	want := need
	switch {
	case in.StaticSmem+in.DynamicSmem == 0:
		want = capCarveout(p, min(r.LimitWarps, r.LimitBlocks)*driverNoSmemPerBlock, driverNoSmemCap)
	case in.Threads < p.MaxThreadsPerBlock:
		want = capCarveout(p, min(2*r.BlocksPerSM, r.LimitBlocks)*r.SmemPerBlock, driverHeadroomCap)
	}
	return max(need, want)
}

// capCarveout is the smallest legal configuration holding size bytes, or the
// largest one not above limit when that is smaller.
func capCarveout(p *hardware.Profile, size, limit int) int {
	best := 0
	for _, kb := range p.SharedCarveoutsKB {
		c := kb * 1024
		if c > limit {
			break
		}
		best = c
		if c >= size {
			break
		}
	}
	return best
}
