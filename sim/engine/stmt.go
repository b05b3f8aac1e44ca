package engine

import (
	"slices"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// Control flow follows the program's structure: an if runs each branch
// under the lanes that take it and reconverges after; a loop runs while any
// lane is still in it; break, continue and return take lanes out of the
// running mask and park them in the frame (brk, cont, ret) until the
// statement they leave is done.

func (c *compiler) block(list []ast.Stmt) stmtFn {
	if hasLabel(list) {
		return c.labeledBlock(list)
	}
	c.findLocalProducts(list)
	var fns []stmtFn
	rest := &blockRest{}
	for _, s := range list {
		c.pushStep(pathStep{kind: stepBlock, idx: len(fns), block: rest})
		f := c.stmt(s)
		c.popStep()
		if f != nil {
			fns = append(fns, f)
		}
	}
	rest.fns = fns
	switch len(fns) {
	case 0:
		return func(f *Frame, m uint32) uint32 { return m }
	case 1:
		return fns[0]
	}
	return func(f *Frame, m uint32) uint32 {
		for _, s := range fns {
			if m = s(f, m); m == 0 {
				return 0
			}
		}
		return m
	}
}

// stmt compiles one statement. Temporaries of a statement are released
// after it: registers are a stack.
func (c *compiler) stmt(s ast.Stmt) stmtFn {
	mark := c.nregs
	if d, ok := s.(*ast.DeclStmt); ok {
		fn := c.declStmt(d) // declares registers that outlive the statement
		if site := c.declSite(d, fn); site != nil {
			return site // its.go
		}
		return fn
	}
	defer func() { c.nregs = mark }()
	switch s := s.(type) {
	case *ast.Block:
		return c.block(s.List)
	case *ast.ExprStmt:
		if isPlainBarrier(s) && !c.hostOnly() && uniformControl {
			return barrierStmt(c.line(ast.Unparen(s.X)))
		}
		e := c.exprStmt(s)
		if c.mayRunOnDevice() && c.isSiteCall(s.X) {
			return c.siteStmt(func(f *Frame, m uint32) uint32 { e(f, m); return m }, -1) // its.go
		}
		if reg := c.assignedSite(s.X); reg >= 0 {
			return c.siteStmt(func(f *Frame, m uint32) uint32 { e(f, m); return m }, reg)
		}
		if c.mayRunOnDevice() && isSyncCall(s.X) {
			return func(f *Frame, m uint32) uint32 {
				w := f.w
				w.syncStmt = true
				e(f, m)
				w.syncStmt = false
				return m | w.takeMerged() // lanes back from a spin-wait (its.go)
			}
		}
		if p := c.hostPart(s.X, e); p != nil && p.fast != nil {
			return p.stmt // hostscalar.go
		}
		if rg := c.region(s.X); rg != nil {
			return func(f *Frame, m uint32) uint32 { f.w.evalRegion(rg, e, f, m); return m }
		}
		return func(f *Frame, m uint32) uint32 { e(f, m); return m }
	case *ast.EmptyStmt, *ast.StaticAssert:
		return nil
	case *ast.If:
		return c.ifStmt(s)
	case *ast.For:
		return c.loop(s.Init, s.Cond, s.Post, s.Body, false)
	case *ast.While:
		return c.loop(nil, s.Cond, nil, s.Body, false)
	case *ast.DoWhile:
		return c.loop(nil, s.Cond, nil, s.Body, true)
	case *ast.Switch:
		return c.switchStmt(s)
	case *ast.Break:
		d := c.depth
		return func(f *Frame, m uint32) uint32 { f.brk[d] |= m; return 0 }
	case *ast.Continue:
		d := c.contDepth()
		return func(f *Frame, m uint32) uint32 { f.cont[d] |= m; return 0 }
	case *ast.Return:
		return c.returnStmt(s)
	case *ast.Labeled: // on its own (the checker refuses it): the statement
		return c.stmt(s.Stmt)
	case *ast.Goto:
		if s.Target == nil || s.Target.ID >= c.fn.labels {
			break
		}
		id := s.Target.ID
		return func(f *Frame, m uint32) uint32 { f.jump[id] |= m; return 0 }
	}
	c.unsupported(s, "this statement")
	return nil
}

// exprStmt compiles an expression statement's expression.
func (c *compiler) exprStmt(s *ast.ExprStmt) evalFn {
	x := ast.Unparen(s.X)
	for { // the last of a comma chain (an inlined helper's temporaries first)
		b, ok := x.(*ast.Binary)
		if !ok || b.Op != token.Comma {
			break
		}
		x = ast.Unparen(b.Y)
	}
	if call, ok := x.(*ast.Call); ok {
		c.discard = call
	}
	e := c.discardedIncDec(s.X)
	if e == nil {
		e = c.expr(s.X)
	}
	c.discard = nil
	return e
}

// contDepth is the nesting level of the innermost loop (not switch).
func (c *compiler) contDepth() int {
	for i := len(c.loopKinds) - 1; i >= 0; i-- {
		if c.loopKinds[i] {
			return i + 1
		}
	}
	return 0
}

func (c *compiler) enter(isLoop bool) int {
	c.loopKinds = append(c.loopKinds, isLoop)
	c.depth = len(c.loopKinds)
	if c.depth > c.fn.loops {
		c.fn.loops = c.depth
	}
	return c.depth
}

func (c *compiler) leave() {
	c.loopKinds = c.loopKinds[:len(c.loopKinds)-1]
	c.depth = len(c.loopKinds)
}

func (c *compiler) ifStmt(s *ast.If) stmtFn {
	cond := c.hostFast(s.Cond, c.regionExpr(s.Cond))
	c.pushStep(pathStep{kind: stepBranch})
	defer c.popStep()
	then := c.stmt(s.Then)
	if then == nil {
		then = func(f *Frame, m uint32) uint32 { return m }
	}
	var els stmtFn
	if s.Else != nil {
		els = c.stmt(s.Else)
	}
	test := c.fusedTest(s.Cond)
	return func(f *Frame, m uint32) uint32 {
		t := test.truth(f, m, cond)
		var out uint32
		if t != 0 {
			out = then(f, t)
		}
		if e := m &^ t; e != 0 {
			if els != nil {
				out |= els(f, e)
			} else {
				out |= e
			}
		}
		return out
	}
}

func (c *compiler) loop(init ast.Stmt, condE ast.Expr, postE ast.Expr, bodyS ast.Stmt, post bool) stmtFn {
	mark := c.nregs
	c.pushShapeLoop(init, condE, postE, bodyS) // loopshape.go
	var initF stmtFn
	if init != nil {
		initF = c.stmt(init) // a declaration's register stays reserved
	}
	var cond, step evalFn
	var condP, stepP *hostPart // the host's scalar path (hostscalar.go)
	if condE != nil {
		cond = c.regionExpr(condE)
		if condP = c.hostPart(condE, cond); condP != nil && condP.fast != nil {
			cond = condP.evalFn(c.newReg())
		}
	}
	if postE != nil {
		if step = c.discardedIncDec(postE); step == nil {
			step = c.regionExpr(postE)
		}
		if stepP = c.hostPart(postE, step); stepP != nil && stepP.fast != nil {
			step = stepP.evalFn(c.newReg())
		}
	}
	d := c.enter(true)
	var body stmtFn
	rest := &loopRest{}
	wait := c.mayRunOnDevice() && c.m.isWaitLoop(condE, postE, bodyS)
	if wait {
		rest.path = slices.Clone(c.path)
	}
	c.pushStep(pathStep{kind: stepLoop, loop: rest})
	parts, hostBody := c.hostLoopBody(bodyS)
	if hostBody {
		body = func(f *Frame, m uint32) uint32 { runParts(f, m, parts); return m }
	} else {
		body = c.stmt(bodyS)
	}
	c.popStep()
	dl := c.dotLoopOf(condE, postE, bodyS)
	c.leave()
	sid := c.popShapeLoop()
	if dl != nil && (post || dl.a.fz.ind.loop != sid || sid < 0) {
		dl = nil
	}
	c.nregs = max(mark, c.nregs)
	if body == nil {
		body = func(f *Frame, m uint32) uint32 { return m }
	}
	line := c.line(condE)
	if line == 0 {
		line = c.line(bodyS)
	}
	test, fstep := c.fusedTest(condE), c.fusedStep(postE) // loopctl.go
	general := func(f *Frame, m uint32) uint32 {
		w := f.w
		if sid >= 0 { // before init, which may read a cached shape
			f.enterShapeLoop(sid)
		}
		if initF != nil {
			m = initF(f, m)
		}
		f.brk[d] = 0
		var exit uint32
		first := post
		for m != 0 {
			learn, before := false, int64(0)
			if dl != nil && dl.ready(f, m) {
				// A burst, then the general iteration (the test may end
				// the loop); or an iteration to learn from.
				learn, before = dl.top(f)
			}
			if w.halted() || !w.m.tick(w, 1, line) {
				w.dotEvents = nil
				return 0
			}
			if cond != nil && !first {
				t := test.truth(f, m, cond)
				exit |= m &^ t
				if m = t; m == 0 {
					w.dotEvents = nil // an iteration that did not run teaches nothing
					break
				}
			}
			first = false
			f.cont[d] = 0
			m = body(f, m) | f.cont[d]
			if step != nil && m != 0 && (fstep == nil || !fstep.run(f, m)) {
				step(f, m)
			}
			if learn {
				dl.learned(w, before, m == ^uint32(0) && !w.halted())
			}
		}
		return exit | f.brk[d]
	}
	stepOnce := func(f *Frame, m uint32) {
		if step != nil && m != 0 && (fstep == nil || !fstep.run(f, m)) {
			step(f, m)
		}
	}
	// Resumed and waiting lanes iterate here: general's loop (written out
	// there, the hot path) without its dot loop, and for a wait loop, lanes
	// that spin are suspended (its.go).
	iterate := func(f *Frame, m uint32, first bool) uint32 {
		w := f.w
		var exit uint32
		trips, alone, same, writes := 0, 0, uint32(0), uint64(0)
		for m != 0 {
			if wait && w.device {
				if m != same {
					trips, alone, same, writes = 0, 0, m, w.writes()
					w.blk.progress = true
				}
				if trips++; trips > spinTrips && w.writes() != writes {
					// it writes memory: it works rather than waits
					trips, alone, writes = 0, 0, w.writes()
				} else if trips > spinTrips {
					if w.suspend(f, rest, m) {
						return exit | f.brk[d]
					}
					if w.blk.progress {
						alone = 0
					} else if alone++; alone > spinAlone {
						w.stuckWaiting(line, m)
						return 0
					}
					w.blk.progress = false
					w.spinYield()
					trips = 0
				}
			}
			if w.halted() || !w.m.tick(w, 1, line) {
				return 0
			}
			if cond != nil && !first {
				t := test.truth(f, m, cond)
				exit |= m &^ t
				if m = t; m == 0 {
					break
				}
			}
			first = false
			f.cont[d] = 0
			m = body(f, m) | f.cont[d]
			stepOnce(f, m)
		}
		return exit | f.brk[d]
	}
	rest.iterate = func(f *Frame, m uint32) uint32 { return iterate(f, m, false) }
	rest.afterBody = func(f *Frame, m uint32) uint32 {
		m |= f.cont[d]
		stepOnce(f, m)
		return iterate(f, m, false)
	}
	if wait {
		return func(f *Frame, m uint32) uint32 {
			if sid >= 0 {
				f.enterShapeLoop(sid)
			}
			if initF != nil {
				m = initF(f, m)
			}
			f.brk[d] = 0
			return iterate(f, m, post)
		}
	}
	if !hostBody || (condE != nil && condP == nil) || (postE != nil && stepP == nil) {
		return general
	}
	// A host loop of expression statements: the parts run directly, without
	// masks (the host has one lane) or the Vecs between them. The test and
	// the step are hostPart.eval written out: no call but the part's own.
	// Where every part has a scalar form, iterations run in bursts
	// (hostloop.go) and this loop takes the rest.
	hl := c.hostLoopOf(condE, postE, condP, stepP, parts)
	return func(f *Frame, m uint32) uint32 {
		w := f.w
		if m != 1 || sid >= 0 {
			return general(f, m)
		}
		if initF != nil {
			m = initF(f, m)
		}
		f.brk[d] = 0
		var exit uint32
		first := post
		for m != 0 {
			if hl != nil && !first && hl.burst(f) {
				exit |= m
				break
			}
			if w.halted() || !w.m.tick(w, 1, line) {
				return 0
			}
			if condP != nil && !first {
				v, ok := uint64(0), false
				if condP.steps >= 0 && scalarReady(w) {
					v, ok = condP.fast(f)
				}
				if ok {
					w.m.steps += condP.steps
				} else {
					v = condP.slow(f, m)
				}
				if v == 0 {
					exit |= m
					break
				}
			}
			first = false
			if one := parts; len(one) == 1 && one[0].fast != nil {
				p := one[0]
				ok := false
				if p.steps >= 0 && scalarReady(w) {
					_, ok = p.fast(f)
				}
				if ok {
					w.m.steps += p.steps
				} else {
					p.slow(f, m)
				}
			} else {
				runParts(f, m, parts)
			}
			if stepP != nil {
				ok := false
				if stepP.steps >= 0 && scalarReady(w) {
					_, ok = stepP.fast(f)
				}
				if ok {
					w.m.steps += stepP.steps
				} else {
					stepP.slow(f, m)
				}
			}
		}
		return exit | f.brk[d]
	}
}

func (c *compiler) switchStmt(s *ast.Switch) stmtFn {
	tag := c.expr(s.Tag)
	d := c.enter(false)
	bodies := make([]stmtFn, len(s.Clauses))
	rest := &switchRest{bodies: bodies, d: d}
	for i, cl := range s.Clauses {
		c.pushStep(pathStep{kind: stepCase, idx: i, cases: rest})
		bodies[i] = c.block(cl.Body)
		c.popStep()
	}
	c.leave()
	clauses := s.Clauses
	k := kindOf(s.Tag.Type())
	hasDefault := false
	for _, cl := range clauses {
		hasDefault = hasDefault || cl.IsDefault
	}
	return func(f *Frame, m uint32) uint32 {
		tv := tag(f, m)
		match := func(cl *ast.CaseClause) uint32 {
			var mm uint32
			for _, v := range cl.Values {
				want := canon(k, uint64(v))
				for l := m; l != 0; l &= l - 1 {
					i := firstLane(l)
					if tv.get(i) == want {
						mm |= 1 << i
					}
				}
			}
			return mm
		}
		var any uint32
		for _, cl := range clauses {
			any |= match(cl)
		}
		f.brk[d] = 0
		var run uint32
		for i, cl := range clauses {
			run |= match(cl)
			if cl.IsDefault {
				run |= m &^ any
			}
			if run != 0 {
				run = bodies[i](f, run)
			}
		}
		if !hasDefault {
			run |= m &^ any // lanes that match no case go on after the switch
		}
		return run | f.brk[d]
	}
}

func (c *compiler) returnStmt(s *ast.Return) stmtFn {
	if s.X == nil {
		return func(f *Frame, m uint32) uint32 {
			f.ret |= m
			f.full &^= m
			return 0
		}
	}
	if c.fn.resultKind == kAgg {
		val := c.expr(s.X)
		t := c.fn.result
		rr := c.fn.retAddrReg
		line := c.line(s)
		return func(f *Frame, m uint32) uint32 {
			v := val(f, m)
			f.w.copyLanes(&f.regs[rr], v, m, t, line)
			f.retVal.assign(&f.regs[rr], m, f.full|f.ret|m, f.w.n)
			f.ret |= m
			f.full &^= m
			return 0
		}
	}
	if c.fn.productReturns {
		return c.productReturn(s)
	}
	val := c.expr(s.X)
	return func(f *Frame, m uint32) uint32 {
		v := val(f, m)
		// Lanes that returned earlier keep their value: the uniform fast
		// path may only cover lanes that have not returned yet.
		f.retVal.assign(v, m, f.full|f.ret, f.w.n)
		f.ret |= m
		f.full &^= m
		return 0
	}
}

// declStmt declares locals and runs their initialisers.
func (c *compiler) declStmt(s *ast.DeclStmt) stmtFn {
	var fns []stmtFn
	for _, d := range s.Decls {
		obj := d.Obj
		if obj == nil {
			continue
		}
		if obj.Global || obj.Static || obj.Space != ast.SpaceAuto {
			continue // static storage: laid out and initialised before main
		}
		if obj.Name == "(self)" && inPlaceCtor(c.fn.decl) && c.fn.resultKind == kAgg && types.Identical(obj.Type, c.fn.result) {
			// a constructor's object is the buffer its caller gave: the
			// object being declared, where the caller declares one
			// (ctorInto), so this is its address
			v := &varLoc{obj: obj, t: obj.Type, k: kAgg, ref: true, reg: c.fn.retAddrReg}
			c.vars[obj] = v
			if d.Init != nil {
				if fill := c.initMemory(v.t, d.Init, c.line(d.Init)); fill != nil {
					rr := c.fn.retAddrReg
					fns = append(fns, func(f *Frame, m uint32) uint32 {
						fill(f, m, &f.regs[rr])
						return m
					})
				}
			}
			continue
		}
		v := c.declare(obj, obj.Type)
		if d.Init == nil {
			continue
		}
		if v.reg < 0 && len(s.Decls) == 1 {
			if site := c.objectSite(v, d.Init); site != nil {
				return site // its.go
			}
		}
		mark := c.nregs
		if init := c.initVar(v, d.Init); init != nil {
			fns = append(fns, init)
		}
		c.nregs = mark
	}
	if len(fns) == 0 {
		return nil
	}
	return func(f *Frame, m uint32) uint32 {
		for _, s := range fns {
			s(f, m)
		}
		return m
	}
}

// initVar compiles the initialisation of a local.
func (c *compiler) initVar(v *varLoc, init ast.Expr) stmtFn {
	line := c.line(init)
	if v.reg >= 0 {
		e := c.hostFast(init, c.regionExpr(init))
		r := v.reg
		if c.affTrusted(init) {
			return func(f *Frame, m uint32) uint32 {
				f.regs[r].assignAffine(e(f, m), m, f.full, f.w.n)
				return m
			}
		}
		return func(f *Frame, m uint32) uint32 {
			f.regs[r].assign(e(f, m), m, f.full, f.w.n)
			return m
		}
	}
	addr := func(f *Frame, m uint32, d *Vec) { addU(d, &f.base, v.off, f.w.n) }
	r := c.newReg()
	fill := c.initMemory(v.t, init, line)
	if fill == nil {
		return nil
	}
	return func(f *Frame, m uint32) uint32 {
		a := &f.regs[r]
		addr(f, m, a)
		fill(f, m, a)
		return m
	}
}

// initEach compiles the default construction of every element of the
// array t by init, evaluated once per element (ast.InitList.Each).
func (c *compiler) initEach(t *types.Array, init ast.Expr, line int) memInit {
	fn := c.initMemory(t.Elem, init, line)
	if fn == nil {
		return nil
	}
	es, n := uint64(t.Elem.Size()), uint64(max(t.Len, 0))
	r := c.newReg()
	return func(f *Frame, m uint32, a *Vec) {
		f.w.zeroLanes(a, m, es*n, line)
		for i := uint64(0); i < n; i++ {
			pa := &f.regs[r]
			addU(pa, a, i*es, f.w.n)
			fn(f, m, pa)
		}
	}
}

// memInit writes a value of some type at the per-lane address a.
type memInit func(f *Frame, m uint32, a *Vec)

// initMemory compiles storing init (an expression, InitList or Construct)
// into an object of type t at a per-lane address. Bytes an InitList leaves
// out are zeroed, as C requires.
func (c *compiler) initMemory(t types.Type, init ast.Expr, line int) memInit {
	size := uint64(t.Size())
	if il, ok := init.(*ast.InitList); ok {
		type part struct {
			off uint64
			fn  memInit
		}
		var parts []part
		switch tt := t.(type) {
		case *types.Array:
			es := uint64(tt.Elem.Size())
			if il.Each && len(il.Elems) == 1 {
				return c.initEach(tt, il.Elems[0], line)
			}
			for i, e := range il.Elems {
				if fn := c.initMemory(tt.Elem, e, line); fn != nil {
					parts = append(parts, part{uint64(i) * es, fn})
				}
			}
		case *types.Struct:
			for i, e := range il.Elems {
				if i >= len(tt.Fields) {
					break
				}
				fl := tt.Fields[i]
				if fn := c.initMemory(fl.Type, e, line); fn != nil {
					parts = append(parts, part{uint64(fl.Offset), fn})
				}
				if tt.Union {
					break
				}
			}
		default:
			if len(il.Elems) == 1 {
				return c.initMemory(t, il.Elems[0], line)
			}
			c.unsupported(init, "this initialiser")
			return nil
		}
		r := c.newReg()
		return func(f *Frame, m uint32, a *Vec) {
			f.w.zeroLanes(a, m, size, line)
			for _, p := range parts {
				pa := &f.regs[r]
				addU(pa, a, p.off, f.w.n)
				p.fn(f, m, pa)
			}
		}
	}
	if sl, ok := init.(*ast.StringLit); ok {
		if _, isArr := t.(*types.Array); isArr {
			s := sl.Value
			return func(f *Frame, m uint32, a *Vec) {
				f.w.zeroLanes(a, m, size, line)
				f.w.writeBytes(a, m, []byte(s), size, line)
			}
		}
	}
	k := kindOf(t)
	if k == kAgg {
		if fill := c.ctorInto(init); fill != nil {
			return fill
		}
	}
	e := c.expr(init)
	if k == kAgg {
		return func(f *Frame, m uint32, a *Vec) {
			f.w.copyLanes(a, e(f, m), m, t, line)
		}
	}
	return func(f *Frame, m uint32, a *Vec) {
		f.w.store(a, e(f, m), m, k, line)
	}
}
