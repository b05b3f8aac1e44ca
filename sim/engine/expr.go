package engine

import (
	"math"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/engine/num"
)

const tokAnd = token.And

// constOf returns the stored form of a folded constant of type t.
func constOf(v *ast.Value, t types.Type) uint64 {
	switch k := kindOf(t); k {
	case kF32:
		if v.IsFloat {
			return b32(float32(v.Float))
		}
		return b32(float32(int64(v.Int)))
	case kF64:
		if v.IsFloat {
			return b64(v.Float)
		}
		return b64(float64(int64(v.Int)))
	default:
		if v.IsFloat {
			return canon(k, uint64(int64(v.Float)))
		}
		return canon(k, v.Int)
	}
}

// expr compiles an expression to a closure computing its value. The value
// of an aggregate (struct, array) is its address.
func (c *compiler) expr(e ast.Expr) evalFn {
	lazy := c.lazyNext
	c.lazyNext = false
	if v := literalVec(e); v != nil {
		return func(*Frame, uint32) *Vec { return v }
	}
	line := c.line(e)
	switch e := e.(type) {
	case *ast.Paren:
		c.lazyNext = lazy
		return c.expr(e.X)
	case *ast.StringLit:
		v := constVec(c.m.stringAddr(e.Value))
		return func(*Frame, uint32) *Vec { return v }
	case *ast.SizeOf:
		v := constVec(uint64(0))
		if e.X != nil && e.X.Type() != nil {
			v = constVec(uint64(e.X.Type().Size()))
		} else if e.TypeName != nil && e.TypeName.T != nil {
			v = constVec(uint64(e.TypeName.T.Size()))
		}
		return func(*Frame, uint32) *Vec { return v }
	case *ast.Ident:
		return c.ident(e)
	case *ast.Unary:
		return c.unary(e)
	case *ast.IncDec:
		return c.incDec(e)
	case *ast.Binary:
		if k, es, ok := affineKind(e); ok {
			return c.affineBinary(e, k, es, lazy)
		}
		return c.binary(e)
	case *ast.Assign:
		return c.assign(e)
	case *ast.Cond:
		return c.cond(e)
	case *ast.Call:
		return c.call(e)
	case *ast.Launch:
		return c.launch(e)
	case *ast.Index, *ast.Member:
		if mb, ok := e.(*ast.Member); ok {
			if f := c.builtinMember(mb); f != nil {
				return f
			}
		}
		lv := c.lvalue(e)
		if lv == nil {
			return c.bad()
		}
		fn := c.load(lv, line)
		if lv.fused != nil && lv.reg < 0 && lv.k != kAgg {
			c.noteFusedLoad(e, c.lastFusedLoad)
		}
		return fn
	case *ast.Cast:
		if from, to, ok := affineCast(e); ok {
			return c.affineConvert(e, from, to, lazy)
		}
		return c.cast(e)
	case *ast.Construct:
		return c.construct(e)
	case *ast.InitList:
		// A braced list used as a value: build it in frame memory.
		t := e.T
		off := c.frameMem(t.Size(), t.Align())
		fill := c.initMemory(t, e, line)
		r := c.newReg()
		if fill == nil {
			return c.bad()
		}
		return func(f *Frame, m uint32) *Vec {
			a := &f.regs[r]
			addU(a, &f.base, off, f.w.n)
			fill(f, m, a)
			return a
		}
	}
	c.unsupported(e, "this expression")
	return c.bad()
}

func (c *compiler) bad() evalFn {
	v := constVec(0)
	return func(*Frame, uint32) *Vec { return v }
}

// lvalue is a compiled object designator.
type lvalue struct {
	reg  int    // >= 0: a register variable
	addr evalFn // otherwise: the per-lane address
	// addrLazy, when set, is addr for an affine-aware load: it may return
	// a lazy affine Vec.
	addrLazy evalFn
	fused    *fusedAddr // when set, the address as a fused shape (fuse.go)
	t        types.Type
	k        kind
}

// load compiles reading an lvalue. Aggregates evaluate to their address.
func (c *compiler) load(lv *lvalue, line int) evalFn {
	if lv.reg >= 0 {
		r := lv.reg
		return func(f *Frame, m uint32) *Vec { return &f.regs[r] }
	}
	if lv.k == kAgg {
		return lv.addr
	}
	addr, k := lv.addr, lv.k
	d := c.newReg()
	if lv.fused != nil {
		c.lastFusedLoad = fusedLoadSite{fz: lv.fused, k: k, out: d, line: line}
		return lv.fused.load(k, d, line)
	}
	if lz := lv.addrLazy; lz != nil {
		return func(f *Frame, m uint32) *Vec {
			a := lz(f, m)
			out := &f.regs[d]
			f.w.count(line, m)
			if a.aff && f.w.loadAffine(out, a, m, k, line) {
				return out
			}
			a.fill()
			if !f.w.load(out, a, m, k, line) {
				out.setUniform(0)
			}
			return out
		}
	}
	return func(f *Frame, m uint32) *Vec {
		a := addr(f, m)
		out := &f.regs[d]
		f.w.count(line, m)
		if !f.w.load(out, a, m, k, line) {
			out.setUniform(0)
		}
		return out
	}
}

// storeTo compiles writing v into an lvalue; the closure returns v.
func (c *compiler) storeTo(lv *lvalue, line int) func(f *Frame, m uint32, v *Vec) {
	if lv.reg >= 0 {
		r := lv.reg
		return func(f *Frame, m uint32, v *Vec) { f.regs[r].assign(v, m, f.full, f.w.n) }
	}
	addr, k := lv.addr, lv.k
	if k == kAgg {
		t := lv.t
		return func(f *Frame, m uint32, v *Vec) {
			f.w.copyLanes(addr(f, m), v, m, t, line)
		}
	}
	if lv.fused != nil {
		return lv.fused.store(k, line)
	}
	return func(f *Frame, m uint32, v *Vec) {
		a := addr(f, m)
		f.w.count(line, m)
		f.w.store(a, v, m, k, line)
	}
}

