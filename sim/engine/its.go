package engine

import (
	"slices"
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/types"
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
// lanes: they leave the loop's mask with a copy of their frames. The others
// run on to the kernel's end; then the suspended lanes resume from the
// copy: the loop's remaining iterations, the rest of its function, and in
// each caller the rest after the call statement. Lanes that spin again are
// suspended again, so every lane gets its turn.
//
// Resuming needs the rest of each function after a statement, which the
// compiler records as a path of enclosing statements (pathStep): a spin
// can be suspended only where every frame is at such a statement (a call
// statement whose result is discarded, in blocks, ifs and loops). A barrier
// or a warp-wide operation reached while lanes are suspended cannot be met
// by them; the lab reports it rather than guess (suspendedAtSync).

// spinTrips is how many iterations a wait loop runs with the same lanes
// before they are suspended: more than a retry loop of a warp's 32 lanes
// needs (each trip lets at least one lane through).
const spinTrips = 64

type stepKind uint8

const (
	stepBlock  stepKind = iota // a statement of a block: the rest of the block follows
	stepBranch                 // the body of an if's branch: the if's end follows
	stepLoop                   // a loop's body: the end of the iteration follows, then the loop
	stepOpaque                 // a statement whose rest cannot be resumed (switch, goto, a phased kernel)
)

// pathStep is one statement enclosing a resumable one.
type pathStep struct {
	kind  stepKind
	idx   int // stepBlock: the index of the inner statement in block.fns
	block *blockRest
	loop  *loopRest
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
	line      int
}

// resumeSite is a call statement whose rest resumed lanes run.
type resumeSite struct {
	path []pathStep
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
func (c *compiler) siteStmt(e evalFn) stmtFn {
	m := c.m
	m.sites = append(m.sites, &resumeSite{path: slices.Clone(c.path)})
	id := int32(len(m.sites))
	return func(f *Frame, mask uint32) uint32 {
		f.site = id
		e(f, mask)
		f.site = 0
		return mask &^ f.w.suspended
	}
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
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.Call:
			if f := n.Func; f != nil {
				if f.Kind == ast.ObjBuiltinFunc && sharedBuiltin(f.Name) ||
					f.Kind == ast.ObjFunc && m.facts(f)&factsTouches != 0 {
					found = true
				}
			}
		case *ast.Ident:
			if n.Obj != nil && n.Obj.Qual&types.Volatile != 0 {
				found = true
			}
		case ast.Expr:
			if p, ok := n.Type().(*types.Pointer); ok && p.ElemQual&types.Volatile != 0 {
				found = true
			}
		}
		return !found
	})
	return found
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
	found := false
	ast.Inspect(n, func(n ast.Node) bool {
		if found {
			return false
		}
		switch n := n.(type) {
		case *ast.For:
			found = m.isWaitLoop(n.Cond, n.Post, n.Body)
		case *ast.While:
			found = m.isWaitLoop(n.Cond, nil, n.Body)
		case *ast.DoWhile:
			found = m.isWaitLoop(n.Cond, nil, n.Body)
		case *ast.Call:
			if f := n.Func; f != nil && f.Kind == ast.ObjFunc && m.facts(f)&factsWaits != 0 {
				found = true
			}
		}
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
	frames []*Frame        // copies, the kernel's first
	sites  []*resumeSite   // the call statement of each frame but the last
	sp     uint64          // the warp's stack pointer in the last frame
}

// suspend suspends lanes s of loop lr (running in frame f), when other
// lanes of the warp can go on and every frame can be resumed.
func (w *Warp) suspend(f *Frame, lr *loopRest, s uint32) bool {
	n := len(w.frames)
	if !w.device || w.ph.running || w.batch || w.dotEvents != nil ||
		n == 0 || w.frames[n-1] != f || lr.path == nil || !w.rootSet {
		return false
	}
	run := w.live
	if w.resumed != 0 {
		run = w.resumed
	}
	if run&^w.suspended&^w.root.ret&^s == 0 && len(w.pending) == 0 {
		return false // nobody else to run: the wait is for other warps, or for ever
	}
	sites := make([]*resumeSite, n-1)
	for i := range sites {
		id := w.frames[i].site
		if id <= 0 || int(id) > len(w.m.sites) || !resumable(w.m.sites[id-1].path) {
			return false
		}
		sites[i] = w.m.sites[id-1]
	}
	p := &suspension{lanes: s, loop: lr, sites: sites, sp: w.sp}
	for _, fr := range w.frames {
		p.frames = append(p.frames, fr.suspendedCopy())
	}
	w.pending = append(w.pending, p)
	w.suspended |= s
	return true
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

// runSuspended resumes the suspended lanes, oldest first, once the lanes
// that ran ahead have left the kernel.
func (w *Warp) runSuspended() {
	for len(w.pending) > 0 && !w.halted() {
		p := w.pending[0]
		w.pending = slices.Delete(w.pending, 0, 1)
		w.suspended &^= p.lanes
		w.resumeSuspended(p)
	}
	w.pending, w.suspended = w.pending[:0], 0
}

func (w *Warp) resumeSuspended(p *suspension) {
	root, sp := w.root, w.sp
	w.resumed = p.lanes
	w.calls, w.frames = w.calls[:0], w.frames[:0]
	for _, fr := range p.frames {
		w.calls = append(w.calls, fr.fn)
		w.frames = append(w.frames, fr)
	}
	w.root = p.frames[0]
	n := len(p.frames)
	w.sp = p.sp
	last := p.frames[n-1]
	restOf(p.loop.path, last, p.loop.iterate(last, p.lanes))
	for i := n - 2; i >= 0; i-- {
		w.calls, w.frames = w.calls[:i+1], w.frames[:i+1]
		w.sp = p.frames[i+1].spIn
		restOf(p.sites[i].path, p.frames[i], p.lanes&^w.suspended)
	}
	w.calls, w.frames = w.calls[:0], w.frames[:0]
	w.root, w.sp, w.resumed = root, sp, 0
}
