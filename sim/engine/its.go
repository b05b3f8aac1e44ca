package engine

import (
	"errors"
	"fmt"
	"iter"
	"math/bits"
	"slices"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
	"simtlab/sim/diag"
)

// Independent thread scheduling, for spin-waits.
//
// A warp runs its lanes together along the program's structure, and lanes
// that leave a loop wait at its end for the others. That deadlocks where
// lanes of one warp wait on each other:
//
//	while (atomicCAS(&lock, 0, 1) != 0) { }  // the winner leaves, and waits
//	critical();
//	atomicExch(&lock, 0);                    // never reached: the others spin
//
// Since Volta each thread has its own program counter, and the scheduler
// runs the lane that left ahead while the others spin: on an H200 the
// program completes. The lab does the same. A wait loop (one that reads
// memory other threads write: an atomic, a volatile access, or a call of a
// function that does) whose running lanes have not changed for spinTrips
// iterations, while other lanes of the warp could go on, suspends its
// lanes: they leave the loop's mask with a copy of their frames, and the
// others run on. The suspended lanes resume as a run of their own, a
// coroutine (resumedRun): the loop's remaining iterations, the rest of its
// function, and in each caller the rest after the call statement. Lanes
// that spin again are suspended again, so every lane gets its turn.
//
// Runs meet at barriers: a __syncthreads() or __syncwarp() that lanes of
// another run must reach too waits for them (gatherAt), and where it is a
// statement of its own reached in the same calls, the runs merge there
// into one (merge). A shuffle or vote waits for them as well and computes
// over every run's lanes (collective).
// A warp whose lanes spin with nothing of their own to run yields to the
// block's other warps (a kernel that may spin runs its warps as
// coroutines); a spin that nothing in its block progresses against for
// spinAlone rounds is reported as stuck (stuckWaiting).
//
// Resuming needs the rest of each function after a statement, which the
// compiler records as a path of enclosing statements (pathStep): lanes can
// be suspended only where every frame is at such a statement (a call
// statement whose result is discarded or initialises a local, in blocks,
// ifs, loops and switches).

// spinTrips is how many iterations a wait loop runs with the same lanes
// before they are suspended. A retry loop (atomicCAS until it succeeds)
// never gets there: each trip lets at least one lane out, which changes
// its lanes.
const spinTrips = 16

type stepKind uint8

const (
	stepBlock  stepKind = iota // a statement of a block: the rest of the block follows
	stepBranch                 // the body of an if's branch: the if's end follows
	stepLoop                   // a loop's body: the end of the iteration follows, then the loop
	stepCase                   // a switch's case: the cases after it follow (fall-through)
	stepOpaque                 // a statement whose rest cannot be resumed (goto, a phased kernel)
)

// pathStep is one statement enclosing a resumable one.
type pathStep struct {
	kind  stepKind
	idx   int // stepBlock: the index of the inner statement in block.fns; stepCase: the case's
	block *blockRest
	loop  *loopRest
	cases *switchRest
}

// switchRest is a switch's compiled cases.
type switchRest struct {
	bodies []stmtFn
	d      int // its nesting level, whose break lanes leave it
}

// blockRest is a block's compiled statements.
type blockRest struct{ fns []stmtFn }

// loopRest is how a loop goes on for resumed lanes.
type loopRest struct {
	// iterate runs the loop's iterations from the top of one, without the
	// loop's initialisation, and returns the lanes that leave it.
	iterate func(f *Frame, m uint32) uint32
	// afterBody ends the iteration of lanes that finished the body (the
	// lanes that continued join them, the step runs) and goes on with
	// iterate.
	afterBody func(f *Frame, m uint32) uint32
	path      []pathStep // where the loop is, for a wait loop
}

// resumeSite is a call statement whose rest resumed lanes run.
type resumeSite struct {
	path []pathStep
	// valueReg is the register the statement stores the call's value in
	// (T v = f(...); or v = f(...);), -1 for a call whose value is unused.
	valueReg int
	// object is the local a constructor's object is copied into (S v(...);
	// or S v = f(...);, v in memory), nil otherwise.
	object *varLoc
	line   int
}

