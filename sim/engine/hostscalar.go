package engine

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/engine/mem"
)

// The host's scalar path. Host code runs as a one-lane warp through the
// kernels' closures: every operator writes a 32-lane Vec and counts its
// instruction, so `for (i...) h[i] = i & 3;` costs hundreds of machine
// instructions per iteration. A host statement made only of arithmetic,
// register variables and loads and stores of host memory (no calls, no
// &&, || or ?:) is compiled a second time into scalar closures that pass
// one uint64 each.
//
// The two must agree on everything a program can see:
//   - values: the scalar closures use the general path's lane functions
//     (arith, hostShift, convert, convertHost, extend) on lane 0;
//   - the step count: the host counts a step per warp instruction and
//     nothing else, and such a statement executes the same instructions
//     every time, so its first execution takes the general path and
//     records the steps it counted; later ones add that number at once.
//     The step count is read only at loop ticks and calls, between
//     statements, so adding it at once changes nothing;
//   - faults and diagnostics: a scalar closure that meets anything
//     unusual (an address outside the warp's known blocks, a division by
//     zero, an index outside its array) reports !ok before any side
//     effect, and the statement runs again on the general path, which
//     reports it. Only the statement's last step (the store) writes.
//
// While the execution trace records, every instruction must be seen, so
// the general path runs.

// hostScalar turns the scalar path on; a test turns it off to compare.
var hostScalar = true

// scalarFn computes a host expression on its one lane. ok is false when
// the general path must run instead; nothing has been written then.
type scalarFn func(f *Frame) (v uint64, ok bool)

// sval is a compiled scalar operand: a register variable or a constant is
// read in place (no closure call), anything else through fn. The zero
// sval is "not covered".
type sval struct {
	fn  scalarFn // nil: reg or c
	reg int      // >= 0: a register variable
	c   uint64   // the constant when fn is nil and reg < 0
	set bool     // compiled
}

func (o *sval) ok() bool { return o.set }

var noVal sval

func constVal(v uint64) sval { return sval{reg: -1, c: v, set: true} }
func fnVal(fn scalarFn) sval { return sval{reg: -1, fn: fn, set: true} }
func regVal(r int) sval      { return sval{reg: r, set: true} }

func (o *sval) isReg() bool   { return o.fn == nil && o.reg >= 0 }
func (o *sval) isConst() bool { return o.fn == nil && o.reg < 0 }

// closure returns o as a scalarFn.
func (o sval) closure() scalarFn {
	if o.fn != nil {
		return o.fn
	}
	if r := o.reg; r >= 0 {
		return func(f *Frame) (uint64, bool) { return f.regs[r].V[0], true }
	}
	c := o.c
	return func(*Frame) (uint64, bool) { return c, true }
}

// unaryVal applies fn to x.
func unaryVal(x sval, fn func(uint64) uint64) sval {
	if x.isReg() {
		r := x.reg
		return fnVal(func(f *Frame) (uint64, bool) { return fn(f.regs[r].V[0]), true })
	}
	xf := x.closure()
	return fnVal(func(f *Frame) (uint64, bool) {
		v, ok := xf(f)
		return fn(v), ok
	})
}

// binaryVal applies fn to x and y. Register and constant operands are
// read in the closure itself: the loops' i < n and i & 3 take one call.
func binaryVal(x, y sval, fn func(a, b uint64) uint64) sval {
	switch {
	case x.isReg() && y.isConst():
		r, c := x.reg, y.c
		return fnVal(func(f *Frame) (uint64, bool) { return fn(f.regs[r].V[0], c), true })
	case x.isReg() && y.isReg():
		r1, r2 := x.reg, y.reg
		return fnVal(func(f *Frame) (uint64, bool) { return fn(f.regs[r1].V[0], f.regs[r2].V[0]), true })
	case x.isConst() && y.isReg():
		c, r := x.c, y.reg
		return fnVal(func(f *Frame) (uint64, bool) { return fn(c, f.regs[r].V[0]), true })
	case y.isConst():
		xf, c := x.closure(), y.c
		return fnVal(func(f *Frame) (uint64, bool) {
			a, ok := xf(f)
			return fn(a, c), ok
		})
	}
	xf, yf := x.closure(), y.closure()
	return fnVal(func(f *Frame) (uint64, bool) {
		a, ok1 := xf(f)
		b, ok2 := yf(f)
		return fn(a, b), ok1 && ok2
	})
}

