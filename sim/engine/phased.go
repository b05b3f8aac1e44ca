package engine

import (
	"simtlab/sim/cuda/ast"
)

// Barriers without a coroutine switch. A block's warps take turns: each
// runs until it reaches __syncthreads() or ends, then the next; when all
// have arrived the barrier opens. A warp stopped at a barrier deep inside
// nested closures must keep its Go stack, so block barriers run warps as
// coroutines (iter.Pull), two stack switches per warp and phase.
//
// Most kernels place their barriers where a small state machine can stop
// and resume instead: as a statement `__syncthreads();` of the kernel's
// body, or of the body of a loop that is itself a statement of the
// kernel's body (the reduction's tree, a tiled matrix multiply's tiles).
// Such a kernel is compiled into a phased body: the top-level statements
// in order, the loops that hold barriers as resumable loops, and the
// warp's position in them (phaseState) kept in the warp between turns.
// Everything else (nested statements, expressions) runs as closures, as
// before, and every closure runs in the same order with the same masks, so
// output, counters, traces and diagnostics are the same; only the stack
// switch is gone. Kernels with barriers elsewhere (nested deeper, in called
// functions, __syncthreads_count and the like, cooperative groups, calls
// the compiler cannot see into) keep the coroutines.

// phasedBarriers turns phased bodies on; a test turns them off to compare.
var phasedBarriers = true

// phasedBody is a kernel body run phase by phase.
type phasedBody struct {
	items []phaseItem
}

// phaseItem is a top-level statement, or a statement of a phased loop's
// body: a plain statement, a barrier statement, or (top level only) a
// loop holding barriers.
type phaseItem struct {
	run     stmtFn
	barrier bool // after it the warp may wait
	loop    *phaseLoop
}

// phaseLoop is a for, while or do-while loop whose body holds barriers,
// with the parts loop() compiles.
type phaseLoop struct {
	initF      stmtFn
	cond, step evalFn
	body       []phaseItem
	d          int // nesting level (Frame.brk, Frame.cont)
	line       int
	post       bool // do-while: the test comes after the body
	sid        int  // loop-invariant shapes (loopshape.go); -1: none
	// test and fstep: cond and step run by the loop itself, when not
	// nil (loopctl.go)
	test  *ctlTest
	fstep *ctlStep
}

// phaseState is where a warp is in a phased body between its turns.
type phaseState struct {
	running bool
	fr      *Frame
	size    uint64 // the frame's bytes of stack, released at the end
	pc      int    // next top-level item
	m       uint32 // lanes running at the top level
	// The loop in progress (items[pc] while inLoop): loop()'s locals.
	inLoop    bool
	bi        int    // next body item; -1 at the top of an iteration
	lm        uint32 // lanes still looping
	bm        uint32 // lanes running in the body
	exit      uint32 // lanes whose test failed
	first     bool   // do-while: the first iteration skips the test
	straight  bool   // run without stopping (fn.body: cluster kernels)
	suspended bool   // the turn ended at a barrier
}

// phasedKernel compiles a kernel's body list as a phased body, or returns
// nil (compiling nothing) when its barriers are not all where one can
// stop.
func (c *compiler) phasedKernel(list []ast.Stmt) *phasedBody {
	d := c.fn.decl
	if !phasedBarriers || d == nil || !d.Attrs.Global || c.fn.labels > 0 || hasLabel(list) || !phasedShape(d, list) {
		return nil
	}
	if c.m.mayWait(d.Obj) {
		return nil // lanes suspended in a spin-wait resume in a frame of their own (its.go)
	}
	pb := &phasedBody{}
	c.pushStep(pathStep{kind: stepOpaque})
	defer c.popStep()
	c.findLocalProducts(list) // as block() does (contractlocal.go)
	for _, s := range list {
		switch {
		case isPlainBarrier(s):
			if fn := c.stmt(s); fn != nil {
				pb.items = append(pb.items, phaseItem{run: fn, barrier: true})
			}
		case loopHoldsBarrier(s):
			mark := c.nregs
			pb.items = append(pb.items, phaseItem{loop: c.phaseLoop(s)})
			c.nregs = mark
		default:
			if fn := c.stmt(s); fn != nil {
				pb.items = append(pb.items, phaseItem{run: fn})
			}
		}
	}
	return pb
}