// resumable reports whether lanes can go on after the statement at the end
// of path.
func resumable(path []pathStep) bool {
	for _, s := range path {
		if s.kind == stepOpaque {
			return false
		}
	}
	return true
}

// restOf runs, for lanes m that finished the statement at the end of path,
// the rest of the function, and returns the lanes that reach its end.
// Lanes parked in the frame (break, continue, return) join as they do in
// the statements' own closures.
func restOf(path []pathStep, f *Frame, m uint32) uint32 {
	for i := len(path) - 1; i >= 0; i-- {
		switch s := path[i]; s.kind {
		case stepBlock:
			for _, fn := range s.block.fns[s.idx+1:] {
				if m == 0 {
					break
				}
				m = fn(f, m)
			}
		case stepLoop:
			m = s.loop.afterBody(f, m)
		case stepCase: // as switchStmt: the next cases' bodies, then the breaks
			for _, body := range s.cases.bodies[s.idx+1:] {
				if m != 0 {
					m = body(f, m)
				}
			}
			m |= f.brk[s.cases.d]
		}
	}
	return m
}

// pushStep enters a statement that encloses the ones compiled next.
func (c *compiler) pushStep(s pathStep) { c.path = append(c.path, s) }

func (c *compiler) popStep() { c.path = c.path[:len(c.path)-1] }

// siteStmt compiles a call statement whose callee may spin: the frame
// records it while the call runs, and lanes suspended inside leave the
// statement's mask.
func (c *compiler) siteStmt(stmt stmtFn, valueReg int) stmtFn {
	return c.site(stmt, &resumeSite{valueReg: valueReg})
}

func (c *compiler) site(stmt stmtFn, rs *resumeSite) stmtFn {
	m := c.m
	rs.path = slices.Clone(c.path)
	m.sites = append(m.sites, rs)
	id := int32(len(m.sites))
	return func(f *Frame, mask uint32) uint32 {
		f.site = id
		stmt(f, mask)
		f.site = 0
		return mask &^ f.w.suspended
	}
}

// declSite compiles d, a declaration compiled to fn, as a call statement
// when it is `T v = f(...);` with f a function that may spin, returning
// T, and v in a register; it returns nil otherwise. (An object built so,
// in memory, is objectSite's.)
func (c *compiler) declSite(d *ast.DeclStmt, fn stmtFn) stmtFn {
	if !c.mayRunOnDevice() || fn == nil || len(d.Decls) != 1 || d.Decls[0].Obj == nil || d.Decls[0].Init == nil {
		return nil
	}
	if v := c.vars[d.Decls[0].Obj]; v != nil && !v.ref && v.reg >= 0 {
		if r := c.valueSiteReg(v, d.Decls[0].Init); r >= 0 {
			return c.siteStmt(fn, r)
		}
	}
	return nil
}

// objectSite compiles the initialisation of v, a local in memory, as a
// call statement when init is a call of a function that may spin which
// returns v's type (`S v(...);`, a constructor that spins, or `S v =
// f(...);`); it returns nil otherwise. The object is copied for the lanes
// the call did not suspend; the others' copy is made when they resume.
func (c *compiler) objectSite(v *varLoc, init ast.Expr) stmtFn {
	call, ok := ast.Unparen(init).(*ast.Call)
	if !c.mayRunOnDevice() || !ok || v.ref || v.k != kAgg || !c.isSiteCall(call) {
		return nil
	}
	if ft, _ := call.Func.Type.(*types.Func); ft == nil || !types.Identical(ft.Result, v.t) {
		return nil
	}
	mark := c.nregs
	e, r, line := c.expr(call), c.newReg(), c.line(call)
	c.nregs = mark
	initObject := func(f *Frame, m uint32) uint32 {
		res := e(f, m)
		if m &^= f.w.suspended; m != 0 {
			a := &f.regs[r]
			addU(a, &f.base, v.off, f.w.n)
			f.w.copyLanes(a, res, m, v.t, line)
		}
		return m
	}
	return c.site(initObject, &resumeSite{valueReg: -1, object: v, line: line})
}