// hostPart is a host expression (a statement's, a loop's test or step)
// with its scalar form.
type hostPart struct {
	general evalFn
	fast    scalarFn // nil: the general path only
	steps   int64    // the general path's step count, once recorded; -1 before
	// store, for p[i] = y, is fast's data, and accum, for r op= p[i],
	// fast's operation, which a loop's burst runs in place (hostloop.go);
	// nil for other statements.
	store *directStore
	accum *directAccum
}

// hostPart returns e's part, or nil outside host-only functions. Its
// fast form is nil when the scalar path does not cover e.
func (c *compiler) hostPart(e ast.Expr, general evalFn) *hostPart {
	if !hostScalar || !c.hostOnly() || e == nil {
		return nil
	}
	p := &hostPart{general: general, steps: -1}
	p.fast, p.store = c.scalarTop(e)
	if a, ok := ast.Unparen(e).(*ast.Assign); ok && p.fast != nil && p.store == nil {
		p.accum = c.directAccumOf(a) // hoststore.go
	}
	return p
}

// eval runs the part and returns its value (the host's one lane).
func (p *hostPart) eval(f *Frame, m uint32) uint64 {
	if w := f.w; p.steps >= 0 && scalarReady(w) {
		if v, ok := p.fast(f); ok {
			w.m.steps += p.steps
			return v
		}
	}
	return p.slow(f, m)
}

// scalarReady reports whether the warp may take the scalar path: not
// halted, no execution trace to feed, not the loader.
func scalarReady(w *Warp) bool { return w.m.exec == nil && !w.m.halted && !w.privileged }

// slow runs the part on the general path, recording its step count.
func (p *hostPart) slow(f *Frame, m uint32) uint64 {
	w := f.w
	before := w.m.steps
	v := p.general(f, m)
	if p.fast != nil {
		w.hostGeneral++
		if !w.m.halted {
			p.steps = w.m.steps - before
		}
	}
	if v == nil {
		return 0
	}
	return v.V[0]
}

// stmt runs the part as an expression statement.
func (p *hostPart) stmt(f *Frame, m uint32) uint32 {
	p.eval(f, m)
	return m
}

// evalFn returns the part as an expression whose value register d holds.
func (p *hostPart) evalFn(d int) evalFn {
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		out.setUniform(p.eval(f, m))
		return out
	}
}

// hostFast returns general, or, when the scalar path covers the host
// expression e, e's part as an expression.
func (c *compiler) hostFast(e ast.Expr, general evalFn) evalFn {
	if p := c.hostPart(e, general); p != nil && p.fast != nil {
		return p.evalFn(c.newReg())
	}
	return general
}

// hostLoopBody compiles the body of a host loop made of expression
// statements as parts that the loop runs directly (ok); otherwise it
// compiles nothing.
func (c *compiler) hostLoopBody(s ast.Stmt) (parts []*hostPart, ok bool) {
	if !hostScalar || !c.hostOnly() {
		return nil, false
	}
	list := []ast.Stmt{s}
	if b, isBlock := s.(*ast.Block); isBlock {
		if hasLabel(b.List) {
			return nil, false
		}
		list = b.List
	}
	for _, st := range list {
		switch st.(type) {
		case *ast.ExprStmt, *ast.EmptyStmt:
		default:
			return nil, false
		}
	}
	for _, st := range list {
		if es, isExpr := st.(*ast.ExprStmt); isExpr {
			mark := c.nregs
			parts = append(parts, c.hostPart(es.X, c.exprStmt(es)))
			c.nregs = mark
		}
	}
	return parts, true
}