// phaseLoop compiles a loop holding barriers as loop() does.
func (c *compiler) phaseLoop(s ast.Stmt) *phaseLoop {
	var init ast.Stmt
	var condE, postE ast.Expr
	var bodyS ast.Stmt
	post := false
	switch s := s.(type) {
	case *ast.For:
		init, condE, postE, bodyS = s.Init, s.Cond, s.Post, s.Body
	case *ast.While:
		condE, bodyS = s.Cond, s.Body
	case *ast.DoWhile:
		condE, bodyS, post = s.Cond, s.Body, true
	}
	lp := &phaseLoop{post: post}
	mark := c.nregs
	c.pushShapeLoop(init, condE, postE, bodyS)
	if init != nil {
		lp.initF = c.stmt(init)
	}
	if condE != nil {
		lp.cond = c.regionExpr(condE)
	}
	if postE != nil {
		if lp.step = c.discardedIncDec(postE); lp.step == nil {
			lp.step = c.regionExpr(postE)
		}
	}
	lp.test, lp.fstep = c.fusedTest(condE), c.fusedStep(postE)
	lp.d = c.enter(true)
	bodyMark := c.nregs
	c.findLocalProducts(bodyList(bodyS))
	for _, st := range bodyList(bodyS) {
		if fn := c.stmt(st); fn != nil {
			lp.body = append(lp.body, phaseItem{run: fn, barrier: isPlainBarrier(st)})
		}
	}
	c.nregs = bodyMark
	c.leave()
	lp.sid = c.popShapeLoop()
	c.nregs = max(mark, c.nregs)
	lp.line = c.line(condE)
	if lp.line == 0 {
		lp.line = c.line(bodyS)
	}
	return lp
}

// bodyList is a loop body's statements.
func bodyList(s ast.Stmt) []ast.Stmt {
	if b, ok := s.(*ast.Block); ok {
		return b.List
	}
	return []ast.Stmt{s}
}

// isPlainBarrier reports whether s is the statement `__syncthreads();`.
func isPlainBarrier(s ast.Stmt) bool {
	es, ok := s.(*ast.ExprStmt)
	if !ok {
		return false
	}
	call, ok := ast.Unparen(es.X).(*ast.Call)
	return ok && call.Func != nil && call.Func.Kind == ast.ObjBuiltinFunc && call.Func.Name == "__syncthreads" && len(call.Args) == 0
}

// loopHoldsBarrier reports whether s is a loop with a plain barrier among
// its body's statements.
func loopHoldsBarrier(s ast.Stmt) bool {
	var body ast.Stmt
	switch s := s.(type) {
	case *ast.For:
		body = s.Body
	case *ast.While:
		body = s.Body
	case *ast.DoWhile:
		body = s.Body
	default:
		return false
	}
	if b, ok := body.(*ast.Block); ok && hasLabel(b.List) {
		return false
	}
	for _, st := range bodyList(body) {
		if isPlainBarrier(st) {
			return true
		}
	}
	return false
}

// phasedShape reports whether every barrier the kernel can reach is a
// plain barrier statement of its body or of a top-level loop's body, so
// that the phased body stops at each. Any call that might reach a barrier
// another way (a barrier elsewhere, a function that may reach one, a call
// through a pointer or of a lambda) rules it out.
func phasedShape(d *ast.FuncDecl, list []ast.Stmt) bool {
	allowed := map[*ast.Call]bool{}
	for _, s := range list {
		var stmts []ast.Stmt
		if isPlainBarrier(s) {
			stmts = []ast.Stmt{s}
		} else if loopHoldsBarrier(s) {
			switch l := s.(type) {
			case *ast.For:
				stmts = bodyList(l.Body)
			case *ast.While:
				stmts = bodyList(l.Body)
			case *ast.DoWhile:
				stmts = bodyList(l.Body)
			}
		}
		for _, st := range stmts {
			if isPlainBarrier(st) {
				allowed[ast.Unparen(st.(*ast.ExprStmt).X).(*ast.Call)] = true
			}
		}
	}
	if len(allowed) == 0 {
		return false
	}
	ok := true
	seen := map[*ast.FuncDecl]bool{d: true}
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Lambda:
			ok = false
		case *ast.Call:
			if !allowed[n] && mayReachBarrier(n, seen) {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// mayReachBarrier reports whether a call may execute a barrier: a barrier
// built-in, a function whose body may, or a call the compiler cannot
// follow.
func mayReachBarrier(call *ast.Call, seen map[*ast.FuncDecl]bool) bool {
	fn := call.Func
	switch {
	case fn == nil:
		return true
	case fn.Kind == ast.ObjBuiltinFunc:
		return isBarrierName(fn.Name)
	case fn.Kind != ast.ObjFunc:
		return true
	}
	decl := fn.Decl
	if decl == nil || seen[decl] {
		return decl == nil
	}
	seen[decl] = true
	if decl.Body == nil {
		return false
	}
	found := false
	ast.Inspect(decl.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Lambda:
			found = true
		case *ast.Call:
			if mayReachBarrier(n, seen) {
				found = true
			}
		}
		return !found
	})
	return found
}

