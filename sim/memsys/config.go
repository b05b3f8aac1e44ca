package memsys

import (
	"fmt"

	"simtlab/sim/memsys/dram"
)

// Config is the organisation of a GPU's memory system. The lead maps a hardware
// profile onto it; DefaultConfig is the H200.
type Config struct {
	SMs int // streaming multiprocessors, each with its own L1

	SharedBanks     int // shared-memory banks (must be 32)
	SharedBankBytes int // bytes per bank word (must be 4)

	SectorBytes int // unit of L1/L2 tags and DRAM transfers
	LineBytes   int // cache line: SectorBytes × 1..8

	L1Bytes             int  // L1 data cache per SM (what the shared-memory carveout leaves); rounded down to whole sets
	L1Ways              int  // associativity
	L1CachesGlobalLoads bool // whether default global loads allocate in L1 (local memory always does)

	L2Bytes  int // shared by all SMs; rounded down to whole sets in every slice
	L2Ways   int
	L2Slices int // the L2's partitions; line n is in slice n mod L2Slices

	DRAM dram.Config

	ConstLineBytes int // constant-cache line: one serialised pass per distinct line

	// LaunchDRAMReadSectors is device-memory traffic every launch makes for
	// itself (kernel parameters, constant bank), outside the kernel's own
	// accesses; Nsight Compute's dram__ counters include it.
	LaunchDRAMReadSectors int

	// DRAMFetchBytes is how much an L2 miss reads from DRAM: the aligned block
	// of this size around each missing sector (a multiple of SectorBytes that
	// divides LineBytes). The extra sectors are kept in L2.
	DRAMFetchBytes int
}

// DefaultConfig is an H200 (GH100, compute capability 9.0). Sources are in the
// shared hardware notes (docs/hardware-facts.md): "measured" means measured on a
// real H200 for those notes.
func DefaultConfig() Config {
	return Config{
		SMs:             132, // measured: cudaDeviceProp.multiProcessorCount
		SharedBanks:     32,  // §2.1, NCU profiling guide
		SharedBankBytes: 4,
		SectorBytes:     32,  // §3.1: 128-B lines of four 32-B sectors
		LineBytes:       128, //
		// §1.3 measured: with the largest L1 carveout a pointer chase hits for
		// footprints up to 216 KB of the 256 KB unified L1/shared memory.
		// Associativity is not published; 8 ways is an assumption.
		L1Bytes:             216 << 10,
		L1Ways:              8,
		L1CachesGlobalLoads: true, // §3.2 measured: a repeated LDG.E hits in L1
		// Measured: cudaDeviceProp.l2CacheSize = 62,914,560 B. 16 ways is an
		// assumption; GH100's L2 is built of two partitions.
		L2Bytes:  62914560,
		L2Ways:   16,
		L2Slices: 2,
		DRAM: dram.Config{
			// HBM3e: 6 stacks × 16 channels of 64 bits = the 6144-bit bus (§5).
			Channels: 96,
			// Assumption: 4 bank groups × 4 banks per channel.
			BanksPerChannel: 16,
			// 32-B bursts, Nsight Compute's dram__sectors (§3.1: GPGPU-Sim's H100
			// config moves 8 B × burst 4).
			BurstBytes: 32,
			// Assumption: the channel hash is unpublished; 256-B chunks.
			InterleaveBytes: 256,
			RowBytes:        1024, // HBM3 page size per pseudo-channel
		},
		// GPGPU-Sim's constant cache uses 64-B lines (§3.6 measures one
		// serialised pass per distinct line).
		ConstLineBytes: 64,
		// Measured (testdata/probe/h200): every probe kernel read 2,816 B =
		// 88 sectors of DRAM beyond its own data.
		LaunchDRAMReadSectors: 88,
		// Measured (testdata/probe/h200, dram_stride64): 32 loads of one sector
		// each, two per 128-B line, read 2,048 B of DRAM beyond the launch's own.
		DRAMFetchBytes: 64,
	}
}

// Validate reports a configuration the memory system cannot model.
func (c Config) Validate() error {
	switch {
	case c.SMs <= 0:
		return fmt.Errorf("memsys: %d SMs", c.SMs)
	case c.SharedBanks != 32 || c.SharedBankBytes != 4:
		return fmt.Errorf("memsys: shared memory must be 32 banks of 4 bytes, not %d of %d", c.SharedBanks, c.SharedBankBytes)
	case !pow2(c.SectorBytes) || !pow2(c.LineBytes) || c.LineBytes < c.SectorBytes || c.LineBytes/c.SectorBytes > 8:
		return fmt.Errorf("memsys: sector %d B and line %d B must be powers of two with 1 to 8 sectors per line", c.SectorBytes, c.LineBytes)
	case c.L1Ways <= 0 || c.L1Bytes < c.LineBytes*c.L1Ways:
		return fmt.Errorf("memsys: L1 of %d B holds less than one %d-way set of %d-B lines", c.L1Bytes, c.L1Ways, c.LineBytes)
	case c.L2Ways <= 0 || c.L2Slices <= 0 || c.L2Bytes < c.LineBytes*c.L2Ways*c.L2Slices:
		return fmt.Errorf("memsys: L2 of %d B holds less than one %d-way set of %d-B lines in each of %d slices", c.L2Bytes, c.L2Ways, c.LineBytes, c.L2Slices)
	case !pow2(c.ConstLineBytes):
		return fmt.Errorf("memsys: constant line of %d B is not a power of two", c.ConstLineBytes)
	case c.DRAMFetchBytes < c.SectorBytes || c.DRAMFetchBytes%c.SectorBytes != 0 || c.LineBytes%c.DRAMFetchBytes != 0:
		return fmt.Errorf("memsys: DRAM fetch of %d B must be a multiple of the sector (%d B) dividing the line (%d B)", c.DRAMFetchBytes, c.SectorBytes, c.LineBytes)
	case c.LaunchDRAMReadSectors < 0:
		return fmt.Errorf("memsys: %d launch DRAM sectors", c.LaunchDRAMReadSectors)
	case c.DRAM.BurstBytes != c.SectorBytes:
		return fmt.Errorf("memsys: DRAM burst (%d B) must equal the sector (%d B)", c.DRAM.BurstBytes, c.SectorBytes)
	}
	return c.DRAM.Validate()
}

func pow2(x int) bool { return x > 0 && x&(x-1) == 0 }
