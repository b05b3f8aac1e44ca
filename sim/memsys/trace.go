package memsys

import (
	"math/bits"
	"slices"

	"simtlab/sim/memsys/banks"
)

// DefaultMaxRecords caps a launch's trace when TraceOptions.MaxRecords is 0.
const DefaultMaxRecords = 10000

// TraceOptions chooses the warps whose accesses are recorded in detail; every
// other access only updates counters, so memory stays bounded on big launches.
// The zero value records nothing.
type TraceOptions struct {
	Blocks     []int // linear block indices to record; empty = none
	Warps      []int // warp indices within those blocks; empty = all of them
	MaxRecords int   // most records kept per launch; 0 = DefaultMaxRecords
}

// Enabled reports whether anything will be recorded.
func (o TraceOptions) Enabled() bool { return len(o.Blocks) > 0 }

// Trace is the detailed record of one launch's selected warps.
type Trace struct {
	Kernel  string
	Records []Record // in the order the engine observed the accesses
	Dropped int      // accesses of selected warps not recorded because of MaxRecords
}

// Where says where a sector was served.
type Where uint8

const (
	FromL1   Where = iota // load: hit in L1
	FromL2                // load: missed L1, hit in L2
	FromDRAM              // load: missed both caches
	AtL2Hit               // store, atomic or reduction: done at L2 (hit)
	AtL2Miss              // store, atomic or reduction: done at L2, which missed
)

var whereNames = [...]string{"L1", "L2", "DRAM", "L2 (write)", "L2 (write, miss)"}

func (w Where) String() string {
	if int(w) < len(whereNames) {
		return whereNames[w]
	}
	return "where?"
}

// SectorRecord is one sector an access touched.
type SectorRecord struct {
	Addr  uint64 // byte address of the sector (local: in the memory system's local window)
	Lanes uint32 // lanes whose bytes fall in it
	Where Where
}

// Record is one traced warp-level access.
type Record struct {
	Seq   int // index of the access among all accesses of the launch
	Line  int
	SM    int
	Block int
	Warp  int
	Space Space
	Op    Op
	Width uint8
	Mask  uint32
	Addr  [32]uint64 // lane addresses as the engine gave them

	// Shared memory: each lane's bank (of its first word) and the wavefront
	// (0-based) that completes it; for an atomic nvcc turns into a CAS loop
	// (Access.Atom), Wave is the loop pass in which the lane succeeds and
	// Wavefronts the number of passes. Constant memory: Wave is the
	// serialised pass that serves the lane.
	Bank       [32]uint8
	Wave       [32]uint8
	Wavefronts int
	Conflicts  int

	// Global and local memory.
	Requests int
	Sectors  []SectorRecord // in order of first touch
}

// tracer decides which accesses to record and holds the records.
type tracer struct {
	on     bool
	blocks []int // sorted
	warps  []int // sorted; empty = all
	limit  int
	tr     *Trace
}

func (t *tracer) begin(kernel string, o TraceOptions) {
	*t = tracer{on: o.Enabled()}
	if !t.on {
		return
	}
	t.blocks = slices.Clone(o.Blocks)
	slices.Sort(t.blocks)
	t.warps = slices.Clone(o.Warps)
	slices.Sort(t.warps)
	t.limit = o.MaxRecords
	if t.limit <= 0 {
		t.limit = DefaultMaxRecords
	}
	t.tr = &Trace{Kernel: kernel}
}

// selects reports whether a is of a traced warp; unlike wants it counts
// nothing, so it may be asked more than once per access.
func (t *tracer) selects(a *Access) bool { return t.selectsWarp(a.Block, a.Warp) }

// selectsWarp reports whether warp of block is traced.
func (t *tracer) selectsWarp(block, warp int) bool {
	if !t.on {
		return false
	}
	if _, ok := slices.BinarySearch(t.blocks, block); !ok {
		return false
	}
	if len(t.warps) > 0 {
		if _, ok := slices.BinarySearch(t.warps, warp); !ok {
			return false
		}
	}
	return true
}

// Selects reports whether the options trace warp of block.
func (o TraceOptions) Selects(block, warp int) bool {
	return slices.Contains(o.Blocks, block) && (len(o.Warps) == 0 || slices.Contains(o.Warps, warp))
}

// Traces reports whether the launch traces warp of block: its accesses
// are to come to the System one by one (a SharedTally does not record).
func (s *System) Traces(block, warp int) bool { return s.trace.selectsWarp(block, warp) }