// lvalue compiles an object designator.
func (c *compiler) lvalue(e ast.Expr) *lvalue {
	t := e.Type()
	lv := &lvalue{reg: -1, t: t, k: kindOf(t)}
	switch e := e.(type) {
	case *ast.Paren:
		return c.lvalue(e.X)
	case *ast.Ident:
		return c.identLvalue(e)
	case *ast.Unary:
		if e.Op == token.Mul {
			lv.addr = c.expr(e.X)
			return lv
		}
	case *ast.Index:
		n, name := arrayLen(e.X)
		// The address may stay affine (affine.go).
		p, i := c.operandOf(e.X, c.exprLazy(e.X)), c.operandOf(e.Index, c.exprLazy(e.Index))
		es := uint64(1)
		if pt, ok := e.X.Type().(*types.Pointer); ok {
			es = uint64(max(pt.Elem.Size(), 1))
		}
		d := c.newReg()
		line := c.line(e)
		tp, ti := c.affTrusted(e.X), c.affTrusted(e.Index)
		if n > 0 {
			// Indexing a declared array: check the index against its length,
			// which catches overruns that stay inside the thread's stack or
			// the block's shared memory.
			lv.addr, lv.addrLazy, lv.fused = c.fusedIndex(e, es, n, d, line,
				indexArray(p, i, tp, ti, es, d, line, n, name, false), indexArray(p, i, tp, ti, es, d, line, n, name, true))
			return lv
		}
		lv.addr, lv.addrLazy, lv.fused = c.fusedIndex(e, es, 0, d, line,
			indexAffine(p, i, tp, ti, es, d, line, false), indexAffine(p, i, tp, ti, es, d, line, true))
		return lv
	case *ast.Member:
		if e.Field == nil {
			break
		}
		off := uint64(e.Field.Offset)
		var base evalFn
		if e.Arrow {
			base = c.expr(e.X)
		} else if e.X.IsLvalue() {
			inner := c.lvalue(e.X)
			if inner == nil {
				return nil
			}
			if inner.reg >= 0 {
				c.unsupported(e, "a member of a register value")
				return nil
			}
			base = inner.addr
		} else {
			base = c.expr(e.X) // an aggregate rvalue: its temporary's address
		}
		if off == 0 {
			lv.addr = base
			return lv
		}
		d := c.newReg()
		lv.addr = func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			addU(out, base(f, m), off, f.w.n)
			return out
		}
		return lv
	case *ast.StringLit:
		v := constVec(c.m.stringAddr(e.Value))
		lv.addr = func(*Frame, uint32) *Vec { return v }
		return lv
	case *ast.Assign, *ast.IncDec:
		// (x = y) and ++x are lvalues in C++: evaluate, then designate x.
		ev := c.expr(e)
		var x ast.Expr
		if a, ok := e.(*ast.Assign); ok {
			x = a.X
		} else {
			x = e.(*ast.IncDec).X
		}
		inner := c.lvalue(x)
		if inner == nil {
			return nil
		}
		if inner.reg >= 0 {
			return inner
		}
		addr := inner.addr
		lv.addr = func(f *Frame, m uint32) *Vec { ev(f, m); return addr(f, m) }
		return lv
	}
	c.unsupported(e, "this kind of assignable expression")
	return nil
}

// arrayLen returns the length and name of the declared array that x (an
// array-to-pointer decay) designates, or 0.
func arrayLen(x ast.Expr) (int64, string) {
	cast, ok := ast.Unparen(x).(*ast.Cast)
	if !ok || cast.Conv != ast.ConvArrayDecay {
		return 0, ""
	}
	at, ok := cast.X.Type().(*types.Array)
	if !ok || at.Len <= 0 {
		return 0, ""
	}
	name := "an array"
	switch a := ast.Unparen(cast.X).(type) {
	case *ast.Ident:
		name = a.Name
	case *ast.Member:
		name = a.Name
	}
	return at.Len, name
}

// indexAddr computes p + i*es lane-wise.
func indexAddr(d, p, i *Vec, es uint64, n int) {
	switch {
	case p.U && i.U:
		d.setUniform(p.V[0] + i.V[0]*es)
	case i.U:
		o := i.V[0] * es
		for l := 0; l < n; l++ {
			d.V[l] = p.V[l] + o
		}
		d.U = false
	case p.U:
		b := p.V[0]
		for l := 0; l < n; l++ {
			d.V[l] = b + i.V[l]*es
		}
		d.U = false
	default:
		for l := 0; l < n; l++ {
			d.V[l] = p.V[l] + i.V[l]*es
		}
		d.U = false
	}
}

func (c *compiler) ident(e *ast.Ident) evalFn {
	obj := e.Obj
	if obj == nil {
		c.unsupported(e, "an unresolved name")
		return c.bad()
	}
	switch obj.Kind {
	case ast.ObjEnumConst, ast.ObjBuiltinConst:
		v := constVec(canon(kindOf(e.T), uint64(obj.Value)))
		return func(*Frame, uint32) *Vec { return v }
	case ast.ObjBuiltinVar:
		return c.builtinVar(e)
	case ast.ObjVar, ast.ObjParam:
		lv := c.identLvalue(e)
		if lv == nil {
			return c.bad()
		}
		return c.load(lv, c.line(e))
	}
	c.unsupported(e, "using "+obj.Name+" as a value")
	return c.bad()
}