// assignedSite returns v's register for the statement `v = f(...);` with
// f a function that may spin (valueSiteReg), -1 for any other.
func (c *compiler) assignedSite(x ast.Expr) int {
	a, ok := ast.Unparen(x).(*ast.Assign)
	if !c.mayRunOnDevice() || !ok || a.OpType != nil {
		return -1
	}
	id, ok := ast.Unparen(a.X).(*ast.Ident)
	if !ok || id.Obj == nil {
		return -1
	}
	v := c.vars[id.Obj]
	if v == nil || v.reg < 0 || v.ref {
		return -1
	}
	return c.valueSiteReg(v, a.Y)
}

// valueSiteReg returns v's register when init is a call of a function
// that may spin whose value v takes as it is.
func (c *compiler) valueSiteReg(v *varLoc, init ast.Expr) int {
	call, ok := ast.Unparen(init).(*ast.Call)
	if !ok || !c.isSiteCall(call) || v.k == kAgg {
		return -1
	}
	ft, _ := call.Func.Type.(*types.Func)
	if ft == nil || !types.Identical(ft.Result, v.t) {
		return -1
	}
	return v.reg
}

// mayRunOnDevice reports whether the function being compiled may run on
// the device: a kernel, a __device__ or a __host__ __device__ function.
func (c *compiler) mayRunOnDevice() bool {
	d := c.fn.decl
	return d != nil && (d.Attrs.Global || d.Attrs.Device)
}

// isSyncCall reports whether x, a statement's expression, is a barrier
// lanes suspended in a spin-wait can join the others at: __syncthreads(),
// __syncwarp(), or a cooperative group's block.sync() or tile.sync().
func isSyncCall(x ast.Expr) bool {
	call, ok := ast.Unparen(x).(*ast.Call)
	if !ok || call.Func == nil || call.Func.Kind != ast.ObjBuiltinFunc {
		return false
	}
	switch call.Func.Name {
	case "__syncthreads", "__syncwarp", "thread_block.sync", "thread_block_tile.sync":
		return true
	}
	return false
}

// isSiteCall reports whether x, a statement's expression, is a call of a
// user function that may spin (mayWait).
func (c *compiler) isSiteCall(x ast.Expr) bool {
	call, ok := ast.Unparen(x).(*ast.Call)
	if !ok || call.Func == nil || call.Func.Kind != ast.ObjFunc || call.Virtual {
		return false
	}
	return c.m.mayWait(call.Func)
}

// waitFacts is what its analysis knows of a function: whether it touches
// memory other threads write (atomics, volatile accesses) and whether it
// holds a wait loop.
type waitFacts uint8

const (
	factsKnown waitFacts = 1 << iota
	factsTouches
	factsWaits
)

// facts analyses decl's body (and its device view's), memoised; a
// recursion in progress counts as neither.
func (m *Machine) facts(obj *ast.Object) waitFacts {
	if obj == nil || obj.Decl == nil {
		return 0
	}
	d := obj.Decl
	if m.waitFacts == nil {
		m.waitFacts = map[*ast.FuncDecl]waitFacts{}
	}
	if f, ok := m.waitFacts[d]; ok {
		return f
	}
	m.waitFacts[d] = factsKnown
	var f waitFacts = factsKnown
	for _, body := range []*ast.Block{d.Body, viewBody(obj)} {
		if body == nil {
			continue
		}
		if m.touchesShared(body) {
			f |= factsTouches
		}
		if m.holdsWaitLoop(body) {
			f |= factsWaits
		}
	}
	m.waitFacts[d] = f
	return f
}

func viewBody(obj *ast.Object) *ast.Block {
	if v := obj.DeviceView; v != nil && v.Decl != nil {
		return v.Decl.Body
	}
	return nil
}

// mayWait reports whether calling fn may run a wait loop.
func (m *Machine) mayWait(fn *ast.Object) bool { return m.facts(fn)&factsWaits != 0 }