// runParts runs a host loop body's parts in order.
func runParts(f *Frame, m uint32, parts []*hostPart) {
	if len(parts) == 1 && parts[0].fast != nil {
		parts[0].eval(f, m) // the common one-statement body
		return
	}
	for _, p := range parts {
		if p.fast == nil {
			p.general(f, m)
			continue
		}
		p.eval(f, m)
	}
}

// scalarTop compiles a statement's expression: an assignment or ++/--
// whose operands are pure, or a pure expression. store is set for
// p[i] = y (hoststore.go).
func (c *compiler) scalarTop(e ast.Expr) (fn scalarFn, store *directStore) {
	switch x := ast.Unparen(e).(type) {
	case *ast.Assign:
		if s := c.directStoreOf(x); s != nil {
			return s.run, s
		}
		return c.scalarAssign(x), nil
	case *ast.IncDec:
		return c.scalarIncDec(x), nil
	}
	if v := c.scalarPure(e); v.ok() {
		return v.closure(), nil
	}
	return nil, nil
}

// scalarLV is an lvalue on the scalar path: a register, or an address.
type scalarLV struct {
	reg  int
	addr scalarFn
	k    kind
	size uint64
	// direct: the address is p[i] of two register variables, computed in
	// place (rp, ri, es) instead of through addr.
	direct bool
	rp, ri int
	es     uint64
}

// address computes the lvalue's address.
func (lv *scalarLV) address(f *Frame) (uint64, bool) {
	if lv.direct {
		return f.regs[lv.rp].V[0] + f.regs[lv.ri].V[0]*lv.es, true
	}
	return lv.addr(f)
}

// indexAddrVal compiles p + i*es; for a declared array of n elements, an
// index outside it is the general path's to report.
func indexAddrVal(p, i sval, es uint64, n int64) scalarFn {
	if n <= 0 && p.isReg() && i.isReg() {
		rp, ri := p.reg, i.reg
		return func(f *Frame) (uint64, bool) { return f.regs[rp].V[0] + f.regs[ri].V[0]*es, true }
	}
	pf, xf := p.closure(), i.closure()
	if n <= 0 {
		return func(f *Frame) (uint64, bool) {
			pv, ok1 := pf(f)
			iv, ok2 := xf(f)
			return pv + iv*es, ok1 && ok2
		}
	}
	return func(f *Frame) (uint64, bool) {
		pv, ok1 := pf(f)
		iv, ok2 := xf(f)
		if int64(iv) < 0 || int64(iv) >= n {
			return 0, false
		}
		return pv + iv*es, ok1 && ok2
	}
}

// loader returns the closure reading the lvalue.
func (lv *scalarLV) loader() scalarFn {
	if r := lv.reg; r >= 0 {
		return func(f *Frame) (uint64, bool) { return f.regs[r].V[0], true }
	}
	addr, k, size := lv.addr, lv.k, lv.size
	if lv.direct { // h[i]: the address in place
		rp, ri, es := lv.rp, lv.ri, lv.es
		return func(f *Frame) (uint64, bool) {
			a := f.regs[rp].V[0] + f.regs[ri].V[0]*es
			w := f.w
			b := w.lastBlock
			if b == nil || a < b.Base || a+size > b.Base+b.Size || a+size <= a || b.Freed {
				if b = w.hostBlock(a, int(size), OpLoad); b == nil {
					return 0, false
				}
			}
			return extend(k, mem.Load(b, a-b.Base, int(size))), true
		}
	}
	return func(f *Frame) (uint64, bool) {
		a, ok := addr(f)
		if !ok {
			return 0, false
		}
		w := f.w
		b := w.lastBlock
		if b == nil || a < b.Base || a+size > b.Base+b.Size || a+size <= a || b.Freed {
			if b = w.hostBlock(a, int(size), OpLoad); b == nil {
				return 0, false
			}
		}
		return extend(k, mem.Load(b, a-b.Base, int(size))), true
	}
}