func (c *compiler) identLvalue(e *ast.Ident) *lvalue {
	obj := e.Obj
	t := e.T
	lv := &lvalue{reg: -1, t: t, k: kindOf(t)}
	if obj == nil {
		c.unsupported(e, "an unresolved name")
		return nil
	}
	if v, ok := c.vars[obj]; ok {
		if v.ref {
			lv.addr = func(f *Frame, m uint32) *Vec { return &f.regs[v.reg] }
			return lv
		}
		if v.reg >= 0 {
			lv.reg = v.reg
			return lv
		}
		off := v.off
		d := c.newReg()
		lv.addr = func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			addU(out, &f.base, off, f.w.n)
			return out
		}
		return lv
	}
	switch obj.Space {
	case ast.SpaceShared, ast.SpaceDynShared:
		id := obj.ID
		dyn := obj.Space == ast.SpaceDynShared
		d := c.newReg()
		lv.addr = func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			b := f.w.blk
			if b == nil {
				out.setUniform(0)
				return out
			}
			if dyn {
				out.setUniform(b.sharedBase + b.launch.dynOff)
			} else {
				out.setUniform(b.sharedBase + b.launch.sharedOff[id])
			}
			return out
		}
		return lv
	}
	if addr, ok := c.m.globals[obj]; ok {
		v := constVec(addr)
		lv.addr = func(*Frame, uint32) *Vec { return v }
		return lv
	}
	c.unsupported(e, "the variable "+obj.Name+" here")
	return nil
}

func (c *compiler) unary(e *ast.Unary) evalFn {
	line := c.line(e)
	switch e.Op {
	case token.Mul:
		lv := c.lvalue(e)
		if lv == nil {
			return c.bad()
		}
		return c.load(lv, line)
	case token.And:
		if id, ok := ast.Unparen(e.X).(*ast.Ident); ok && id.Obj != nil && id.Obj.Kind == ast.ObjFunc {
			return c.funcValue(e, e.X)
		}
		lv := c.lvalue(e.X)
		if lv == nil {
			return c.bad()
		}
		if lv.reg >= 0 {
			c.unsupported(e, "taking this address")
			return c.bad()
		}
		return lv.addr
	case token.Add:
		return c.expr(e.X)
	}
	x := c.expr(e.X)
	k := kindOf(e.T)
	fn := unaryLaneOp(e.Op, k)
	if fn == nil {
		c.unsupported(e, "the operator "+e.Op.String())
		return c.bad()
	}
	d := c.newReg()
	if e.Op == token.Sub && (k == kF32 || k == kF64) && !foldedByNvcc(e.X) {
		// The GPU negates with an FADD or a DADD: a float NaN comes out
		// canonical and a double NaN quieted, neither with its sign flipped.
		// (nvcc folds the negation of a constant, flipping the sign of a
		// NaN too: -NAN prints "-nan" on the H200, randprog's printf_02.)
		dev := func(v uint64) uint64 { return devB32(-f32(v)) }
		if k == kF64 {
			dev = func(v uint64) uint64 {
				if v&^(1<<63) > 0x7ff0000000000000 {
					return v | 1<<51
				}
				return b64(-f64(v))
			}
		}
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			v := x(f, m)
			f.w.count(line, m)
			if f.w.device {
				unop(out, v, f.w.n, dev)
			} else {
				unop(out, v, f.w.n, fn)
			}
			return out
		}
	}
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		v := x(f, m)
		f.w.count(line, m)
		unop(out, v, f.w.n, fn)
		return out
	}
}

// foldedByNvcc reports whether x is a constant nvcc's front end folds.
func foldedByNvcc(x ast.Expr) bool {
	_, ok := nvccConst(x)
	return ok
}

// nvccConst returns the value of x when it is a constant nvcc's front end
// folds: a literal or constant expression, or NAN and INFINITY
// (__builtin_nanf(""), __builtin_inff()) and their conversions.
func nvccConst(x ast.Expr) (float64, bool) {
	x = ast.Unparen(x)
	if c := x.Base().Const; c != nil {
		switch {
		case c.IsFloat:
			return c.Float, true
		case types.IsUnsigned(x.Type()):
			return float64(c.Int), true
		}
		return float64(int64(c.Int)), true
	}
	switch x := x.(type) {
	case *ast.Call:
		if x.Func != nil && x.Func.Kind == ast.ObjBuiltinFunc {
			switch x.Func.Name {
			case "__builtin_nanf", "__builtin_nan":
				return math.Float64frombits(0x7ff8000000000000), true // glibc's NAN, not Go's
			case "__builtin_inff", "__builtin_inf":
				return math.Inf(1), true
			}
		}
	case *ast.Cast:
		v, ok := nvccConst(x.X)
		if ok && kindOf(x.T) == kF32 {
			v = float64(float32(v))
		}
		return v, ok
	}
	return 0, false
}

// elemSize is the size of what a pointer type points at (1 for void*).
func elemSize(t types.Type) uint64 {
	if p, ok := t.(*types.Pointer); ok {
		if s := p.Elem.Size(); s > 0 {
			return uint64(s)
		}
	}
	return 1
}

