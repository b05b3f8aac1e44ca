package engine

import (
	"math/bits"

	"simtlab/sim/engine/mem"
)

// Warp is a group of lanes executing together: 32 lanes of a kernel's block,
// or the single lane of the host thread.
type Warp struct {
	m      *Machine
	n      int  // lanes computed by vector operations: 32, or 1 on the host
	device bool // kernel code: device rules for memory spaces and atomics
	// privileged lets the loader write any space (initialising __device__
	// and __constant__ variables before main).
	privileged bool
	live       uint32

	tid [3]Vec // threadIdx
	// asm holds the operands, then the registers, of the warp's last
	// inline PTX statement, and asmAddr its addresses (asm.go)
	asm []Vec
	// carry is each lane's carry flag (CC.CF) of inline PTX: it lasts
	// from one asm statement to the next, as the H200 keeps it between
	// helpers of one instruction each (probe bn_02)
	carry   Vec
	asmAddr Vec
	warpIdx int // index of the warp in its block
	// callArgs holds one lane's arguments of a lane-wise built-in
	// (lanewiseHostDevice): a slice of a local array passed to a function
	// value would be allocated on every call.
	callArgs [3]uint64
	blk      *blockState

	stackBase Vec    // per-lane address of the thread's stack
	sp        uint64 // bytes of stack in use (the same in every lane)
	stackSize uint64
	// frames are the calls in progress, outermost first: the depth, the
	// step budget's message, and what suspended lanes resume in (its.go).
	frames []*Frame

	lines     []lineCounters // the launch's per-line counters; nil on the host
	lastBlock *mem.Block     // the block of the last access resolve checked (memops.go)
	batch     bool           // in a count region that counted its run already (countrun.go)
	// hostGeneral counts the runs of host expressions that the scalar path
	// covers but that took the general path (hostscalar.go): a test's
	// measure of how often the scalar path gives way.
	hostGeneral int
	tr          warpTrace // the warp's instruction stream for the timing model
	// dotEvents, while set, records the warp's counted instructions and
	// observed accesses in order (a dot loop learning a traced iteration,
	// dotloop.go).
	dotEvents *[]int32

	// Barrier hand-off: a block's warps run as coroutines (yield to the
	// block's scheduler, next to resume), a cluster's as goroutines passing
	// control over resume.
	yield     func(struct{}) bool
	next      func() (struct{}, bool)
	resume    chan bool
	atBar     int // line of the barrier the warp waits at; 0 when running
	barResult int // the block's count after a __syncthreads_count
	finished  bool
	root      *Frame // the kernel's frame, when rootSet: its full mask is the lanes still in the kernel
	rootSet   bool   // the warp has entered the kernel in this block
	// kept is the frame of the warp's last phased block, for its next
	// one while keptFree (leaveKeeping, getFrame).
	kept      *Frame
	keptFree  bool
	atCluster bool       // the barrier the warp waits at is cluster.sync()
	groupPos  int        // position in the block's or cluster's group
	ph        phaseState // where the warp is in a phased kernel (phased.go)
	syncs     uint32     // __syncwarp calls so far, for the race detector
	storeSeq  uint32     // store instructions so far, for the race detector

	// printf holds the threads' device printf buffers (printfbuf.go), made
	// on first use.
	printf *printfState

	// Independent thread scheduling (its.go): the lanes suspended in a
	// spin-wait and their saved state, the runs that resume them, the one
	// that has the warp (nil for the first run), the lanes the first run
	// lost to suspension, the lanes whose runs have ended, and the barriers
	// passed with runs around.
	pending   []*suspension
	suspended uint32
	subs      []*resumedRun
	cur       *resumedRun
	mainLost  uint32
	done      uint32
	barSeq    int
	spinning  bool // yielded in a wait loop to the block's other warps
	// atomicWrites counts the atomics that changed memory (with storeSeq,
	// what tells a loop that works from one that waits).
	atomicWrites uint64
	// unresumable: the last suspension failed where lanes could go on
	unresumable bool
	// syncStmt is set while a barrier statement runs, and merged is the
	// lanes that joined the run there.
	syncStmt bool
	merged   uint32
}