// store writes v; it is a statement's last step.
func (lv *scalarLV) store(f *Frame, v uint64) bool {
	if lv.reg >= 0 {
		r := &f.regs[lv.reg]
		r.setUniform(v)
		return true
	}
	a, ok := lv.address(f)
	if !ok {
		return false
	}
	w := f.w
	b := w.lastBlock
	if b == nil || a < b.Base || a+lv.size > b.Base+b.Size || a+lv.size <= a || b.Freed {
		if b = w.hostBlock(a, int(lv.size), OpStore); b == nil {
			return false
		}
	}
	w.storeSeq++
	mem.Store(b, a-b.Base, int(lv.size), v)
	return true
}

// scalarLvalue compiles an object designator of a scalar kind, or nil.
func (c *compiler) scalarLvalue(e ast.Expr) *scalarLV {
	k := kindOf(e.Type())
	if k == kAgg || k == kVoid {
		return nil
	}
	lv := &scalarLV{reg: -1, k: k, size: uint64(k.size())}
	switch x := ast.Unparen(e).(type) {
	case *ast.Ident:
		if x.Obj != nil {
			if v, ok := c.vars[x.Obj]; ok && !v.ref && v.reg >= 0 {
				lv.reg = v.reg
				return lv
			}
		}
	case *ast.Index:
		p, i := c.scalarPure(x.X), c.scalarPure(x.Index)
		if !p.ok() || !i.ok() {
			return nil
		}
		es := uint64(1)
		if pt, ok := x.X.Type().(*types.Pointer); ok {
			es = uint64(max(pt.Elem.Size(), 1))
		}
		n, _ := arrayLen(x.X)
		lv.addr = indexAddrVal(p, i, es, n)
		if n <= 0 && p.isReg() && i.isReg() {
			lv.direct, lv.rp, lv.ri, lv.es = true, p.reg, i.reg, es
		}
		return lv
	}
	if p := c.scalarAddr(e); p.ok() {
		lv.addr = p.closure()
		return lv
	}
	return nil
}

// scalarAddr compiles the address of an object in memory that is not
// indexed, or noVal.
func (c *compiler) scalarAddr(e ast.Expr) sval {
	switch e := e.(type) {
	case *ast.Paren:
		return c.scalarAddr(e.X)
	case *ast.Ident:
		obj := e.Obj
		if obj == nil || (obj.Kind != ast.ObjVar && obj.Kind != ast.ObjParam) {
			return noVal
		}
		if v, ok := c.vars[obj]; ok {
			if v.ref || v.reg >= 0 {
				return noVal
			}
			off := v.off
			return fnVal(func(f *Frame) (uint64, bool) { return f.base.V[0] + off, true })
		}
		if obj.Space == ast.SpaceShared || obj.Space == ast.SpaceDynShared {
			return noVal
		}
		if a, ok := c.m.globals[obj]; ok {
			return constVal(a)
		}
	case *ast.Unary:
		if e.Op == token.Mul {
			return c.scalarPure(e.X)
		}
	case *ast.Index:
		if lv := c.scalarLvalue(e); lv != nil && lv.reg < 0 {
			return fnVal(lv.addr)
		}
	}
	return noVal
}

// scalarPure compiles an expression without side effects, or noVal.
func (c *compiler) scalarPure(e ast.Expr) sval {
	if v := literalVec(e); v != nil {
		return constVal(v.V[0])
	}
	switch e := e.(type) {
	case *ast.Paren:
		return c.scalarPure(e.X)
	case *ast.Ident:
		if e.Obj == nil {
			return noVal
		}
		switch e.Obj.Kind {
		case ast.ObjEnumConst, ast.ObjBuiltinConst:
			return constVal(canon(kindOf(e.T), uint64(e.Obj.Value)))
		case ast.ObjVar, ast.ObjParam:
			if lv := c.scalarLvalue(e); lv != nil {
				if lv.reg >= 0 {
					return regVal(lv.reg)
				}
				return fnVal(lv.loader())
			}
		}
	case *ast.Index:
		if lv := c.scalarLvalue(e); lv != nil {
			return fnVal(lv.loader())
		}
	case *ast.Unary:
		return c.scalarUnary(e)
	case *ast.Binary:
		return c.scalarBinary(e)
	case *ast.Cast:
		return c.scalarCast(e)
	}
	return noVal
}