func (c *compiler) binary(e *ast.Binary) evalFn {
	line := c.line(e)
	if (e.Op == token.Quo || e.Op == token.Rem) && kindOf(e.Type()).isInt() && sameVariable(e.X, e.Y) {
		// nvcc and gcc fold x / x to 1 and x % x to 0 (x / 0 is undefined):
		// the H200 prints 1 for a zero divided by itself.
		v := constVec(0)
		if e.Op == token.Quo {
			v = constVec(1)
		}
		return func(f *Frame, m uint32) *Vec { return v }
	}
	switch e.Op {
	case token.Comma:
		x, y := c.expr(e.X), c.expr(e.Y)
		return func(f *Frame, m uint32) *Vec { x(f, m); return y(f, m) }
	case token.LAnd, token.LOr:
		x, y := c.expr(e.X), c.expr(e.Y)
		and := e.Op == token.LAnd
		d := c.newReg()
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			t := truthMask(x(f, m), m)
			f.w.count(line, m)
			// Lanes whose result is already known skip Y.
			var res, need uint32
			if and {
				need = t
			} else {
				res, need = t, m&^t
			}
			if need != 0 {
				res |= truthMask(y(f, need), need)
			}
			switch res {
			case m:
				out.setUniform(1)
			case 0:
				out.setUniform(0)
			default:
				for l := 0; l < f.w.n; l++ {
					out.V[l] = uint64(res>>l) & 1
				}
				out.U = false
			}
			return out
		}
	}
	if f := c.contract(e); f != nil {
		return f
	}
	xt, yt := e.X.Type(), e.Y.Type()
	x, y := c.operandOf(e.X, c.expr(e.X)), c.operandOf(e.Y, c.expr(e.Y))
	x, y = c.savingOperands(e, x, y) // a product that later adds fuse
	var fn, fnDev func(a, b uint64) uint64
	var vop, vopDev vecOp
	var rel intRelation // a comparison of integers (relOK)
	relOK, shaped, tx, ty := false, false, false, false
	var lanes vecOp // vop without affineCompare's wrapper
	xp, yp := types.IsPointer(xt), types.IsPointer(yt)
	switch {
	case xp && yp && e.Op == token.Sub:
		es := int64(elemSize(xt))
		fn = func(a, b uint64) uint64 { return uint64(int64(a-b) / es) }
	case xp && !yp && (e.Op == token.Add || e.Op == token.Sub):
		es := elemSize(xt)
		if e.Op == token.Add {
			fn = func(a, b uint64) uint64 { return a + b*es }
			vop = func(d, a, b *Vec, n int) { indexAddr(d, a, b, es, n) }
		} else {
			fn = func(a, b uint64) uint64 { return a - b*es }
		}
	case yp && !xp && e.Op == token.Add:
		es := elemSize(yt)
		fn = func(a, b uint64) uint64 { return b + a*es }
	default:
		k := kindOf(xt)
		if e.Op == token.Shl || e.Op == token.Shr {
			k = kindOf(e.T)
		}
		fn, fnDev = arith(e.Op, k), deviceArith(e.Op, k)
		if e.Op != token.Shl && e.Op != token.Shr {
			vop, vopDev = fastOp(e.Op, k), deviceFloatOp(e.Op, k)
		}
		tx, ty = c.affTrusted(e.X), c.affTrusted(e.Y)
		shaped = vop != nil && (tx || ty) && (k == kI32 || k == kU32) && isComparison(e.Op) && !c.hostOnly()
		rel, relOK = intRelationOf(e.Op, k)
		lanes = vop
		if shaped {
			vop = affineCompare(e.Op, vop, tx, ty)
		}
	}
	if fn == nil {
		c.unsupported(e, "the operator "+e.Op.String()+" on "+xt.String())
		return c.bad()
	}
	d := c.newReg()
	if host := hostShift(e.Op, kindOf(e.T)); host != nil && vop == nil {
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			a, b := x.get(f, m), y.get(f, m)
			f.w.count(line, m)
			if f.w.device {
				binop(out, a, b, f.w.n, fn)
			} else {
				binop(out, a, b, f.w.n, host)
			}
			return out
		}
	}
	if k := kindOf(xt); (e.Op == token.Quo || e.Op == token.Rem) && k.isInt() {
		// On the host a trapping integer division kills the program
		// (SIGFPE); on the GPU it yields a meaningless value.
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			a, b := x.get(f, m), y.get(f, m)
			f.w.count(line, m)
			if !f.w.device && hostDivTraps(k, a.V[0], b.V[0]) {
				f.w.divisionTrap(line, b.V[0] == 0)
			}
			binop(out, a, b, f.w.n, fn)
			return out
		}
	}
	if vop != nil && vopDev != nil {
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			a, b := x.get(f, m), y.get(f, m)
			f.w.count(line, m)
			if f.w.device {
				vopDev(out, a, b, f.w.n)
			} else {
				vop(out, a, b, f.w.n)
			}
			return out
		}
	}
	if vop != nil {
		if relOK && vopDev == nil && uniformControl {
			c.noteTest(e, &ctlTest{rel: rel, x: x, y: y, d: d, line: line, shaped: shaped, tx: tx, ty: ty, op: e.Op})
			return uniformCompare(rel, x, y, lanes, shaped, e.Op, tx, ty, d, line)
		}
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			a, b := x.get(f, m), y.get(f, m)
			f.w.count(line, m)
			vop(out, a, b, f.w.n)
			return out
		}
	}
	if fnDev != nil {
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			a, b := x.get(f, m), y.get(f, m)
			f.w.count(line, m)
			if f.w.device {
				binop(out, a, b, f.w.n, fnDev)
			} else {
				binop(out, a, b, f.w.n, fn)
			}
			return out
		}
	}
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		a, b := x.get(f, m), y.get(f, m)
		f.w.count(line, m)
		binop(out, a, b, f.w.n, fn)
		return out
	}
}

func (c *compiler) assign(e *ast.Assign) evalFn {
	line := c.line(e)
	lv := c.lvalue(e.X)
	if lv == nil {
		return c.bad()
	}
	if e.Op != token.Assign {
		if pre := c.addressOnce(e.X, lv); pre != nil {
			f := c.assignTo(e, lv, line)
			return func(fr *Frame, m uint32) *Vec { pre(fr, m); return f(fr, m) }
		}
	}
	return c.assignTo(e, lv, line)
}

// addressOnce makes the lvalue x (lv) of a compound assignment or an
// increment designate one object when its address has side effects: in
// c[i++] += 2 the element read is the one written, and i moves once. It
// returns what computes the address, to run before lv is read, or nil
// when x is plain.
func (c *compiler) addressOnce(x ast.Expr, lv *lvalue) func(*Frame, uint32) {
	if lv.reg >= 0 || !ast.HasSideEffects(x) {
		return nil
	}
	compute, d := lv.addr, c.newReg()
	lv.addr = func(f *Frame, m uint32) *Vec { return &f.regs[d] }
	lv.addrLazy, lv.fused = nil, nil
	return func(f *Frame, m uint32) {
		if a := compute(f, m); a != &f.regs[d] {
			f.regs[d] = *a
		}
	}
}

