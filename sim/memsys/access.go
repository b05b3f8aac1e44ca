package memsys

// Space is the memory space an access goes to.
type Space uint8

const (
	Global Space = iota
	Shared
	Local
	Constant
)

var spaceNames = [...]string{"global", "shared", "local", "constant"}

func (s Space) String() string {
	if int(s) < len(spaceNames) {
		return spaceNames[s]
	}
	return "space?"
}

// Op is what the access does.
type Op uint8

const (
	Load      Op = iota
	Store        //
	Atomic       // read-modify-write whose old value the program uses
	Reduction    // atomic whose result is unused (SASS RED)
)

var opNames = [...]string{"load", "store", "atomic", "reduction"}

func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return "op?"
}

// Access is one warp-level memory instruction, as the engine executes it.
//
// Addresses by space:
//   - Global: the lane's byte address in device memory.
//   - Shared: the byte offset in the block's shared-memory window (static arrays
//     first, then dynamic, as laid out by the engine).
//   - Constant: the byte offset in constant memory.
//   - Local: the hardware's interleaved address of the lane's first 32-bit word,
//     as LocalAddr computes it: 32-bit word k of lane l's frame lives at
//     frameBase + 128k + 4l, so lanes reading the same variable read 128
//     consecutive bytes. An 8- or 16-byte local access therefore covers 2 or 4
//     words 128 bytes apart. Local addresses are kept apart from global ones
//     inside the memory system, so frame bases need not avoid global buffers.
type Access struct {
	Space Space
	Op    Op
	Width uint8      // bytes per lane: 1, 2, 4, 8 or 16
	Mask  uint32     // active lanes
	Addr  [32]uint64 // per-lane address (see above); inactive lanes are ignored
	Line  int        // source line (1-based; 0 = none)
	SM    int        // SM the block runs on (selects the L1)
	Block int        // linear block index in the grid
	Warp  int        // warp index within the block
	// Atom is how nvcc implements an atomic (Op Atomic or Reduction) on
	// sm_90; it matters for shared memory only (see shared.go).
	Atom AtomKind
	// BypassL1 marks a global load whose cache operator skips L1
	// (ld.global.cg, .lu and .cv: __ldcg, __ldlu, __ldcv): it neither hits
	// nor allocates there, so each of its sectors is an L1 miss that goes
	// on to L2. Measured: tests/conformance/x_cache_hints (__ldcs and __ldca
	// use L1 as plain loads do).
	BypassL1 bool

	// Optional hint: the engine often knows that an address is affine in the
	// lane. Affine = true promises a full Mask and Addr[i] = Addr[0] + i*Stride
	// for every lane, and spares the memory system a scan of the addresses.
	// Leaving it false is always correct.
	Affine bool
	Stride int64
	// Optional hint for the rows of a 2D block: RowLanes = r (a power of two
	// below 32) promises a full Mask and Addr[i] = Addr[i-i%r] + (i%r)*Stride
	// for every lane: the warp is 32/r rows of r lanes, each affine with
	// stride Stride, wherever each row starts. 0 is always correct.
	RowLanes uint8
	// RowStarts, with the Affine or RowLanes hint, says that Addr holds only
	// the first lane of each row (lane 0 alone when Affine): the other
	// lanes follow from the hint, and the memory system computes them
	// (FillRows) only where it needs them. It spares the engine writing 32
	// addresses for the loads the fast path costs from the row starts.
	// Without a valid hint it is ignored.
	RowStarts bool
}

// FillRows writes the address of every lane of an access that holds only
// its row starts, from the shape hint, and clears RowStarts.
func (a *Access) FillRows() {
	if !a.RowStarts {
		return
	}
	a.RowStarts = false
	r := int(a.RowLanes)
	switch {
	case a.Affine:
		r = 32
	case r == 0 || r >= 32 || r&(r-1) != 0:
		return // no valid hint: the addresses are what they are
	}
	d := uint64(a.Stride)
	for j := 0; j < 32; j += r {
		row := a.Addr[j : j+r]
		for t := 1; t < len(row); t++ {
			row[t] = row[t-1] + d
		}
	}
}

// AtomKind is the instruction sequence nvcc emits for a source atomic.
type AtomKind uint8

const (
	AtomNative  AtomKind = iota // one ATOMS/ATOMG of the operation
	AtomPopcInc                 // atomicAdd of the constant 1, result unused: ATOMS.POPC.INC, one add per address
	AtomCAS                     // atomicCAS: compare and new value travel together
	AtomCASLoop                 // shared float add and 64-bit arithmetic: LDS + ATOMS.CAST.SPIN until every lane succeeds
)

// LocalAddr returns the interleaved address of byte offset of lane's local
// frame, for a warp whose frames start at frameBase (128-byte aligned, 32 ×
// frame size bytes per warp).
func LocalAddr(frameBase uint64, lane int, offset uint64) uint64 {
	return frameBase + offset/4*128 + uint64(lane&31)*4 + offset%4
}

// Level is how far an access had to go.
type Level uint8

const (
	LevelNone     Level = iota // nothing moved (no active lane)
	LevelShared                // shared memory
	LevelConstant              // constant cache
	LevelL1                    // every sector hit in L1
	LevelL2                    // some sector came from (or went to) L2
	LevelDRAM                  // some sector came from device memory
)

var levelNames = [...]string{"none", "shared", "constant", "L1", "L2", "DRAM"}

func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return "level?"
}

// Outcome is what one access cost, for the engine's timing model. Fields are
// 32-bit to keep the value small: Observe returns it on the hot path.
type Outcome struct {
	Level       Level
	Wavefronts  int32 // shared: data wavefronts; constant: serialised passes
	Requests    int32 // global/local: L1 requests
	Sectors     int32 // global/local: sectors (atomics: serialised sector operations)
	L1Hits      int32 // sectors that hit in L1
	L2Sectors   int32 // sectors sent to L2
	L2Requests  int32 // global/local: L2 requests (lines) those sectors went in
	Lines       int32 // global/local: distinct 128-byte lines the access touched
	L2Hits      int32 // of those, sectors that hit in L2
	DRAMSectors int32 // sectors read from device memory
	// CarriedSectors: of DRAMSectors, those an L2 that kept its contents
	// across launches would still hold (carried.go); the timing model takes
	// them from L2, the counters stay cold as under Nsight Compute.
	CarriedSectors int32
}