func (c *compiler) scalarUnary(e *ast.Unary) sval {
	switch e.Op {
	case token.Mul:
		if lv := c.scalarLvalue(e); lv != nil {
			return fnVal(lv.loader())
		}
		return noVal
	case token.And:
		if id, ok := ast.Unparen(e.X).(*ast.Ident); ok && id.Obj != nil && id.Obj.Kind == ast.ObjFunc {
			return noVal
		}
		return c.scalarAddr(e.X)
	case token.Add:
		return c.scalarPure(e.X)
	}
	x := c.scalarPure(e.X)
	if !x.ok() {
		return noVal
	}
	k := kindOf(e.T)
	fn := unaryLaneOp(e.Op, k)
	if fn == nil {
		return noVal
	}
	return unaryVal(x, fn)
}

func (c *compiler) scalarBinary(e *ast.Binary) sval {
	switch e.Op {
	case token.Comma, token.LAnd, token.LOr:
		return noVal
	}
	xt, yt := e.X.Type(), e.Y.Type()
	if k := kindOf(e.T); k == kF32 || k == kF64 {
		// The general path may contract a*b + c into an FMA.
		if _, _, ok := mulOperands(e.X, k); ok {
			return noVal
		}
		if _, _, ok := mulOperands(e.Y, k); ok {
			return noVal
		}
	}
	if (e.Op == token.Quo || e.Op == token.Rem) && kindOf(e.T).isInt() && sameVariable(e.X, e.Y) {
		return noVal // folded by the general path
	}
	x, y := c.scalarPure(e.X), c.scalarPure(e.Y)
	if !x.ok() || !y.ok() {
		return noVal
	}
	var fn func(a, b uint64) uint64
	divides := false
	xp, yp := types.IsPointer(xt), types.IsPointer(yt)
	switch {
	case xp && yp && e.Op == token.Sub:
		es := int64(elemSize(xt))
		fn = func(a, b uint64) uint64 { return uint64(int64(a-b) / es) }
	case xp && !yp && (e.Op == token.Add || e.Op == token.Sub):
		es := elemSize(xt)
		if e.Op == token.Add {
			fn = func(a, b uint64) uint64 { return a + b*es }
		} else {
			fn = func(a, b uint64) uint64 { return a - b*es }
		}
	case yp && !xp && e.Op == token.Add:
		es := elemSize(yt)
		fn = func(a, b uint64) uint64 { return b + a*es }
	case xp || yp:
		if !isComparison(e.Op) {
			return noVal
		}
		fn = arith(e.Op, kindOf(xt))
	default:
		k := kindOf(xt)
		if e.Op == token.Shl || e.Op == token.Shr {
			fn = hostShift(e.Op, kindOf(e.T))
		} else {
			fn = arith(e.Op, k)
		}
		divides = (e.Op == token.Quo || e.Op == token.Rem) && k.isInt()
	}
	if fn == nil {
		return noVal
	}
	if v := intRegConst(e.Op, kindOf(xt), x, y); v.ok() && !xp && !yp && e.Op != token.Shl && e.Op != token.Shr {
		return v
	}
	if divides {
		// On the host a division by zero kills the program: the general
		// path reports it.
		xf, yf := x.closure(), y.closure()
		k := kindOf(xt)
		return fnVal(func(f *Frame) (uint64, bool) {
			a, ok1 := xf(f)
			b, ok2 := yf(f)
			if !ok1 || !ok2 || hostDivTraps(k, a, b) {
				return 0, false
			}
			return fn(a, b), true
		})
	}
	return binaryVal(x, y, fn)
}