// touchesShared reports whether n reads or writes memory through an
// atomic or a volatile access, itself or in a function it calls.
func (m *Machine) touchesShared(n ast.Node) bool {
	return anyNode(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Call:
			f := n.Func
			return f != nil && (f.Kind == ast.ObjBuiltinFunc && sharedBuiltin(f.Name) ||
				f.Kind == ast.ObjFunc && m.facts(f)&factsTouches != 0)
		case ast.Expr:
			if id, ok := n.(*ast.Ident); ok && id.Obj != nil && id.Obj.Qual&types.Volatile != 0 {
				return true
			}
			p, ok := n.Type().(*types.Pointer)
			return ok && p.ElemQual&types.Volatile != 0
		}
		return false
	})
}

// sharedBuiltin reports whether the built-in reads memory another thread
// may be writing: atomics, and loads that bypass the L1 (__ldcv, __ldcg)
// or wait (__nanosleep, in a polling loop).
func sharedBuiltin(name string) bool {
	return strings.Contains(strings.ToLower(name), "atomic") ||
		strings.HasPrefix(name, "__ld") && name != "__ldg" || name == "__nanosleep"
}

// holdsWaitLoop reports whether n holds a wait loop, itself or in a
// function it calls.
func (m *Machine) holdsWaitLoop(n ast.Node) bool {
	return anyNode(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.For:
			return m.isWaitLoop(n.Cond, n.Post, n.Body)
		case *ast.While:
			return m.isWaitLoop(n.Cond, nil, n.Body)
		case *ast.DoWhile:
			return m.isWaitLoop(n.Cond, nil, n.Body)
		case *ast.Call:
			f := n.Func
			return f != nil && f.Kind == ast.ObjFunc && m.facts(f)&factsWaits != 0
		}
		return false
	})
}

// anyNode reports whether pred holds for a node of n's tree.
func anyNode(n ast.Node, pred func(ast.Node) bool) bool {
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		found = found || pred(n)
		return !found
	})
	return found
}

// isWaitLoop reports whether a loop reads memory other threads write, so
// that it may wait for them.
func (m *Machine) isWaitLoop(cond, post ast.Expr, body ast.Stmt) bool {
	return cond != nil && m.touchesShared(cond) || post != nil && m.touchesShared(post) ||
		body != nil && m.touchesShared(body)
}

// suspension is lanes suspended in a wait loop, with what they resume
// from.
type suspension struct {
	lanes  uint32
	loop   *loopRest
	frames []*Frame      // copies, the kernel's first
	sites  []*resumeSite // the call statement of each frame but the last
	sp     uint64        // the warp's stack pointer in the last frame
}

// suspend suspends lanes s of loop lr (running in frame f), when other
// lanes of the warp can go on and every frame can be resumed.
// When other lanes could go on but the lanes cannot be suspended there,
// it sets w.unresumable for the message if the wait never ends.
func (w *Warp) suspend(f *Frame, lr *loopRest, s uint32) bool {
	n := len(w.frames)
	w.unresumable = false
	if !w.device || !w.rootSet || w.runLanes()&^w.root.ret&^s == 0 && len(w.pending) == 0 && !w.othersLive() {
		return false // nobody else to run: the wait is for other warps, or for ever
	}
	w.unresumable = true
	if w.ph.running || w.batch || w.dotEvents != nil || n == 0 || w.frames[n-1] != f || lr.path == nil || !resumable(lr.path) {
		return false
	}
	sites := make([]*resumeSite, n-1)
	for i := range sites {
		id := w.frames[i].site
		if id <= 0 || int(id) > len(w.m.sites) || !resumable(w.m.sites[id-1].path) {
			return false
		}
		sites[i] = w.m.sites[id-1]
	}
	w.unresumable = false
	p := &suspension{lanes: s, loop: lr, sites: sites, sp: w.sp}
	for _, fr := range w.frames {
		p.frames = append(p.frames, fr.suspendedCopy())
	}
	w.pending = append(w.pending, p)
	w.suspended |= s
	w.blk.progress = true
	if w.cur != nil {
		w.cur.lanes &^= s
	} else {
		w.mainLost |= s
	}
	return true
}

// writes counts the warp's stores and the atomics that changed memory: a
// loop whose trips change it makes progress of its own.
func (w *Warp) writes() uint64 { return uint64(w.storeSeq) + w.atomicWrites }

