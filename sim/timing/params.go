package timing

import (
	"fmt"

	"simtlab/hardware"
)

// Params are the numbers the timing model runs on. ParamsFor derives them
// from a hardware profile; the few that profiles do not carry yet come from
// archDefaults below, each with its source (docs/timing.md lists them all).
type Params struct {
	ClockMHz       int // SM clock: cycles → ns
	SMs            int
	Schedulers     int // per SM; each warp is bound to one for life
	Policy         Policy
	IssueInterval  int // cycles between two issues of one scheduler (Fermi: 2)
	DualIssue      bool
	MaxWarpsPerSM  int
	WarpsPerSched  int
	WarpSize       int
	SectorBytes    int
	LatALU         int // dependent FP32 / integer instruction
	LatFP64        int
	LatSFU         int
	LatShuffle     int
	LatShared      int // shared load, conflict-free, issue to use
	LatL1          int
	LatL2          int
	LatDRAM        int
	LatConstant    int // LDC, one distinct line
	ConstPassCost  int // extra cycles per further distinct constant line
	LatBarrier     int // last arrival to release
	AtomicOpCycles int // one more serialised atomic operation on one address at L2
	// SameAddressAtomicCycles is how long one address is busy per update
	// when the atomics of many warps queue there (FlagSameAddress).
	SameAddressAtomicCycles float64

	// Cycles one warp instruction occupies its pipe in a scheduler:
	// 32 lanes / lanes of that pipe per scheduler (Kepler's 48 FP32 lanes
	// per scheduler: 2/3 of a cycle, which is what makes dual issue pay).
	PipeCycles [numPipes]float64
	// SeparateInt is false before Volta, where integer and FP32 instructions
	// share the same cores (one pipe).
	SeparateInt bool

	SharedWavefrontsPerCycle float64 // per SM: 32 banks × 4 B = one wavefront
	L1SectorsPerCycle        float64 // per SM, L1TEX data stage
	L2BytesPerCycle          float64 // whole GPU
	DRAMBytesPerCycle        float64 // whole GPU, achievable
	// L2 requests (one line each, 1 to 4 sectors) the L2 slices accept per
	// cycle, whole GPU: scattered one-sector accesses are bound by these,
	// not by bytes.
	L2ReadRequestsPerCycle  float64
	L2WriteRequestsPerCycle float64
	MIOBacklog              int     // cycles of shared-pipe work queued before mio_throttle
	LGBacklog               int     // cycles of L1TEX work queued before lg_throttle
	BlockLaunchCycles       int     // from a block slot freeing to the next block's first issue
	BlockDispatchCycles     int     // least time between two block starts on one SM
	LaunchOverheadNs        float64 // fixed cost of a launch in gpu__time_duration
}

// Policy is the order in which a scheduler considers its warps.
type Policy uint8

const (
	// GreedyThenOldest keeps issuing from the warp that issued last while
	// it can, then takes the oldest eligible warp (GPGPU-Sim's "gto").
	GreedyThenOldest Policy = iota
	// LooseRoundRobin starts each cycle after the warp that issued last
	// (GPGPU-Sim's "lrr").
	LooseRoundRobin
)

// pipes of a scheduler; several classes share one.
const (
	pipeInt = iota
	pipeFP32
	pipeFP64
	pipeSFU
	pipeBranch
	numPipes
)

// archDefault holds what the profiles do not (yet) carry, per compute
// capability major version.
type archDefault struct {
	fp64LanesPerSM, sfuLanesPerSM, intLanesPerSM int
	latFP64, latSFU, latShuffle                  int
	issueInterval                                int
	dualIssue                                    bool
}

