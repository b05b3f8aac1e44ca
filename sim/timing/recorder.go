package timing

// Recorder collects the engine's warp streams for Simulate with bounded
// memory. Identical streams (common: every warp of a regular kernel runs
// the same instructions with the same costs) are stored once. When the
// instruction budget runs out, warps that follow are sampled: each replays
// the stream of the most recent fully recorded warp with the same index in
// its block, so a large grid is timed as repetitions of the blocks that fit.
// A Recorder is not safe for concurrent use.
type Recorder struct {
	budget   int
	stored   int
	cur      []Inst
	block    int32
	warp     int32
	open     bool
	overflow bool // the current warp lost instructions to the budget
	sampled  int
	byHash   map[uint64][]int
	byWarp   map[int32]int // warp index in block → latest complete stream
	streams  []WarpStream
}

// DefaultBudget is about 64 MiB of instructions.
const DefaultBudget = 4 << 20

// NewRecorder returns a recorder that stores at most budget instructions
// (0 = DefaultBudget).
func NewRecorder(budget int) *Recorder {
	if budget <= 0 {
		budget = DefaultBudget
	}
	return &Recorder{budget: budget, byHash: map[uint64][]int{}, byWarp: map[int32]int{}}
}

// BeginWarp starts the stream of warp (index in its block) of block.
func (r *Recorder) BeginWarp(block, warp int) {
	if r.open {
		r.EndWarp()
	}
	r.block, r.warp, r.open, r.overflow = int32(block), int32(warp), true, false
	r.cur = r.cur[:0]
}

// Add appends one executed instruction to the current warp's stream.
func (r *Recorder) Add(in Inst) {
	if !r.open || r.overflow {
		return
	}
	if r.stored+len(r.cur) >= r.budget {
		r.overflow = true
		return
	}
	r.cur = append(r.cur, in)
}

// EndWarp closes the current warp's stream.
func (r *Recorder) EndWarp() {
	if !r.open {
		return
	}
	r.open = false
	if r.overflow {
		r.sampled++
		insts := r.cur
		if i, ok := r.byWarp[r.warp]; ok {
			insts = r.streams[i].Insts
		} else {
			insts = append([]Inst(nil), r.cur...) // nothing to sample from: keep the prefix
			r.stored += len(insts)
		}
		r.streams = append(r.streams, WarpStream{Block: r.block, Warp: r.warp, Insts: insts})
		return
	}
	h := hashInsts(r.cur)
	for _, i := range r.byHash[h] {
		if equalInsts(r.streams[i].Insts, r.cur) {
			r.add(r.streams[i].Insts, h, false)
			return
		}
	}
	insts := append([]Inst(nil), r.cur...)
	r.stored += len(insts)
	r.add(insts, h, true)
}

func (r *Recorder) add(insts []Inst, h uint64, fresh bool) {
	i := len(r.streams)
	r.streams = append(r.streams, WarpStream{Block: r.block, Warp: r.warp, Insts: insts})
	if fresh {
		r.byHash[h] = append(r.byHash[h], i)
	}
	r.byWarp[r.warp] = i
}

// AddStream records a whole warp's stream at once, for an engine that
// buffers each warp's instructions itself (warps interleaved at barriers).
// insts is copied or shared with an identical stream; the caller may reuse it.
func (r *Recorder) AddStream(block, warp int, insts []Inst) {
	r.BeginWarp(block, warp)
	for _, in := range insts {
		r.Add(in)
	}
	r.EndWarp()
}

// AddTruncatedStream records a warp whose engine-side buffer overflowed:
// insts is only a prefix, so the warp is sampled like one that ran past
// the budget (it replays the latest complete stream of its warp index).
func (r *Recorder) AddTruncatedStream(block, warp int, insts []Inst) {
	r.BeginWarp(block, warp)
	for _, in := range insts {
		r.Add(in)
	}
	r.overflow = true
	r.EndWarp()
}

// Streams returns the recorded streams, ready for Simulate.
func (r *Recorder) Streams() []WarpStream {
	if r.open {
		r.EndWarp()
	}
	return r.streams
}

// Stored is the number of instructions held in memory.
func (r *Recorder) Stored() int { return r.stored }

// Sampled is the number of warps whose stream was not recorded in full.
func (r *Recorder) Sampled() int { return r.sampled }

func hashInsts(s []Inst) uint64 {
	h := uint64(14695981039346656037)
	mix := func(v uint64) { h = (h ^ v) * 1099511628211 }
	for i := range s {
		in := &s[i]
		mix(uint64(uint32(in.Line)) | uint64(in.Dep)<<32 | uint64(in.Dep2)<<48)
		mix(uint64(in.Class) | uint64(in.Level)<<8)
		mix(uint64(in.Active) | uint64(in.Wavefronts)<<8 | uint64(in.Sectors)<<16 | uint64(in.L2Sectors)<<24 |
			uint64(in.DRAMSectors)<<32 | uint64(in.Flags)<<40)
	}
	return h
}

func equalInsts(a, b []Inst) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