// spinYield lets the block's other warps run while the warp's lanes spin
// waiting for them (the warps of a block run as coroutines in a kernel that
// may spin).
func (w *Warp) spinYield() {
	if r := w.cur; r != nil { // a resumed run: the warp's first run yields for it
		r.spinning = true
		if !r.yield(struct{}{}) || r.ended {
			panic(errRunEnded)
		}
		r.spinning = false
		return
	}
	if w.yield == nil || w.ph.running {
		return
	}
	w.spinning = true
	w.yield(struct{}{})
	w.spinning = false
}

// spinAlone is how many times spinTrips a wait loop spins while nothing in
// its block progresses (blockState.progress: no wait loop is entered or
// left, no warp reaches a barrier or ends, no lanes are suspended) before
// the lab calls the block stuck: what it waits for could only come from
// another block, and the lab runs a launch's blocks one after another.
const spinAlone = 16384

// stuckWaiting stops the run: lanes m spin in the wait loop on line with
// nothing else of their block to run.
func (w *Warp) stuckWaiting(line int, m uint32) {
	b := w.blk
	l := b.launch
	t := w.threadOf(firstLane(m))
	head := fmt.Sprintf("kernel '%s': block (%d,%d,%d) is stuck: lanes %s of warp %d (thread (%d,%d,%d) first) spun %d times in the loop here",
		l.fn.name(), b.idx[0], b.idx[1], b.idx[2], laneList(m), w.warpIdx, t[0], t[1], t[2], spinTrips*spinAlone)
	why := " while nothing else in the block could change what they wait for; the loop never ends (on a GPU the kernel would hang)"
	switch {
	case w.unresumable:
		why = " while other lanes of their warp wait for them; on a GPU since Volta those lanes go on and can end the wait, but the lab runs lanes ahead of a spin-wait only where every call on the way to it is a statement of its own or initialises a local (not a call inside an expression), in a function without goto labels"
	case l.grid != [3]int{1, 1, 1}:
		why = " while nothing else in the block could change what they wait for; a block cannot wait for a later block in the lab, which runs a launch's blocks one after another"
	}
	w.m.errorf(w.m.pos(line), diag.KindLimit, "%s%s", head, why)
	w.m.halted = true
}

// runLanes is the lanes of the run in progress: the kernel's first run, or
// a resumed one; less those suspended from it.
func (w *Warp) runLanes() uint32 {
	if w.cur != nil {
		return w.cur.lanes
	}
	return w.live &^ w.mainLost
}

// othersLive reports whether a resumed run other than the current one has
// not finished.
func (w *Warp) othersLive() bool {
	for _, r := range w.subs {
		if r != w.cur && !r.done {
			return true
		}
	}
	return false
}

// suspendedCopy copies the frame for lanes that are running in it: no lane
// of theirs is parked at a break, continue, label or return.
func (fr *Frame) suspendedCopy() *Frame {
	c := *fr
	c.regs = slices.Clone(fr.regs)
	c.brk = make([]uint32, len(fr.brk))
	c.cont = make([]uint32, len(fr.cont))
	c.jump = make([]uint32, len(fr.jump))
	c.loopGen = slices.Clone(fr.loopGen)
	c.shapes = slices.Clone(fr.shapes)
	c.ret = 0
	return &c
}

// resumedRun is suspended lanes running again, as a coroutine of their
// own: with a stack of their own they can wait at a barrier while the
// warp's other lanes run, as threads do since Volta.
type resumedRun struct {
	lanes      uint32 // its lanes, less those suspended again
	next       func() (struct{}, bool)
	stop       func()
	yield      func(struct{}) bool
	stack      runStack // its stack while another run has the warp
	started    bool
	done       bool
	spinning   bool // it yielded in a wait loop
	seq        int  // the warp's barrier count when it stopped at one
	line       int  // the barrier it waits at
	mask, pred uint32
	warpOnly   bool // the barrier is a __syncwarp
	stmt       bool // the barrier is a statement of its own, where other lanes can join
	ended      bool // ended by another run (merged into it, or at its block's end): it unwinds
	mergedIn   uint32
	barResult  int
	// At a warp-wide operation: its operands, how to compute it, and the
	// result once computed (collective).
	atOp    bool
	ops     []Vec
	compute func(m uint32, ops []Vec) Vec
	result  Vec
}