// assignTo compiles the assignment e to its compiled lvalue lv.
func (c *compiler) assignTo(e *ast.Assign, lv *lvalue, line int) evalFn {
	if e.InPlace && e.Op == token.Assign && lv.k == kAgg && lv.reg < 0 {
		if fill := c.ctorInto(e.Y); fill != nil {
			// a member's construction in a constructor's initialiser
			// list: built where the member is, as a declaration's object
			addr := lv.addr
			return func(f *Frame, m uint32) *Vec {
				a := addr(f, m)
				fill(f, m, a)
				return a
			}
		}
	}
	st := c.storeTo(lv, line)
	if e.Op == token.Assign {
		y := c.expr(e.Y)
		if r := lv.reg; r >= 0 && c.affTrusted(e.Y) {
			return func(f *Frame, m uint32) *Vec {
				v := y(f, m)
				f.regs[r].assignAffine(v, m, f.full, f.w.n)
				return v
			}
		}
		return func(f *Frame, m uint32) *Vec {
			v := y(f, m)
			st(f, m, v)
			return v
		}
	}
	op := e.Op.BinaryOf()
	old := c.load(lv, line)
	xt := e.X.Type()
	if k := kindOf(xt); (op == token.Add || op == token.Sub) && (k == kF32 || k == kF64) && (e.OpType == nil || kindOf(e.OpType) == k) {
		if lp := c.localProductOf(e.X); lp != nil {
			// p += z with p = a*b earlier: fma(a, b, ±z) (contractlocal.go).
			z := c.operandOf(e.Y, c.expr(e.Y))
			var f evalFn
			if lp.neg {
				f = c.fmaNegated(lp, z, k, op == token.Sub, true, line)
			} else {
				f = c.fma(operand{reg: lp.x}, operand{reg: lp.y}, z, k, false, op == token.Sub, line, -1)
			}
			fused := func(fr *Frame, m uint32) *Vec {
				v := f(fr, m)
				st(fr, m, v)
				return v
			}
			if lp.once {
				// a loop's accumulator: fused on the first trip only
				return c.firstTripOnly(lp, ast.Unparen(e.X).(*ast.Ident), fused, func() evalFn { return c.assign(e) })
			}
			return fused
		}
		if lp := c.localProductOf(e.Y); lp != nil {
			// sum += p with p = a*b earlier: fma(±a, b, sum).
			sum := operand{fn: old, reg: lv.reg}
			var f evalFn
			if lp.neg {
				f = c.fmaNegated(lp, sum, k, op == token.Sub, false, line)
			} else {
				f = c.fma(operand{reg: lp.x}, operand{reg: lp.y}, sum, k, op == token.Sub, false, line, lv.reg)
			}
			return func(fr *Frame, m uint32) *Vec {
				v := f(fr, m)
				st(fr, m, v)
				return v
			}
		}
		if fa, fb, ok := c.factors(e.Y, k); ok {
			// sum += a*b is one FFMA on the device (so is sum += h(x),
			// h's every return a product: returnedproduct.go).
			f := c.fma(fa, fb, operand{fn: old, reg: lv.reg}, k, op == token.Sub, false, line, lv.reg)
			return func(fr *Frame, m uint32) *Vec {
				v := f(fr, m)
				st(fr, m, v)
				return v
			}
		}
	}
	y := c.expr(e.Y)
	var fn func(a, b uint64) uint64
	var vop vecOp
	var to, back, backHost func(uint64) uint64
	var fnHost, fnDev func(a, b uint64) uint64
	var vopDev vecOp
	var divKind kind // the operation's integer kind when it divides
	if types.IsPointer(xt) {
		es := elemSize(xt)
		if op == token.Add {
			fn = func(a, b uint64) uint64 { return a + b*es }
		} else {
			fn = func(a, b uint64) uint64 { return a - b*es }
		}
	} else {
		opT := e.OpType
		if opT == nil {
			opT = xt
		}
		ok := kindOf(opT)
		fn = arith(op, ok)
		fnDev = deviceArith(op, ok)
		fnHost = hostShift(op, ok)
		to = convert(kindOf(xt), ok)
		back = convert(ok, kindOf(xt))
		backHost = convertHost(ok, kindOf(xt))
		if op != token.Shl && op != token.Shr {
			vop, vopDev = fastOp(op, ok), deviceFloatOp(op, ok)
		}
		if (op == token.Quo || op == token.Rem) && ok.isInt() {
			divKind = ok
		}
	}
	if fn == nil {
		c.unsupported(e, "the operator "+e.Op.String()+" here")
		return c.bad()
	}
	d := c.newReg()
	general := func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		a := old(f, m)
		if to != nil {
			unop(out, a, f.w.n, to)
			a = out
		}
		b := y(f, m)
		f.w.count(line, m)
		if divKind != 0 && !f.w.device && hostDivTraps(divKind, a.V[0], b.V[0]) {
			f.w.divisionTrap(line, b.V[0] == 0)
		}
		switch {
		case vopDev != nil && f.w.device:
			vopDev(out, a, b, f.w.n)
		case vop != nil:
			vop(out, a, b, f.w.n)
		case fnHost != nil && !f.w.device:
			binop(out, a, b, f.w.n, fnHost)
		case fnDev != nil && f.w.device:
			binop(out, a, b, f.w.n, fnDev)
		default:
			binop(out, a, b, f.w.n, fn)
		}
		if backHost != nil && !f.w.device {
			unop(out, out, f.w.n, backHost)
		} else if back != nil {
			unop(out, out, f.w.n, back)
		}
		st(f, m, out)
		return out
	}
	if k := kindOf(xt); uniformControl && lv.reg >= 0 && vopDev == nil && divKind == 0 && (k.isInt() || k == kPtr) && !c.hostOnly() {
		ok, es := kindOf(e.OpType), uint64(1)
		if e.OpType == nil || k == kPtr {
			ok = k
		}
		if k == kPtr {
			es = elemSize(xt) // p += n moves p by n elements
		}
		wrap32 := k != ok && (k == kI32 || k == kU32) && (ok == kI32 || ok == kU32)
		shift := (op == token.Add || op == token.Sub) && (k == kI32 || k == kU32 || k == kI64 || k == kU64 || k == kPtr) &&
			(to == nil && back == nil || wrap32) && c.affTrusted(e.X)
		co := compoundOp{r: lv.reg, d: d, line: line, y: c.operandOf(e.Y, y), vop: vop, fnDev: fnDev, fn: fn,
			to: to, back: back, op: op, k: k, es: es, shift: shift, wrap32: wrap32}
		c.noteStep(e, &ctlStep{op: &co})
		return uniformCompound(co, general)
	}
	return general
}