// intRegConst is binaryVal for the loops' commonest operations, a
// register op a constant in a 32- or 64-bit integer kind, computed in the
// closure (arith's lane functions, written out); noVal for the others.
func intRegConst(op token.Kind, k kind, x, y sval) sval {
	if !x.isReg() || !y.isConst() || (k != kI32 && k != kU32 && k != kI64 && k != kU64) {
		return noVal
	}
	r, c := x.reg, y.c
	signed := k.signed()
	switch op {
	case token.Lss:
		if signed {
			return fnVal(func(f *Frame) (uint64, bool) { return bool64(int64(f.regs[r].V[0]) < int64(c)), true })
		}
		return fnVal(func(f *Frame) (uint64, bool) { return bool64(f.regs[r].V[0] < c), true })
	case token.Leq:
		if signed {
			return fnVal(func(f *Frame) (uint64, bool) { return bool64(int64(f.regs[r].V[0]) <= int64(c)), true })
		}
		return fnVal(func(f *Frame) (uint64, bool) { return bool64(f.regs[r].V[0] <= c), true })
	case token.Gtr:
		if signed {
			return fnVal(func(f *Frame) (uint64, bool) { return bool64(int64(f.regs[r].V[0]) > int64(c)), true })
		}
		return fnVal(func(f *Frame) (uint64, bool) { return bool64(f.regs[r].V[0] > c), true })
	case token.Geq:
		if signed {
			return fnVal(func(f *Frame) (uint64, bool) { return bool64(int64(f.regs[r].V[0]) >= int64(c)), true })
		}
		return fnVal(func(f *Frame) (uint64, bool) { return bool64(f.regs[r].V[0] >= c), true })
	case token.Neq:
		return fnVal(func(f *Frame) (uint64, bool) { return bool64(f.regs[r].V[0] != c), true })
	case token.And:
		return fnVal(func(f *Frame) (uint64, bool) { return f.regs[r].V[0] & c, true })
	case token.Add:
		if k == kI32 {
			return fnVal(func(f *Frame) (uint64, bool) { return uint64(int64(int32(f.regs[r].V[0] + c))), true })
		}
		if k == kI64 || k == kU64 {
			return fnVal(func(f *Frame) (uint64, bool) { return f.regs[r].V[0] + c, true })
		}
	}
	return noVal
}

func (c *compiler) scalarCast(e *ast.Cast) sval {
	switch e.Conv {
	case ast.ConvArrayDecay:
		return c.scalarAddr(e.X)
	case ast.ConvNullToPtr:
		if x := c.scalarPure(e.X); x.ok() {
			return unaryVal(x, func(uint64) uint64 { return 0 })
		}
		return noVal
	case ast.ConvFuncDecay, ast.ConvToVoid, ast.ConvToVector:
		return noVal
	}
	if k := kindOf(e.X.Type()); k == kAgg || k == kVoid {
		return noVal
	}
	x := c.scalarPure(e.X)
	if !x.ok() {
		return noVal
	}
	fn := convertHost(kindOf(e.X.Type()), kindOf(e.T))
	if fn == nil {
		fn = convert(kindOf(e.X.Type()), kindOf(e.T))
	}
	if fn == nil {
		return x
	}
	return unaryVal(x, fn)
}