// isBarrierName is usesBarrier's test of a built-in's name.
func isBarrierName(name string) bool {
	return len(name) >= 13 && name[:13] == "__syncthreads" || name == "sync" || len(name) > 5 && name[len(name)-5:] == ".sync"
}

// straight returns the phased body as a plain statement that never stops
// at a barrier (the barrier waits inside, as cluster kernels do).
func (pb *phasedBody) straight() stmtFn {
	return func(f *Frame, m uint32) uint32 {
		st := phaseState{fr: f, m: m, straight: true}
		pb.run(f.w, &st)
		return st.m
	}
}

// run continues the body from st until the warp waits at a barrier
// (st.suspended) or the body ends.
func (pb *phasedBody) run(w *Warp, st *phaseState) {
	f := st.fr
	st.suspended = false
	for st.pc < len(pb.items) {
		it := &pb.items[st.pc]
		if it.loop != nil {
			if it.loop.run(w, f, st); st.suspended {
				return
			}
		} else {
			st.m = it.run(f, st.m)
		}
		st.pc++
		if st.m == 0 {
			st.pc = len(pb.items) // the block returns: every lane left
			return
		}
		if it.barrier && w.atBar != 0 && !st.straight {
			st.suspended = true
			return
		}
	}
}

// run is loop()'s closure, resumable: it continues the loop from st and
// returns with st.suspended set when the warp waits at a barrier of the
// body, or with st.m the lanes that continue after the loop.
func (lp *phaseLoop) run(w *Warp, f *Frame, st *phaseState) {
	if !st.inLoop {
		m := st.m
		if lp.sid >= 0 { // before init, which may read a cached shape
			f.enterShapeLoop(lp.sid)
		}
		if lp.initF != nil {
			m = lp.initF(f, m)
		}
		f.brk[lp.d] = 0
		st.inLoop, st.bi, st.lm, st.exit, st.first = true, -1, m, 0, lp.post
	}
	for {
		if st.bi < 0 {
			m := st.lm
			if m == 0 {
				break
			}
			if w.halted() || !w.m.tick(w, 1, lp.line) {
				st.inLoop, st.m = false, 0
				return
			}
			if lp.cond != nil && !st.first {
				t := lp.test.truth(f, m, lp.cond)
				st.exit |= m &^ t
				if m = t; m == 0 {
					break
				}
			}
			st.first = false
			f.cont[lp.d] = 0
			st.bm, st.bi = m, 0
		}
		for st.bi < len(lp.body) {
			it := &lp.body[st.bi]
			st.bi++
			if st.bm = it.run(f, st.bm); st.bm == 0 {
				st.bi = len(lp.body) // the body's block returns
				break
			}
			if it.barrier && w.atBar != 0 && !st.straight {
				st.suspended = true
				return
			}
		}
		m := st.bm | f.cont[lp.d]
		st.bi = -1
		if lp.step != nil && m != 0 && (lp.fstep == nil || !lp.fstep.run(f, m)) {
			lp.step(f, m)
		}
		st.lm = m
	}
	st.inLoop = false
	st.m = st.exit | f.brk[lp.d]
}

// stepPhased runs warp w's turn of a phased kernel: from the start of the
// kernel, or from the barrier it waited at, to its next barrier or its end.
func (w *Warp) stepPhased(fn *function, args []*Vec) {
	st := &w.ph
	if !st.running {
		fr, size, ok := w.enter(fn, args, w.live)
		if !ok {
			if fr != nil {
				w.leave(fn, fr, size)
			}
			w.finished = true
			return
		}
		// Field by field, and fr left behind at the end: a struct with a
		// pointer stored whole costs a bulk write barrier while the
		// collector marks, once per warp and block.
		st.running, st.size, st.pc, st.m = true, size, 0, w.live
		st.inLoop, st.bi, st.lm, st.bm, st.exit = false, 0, 0, 0, 0
		st.first, st.straight, st.suspended = false, false, false
		if st.fr != fr {
			st.fr = fr
		}
	}
	fn.phased.run(w, st)
	if st.suspended {
		return
	}
	w.leaveKeeping(st.fr, st.size)
	st.running = false // the rest is set when the next block's turn begins
	w.finished = true
}