// hostStackSize is the host thread's stack (recursion depth is bounded by
// it), and maxHostStack the most it grows to: Linux's default stack (ulimit
// -s 8192), which programs with large local arrays in main rely on.
const (
	hostStackSize = 1 << 20
	maxHostStack  = 8 << 20
)

func newHostWarp(m *Machine) *Warp {
	w := &Warp{m: m, n: 1, live: 1}
	b, err := m.mem.Alloc(mem.Host, hostStackSize, 16, "the host stack")
	if err == nil {
		w.stackBase.setUniform(b.Base)
		w.stackSize = hostStackSize
	}
	return w
}

// growHostStack replaces the empty host stack by one of maxHostStack bytes,
// for a first frame (main's, usually) larger than the stack: nothing can
// point into an empty stack, so it may move. (Most programs never need it,
// and a stack that large costs every run its memory.)
func (w *Warp) growHostStack(need uint64) bool {
	if w.device || w.sp != 0 || need > maxHostStack || w.stackSize >= maxHostStack {
		return false
	}
	b, err := w.m.mem.Alloc(mem.Host, maxHostStack, 16, "the host stack")
	if err != nil {
		return false
	}
	if w.stackSize > 0 {
		w.m.mem.Free(w.stackBase.V[0], mem.Host)
	}
	w.stackBase.setUniform(b.Base)
	w.stackSize = maxHostStack
	return true
}

// halted reports whether the warp must stop: a fault, a limit, exit().
func (w *Warp) halted() bool { return w.m.halted || (w.blk != nil && w.blk.launch.failed) }

// Frame is one activation of a function in a warp.
type Frame struct {
	w      *Warp
	fn     *function
	regs   []Vec
	full   uint32 // lanes that entered the call and have not returned
	ret    uint32 // lanes that executed return
	retVal Vec
	// retVal2 is a product return's second factor (returnedproduct.go)
	retVal2 Vec
	base    Vec // per-lane address of the frame's memory-resident locals
	brk     []uint32
	cont    []uint32
	jump    []uint32 // per label: lanes that executed a goto to it and wait there
	// Loop-invariant shapes (loopshape.go): the current generation of each
	// caching loop, the last one handed out, and the cached values.
	loopGen  []uint64
	shapeGen uint64
	shapes   []shapeSlot
	// site is the call statement the frame is in, when that statement can
	// be resumed after (its.go); 0 otherwise. spIn is the warp's stack
	// pointer before the frame.
	site int32
	spIn uint64
}

// call runs fn for the lanes in mask with the given argument vectors and
// returns its result (valid until the next call of fn in this warp).
func (w *Warp) call(fn *function, args []*Vec, mask uint32) *Vec {
	fr, size, ok := w.enter(fn, args, mask)
	if fr == nil {
		return &fn.zero
	}
	defer w.leave(fn, fr, size)
	if !ok {
		return &fn.zero
	}
	fn.body(fr, mask)
	return &fr.retVal
}

// callFactors runs fn, a function with product returns, and returns the
// two factors of its result (valid until the next call of fn).
func (w *Warp) callFactors(fn *function, args []*Vec, mask uint32) (*Vec, *Vec) {
	fr, size, ok := w.enter(fn, args, mask)
	if fr == nil {
		return &fn.zero, &fn.zero
	}
	defer w.leave(fn, fr, size)
	if !ok {
		return &fn.zero, &fn.zero
	}
	fr.retVal2 = Vec{U: true}
	fn.body(fr, mask)
	return &fr.retVal, &fr.retVal2
}