// scalarAssign compiles x = y and x op= y as the general path (assign)
// computes them.
func (c *compiler) scalarAssign(e *ast.Assign) scalarFn {
	lv := c.scalarLvalue(e.X)
	y := c.scalarPure(e.Y)
	if lv == nil || !y.ok() {
		return nil
	}
	if e.Op == token.Assign {
		if y.isConst() || y.isReg() {
			return func(f *Frame) (uint64, bool) {
				v := y.c
				if y.reg >= 0 {
					v = f.regs[y.reg].V[0]
				}
				return v, lv.store(f, v)
			}
		}
		yf := y.fn
		return func(f *Frame) (uint64, bool) {
			v, ok := yf(f)
			return v, ok && lv.store(f, v)
		}
	}
	op := e.Op.BinaryOf()
	xt := e.X.Type()
	var fn func(a, b uint64) uint64
	var to, back func(uint64) uint64
	divides := false
	var opKind kind // the operation's kind, where it divides
	if types.IsPointer(xt) {
		es := elemSize(xt)
		switch op {
		case token.Add:
			fn = func(a, b uint64) uint64 { return a + b*es }
		case token.Sub:
			fn = func(a, b uint64) uint64 { return a - b*es }
		}
	} else {
		opT := e.OpType
		if opT == nil {
			opT = xt
		}
		ok := kindOf(opT)
		if (op == token.Add || op == token.Sub) && (ok == kF32 || ok == kF64) {
			if _, _, m := mulOperands(e.Y, ok); m {
				return nil // sum += a*b may be an FMA
			}
		}
		fn = hostShift(op, ok)
		if fn == nil {
			fn = arith(op, ok)
		}
		to = convert(kindOf(xt), ok)
		back = convertHost(ok, kindOf(xt))
		if back == nil {
			back = convert(ok, kindOf(xt))
		}
		divides = (op == token.Quo || op == token.Rem) && ok.isInt()
		opKind = ok
	}
	if fn == nil {
		return nil
	}
	if lv.reg >= 0 {
		return regCompound(lv.reg, y.closure(), to, back, fn, divides, opKind) // hoststore.go
	}
	load, yf := lv.loader(), y.closure()
	return func(f *Frame) (uint64, bool) {
		a, ok1 := load(f)
		b, ok2 := yf(f)
		if !ok1 || !ok2 || (divides && b == 0) {
			return 0, false
		}
		if to != nil {
			a = to(a)
		}
		if divides && hostDivTraps(opKind, a, b) {
			return 0, false // the general path reports it
		}
		v := fn(a, b)
		if back != nil {
			v = back(v)
		}
		return v, lv.store(f, v)
	}
}

// scalarIncDec compiles ++ and -- as incDecAs computes them.
func (c *compiler) scalarIncDec(e *ast.IncDec) scalarFn {
	lv := c.scalarLvalue(e.X)
	if lv == nil {
		return nil
	}
	t := e.X.Type()
	sign := uint64(1)
	if e.Op == token.Dec {
		sign = ^uint64(0)
	}
	post := e.Post
	if r := lv.reg; r >= 0 && lv.k.isInt() && lv.k != kBool {
		// i++ on a register: the common loop step, without calls.
		k := lv.k
		return func(f *Frame) (uint64, bool) {
			x := &f.regs[r]
			old := x.V[0]
			v := canon(k, old+sign)
			x.setUniform(v)
			if post {
				return old, true
			}
			return v, true
		}
	}
	fn := incDecStep(lv.k, t, e.Op)
	load := lv.loader()
	return func(f *Frame) (uint64, bool) {
		old, ok := load(f)
		if !ok {
			return 0, false
		}
		v := fn(old)
		if !lv.store(f, v) {
			return 0, false
		}
		if post {
			return old, true
		}
		return v, true
	}
}

// hostBlock is Warp.resolve's successful outcome for a host access,
// without its reports: the block holding [addr, addr+size), or nil when
// resolve would fault (or allows the access only as managed memory).
func (w *Warp) hostBlock(addr uint64, size int, op Op) *mem.Block {
	if w.device || w.privileged {
		return nil
	}
	if b, end := w.lastBlock, addr+uint64(size); b != nil && addr >= b.Base && end <= b.Base+b.Size && end > addr && !b.Freed {
		return b
	}
	s := mem.SpaceOf(addr)
	if ok, _ := w.spaceAllowed(s, op); !ok {
		return nil
	}
	b, _, f := w.m.mem.Resolve(addr, uint64(size))
	if f != nil {
		return nil
	}
	if s != mem.Constant {
		w.lastBlock = b
	}
	return b
}