// runStack is the part of a warp that each run has for itself.
type runStack struct {
	frames   []*Frame
	sp       uint64
	root     *Frame
	syncStmt bool
	merged   uint32
}

func (w *Warp) saveStack() runStack {
	return runStack{w.frames, w.sp, w.root, w.syncStmt, w.merged}
}

func (w *Warp) loadStack(s runStack) {
	w.frames, w.sp, w.root, w.syncStmt, w.merged = s.frames, s.sp, s.root, s.syncStmt, s.merged
}

// newRun makes the run that resumes p.
func (w *Warp) newRun(p *suspension) *resumedRun {
	r := &resumedRun{lanes: p.lanes, seq: -1}
	r.next, r.stop = iter.Pull(func(yield func(struct{}) bool) {
		defer func() {
			if e := recover(); e != nil && e != errRunEnded {
				panic(e)
			}
		}()
		r.yield = yield
		w.resumeSuspended(p)
		r.done = true
		w.done |= r.lanes
	})
	return r
}

// switchTo runs r until it waits at a barrier or ends, then gives the warp
// back to the run that called.
func (w *Warp) switchTo(r *resumedRun) {
	back := w.saveStack()
	if r.started {
		w.loadStack(r.stack)
	} else {
		w.frames = nil // a stack of its own
		w.syncStmt, w.merged = false, 0
		r.started = true
	}
	w.cur = r
	r.next()
	r.stack = w.saveStack()
	w.cur = nil
	w.loadStack(back)
}

// waitAt is a resumed run's barrier (or, warpOnly, its __syncwarp): it
// stops there until the warp's first run has gathered the others (gatherAt)
// and the block has passed.
func (r *resumedRun) waitAt(w *Warp, line int, m, pred uint32, warpOnly bool) int {
	r.seq, r.line, r.mask, r.pred, r.warpOnly = w.barSeq, line, m|w.root.ret&r.lanes, pred, warpOnly
	r.stmt = w.syncStmt
	if !r.yield(struct{}{}) || r.ended {
		panic(errRunEnded) // unwind (newRun)
	}
	w.merged |= r.mergedIn
	r.mergedIn = 0
	return r.barResult
}

// waitsAtOp reports whether r waits at a warp-wide operation for its
// result.
func (r *resumedRun) waitsAtOp(w *Warp) bool { return !r.done && r.atOp && r.seq == w.barSeq }

// splitRuns reports whether the warp's lanes are split into runs (some
// suspended in a spin-wait).
func (w *Warp) splitRuns() bool { return w.suspended != 0 || len(w.subs) > 0 }

// collective is a warp-wide operation (a shuffle, a vote) of lanes m of
// the current run while the warp's lanes are split into runs: as on a GPU,
// it waits for the other runs' lanes that reach it, and compute gives the
// result over all of them from their operands ops, combined lane by lane.
// The first run computes; a resumed run stops until it has (or, when the
// first run has ended, until the runs meeting there compute it together).
func (w *Warp) collective(line int, m uint32, compute func(m uint32, ops []Vec) Vec, ops ...*Vec) Vec {
	vals := make([]Vec, len(ops))
	for i, o := range ops {
		vals[i] = *o
	}
	if r := w.cur; r != nil {
		r.seq, r.line, r.mask, r.atOp, r.ops, r.compute = w.barSeq, line, m, true, vals, compute
		if !r.yield(struct{}{}) || r.ended {
			panic(errRunEnded)
		}
		r.atOp = false
		return r.result
	}
	w.advance(line)
	return w.meetAtOp(line, m, vals, compute)
}

// meetAtOp computes the warp-wide operation on line over lanes m (operands
// vals) and the lanes of the runs waiting there, and hands them the result.
func (w *Warp) meetAtOp(line int, m uint32, vals []Vec, compute func(m uint32, ops []Vec) Vec) Vec {
	var met []*resumedRun
	for _, r := range w.subs {
		if r.waitsAtOp(w) && r.line == line {
			m |= r.mask
			combineLanes(vals, r.ops, r.mask, w.n)
			met = append(met, r)
		}
	}
	res := compute(m, vals)
	for _, r := range met {
		r.result, r.seq = res, -1
	}
	return res
}

