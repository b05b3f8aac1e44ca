package timing

// Recorder collects the engine's warp streams for Simulate with bounded
// memory. Identical streams (common: every warp of a regular kernel runs
// the same instructions with the same costs) are stored once. When the
// instruction budget runs out, warps that follow are sampled: each replays
// the stream of the most recent fully recorded warp with the same index in
// its block, so a large grid is timed as repetitions of the blocks that fit.
// Each stream is first reordered as nvcc's unrolling schedules its loops'
// loads (hoist.go). A Recorder is not safe for concurrent use.
type Recorder struct {
	budget   int
	stored   int
	recorded int // instructions in complete streams, shared ones included
	cur      []Inst
	block    int32
	warp     int32
	open     bool
	overflow bool // the current warp lost instructions to the budget
	sampled  int
	byHash   map[uint64][]int
	// byRaw finds a stream by the engine's stream before folding and
	// hoisting (both depend on nothing else), so a warp that repeats an
	// earlier one costs a hash and a compare; rawStored bounds the copies.
	byRaw     map[uint64][]rawStream
	rawStored int
	byWarp    []int // warp index in block → latest complete stream, -1 = none
	streams   []WarpStream
	hoist     hoister
	fold      folder
}

// DefaultBudget is about 64 MiB of instructions.
const DefaultBudget = 4 << 20

// NewRecorder returns a recorder that stores at most budget instructions
// (0 = DefaultBudget).
func NewRecorder(budget int) *Recorder {
	if budget <= 0 {
		budget = DefaultBudget
	}
	return &Recorder{budget: budget, byHash: map[uint64][]int{}, byRaw: map[uint64][]rawStream{}}
}

// rawStream is an engine stream as it came in and the index of the stream
// it became.
type rawStream struct {
	insts  []Inst
	stream int
}

// rawBudget bounds the instructions the recorder keeps as they came in
// (a quarter of the default budget, 16 MiB).
const rawBudget = DefaultBudget / 4

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
	r.keep(r.cur, r.overflow)
}

// keep stores the closed stream insts of the current warp: shared with an
// identical earlier stream, sampled from the warp index's latest complete
// stream when it overflowed, or copied. insts is never retained.
func (r *Recorder) keep(insts []Inst, overflow bool) {
	if overflow {
		r.sampled++
		if i := r.latest(r.warp); i >= 0 {
			insts = r.streams[i].Insts
		} else {
			// Nothing to sample from: keep the prefix.
			insts = r.copyOf(r.hoist.hoistLoads(r.fold.foldLoopControl(insts)))
		}
		r.streams = append(r.streams, WarpStream{Block: r.block, Warp: r.warp, Insts: insts})
		return
	}
	raw := insts
	rawHash := hashInsts(raw)
	for _, e := range r.byRaw[rawHash] {
		if equalInsts(e.insts, raw) {
			shared := r.streams[e.stream].Insts
			r.recorded += len(shared)
			r.add(shared, 0, false)
			return
		}
	}
	insts = r.hoist.hoistLoads(r.fold.foldLoopControl(insts))
	r.recorded += len(insts)
	h := hashInsts(insts)
	found := false
	for _, i := range r.byHash[h] {
		if found = equalInsts(r.streams[i].Insts, insts); found {
			r.add(r.streams[i].Insts, h, false)
			break
		}
	}
	if !found {
		r.add(r.copyOf(insts), h, true)
	}
	r.rememberRaw(raw, rawHash)
}

// rememberRaw notes that raw, with hash h, became the latest stream.
func (r *Recorder) rememberRaw(raw []Inst, h uint64) {
	if r.rawStored+len(raw) > rawBudget {
		return
	}
	r.rawStored += len(raw)
	r.byRaw[h] = append(r.byRaw[h], rawStream{append([]Inst(nil), raw...), len(r.streams) - 1})
}

// copyOf copies insts into memory the recorder owns and counts it as stored.
func (r *Recorder) copyOf(insts []Inst) []Inst {
	r.stored += len(insts)
	return append([]Inst(nil), insts...)
}

// latest is the index of warp index w's latest complete stream, -1 = none.
func (r *Recorder) latest(w int32) int {
	if w < 0 || int(w) >= len(r.byWarp) {
		return -1
	}
	return r.byWarp[w]
}

func (r *Recorder) add(insts []Inst, h uint64, fresh bool) {
	i := len(r.streams)
	r.streams = append(r.streams, WarpStream{Block: r.block, Warp: r.warp, Insts: insts})
	if fresh {
		r.byHash[h] = append(r.byHash[h], i)
	}
	if r.warp >= 0 {
		for int(r.warp) >= len(r.byWarp) {
			r.byWarp = append(r.byWarp, -1)
		}
		r.byWarp[r.warp] = i
	}
}

// AddStream records a whole warp's stream at once, for an engine that
// buffers each warp's instructions itself (warps interleaved at barriers).
// insts is copied or shared with an identical stream; the caller may reuse it.
// It stores what BeginWarp, Add for each instruction and EndWarp would,
// without copying the stream through the recorder's buffer.
func (r *Recorder) AddStream(block, warp int, insts []Inst) {
	r.begin(block, warp)
	room := max(r.budget-r.stored, 0)
	if len(insts) > room {
		r.keep(insts[:room], true)
		return
	}
	r.keep(insts, false)
}

// AddTruncatedStream records a warp whose engine-side buffer overflowed:
// insts is only a prefix, so the warp is sampled like one that ran past
// the budget (it replays the latest complete stream of its warp index).
func (r *Recorder) AddTruncatedStream(block, warp int, insts []Inst) {
	r.begin(block, warp)
	r.keep(insts[:min(len(insts), max(r.budget-r.stored, 0))], true)
}

// begin closes any open warp and makes (block, warp) the current one
// without opening it for Add.
func (r *Recorder) begin(block, warp int) {
	if r.open {
		r.EndWarp()
	}
	r.block, r.warp = int32(block), int32(warp)
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

// Recorded is the number of instructions in the complete streams recorded
// so far, counting a shared stream once per warp that ran it.
func (r *Recorder) Recorded() int { return r.recorded }

// Sampled is the number of warps whose stream was not recorded in full.
func (r *Recorder) Sampled() int { return r.sampled }

func hashInsts(s []Inst) uint64 {
	h := uint64(14695981039346656037)
	mix := func(v uint64) { h = (h ^ v) * 1099511628211 }
	for i := range s {
		in := &s[i]
		// Every field, packed into two words.
		mix(uint64(uint32(in.Line)) | uint64(in.Dep)<<32 | uint64(in.Dep2)<<48)
		mix(uint64(in.Class) | uint64(in.Level)<<8 | uint64(in.L2Requests)<<16 | uint64(in.Wavefronts)<<24 |
			uint64(in.Sectors)<<32 | uint64(in.L2Sectors)<<40 | uint64(in.DRAMSectors)<<48 | uint64(in.Flags)<<56)
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

// RecordedLen follows Recorded for a recorder on another thread: it is how
// much Recorded grows when a complete stream of insts is added. Folding
// and hoisting read no memory cost, so insts may lack its costs still (the
// engine counts its streams before the memory system has costed them).
type RecordedLen struct {
	hoist hoister
	fold  folder
}

// Of returns what AddStream adds to Recorded for insts when the stream
// fits the recorder's budget.
func (c *RecordedLen) Of(insts []Inst) int {
	return len(c.hoist.hoistLoads(c.fold.foldLoopControl(insts)))
}