// wants reports whether a is to be recorded, counting it as dropped when
// its warp is traced but the trace is full. Once per access.
func (t *tracer) wants(a *Access) bool {
	if !t.selects(a) {
		return false
	}
	if len(t.tr.Records) >= t.limit {
		t.tr.Dropped++
		return false
	}
	return true
}

func newRecord(seq int, a *Access) Record {
	r := Record{Seq: seq, Line: a.Line, SM: a.SM, Block: a.Block, Warp: a.Warp,
		Space: a.Space, Op: a.Op, Width: a.Width, Mask: a.Mask}
	for m := a.Mask; m != 0; m &= m - 1 {
		l := bits.TrailingZeros32(m)
		r.Addr[l] = a.Addr[l]
	}
	return r
}

func sharedRecord(seq int, a *Access) Record {
	r := newRecord(seq, a)
	op := banks.Load
	switch a.Op {
	case Store:
		op = banks.Store
	case Atomic, Reduction:
		op = banks.Atomic
	}
	if a.Atom == AtomPopcInc {
		op = banks.Load // one add per word (shared.go)
	}
	d := banks.Explain(&a.Addr, a.Mask, a.Width, op)
	r.Bank, r.Wave = d.Bank, d.Wave
	r.Wavefronts, r.Conflicts = d.Wavefronts, d.Conflicts()
	switch {
	case a.Op < Atomic:
	case a.Atom == AtomCAS: // two operands per lane: each wavefront twice
		r.Wavefronts *= 2
		for m := a.Mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			r.Wave[l] = 2*r.Wave[l] + 1
		}
	case a.Atom == AtomCASLoop: // Wave is the pass of the loop the lane succeeds in
		var passes int
		r.Wave, passes = casPasses(a)
		r.Wavefronts, r.Conflicts = passes, 0
	}
	return r
}

// record appends the detailed record of an access just observed; the sector
// set and the per-line hit masks still describe it.
func (s *System) record(seq int, a *Access) {
	var r Record
	switch a.Space {
	case Shared:
		r = sharedRecord(seq, a)
	case Constant:
		r = newRecord(seq, a)
		// Lane's pass = index of its line among the distinct lines, in lane order.
		var seen []uint64
		for m := a.Mask; m != 0; m &= m - 1 {
			l := bits.TrailingZeros32(m)
			line := a.Addr[l] >> s.constShift
			k := slices.Index(seen, line)
			if k < 0 {
				k = len(seen)
				seen = append(seen, line)
			}
			r.Wave[l] = uint8(k)
		}
		r.Wavefronts = len(seen)
	default:
		r = newRecord(seq, a)
		r.Requests = 1
		if a.Space == Local {
			r.Requests = localRequests(a.Width)
		}
		r.Sectors = s.sectorRecords(a)
	}
	s.trace.tr.Records = append(s.trace.tr.Records, r)
}

// sectorRecords lists the sectors of the access (s.touched) with the lanes
// in each and where each was served.
func (s *System) sectorRecords(a *Access) []SectorRecord {
	lines := s.touched
	var out []SectorRecord
	sb := uint64(s.cfg.SectorBytes)
	// Bytes of each lane: pieces as in collect.
	pieces, pb, stride := 1, uint64(a.Width), uint64(0)
	if a.Space == Local && a.Width > 4 {
		pieces, pb, stride = int(a.Width)/4, 4, 128
	}
	for i, ln := range lines {
		for k := 0; k < s.cfg.LineBytes/s.cfg.SectorBytes; k++ {
			if ln.Sectors&(1<<k) == 0 {
				continue
			}
			addr := ln.Num<<s.lineShift + uint64(k)*sb
			var lanes uint32
			for m := ln.Lanes; m != 0; m &= m - 1 {
				l := bits.TrailingZeros32(m)
				for p := 0; p < pieces; p++ {
					lo := a.Addr[l] + uint64(p)*stride
					if lo < addr+sb && lo+pb > addr {
						lanes |= 1 << l
					}
				}
			}
			w := FromDRAM
			switch {
			case a.Op != Load && s.hitL2[i]&(1<<k) != 0:
				w = AtL2Hit
			case a.Op != Load:
				w = AtL2Miss
			case s.hitL1[i]&(1<<k) != 0:
				w = FromL1
			case s.hitL2[i]&(1<<k) != 0:
				w = FromL2
			}
			out = append(out, SectorRecord{Addr: addr, Lanes: lanes, Where: w})
		}
	}
	return out
}