// enter does a call's work before the body: the step budget, the depth and
// stack checks, the frame, the parameters. ok is false when the call ends
// there; a frame returned (fr not nil) must be left either way.
func (w *Warp) enter(fn *function, args []*Vec, mask uint32) (fr *Frame, size uint64, ok bool) {
	if w.halted() {
		return nil, 0, false
	}
	// Recursion without loops must still meet the step budget and Yield.
	if m := w.m; fn.decl != nil {
		// tick, with the call for budgetMessage set only around the slow
		// path that reads it: pointer stores cost write barriers while
		// the collector marks, once per warp and block here.
		if m.steps++; m.steps >= m.nextYield {
			m.calling, m.callee = w, fn
			ok := m.tickSlow(fn.decl.P.Line)
			m.calling, m.callee = nil, nil
			if !ok {
				return nil, 0, false
			}
		}
	}
	// Interpreted calls recurse on the Go stack: bound the depth so that
	// endless recursion is a diagnostic, not a crash.
	if len(w.frames) >= maxCallDepth(w.device) {
		w.stackOverflow(fn)
		return nil, 0, false
	}
	fr = fn.getFrame(w)
	fr.full = mask
	fr.spIn, fr.site = w.sp, 0
	if n := len(w.frames); n < cap(w.frames) && w.frames[:n+1][n] == fr {
		w.frames = w.frames[:n+1] // the slot holds fr already: no write barrier
	} else {
		w.frames = append(w.frames, fr)
	}
	if w.device && !w.rootSet {
		w.rootSet = true
		if w.root != fr {
			w.root = fr
		}
	}
	fr.ret = 0
	fr.retVal = Vec{U: true}
	// The frame's memory: a bump of the warp's stack, the same offset in
	// every lane's stack.
	if sz := (fn.frameSize + 15) &^ 15; sz > 0 {
		if w.sp+sz > w.stackSize && !w.growHostStack(sz) {
			w.stackOverflow(fn)
			return fr, 0, false
		}
		addU(&fr.base, &w.stackBase, w.sp, w.n)
		w.sp += sz
		size = sz
	}
	for i, p := range fn.params {
		if i >= len(args) {
			break
		}
		if !p.store(fr, args[i], mask) {
			return fr, size, false
		}
	}
	if fn.resultKind == kAgg && len(args) > len(fn.params) {
		fr.regs[fn.retAddrReg].assign(args[len(fn.params)], mask, mask, w.n)
	}
	return fr, size, true
}

// leave undoes enter: the stack, the frame, the depth.
func (w *Warp) leave(fn *function, fr *Frame, size uint64) {
	w.sp -= size
	fn.putFrame(fr)
	w.frames = w.frames[:len(w.frames)-1]
}

// leaveKeeping is leave for a phased kernel's block: the warp keeps the
// frame for its next block (getFrame) instead of returning it to the pool.
// Taking a pooled frame and returning it store pointers, which cost write
// barriers while the collector marks, once per warp and block.
func (w *Warp) leaveKeeping(fr *Frame, size uint64) {
	w.sp -= size
	if w.keptFree { // an earlier kept frame (another function's) goes back to its pool
		w.kept.fn.putFrame(w.kept)
	}
	if w.kept != fr {
		w.kept = fr
	}
	w.keptFree = true
	w.frames = w.frames[:len(w.frames)-1]
}

// addU sets d = a + off lane-wise.
func addU(d, a *Vec, off uint64, n int) {
	if a.U {
		d.setUniform(a.V[0] + off)
		return
	}
	for i := 0; i < n; i++ {
		d.V[i] = a.V[i] + off
	}
	d.U = false
}

// laneCount is the number of active lanes.
func laneCount(m uint32) int { return bits.OnesCount32(m) }

// maxCallDepth bounds recursion: deep enough for any lab program, shallow
// enough for the Go stack.
func maxCallDepth(device bool) int {
	if device {
		return 2000
	}
	return 20000
}