func (c *compiler) incDec(e *ast.IncDec) evalFn { return c.incDecAs(e, e.Post) }

// incDecStep returns what ++ (op Inc) or -- does to a value of kind k and
// type t: a pointer moves by an element, a float by 1.0, a bool becomes
// true, an integer wraps in its kind.
func incDecStep(k kind, t types.Type, op token.Kind) func(uint64) uint64 {
	sign := uint64(1)
	if op == token.Dec {
		sign = ^uint64(0)
	}
	switch k {
	case kPtr:
		step := elemSize(t) * sign
		return func(v uint64) uint64 { return v + step }
	case kF32:
		s := float32(1)
		if op == token.Dec {
			s = -1
		}
		return func(v uint64) uint64 { return b32(f32(v) + s) }
	case kF64:
		s := 1.0
		if op == token.Dec {
			s = -1
		}
		return func(v uint64) uint64 { return b64(f64(v) + s) }
	case kBool:
		return func(uint64) uint64 { return 1 }
	}
	return func(v uint64) uint64 { return canon(k, v+sign) }
}

// discardedIncDec compiles an expression whose value is thrown away (a
// statement, a for loop's increment): x++ there is ++x, which keeps no
// copy of the old value.
func (c *compiler) discardedIncDec(e ast.Expr) evalFn {
	if id, ok := ast.Unparen(e).(*ast.IncDec); ok {
		return c.incDecAs(id, false)
	}
	return nil
}

// incDecAs compiles ++ or --, returning the old value when post is set.
func (c *compiler) incDecAs(e *ast.IncDec, post bool) evalFn {
	line := c.line(e)
	lv := c.lvalue(e.X)
	if lv == nil {
		return c.bad()
	}
	if pre := c.addressOnce(e.X, lv); pre != nil {
		f := c.incDecOf(e, lv, post, line)
		return func(fr *Frame, m uint32) *Vec { pre(fr, m); return f(fr, m) }
	}
	return c.incDecOf(e, lv, post, line)
}

// incDecOf compiles ++ or -- of the compiled lvalue lv.
func (c *compiler) incDecOf(e *ast.IncDec, lv *lvalue, post bool, line int) evalFn {
	old := operand{fn: c.load(lv, line), reg: lv.reg}
	st := c.storeTo(lv, line)
	r := lv.reg // a register variable is read and written in place
	t := e.X.Type()
	fn := incDecStep(kindOf(t), t, e.Op)
	d, saved := c.newReg(), c.newReg()
	if r >= 0 && !post {
		c.noteStep(e, &ctlStep{inc: fn, r: r, d: d, line: line})
		return uniformIncDec(r, d, line, fn, func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			a := &f.regs[r]
			f.w.count(line, m)
			unop(out, a, f.w.n, fn)
			f.regs[r].assign(out, m, f.full, f.w.n)
			return out
		})
	}
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		a := old.get(f, m)
		f.w.count(line, m)
		if post {
			s := &f.regs[saved]
			if a.U {
				s.setUniform(a.V[0])
			} else {
				*s = *a
			}
			unop(out, a, f.w.n, fn)
			if r >= 0 {
				f.regs[r].assign(out, m, f.full, f.w.n)
			} else {
				st(f, m, out)
			}
			return s
		}
		unop(out, a, f.w.n, fn)
		if r >= 0 {
			f.regs[r].assign(out, m, f.full, f.w.n)
		} else {
			st(f, m, out)
		}
		return out
	}
}

func (c *compiler) cond(e *ast.Cond) evalFn {
	cond, th, el := c.expr(e.Cond), c.expr(e.Then), c.expr(e.Else)
	d := c.newReg()
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		t := truthMask(cond(f, m), m)
		if t == m {
			return th(f, m)
		}
		if t == 0 {
			return el(f, m)
		}
		out.U = false
		out.assign(th(f, t), t, m, f.w.n)
		out.assign(el(f, m&^t), m&^t, m, f.w.n)
		return out
	}
}

func (c *compiler) cast(e *ast.Cast) evalFn {
	line := c.line(e)
	switch e.Conv {
	case ast.ConvArrayDecay:
		lv := c.lvalue(e.X)
		if lv == nil {
			return c.bad()
		}
		if lv.reg >= 0 {
			c.unsupported(e, "this array")
			return c.bad()
		}
		return lv.addr
	case ast.ConvNullToPtr:
		x := c.expr(e.X)
		z := constVec(0)
		return func(f *Frame, m uint32) *Vec { x(f, m); return z }
	case ast.ConvFuncDecay:
		return c.funcValue(e, e.X)
	case ast.ConvToVoid:
		x := c.expr(e.X)
		z := constVec(0)
		return func(f *Frame, m uint32) *Vec { x(f, m); return z }
	case ast.ConvToVector:
		return c.toVector(e)
	}
	if in, ok := ast.Unparen(e.X).(*ast.Cast); ok && kindOf(e.T) == kF32 && kindOf(in.T) == kF64 && kindOf(in.X.Type()) == kF32 {
		// (float)(double)x is x, exactly: nvcc and gcc drop the pair, so a
		// signaling NaN comes back unquieted.
		return c.expr(in.X)
	}
	x := c.expr(e.X)
	fn := convert(kindOf(e.X.Type()), kindOf(e.T))
	if fn == nil {
		return x
	}
	host := convertHost(kindOf(e.X.Type()), kindOf(e.T))
	if host == nil {
		host = fn
	}
	d := c.newReg()
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		v := x(f, m)
		f.w.count(line, m)
		if f.w.device {
			unop(out, v, f.w.n, fn)
		} else {
			unop(out, v, f.w.n, host)
		}
		return out
	}
}