// splitShuffle is a shuffle (shuffleLanes) as a collective: over the lanes
// of every run that reaches it.
func (w *Warp) splitShuffle(line int, m uint32, v, sel *Vec, mode shflMode, width uint32) Vec {
	return w.collective(line, m, func(m uint32, ops []Vec) (res Vec) {
		res.V, _, _ = shuffleLanes(&ops[0], &ops[1], mode, width, m)
		return res
	}, v, sel)
}

// combineLanes sets lanes of each operand in dst to src's.
func combineLanes(dst, src []Vec, lanes uint32, n int) {
	for i := range dst {
		dst[i].assign(&src[i], lanes, ^uint32(0), n)
	}
}

// errRunEnded unwinds a run that another ended (endRun).
var errRunEnded = errors.New("simtlab: a resumed run ended by another")

// takeMerged returns the lanes that joined the run at the barrier statement
// just passed, which the statement adds to its lanes.
func (w *Warp) takeMerged() uint32 {
	m := w.merged
	w.merged = 0
	return m
}

// canMerge reports whether run r, at a barrier statement with every one of
// its lanes, can join the run whose frames are dst, at the same statement:
// the same calls, each at the same call statement.
func canMerge(dst []*Frame, r *resumedRun) bool {
	src := r.stack.frames
	if !r.stmt || r.mask != r.lanes || len(src) != len(dst) || len(src) == 0 {
		return false
	}
	for i := range src {
		if src[i].fn != dst[i].fn || i < len(src)-1 && src[i].site != dst[i].site {
			return false
		}
	}
	return true
}

// mergeFrames moves lanes' values from the frames src into dst.
func mergeFrames(dst, src []*Frame, lanes uint32, n int) {
	for i, d := range dst {
		s := src[i]
		for k := range d.regs {
			d.regs[k].assign(&s.regs[k], lanes, ^uint32(0), n)
		}
		d.full |= s.full & lanes
		for k := range d.loopGen { // cached loop shapes were for other lanes
			d.shapeGen++
			d.loopGen[k] = d.shapeGen
		}
	}
}

// merge moves run r's lanes into the run with frames dst, and ends r.
func (w *Warp) merge(dst []*Frame, r *resumedRun) {
	mergeFrames(dst, r.stack.frames, r.lanes, w.n)
	w.endRun(r)
}

// endRun stops r, which waits at a barrier, unwinding its stack (its calls
// return, with its own view of the warp loaded, so the frames go back to
// their functions).
func (w *Warp) endRun(r *resumedRun) {
	if !r.started || r.done { // nothing to unwind
		r.done = true
		r.stop()
		return
	}
	r.ended, r.done = true, true
	back, cur := w.saveStack(), w.cur
	w.loadStack(r.stack)
	w.cur = r
	r.stop()
	w.cur = cur
	w.loadStack(back)
}

// endRuns ends the warp's runs and forgets its suspended lanes: at the end
// of its block, or of a block that failed.
func (w *Warp) endRuns() {
	for _, r := range w.subs {
		w.endRun(r)
	}
	w.pending, w.subs, w.suspended, w.mainLost, w.done = w.pending[:0], w.subs[:0], 0, 0, 0
}

// advance runs every resumed run that has not reached the barrier the warp
// waits at (and starts the suspended lanes' runs) until each has, or ends.
// Runs stopped at a warp-wide operation other than the one on leader (the
// first run's, 0 when it waits at a barrier or has ended) do it among
// themselves.
func (w *Warp) advance(leader int) {
	for progressed := true; progressed && !w.halted(); {
		progressed = false
		spun := false
		for i := 0; i < len(w.subs); i++ {
			if r := w.subs[i]; !r.done && r.seq < w.barSeq {
				w.switchTo(r)
				progressed = true
				spun = spun || r.spinning
			}
		}
		for _, r := range w.subs {
			if r.waitsAtOp(w) && r.line != leader {
				w.meetAtOp(r.line, 0, make([]Vec, len(r.ops)), r.compute)
				progressed = true
			}
		}
		for len(w.pending) > 0 && !w.halted() {
			p := w.pending[0]
			w.pending = slices.Delete(w.pending, 0, 1)
			w.suspended &^= p.lanes
			r := w.newRun(p)
			w.subs = append(w.subs, r)
			w.switchTo(r)
			progressed = true
			spun = spun || r.spinning
		}
		if spun {
			w.spinYield() // they wait for other warps
		}
	}
}