// archDefaults: FP64/SFU/INT lanes per SM from NVIDIA's architecture
// whitepapers (Fermi GF100, Kepler GK110, Pascal GP100, Volta GV100,
// Turing TU102, Ampere GA100/GA102, Hopper GH100, Blackwell); latencies
// measured on the H200 (hardware-facts §4.3: DFMA 8, MUFU ≈17, SHFL ≈26) and
// assumed equal on the other generations for want of measurements.
var archDefaults = map[[2]int]archDefault{
	{2, 0}:  {fp64LanesPerSM: 16, sfuLanesPerSM: 4, intLanesPerSM: 0, latFP64: 8, latSFU: 17, latShuffle: 26, issueInterval: 2},
	{3, 5}:  {fp64LanesPerSM: 64, sfuLanesPerSM: 32, intLanesPerSM: 0, latFP64: 8, latSFU: 17, latShuffle: 26, issueInterval: 1, dualIssue: true},
	{6, 0}:  {fp64LanesPerSM: 32, sfuLanesPerSM: 16, intLanesPerSM: 0, latFP64: 8, latSFU: 17, latShuffle: 26, issueInterval: 1},
	{7, 0}:  {fp64LanesPerSM: 32, sfuLanesPerSM: 16, intLanesPerSM: 64, latFP64: 8, latSFU: 17, latShuffle: 26, issueInterval: 1},
	{7, 5}:  {fp64LanesPerSM: 2, sfuLanesPerSM: 16, intLanesPerSM: 64, latFP64: 8, latSFU: 17, latShuffle: 26, issueInterval: 1},
	{8, 0}:  {fp64LanesPerSM: 32, sfuLanesPerSM: 16, intLanesPerSM: 64, latFP64: 8, latSFU: 17, latShuffle: 26, issueInterval: 1},
	{8, 6}:  {fp64LanesPerSM: 2, sfuLanesPerSM: 16, intLanesPerSM: 64, latFP64: 8, latSFU: 17, latShuffle: 26, issueInterval: 1},
	{8, 9}:  {fp64LanesPerSM: 2, sfuLanesPerSM: 16, intLanesPerSM: 64, latFP64: 8, latSFU: 17, latShuffle: 26, issueInterval: 1},
	{9, 0}:  {fp64LanesPerSM: 64, sfuLanesPerSM: 16, intLanesPerSM: 64, latFP64: 8, latSFU: 17, latShuffle: 26, issueInterval: 1},
	{10, 0}: {fp64LanesPerSM: 64, sfuLanesPerSM: 16, intLanesPerSM: 64, latFP64: 8, latSFU: 17, latShuffle: 26, issueInterval: 1},
	{12, 0}: {fp64LanesPerSM: 2, sfuLanesPerSM: 16, intLanesPerSM: 64, latFP64: 8, latSFU: 17, latShuffle: 26, issueInterval: 1},
}

// lookupArch finds the defaults of cc, falling back to the nearest earlier
// entry (e.g. 6.1 uses 6.0's issue rules).
func lookupArch(cc [2]int) archDefault {
	if d, ok := archDefaults[cc]; ok {
		return d
	}
	best, found := [2]int{}, false
	for k := range archDefaults {
		if (k[0] < cc[0] || k[0] == cc[0] && k[1] <= cc[1]) && (!found || k[0] > best[0] || k[0] == best[0] && k[1] > best[1]) {
			best, found = k, true
		}
	}
	if !found {
		return archDefaults[[2]int{2, 0}]
	}
	return archDefaults[best]
}

// Assumed values shared by every profile (docs/timing.md gives the reasons).
const (
	l1SectorsPerCycle = 4    // 128 B/clk L1 data path (NCU-PG: 4 tags per cycle, 32-B sectors)
	l2BytesPerSMCycle = 32   // whole-GPU L2 bandwidth per SM per cycle
	dramEfficiency    = 0.88 // achievable fraction of the nominal DRAM bandwidth
	mioBacklog        = 16
	lgBacklog         = 16
	latBarrier        = 20
	blockLaunchCycles = 150
	constPassCost     = 11 // H200: ≈ +11 cycles per extra distinct constant line
	atomicOpCycles    = 2  // H200: ≈0.7 same-address updates per clock at L2
	launchOverheadNs  = 2000
	// Fitted to tests/gpu/timing/h200.csv: reduce_atomic_1m makes 1 Mi
	// float atomicAdds to one address, 32 lanes per instruction, in 1.86 ms
	// at 1.98 GHz, 3.5 cycles each. Checked by throughput.cu: one one-lane
	// atomicAdd per block to one address takes 3.57 cycles per update over
	// an empty launch with 4,096 blocks and 3.58 with 16,384 (the blocks'
	// dispatch hides under the queue).
	sameAddressAtomicCycles = 3.5
	// Measured (throughput.cu, H200): 1 Mi one-sector stores, each lane of a
	// warp in another line, take 14.27 µs more than 1 Mi coalesced ones
	// (store_1sector_1m − store_4sector_1m): 1.02 Mi more requests at 1.98
	// GHz is 36 per cycle. Four such stores per thread give 27.6 per cycle
	// (store_1sector_4m; their lines are 128 KiB apart, which loads some L2
	// slices more than others). Loads through L2 (__ldcg): 4 Mi one-sector
	// ones take 29.8 µs more than coalesced ones, 66 per cycle. Per SM, so
	// that other GPUs scale with their size (assumed). transpose_naive_1024's
	// stores are the check.
	l2ReadRequestsPerSMCycle  = 66.0 / 132
	l2WriteRequestsPerSMCycle = 36.0 / 132
	// Measured (throughput.cu, H200): a grid of 4096 blocks of 256 threads
	// that do almost nothing takes 2.78 µs more than one empty block
	// (store_per_block_4096 − launch_empty_1): 5,512 cycles for 31 blocks
	// per SM, so an SM starts a block at most every 178 cycles.
	blockDispatchCycles = 178
)