// toVector converts an unsigned int or a uint3 to a dim3 temporary.
func (c *compiler) toVector(e *ast.Cast) evalFn {
	line := c.line(e)
	off := c.frameMem(12, 4)
	x := c.expr(e.X)
	scalar := kindOf(e.X.Type()) != kAgg
	d, one := c.newReg(), constVec(1)
	return func(f *Frame, m uint32) *Vec {
		a := &f.regs[d]
		addU(a, &f.base, off, f.w.n)
		v := x(f, m)
		if scalar {
			f.w.store(a, v, m, kU32, line)
			var p Vec
			addU(&p, a, 4, f.w.n)
			f.w.store(&p, one, m, kU32, line)
			addU(&p, a, 8, f.w.n)
			f.w.store(&p, one, m, kU32, line)
		} else {
			f.w.copyBytes(a, v, m, 12, 4, line)
		}
		return a
	}
}

// construct builds a vector value (dim3(4, 2), make_float4(...)) in frame
// memory and evaluates to its address.
func (c *compiler) construct(e *ast.Construct) evalFn {
	line := c.line(e)
	st, ok := e.T.(*types.Struct)
	if !ok {
		if len(e.Args) == 1 {
			return c.expr(e.Args[0]) // T(x) of a scalar type
		}
		c.unsupported(e, "this constructor")
		return c.bad()
	}
	off := c.frameMem(st.Size(), st.Align())
	args := make([]evalFn, len(e.Args))
	for i, a := range e.Args {
		args[i] = c.expr(a)
	}
	fill := uint64(0)
	if st == types.Dim3 {
		fill = 1
	}
	fields := st.Fields
	d, p := c.newReg(), c.newReg()
	fillV := constVec(fill)
	return func(f *Frame, m uint32) *Vec {
		a := &f.regs[d]
		addU(a, &f.base, off, f.w.n)
		// make_float3(rand(), rand(), rand()) is a call: the host
		// evaluates its arguments right to left (evalArgs); on the Go
		// stack, as a call's, for recursion through an argument
		var buf [4]*Vec
		vs := evalArgs(f, m, args, buf[:0])
		for i, fl := range fields {
			pa := &f.regs[p]
			addU(pa, a, uint64(fl.Offset), f.w.n)
			k := kindOf(fl.Type)
			if i < len(args) {
				f.w.store(pa, vs[i], m, k, line)
			} else {
				f.w.store(pa, fillV, m, k, line)
			}
		}
		return a
	}
}

// mulOperands returns the operands of x when x is a floating multiply of
// kind k (the candidates nvcc fuses into an FMA). A multiply by 1 or -1
// is none: LLVM folds it to its other operand or that operand's negation
// before fusing (randprog's float_37: (d0 * 1.0 + d1) - d0 * d1 fuses d0 *
// d1). One by 2 in a difference is the checker's __fmul_rn, x + x, for
// ptxas (its roundDoublings).
func mulOperands(x ast.Expr, k kind) (ast.Expr, ast.Expr, bool) {
	b, ok := ast.Unparen(x).(*ast.Binary)
	if !ok || b.Op != token.Mul || kindOf(b.T) != k || b.Const != nil || foldedFactor(b.X) || foldedFactor(b.Y) {
		// (a product of constants is one constant, folded before any
		// contraction)
		return nil, nil, false
	}
	return b.X, b.Y, true
}

// negatedProduct returns the operands of x when x is -(a*b), a negated
// product of kind k.
func (c *compiler) negatedProduct(x ast.Expr, k kind) (ast.Expr, ast.Expr, bool) {
	u, ok := ast.Unparen(x).(*ast.Unary)
	if !ok || u.Op != token.Sub || kindOf(u.T) != k {
		return nil, nil, false
	}
	return c.productOperands(u.X, k)
}

// foldedFactor reports whether x is the constant 1 or -1 (check's
// foldedFactor).
func foldedFactor(x ast.Expr) bool {
	v := ast.Unparen(x).Base().Const
	return v != nil && v.IsFloat && (v.Float == 1 || v.Float == -1)
}

// contract compiles a*b + c, c + a*b, a*b - c and c - a*b in float or
// double as nvcc does by default (-fmad=true): one fused multiply-add with
// a single rounding when the code runs on the device; on the host (where
// gcc on x86-64 does not fuse) as a rounded multiply then an add. A product
// held in a local (p = a*b; p + c) is fused too (contractlocal.go).
func (c *compiler) contract(e *ast.Binary) evalFn {
	k := kindOf(e.T)
	if (k != kF32 && k != kF64) || (e.Op != token.Add && e.Op != token.Sub) {
		return nil
	}
	if f := c.contractLocal(e, k); f != nil {
		return f // a product held in a local comes first (contractlocal.go)
	}
	var ma, mb, other ast.Expr
	negProduct, negOther := false, false
	if a, b, ok := c.productOperands(e.X, k); ok {
		ma, mb, other = a, b, e.Y
		negOther = e.Op == token.Sub
	} else if a, b, ok := c.productOperands(e.Y, k); ok {
		ma, mb, other = a, b, e.X
		negProduct = e.Op == token.Sub
	} else if a, b, ok := c.negatedProduct(e.X, k); ok && e.Op == token.Sub {
		// -(a*b) - c: ptxas fuses the negation too, fma(-a, b, -c) (the
		// checker has made -(a*b) + c a difference already)
		ma, mb, other = a, b, e.Y
		negProduct, negOther = true, true
	} else {
		// an inlined helper's comma chain ending in a product, or a call
		// of a helper whose returns are products (returnedproduct.go)
		for i, x := range []ast.Expr{e.X, e.Y} {
			if fa, fb, ok := c.indirectFactors(x, k); ok {
				other := e.Y
				if i == 1 {
					other = e.X
				}
				return c.fma(fa, fb, c.operandOf(other, c.expr(other)), k, i == 1 && e.Op == token.Sub, i == 0 && e.Op == token.Sub, c.line(e), -1)
			}
		}
		return nil
	}
	return c.fma(c.operandOf(ma, c.expr(ma)), c.operandOf(mb, c.expr(mb)), c.operandOf(other, c.expr(other)), k, negProduct, negOther, c.line(e), -1)
}