// gatherAt adds, to the lanes m of the warp's first run that reached the
// barrier on line, the resumed runs' lanes that reach it; it returns the
// lanes there, their predicates and the lanes the barrier waits for.
func (w *Warp) gatherAt(line int, m, pred uint32, warpOnly bool) (uint32, uint32, uint32) {
	w.advance(0)
	for _, r := range w.subs {
		if !r.done && !r.atOp && r.seq == w.barSeq && r.line == line && r.warpOnly == warpOnly {
			m |= r.mask
			pred |= r.pred
			if w.syncStmt && canMerge(w.frames, r) {
				// Back together, as the lanes of a warp are after a barrier.
				w.merge(w.frames, r)
				w.mainLost &^= r.lanes
				w.merged |= r.lanes
			}
		}
	}
	return m, pred, w.live &^ w.exited() &^ w.done
}

// passBarrier lets the resumed runs waiting at the barrier the warp just
// passed go on (at the next gathering).
func (w *Warp) passBarrier() {
	for _, r := range w.subs {
		r.barResult = w.barResult
	}
	w.barSeq++
}

// runSuspended runs the suspended lanes once the warp's first run has left
// the kernel: their runs meet at the block's barriers as its lanes did.
func (w *Warp) runSuspended() {
	if len(w.pending) == 0 && len(w.subs) == 0 {
		return
	}
	w.done |= w.live &^ w.mainLost
	for !w.halted() {
		w.advance(0)
		var m, pred uint32
		line, warpOnly := 0, false
		var first *resumedRun
		for _, r := range w.subs {
			if r.done {
				continue
			}
			if first == nil {
				first, line, warpOnly = r, r.line, r.warpOnly
			} else if r.line == line && r.warpOnly == warpOnly && canMerge(first.stack.frames, r) && first.mask == first.lanes {
				lanes := r.lanes
				w.merge(first.stack.frames, r)
				first.lanes |= lanes
				first.mask |= lanes
				first.mergedIn |= lanes
			}
			if r.line == line && r.warpOnly == warpOnly {
				m |= r.mask
				pred |= r.pred
			}
		}
		switch expect := w.live &^ w.done; {
		case line == 0:
		case m != expect && !warpOnly:
			w.divergentBarrier(line, m, expect)
		case warpOnly:
			w.passBarrier() // a __syncwarp: the warp's own lanes are all there
			continue
		default:
			w.blk.barCount += bits.OnesCount32(pred & m)
			w.waitBarrier(line)
			continue
		}
		break
	}
	w.endRuns()
}

// resumeSuspended runs lanes p suspended: the loop they were suspended in,
// the rest of its function, and each caller's rest after its call
// statement, in the copies of their frames.
func (w *Warp) resumeSuspended(p *suspension) {
	w.frames = append(w.frames, p.frames...)
	w.root = p.frames[0]
	n := len(p.frames)
	w.sp = p.sp
	last := p.frames[n-1]
	restOf(p.loop.path, last, p.loop.iterate(last, p.lanes))
	for i := n - 2; i >= 0; i-- {
		w.frames = w.frames[:i+1]
		w.sp = p.frames[i+1].spIn
		lanes, fr := p.lanes&^w.suspended, p.frames[i]
		if r := p.sites[i].valueReg; r >= 0 {
			fr.regs[r].assign(&p.frames[i+1].retVal, lanes, fr.full, w.n)
		}
		if v := p.sites[i].object; v != nil { // the object the callee built
			callee := p.frames[i+1]
			var a Vec
			addU(&a, &fr.base, v.off, w.n)
			w.copyLanes(&a, &callee.regs[callee.fn.retAddrReg], lanes, v.t, p.sites[i].line)
		}
		restOf(p.sites[i].path, fr, lanes)
	}
	w.frames = w.frames[:0]
	w.sp = p.frames[0].spIn
}