// ParamsFor derives the timing parameters of a GPU from its profile.
func ParamsFor(p *hardware.Profile) (Params, error) {
	if p == nil || p.SMs <= 0 || p.CoreClockMHz <= 0 || p.SchedulersPerSM <= 0 || p.WarpSize <= 0 || p.MaxThreadsPerSM <= 0 {
		return Params{}, fmt.Errorf("timing: incomplete hardware profile")
	}
	a := lookupArch(p.CC)
	q := Params{
		ClockMHz:                 p.CoreClockMHz,
		SMs:                      p.SMs,
		Schedulers:               p.SchedulersPerSM,
		IssueInterval:            a.issueInterval,
		DualIssue:                a.dualIssue,
		MaxWarpsPerSM:            p.MaxThreadsPerSM / p.WarpSize,
		WarpSize:                 p.WarpSize,
		SectorBytes:              max(p.SectorBytes, 32),
		LatALU:                   max(p.LatALU, 1),
		LatFP64:                  a.latFP64,
		LatSFU:                   a.latSFU,
		LatShuffle:               a.latShuffle,
		LatShared:                max(p.LatShared, 1),
		LatL1:                    max(p.LatL1, 1),
		LatL2:                    max(p.LatL2, 1),
		LatDRAM:                  max(p.LatDRAM, 1),
		LatConstant:              max(p.LatConstant, 1),
		ConstPassCost:            constPassCost,
		LatBarrier:               latBarrier,
		AtomicOpCycles:           atomicOpCycles,
		SameAddressAtomicCycles:  sameAddressAtomicCycles,
		L2ReadRequestsPerCycle:   l2ReadRequestsPerSMCycle * float64(p.SMs),
		L2WriteRequestsPerCycle:  l2WriteRequestsPerSMCycle * float64(p.SMs),
		BlockDispatchCycles:      blockDispatchCycles,
		SharedWavefrontsPerCycle: float64(max(p.SharedBanks*p.SharedBankBytes, 128)) / 128,
		L1SectorsPerCycle:        l1SectorsPerCycle,
		L2BytesPerCycle:          float64(l2BytesPerSMCycle * p.SMs),
		DRAMBytesPerCycle:        p.BandwidthGBs * 1e3 / float64(p.CoreClockMHz) * dramEfficiency,
		MIOBacklog:               mioBacklog,
		LGBacklog:                lgBacklog,
		BlockLaunchCycles:        blockLaunchCycles,
		LaunchOverheadNs:         launchOverheadNs,
	}
	q.WarpsPerSched = max(q.MaxWarpsPerSM/q.Schedulers, 1)
	perSched := func(lanesPerSM int) float64 {
		if lanesPerSM <= 0 {
			return float64(q.WarpSize)
		}
		return float64(q.WarpSize) * float64(q.Schedulers) / float64(lanesPerSM)
	}
	q.PipeCycles[pipeFP32] = perSched(p.FP32LanesPerSM)
	q.PipeCycles[pipeInt] = q.PipeCycles[pipeFP32]
	if a.intLanesPerSM > 0 { // Volta+: a separate INT32 pipe
		q.PipeCycles[pipeInt] = perSched(a.intLanesPerSM)
		q.SeparateInt = true
	}
	q.PipeCycles[pipeFP64] = perSched(a.fp64LanesPerSM)
	q.PipeCycles[pipeSFU] = perSched(a.sfuLanesPerSM)
	q.PipeCycles[pipeBranch] = 1
	if q.DRAMBytesPerCycle <= 0 {
		q.DRAMBytesPerCycle = 64
	}
	return q, nil
}