// fma compiles ±(a*b) ± z, fused on the device. into >= 0 is the register
// the result is stored in next (sum += a*b): when the whole warp is
// active, the lanes are computed there directly, and the store that
// follows copies nothing.
func (c *compiler) fma(a, b, z operand, k kind, negProduct, negOther bool, line int, into int) evalFn {
	d := c.newReg()
	fused := deviceMultiplyAdd(k, negProduct, negOther)
	var plain func(x, y, w uint64) uint64
	if k == kF32 {
		plain = func(x, y, w uint64) uint64 {
			p := f32(x) * f32(y)
			if negProduct {
				return b32(f32(w) - p)
			}
			if negOther {
				return b32(p - f32(w))
			}
			return b32(p + f32(w))
		}
	} else {
		plain = func(x, y, w uint64) uint64 {
			p := f64(x) * f64(y)
			if negProduct {
				return b64(f64(w) - p)
			}
			if negOther {
				return b64(p - f64(w))
			}
			return b64(p + f64(w))
		}
	}
	if k == kF32 && !negProduct && !negOther {
		// The inner loop of most kernels (sum += a[i] * b[j]): no func
		// value per lane.
		return func(f *Frame, m uint32) *Vec {
			out := &f.regs[d]
			va, vb, vz := a.get(f, m), b.get(f, m), z.get(f, m)
			w := f.w
			w.count(line, m)
			if !w.device || (va.U && vb.U && vz.U) {
				if va.U && vb.U && vz.U || w.n == 1 {
					out.setUniform(plain(va.V[0], vb.V[0], vz.V[0]))
					if w.device {
						out.setUniform(fused(va.V[0], vb.V[0], vz.V[0]))
					}
					return out
				}
				for i := 0; i < w.n; i++ {
					out.V[i] = plain(va.get(i), vb.get(i), vz.get(i))
				}
				out.U = false
				return out
			}
			if !va.U && !vb.U && !vz.U {
				if into >= 0 && w.n == 32 && m&f.full == f.full {
					out = &f.regs[into]
					out.aff, out.lazy = false, false
				}
				fma32Lanes(out, va, vb, vz, w.n)
			} else {
				for i := 0; i < w.n; i++ {
					out.V[i] = devB32(num.FMA32(f32(va.get(i)), f32(vb.get(i)), f32(vz.get(i))))
				}
			}
			out.U = false
			return out
		}
	}
	return multiplyAddLanes(d, a, b, z, line, plain, fused)
}

// deviceMultiplyAdd is ±(x*y) ± w of kind k (kF32 or kF64) as the device
// computes it: one fused multiply-add, rounded once.
func deviceMultiplyAdd(k kind, negProduct, negOther bool) func(x, y, w uint64) uint64 {
	if k == kF32 {
		return func(x, y, w uint64) uint64 {
			fx, fw := f32(x), f32(w)
			if negProduct {
				fx = -fx
			}
			if negOther {
				fw = -fw
			}
			return devB32(num.FMA32(fx, f32(y), fw))
		}
	}
	return func(x, y, w uint64) uint64 {
		fx, fw := f64(x), f64(w)
		if negProduct {
			fx = -fx
		}
		if negOther {
			fw = -fw
		}
		return devFMANaN64(math.FMA(fx, f64(y), fw), x, y, w)
	}
}

// multiplyAddLanes computes a multiply-add lane by lane into register d:
// host's arithmetic on the host, dev's on the device.
func multiplyAddLanes(d int, a, b, z operand, line int, host, dev func(x, y, w uint64) uint64) evalFn {
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		va, vb, vz := a.get(f, m), b.get(f, m), z.get(f, m)
		w := f.w
		w.count(line, m)
		op := host
		if w.device {
			op = dev
		}
		if va.U && vb.U && vz.U {
			out.setUniform(op(va.V[0], vb.V[0], vz.V[0]))
			return out
		}
		for i := 0; i < w.n; i++ {
			out.V[i] = op(va.get(i), vb.get(i), vz.get(i))
		}
		out.U = false
		return out
	}
}

// sameVariable reports whether x and y read the same non-volatile variable
// (through the same implicit conversion, if any).
func sameVariable(x, y ast.Expr) bool {
	x, y = ast.Unparen(x), ast.Unparen(y)
	if cx, ok := x.(*ast.Cast); ok {
		cy, ok := y.(*ast.Cast)
		if !ok || cx.Conv != cy.Conv || !types.Identical(cx.Type(), cy.Type()) {
			return false
		}
		x, y = ast.Unparen(cx.X), ast.Unparen(cy.X)
	}
	ix, ok1 := x.(*ast.Ident)
	iy, ok2 := y.(*ast.Ident)
	return ok1 && ok2 && ix.Obj != nil && ix.Obj == iy.Obj && ix.Obj.Qual&types.Volatile == 0
}

// unaryLaneOp is the lane function of unary -, ! and ~ on values of kind
// k (nil for other operators): the general path and the host's scalar
// path (hostscalar.go) share it.
func unaryLaneOp(op token.Kind, k kind) func(uint64) uint64 {
	switch op {
	case token.Sub:
		switch k {
		case kF32:
			return func(v uint64) uint64 { return v ^ 0x80000000 }
		case kF64:
			return func(v uint64) uint64 { return v ^ 1<<63 }
		}
		return func(v uint64) uint64 { return canon(k, -v) }
	case token.Not:
		return func(v uint64) uint64 { return bool64(v == 0) }
	case token.Tilde:
		return func(v uint64) uint64 { return canon(k, ^v) }
	}
	return nil
}
