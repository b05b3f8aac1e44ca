// Package timing is SIMT Lab's cycle-approximate timing model. It is
// trace-driven: the SIMT engine executes warps functionally and appends one
// compact Inst per executed warp instruction to its warp's stream; Simulate
// then replays the streams of a launch on a model of the GPU (blocks
// dispatched to SMs in waves, per-scheduler issue, dependent-instruction
// latencies, shared-memory, L1, L2 and DRAM throughput, barriers) and
// reports the kernel's duration, per-warp stall reasons with Nsight
// Compute's names, and a bounded timeline for the UI.
//
// Keeping timing out of the engine means the engine never waits for it and
// the model can change without touching the interpreter.
package timing

import "simtlab/sim/memsys"

// Class says which pipeline a warp instruction uses; latency and throughput
// are per class (see Params).
type Class uint8

const (
	ClassInt      Class = iota // integer / logic / address arithmetic (IMAD, IADD3, LOP3, ISETP)
	ClassFP32                  // FADD, FMUL, FFMA
	ClassFP64                  // DADD, DMUL, DFMA
	ClassSFU                   // MUFU: sin, cos, exp2, rsqrt, division helpers
	ClassShuffle               // SHFL, warp votes that cross lanes through the MIO
	ClassBranch                // BRA, loop back-edges, reconvergence
	ClassShared                // LDS / STS / ATOMS (Wavefronts from memsys)
	ClassGlobal                // LDG / STG / LDL / STL through L1TEX (sectors from memsys)
	ClassAtomic                // global ATOM / RED, executed at L2
	ClassConstant              // LDC with a per-lane index (serialised passes)
	ClassBarrier               // __syncthreads (BAR.SYNC)
	numClasses
)

var classNames = [...]string{"int", "fp32", "fp64", "sfu", "shuffle", "branch", "shared", "global", "atomic", "constant", "barrier"}

func (c Class) String() string {
	if c < numClasses {
		return classNames[c]
	}
	return "class?"
}

// Flags qualify an instruction.
type Flags uint8

const (
	// FlagNoResult marks an instruction whose result no later instruction
	// waits on through the scoreboard: stores, reductions (RED), barriers.
	FlagNoResult Flags = 1 << iota
	// FlagSameAddress marks a global atomic whose active lanes all update
	// one address (a reduction into one counter). Such atomics of every
	// warp at the same source line are serialised at that address in L2,
	// which is what makes one shared counter slow.
	FlagSameAddress
	// FlagLoopControl marks a loop's test or increment (the engine knows
	// them from the source). nvcc unrolls loops, so the compiled code runs
	// them once per unrolled trip, not once per iteration (fold.go).
	FlagLoopControl
)

// Inst is one executed warp instruction, as the engine records it. It is
// 16 bytes so that a long stream stays small; counts saturate at 255.
type Inst struct {
	// Line is the source line, for per-line stall reasons (0 = none).
	Line int32
	// Dep is the distance back, in this warp's stream, to the youngest
	// earlier instruction whose result this one reads: 1 = the previous
	// instruction, 0 = none (or too far back to matter, see MaxDep).
	Dep uint16
	// Dep2 is the distance to a second producer (the other source
	// operand), 0 = none: an add that reads a loaded value and an
	// accumulator waits for both.
	Dep2  uint16
	Class Class
	// Level is how far a memory access went (memsys.Outcome.Level); it sets
	// the latency of ClassGlobal.
	Level memsys.Level
	// L2Requests: ClassGlobal, the L2 requests (one per line) of L2Sectors;
	// L2 slices take a bounded number of requests per cycle, however few
	// sectors each carries.
	L2Requests uint8
	// Wavefronts: ClassShared data wavefronts (bank-conflict replays
	// included); ClassConstant serialised passes; ClassGlobal L1 requests.
	Wavefronts uint8
	// Sectors: ClassGlobal L1 sectors; ClassAtomic serialised L2 operations.
	Sectors uint8
	// L2Sectors and DRAMSectors are the sectors this access moved to or
	// from L2 and device memory; they consume the GPU-wide bandwidth.
	L2Sectors   uint8
	DRAMSectors uint8
	Flags       Flags
}

// MaxDep is the farthest dependency the model tracks: an instruction that
// reads a result produced more than MaxDep instructions earlier treats it
// as ready (it almost always is: MaxDep issue cycles outlast most latencies).
const MaxDep = ringSize - 1

// Sat8 clamps a count to the 0..255 range of Inst's counters.
func Sat8(n int) uint8 {
	if n < 0 {
		return 0
	}
	if n > 255 {
		return 255
	}
	return uint8(n)
}

// FromOutcome fills the memory fields of a shared, global, local, atomic
// or constant instruction from the memory system's Outcome for it. Sectors
// that a launch-persistent L2 still held (Outcome.CarriedSectors) come from
// L2, not DRAM: the memory system's counters start each launch cold, as
// Nsight Compute's do, but a kernel timed after others finds their data in
// L2, as the GPU does.
func (in *Inst) FromOutcome(o memsys.Outcome) {
	in.Level = o.Level
	if o.CarriedSectors > 0 {
		o.DRAMSectors = max(o.DRAMSectors-o.CarriedSectors, 0)
		if o.DRAMSectors == 0 && o.Level == memsys.LevelDRAM {
			in.Level = memsys.LevelL2
		}
	}
	switch in.Class {
	case ClassShared, ClassConstant:
		in.Wavefronts = Sat8(int(o.Wavefronts))
	case ClassGlobal:
		// L1TEX's tag stage looks up one line per cycle: a request that
		// touches several lines takes that many passes.
		in.Wavefronts = Sat8(int(max(o.Requests, o.Lines)))
		in.Sectors = Sat8(int(o.Sectors))
	case ClassAtomic:
		in.Wavefronts = Sat8(int(o.Requests))
		in.Sectors = Sat8(int(o.Sectors))
	}
	in.L2Sectors = Sat8(int(o.L2Sectors))
	if in.Class == ClassGlobal {
		in.L2Requests = Sat8(int(o.L2Requests))
	}
	in.DRAMSectors = Sat8(int(o.DRAMSectors))
}

// BypassL1 returns the outcome of a global load that is cached in L2 only
// (ld.global.cg, ld.global.cv: __ldcg, __ldcv), given the outcome the same
// load has as a plain one. L1TEX still looks up its lines (the t-stage
// requests and sectors are unchanged), but nothing is allocated there, so
// every sector misses and goes to L2, one L2 request per line: on the H200
// such loads of lines that a block's warps share record no L1 hit
// (l1tex__t_sectors_pipe_lsu_mem_global_op_ld_lookup_hit = 0, against 88 %
// for the same loads without the hint; tests/gpu/timing/atomics.cu).
func BypassL1(o memsys.Outcome) memsys.Outcome {
	if o.Sectors == 0 {
		return o
	}
	o.Level = max(o.Level, memsys.LevelL2)
	o.L2Sectors = max(o.L2Sectors, o.Sectors)
	o.L2Requests = max(o.L2Requests, o.Lines)
	return o
}

// WarpStream is the recorded instructions of one warp of a launch.
type WarpStream struct {
	Block int32 // linear block index in the grid
	Warp  int32 // warp index within its block
	// Insts may be shared between warps whose streams are identical (the
	// Recorder does this), so Simulate never modifies it.
	Insts []Inst
}
