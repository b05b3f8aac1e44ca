package engine

import (
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/engine/mem"
)

// Fused address shapes. The address of p[row*n + k] is a small tree of
// affine-aware closures (affine.go), each calling its children, counting
// its instruction and storing its shape into a Vec of its own, only for
// its parent to read the shape back. When the whole tree is pure (register
// variables, constants, threadIdx and friends and array addresses at the
// leaves; aware +, -, *, conversions and the indexing at the nodes), the
// address is compiled a second time into shape functions that pass the
// shapes in registers and have no side effects: the fused closure runs
// them and, when every node took its affine or uniform path, counts the
// tree's instructions in the order the closures would and stores the one
// resulting shape. Otherwise (a lane vector somewhere, a result that does
// not fit its kind, an index out of its array's bounds, a warp that is not
// whole) it calls the closures, which then do everything as before.

// fusedShapes turns fused address shapes on; tests turn them off to
// compare.
var fusedShapes = true

// shapeFn computes a node's value from the frame's registers as the
// aware closures would leave it: uniform (u: the closure's Vec is U, its
// value a.base) or a trusted affine shape a. ok is false where the
// closures would leave a lane vector. (The value is not one struct: Go
// keeps a struct of more than four fields in memory, and copying it
// through the stack stalls on store forwarding.)
type shapeFn func(f *Frame, m uint32) (a affine, u, ok bool)

// shapeOperand is a node's operand: a register variable read directly
// (reg >= 0) or another node.
type shapeOperand struct {
	fn  shapeFn
	reg int
	bin *binaryNode // the node fn computes, for inductionOf; nil for others
	row *rowNode    // likewise, for a row of an array of arrays (rowShape)
}

// rowNode is a row node's index operand, its row size and its array's
// length (0: a pointer's rows).
type rowNode struct {
	p, i shapeOperand
	es   uint64
	n    int64
}

// binaryNode is an aware binary node's operands.
type binaryNode struct {
	x, y shapeOperand
}

func (o *shapeOperand) get(f *Frame, m uint32) (affine, bool, bool) {
	if o.reg >= 0 {
		return vecShape(&f.regs[o.reg])
	}
	return o.fn(f, m)
}

// vecShape is the value of a leaf's Vec. A uniform Vec that still carries
// an affine tag is left to the closures (they would treat it as a shape).
func vecShape(v *Vec) (affine, bool, bool) {
	if v.U {
		return affine{base: v.V[0], wsh: 5}, true, !v.aff
	}
	return affine{base: v.V[0], sx: v.sx, sy: v.sy, wsh: v.wsh}, false, v.aff
}

// shapeOf compiles e, an operand of an aware node, into a shape operand,
// appending the lines its nodes count to lines; ok is false when e is not
// pure. It follows what expr compiles e to.
func (c *compiler) shapeOf(e ast.Expr, lines []int) (shapeOperand, []int, bool) {
	no := shapeOperand{reg: -1}
	if b := e.Base(); b.Const != nil {
		if k := kindOf(b.T); k != kAgg && k != kVoid {
			return c.leafShape(e), lines, true
		}
	}
	switch e := e.(type) {
	case *ast.Paren:
		return c.shapeOf(e.X, lines)
	case *ast.IntLit:
		return c.leafShape(e), lines, true
	case *ast.Ident:
		if r := c.regOf(e); r >= 0 {
			return shapeOperand{reg: r}, lines, true
		}
	case *ast.Member:
		if isBuiltinMember(e) {
			return c.leafShape(e), lines, true
		}
	case *ast.Cast:
		if e.Conv == ast.ConvArrayDecay {
			// The address of a shared, global or constant array: a uniform
			// value, no count. (A local array's address is per lane.)
			if id, ok := ast.Unparen(e.X).(*ast.Ident); ok && id.Obj != nil && !c.isLocal(id) {
				return c.leafShape(e), lines, true
			}
			if ix, ok := ast.Unparen(e.X).(*ast.Index); ok {
				return c.rowShape(ix, lines)
			}
			return no, lines, false
		}
		from, to, ok := affineCast(e)
		if !ok {
			return no, lines, false
		}
		x, lines, ok := c.shapeOf(e.X, lines)
		if !ok {
			return no, lines, false
		}
		fn := convert(from, to)
		if fn == nil {
			return x, lines, true // affineConvert returns its operand
		}
		lines = append(lines, c.line(e))
		return shapeOperand{reg: -1, fn: func(f *Frame, m uint32) (affine, bool, bool) {
			v, u, ok := x.get(f, m)
			if !ok {
				return v, u, false
			}
			if u {
				v.base = fn(v.base)
				return v, true, true
			}
			return v, false, v.fits(to)
		}}, lines, true
	case *ast.Binary:
		k, es, ok := affineKind(e)
		if !ok {
			return no, lines, false
		}
		x, lines, ok := c.shapeOf(e.X, lines)
		if !ok {
			return no, lines, false
		}
		y, lines, ok := c.shapeOf(e.Y, lines)
		if !ok {
			return no, lines, false
		}
		if c.invariantLoop(e) == nil { // else the whole node may be cached by its parent
			x, y = c.cacheInvariant(e.X, x), c.cacheInvariant(e.Y, y)
		}
		lines = append(lines, c.line(e))
		return shapeOperand{reg: -1, fn: binaryShape(e.Op, k, es, x, y), bin: &binaryNode{x: x, y: y}}, lines, true
	}
	return no, lines, false
}

// rowShape compiles a[i] where it names a row of an array of arrays (the
// a[i] of a[i][j], which decays to the row's address) as the node that
// indexArray or indexAffine would be: the address p + i*es, with the row
// index checked against a declared array's length, counted at its line
// after its operands' lines.
func (c *compiler) rowShape(ix *ast.Index, lines []int) (shapeOperand, []int, bool) {
	no := shapeOperand{reg: -1}
	pt, ok := ix.X.Type().(*types.Pointer)
	if !ok {
		return no, lines, false
	}
	p, i, lines, ok := c.indexOperands(ix, lines)
	if !ok {
		return no, lines, false
	}
	n, _ := arrayLen(ix.X)
	es := uint64(max(pt.Elem.Size(), 1))
	lines = append(lines, c.line(ix))
	return shapeOperand{reg: -1, fn: func(f *Frame, m uint32) (affine, bool, bool) {
		return indexShape(f, m, &p, &i, es, n)
	}, row: &rowNode{p: p, i: i, es: es, n: n}}, lines, true
}

// indexOperands compiles p and i of p[i] into shape operands, cached
// where a loop leaves them invariant; ok is false when either is not pure.
func (c *compiler) indexOperands(e *ast.Index, lines []int) (p, i shapeOperand, _ []int, ok bool) {
	if p, lines, ok = c.shapeOf(e.X, lines); !ok {
		return p, i, lines, false
	}
	if i, lines, ok = c.shapeOf(e.Index, lines); !ok {
		return p, i, lines, false
	}
	return c.cacheInvariant(e.X, p), c.cacheInvariant(e.Index, i), lines, true
}

// binaryShape is the node of an aware a op b (affineBinary) of kind k; es
// > 0 makes it pointer indexing a + b*es. Its common cases are written
// out; combine decides the others. It is not inlined into shapeOf: its
// closure, compiled as part of that large function, would then call
// vecShape and uniformOp instead of inlining them.
//
//go:noinline
func binaryShape(op token.Kind, k kind, es uint64, x, y shapeOperand) shapeFn {
	scale := max(es, 1)
	narrow := k == kI32 || k == kU32 // a shape must fit k (affine.fits)
	return func(f *Frame, m uint32) (affine, bool, bool) {
		// get, written out: the call would not be inlined.
		var a, b affine
		var ua, ub, ok bool
		if x.reg >= 0 {
			a, ua, ok = vecShape(&f.regs[x.reg])
		} else {
			a, ua, ok = x.fn(f, m)
		}
		if !ok {
			return a, false, false
		}
		if y.reg >= 0 {
			b, ub, ok = vecShape(&f.regs[y.reg])
		} else {
			b, ub, ok = y.fn(f, m)
		}
		if !ok {
			return b, false, false
		}
		switch {
		case ua && ub:
			// What the lane op leaves for two uniform operands: the
			// wrapped result, uniform.
			return affine{base: uniformOp(op, k, a.base, b.base*scale), wsh: 5}, true, true
		case ub && op != token.Mul: // a shape plus or minus a uniform value
			if op == token.Add {
				a.base += b.base * scale
			} else {
				a.base -= b.base * scale
			}
			return a, false, !narrow || k == kI32 && a.tiny() || a.fitsExactly(k)
		case ua && op == token.Add: // a uniform value plus a shape
			b = affine{base: a.base + b.base*scale, sx: b.sx * scale, sy: b.sy * scale, wsh: b.wsh}
			return b, false, !narrow || k == kI32 && b.tiny() || b.fitsExactly(k)
		case ub: // a shape times a uniform value
			return scaleShape(a, b.base, k)
		case ua && op == token.Mul:
			return scaleShape(b, a.base, k)
		}
		r, ok := combine(op, k, es, a, b)
		return r, false, ok
	}
}

// scaleShape is combine's product of shape a and uniform c in kind k.
func scaleShape(a affine, c uint64, k kind) (affine, bool, bool) {
	if k == kI32 || k == kU32 {
		// Keep the exact products inside int64.
		const lim = 1 << 28
		if c+lim >= 2*lim || !isSmall(a.base) || !isSmall(a.sx) || !isSmall(a.sy) {
			return a, false, false
		}
		r := affine{base: a.base * c, sx: a.sx * c, sy: a.sy * c, wsh: a.wsh}
		return r, false, r.fits(k)
	}
	return affine{base: a.base * c, sx: a.sx * c, sy: a.sy * c, wsh: a.wsh}, false, true
}

// uniformOp is the lane op of an aware node (fastOp, indexAddr) on
// uniform operands, y already scaled by the element size.
func uniformOp(op token.Kind, k kind, x, y uint64) uint64 {
	var r uint64
	switch op {
	case token.Add:
		r = x + y
	case token.Sub:
		r = x - y
	default:
		r = x * y
	}
	switch k {
	case kI32:
		return uint64(int64(int32(r)))
	case kU32:
		return uint64(uint32(r))
	}
	return r
}

// leafShape compiles a pure leaf (a constant, a builtin variable's
// component, a named array's address) with expr and reads its Vec; an
// untrusted leaf (blockIdx, an array's address) counts only when uniform,
// as the closures would use it.
func (c *compiler) leafShape(e ast.Expr) shapeOperand {
	fn := c.expr(e)
	if c.affTrusted(e) {
		return shapeOperand{reg: -1, fn: func(f *Frame, m uint32) (affine, bool, bool) {
			return vecShape(fn(f, m))
		}}
	}
	return shapeOperand{reg: -1, fn: func(f *Frame, m uint32) (affine, bool, bool) {
		v := fn(f, m)
		return affine{base: v.V[0], wsh: 5}, true, v.U && !v.aff
	}}
}

// isLocal reports whether id names a local variable or parameter of the
// function being compiled.
func (c *compiler) isLocal(id *ast.Ident) bool {
	_, ok := c.vars[id.Obj]
	return ok
}

// isBuiltinMember reports whether builtinMember compiles e (threadIdx.x
// and friends).
func isBuiltinMember(e *ast.Member) bool {
	id, ok := ast.Unparen(e.X).(*ast.Ident)
	return ok && id.Obj != nil && id.Obj.Kind == ast.ObjBuiltinVar && !e.Arrow &&
		len(e.Name) == 1 && strings.IndexByte("xyz", e.Name[0]) >= 0
}

// fusedIndex compiles the address of p[i] (es bytes per element; n > 0
// for a declared array of n elements) as a fused shape tree in front of
// slow and slowLazy, the closures that indexAffine or indexArray built for
// the same address into register d, for any consumer and for an aware one;
// it returns them unchanged, and no fusedAddr, when the tree is not pure.
func (c *compiler) fusedIndex(e *ast.Index, es uint64, n int64, d, line int, slow, slowLazy evalFn) (evalFn, evalFn, *fusedAddr) {
	if !fusedShapes || c.hostOnly() { // the host's warp has one lane
		return slow, slowLazy, nil
	}
	p, i, lines, ok := c.indexOperands(e, nil)
	if !ok {
		return slow, slowLazy, nil
	}
	lines = append(lines, line)
	if countFusedMisses {
		fusedSites++
	}
	fz := &fusedAddr{p: p, i: i, es: es, n: n, d: d, lines: lines, slow: slow, slowLazy: slowLazy,
		ind: c.inductionOf(e, p, i, n)}
	fused := func(slow evalFn, lazy bool) evalFn {
		return func(f *Frame, m uint32) *Vec {
			w := f.w
			if w.n != 32 {
				return slow(f, m)
			}
			r, u, ok := fz.shape(f, m)
			if !ok {
				return slow(f, m)
			}
			if !w.batch { // inside a count region the region counts them
				for _, l := range lines {
					w.count(l, m)
				}
			}
			out := &f.regs[d]
			if u {
				out.setUniform(r.base)
			} else {
				out.setAffine(r, lazy)
			}
			return out
		}
	}
	return fused(slow, false), fused(slowLazy, true), fz
}

// fusedMisses counts the whole-warp loads and stores through a fused
// address whose shape declined, and fusedSites the fused addresses
// compiled, while countFusedMisses is set (tests).
var (
	countFusedMisses bool
	fusedMisses      int64
	fusedSites       int64
)

// fusedAddr is a fused address p[i], kept for the load that reads it.
type fusedAddr struct {
	p, i     shapeOperand
	es       uint64
	n        int64
	d        int   // the address register
	lines    []int // the address's instructions, in the closures' order
	slow     evalFn
	slowLazy evalFn
	ind      *inductionAddr // the address's induction form (induction.go), or nil
	blk      *mem.Block     // the block the last load found (loadShape's hint)
}

// shape is the address's value, as indexShape computes it.
func (fz *fusedAddr) shape(f *Frame, m uint32) (affine, bool, bool) {
	if fz.ind != nil {
		return fz.ind.shape(f, m, fz)
	}
	return indexShape(f, m, &fz.p, &fz.i, fz.es, fz.n)
}

// load compiles a load of kind k from the address into register out,
// counting line: what load does with the fused address closure, with the
// shape handed to loadShape directly instead of through the address
// register (which is written only when a general path needs it). Not
// inlined, for the reason binaryShape is not: inside the large load its
// closure would call count and setUniform instead of inlining them.
//
//go:noinline
func (fz *fusedAddr) load(k kind, out, line int) evalFn {
	return func(f *Frame, m uint32) *Vec {
		w, o := f.w, &f.regs[out]
		var r affine
		var u, ok bool
		var known *shapeCheck // the induction slot's checks (loadShape)
		if w.n == 32 {
			if ia := fz.ind; ia != nil {
				// ia.shape's prediction, written out: the call would not
				// be inlined.
				kv, s := &f.regs[ia.k], &f.shapes[ia.slot]
				known = &s.chk
				if g := f.loopGen[ia.loop]; s.gen == g && s.left > 0 && kv.U && !kv.aff && kv.V[0] == s.k+s.step && g != 0 && !verifyInduction {
					s.k = kv.V[0]
					s.left--
					s.a.base += s.d
					r, u, ok = s.a, s.u, true
				} else {
					r, u, ok = ia.shape(f, m, fz)
					if verifyInduction && ok {
						verifyKnown(r, known)
					}
				}
			} else {
				r, u, ok = indexShape(f, m, &fz.p, &fz.i, fz.es, fz.n)
			}
		}
		if !ok { // the closures compute, count and check the address
			if countFusedMisses && w.n == 32 {
				fusedMisses++
			}
			a := fz.slowLazy(f, m)
			w.count(line, m)
			if a.aff && w.loadAffine(o, a, m, k, line) {
				return o
			}
			a.fill()
			if !w.load(o, a, m, k, line) {
				o.setUniform(0)
			}
			return o
		}
		if !w.batch { // inside a count region the region counts them
			for _, l := range fz.lines {
				w.count(l, m)
			}
		}
		w.count(line, m)
		a := &f.regs[fz.d]
		if u {
			a.setUniform(r.base)
		} else {
			r = r.normalize() // the form loadAffine reads from the register
			if w.loadShape(o, r, m, k, line, &fz.blk, known) {
				return o
			}
			a.setAffine(r, false)
		}
		if !w.load(o, a, m, k, line) {
			o.setUniform(0)
		}
		return o
	}
}

// store compiles a store of kind k to the address, counting line: what
// storeTo does with the fused address closure, with the shape handed to
// storeShape directly instead of through the address register (written
// only when store needs it).
//
//go:noinline
func (fz *fusedAddr) store(k kind, line int) func(f *Frame, m uint32, v *Vec) {
	return func(f *Frame, m uint32, v *Vec) {
		w := f.w
		var r affine
		var u, ok bool
		if w.n == 32 {
			r, u, ok = fz.shape(f, m)
		}
		if !ok { // the closures compute, count and check the address
			if countFusedMisses && w.n == 32 {
				fusedMisses++
			}
			a := fz.slow(f, m)
			w.count(line, m)
			w.store(a, v, m, k, line)
			return
		}
		// load's counting, written out: as a helper it would not inline.
		if !w.batch { // inside a count region the region counts them
			for _, l := range fz.lines {
				w.count(l, m)
			}
		}
		w.count(line, m)
		a := &f.regs[fz.d]
		if u {
			a.setUniform(r.base)
		} else {
			r = r.normalize()
			if w.storeShape(v, r, m, k, line, &fz.blk) {
				return
			}
			a.setAffine(r, false)
		}
		w.store(a, v, m, k, line)
	}
}

// indexShape is the value indexAffine (n == 0) or indexArray leaves for
// p[i], when it is uniform or a shape.
func indexShape(f *Frame, m uint32, p, i *shapeOperand, es uint64, n int64) (affine, bool, bool) {
	var pv, iv affine
	var pu, iu, ok bool
	if p.reg >= 0 { // get, written out
		pv, pu, ok = vecShape(&f.regs[p.reg])
	} else {
		pv, pu, ok = p.fn(f, m)
	}
	if !ok {
		return pv, false, false
	}
	if i.reg >= 0 {
		iv, iu, ok = vecShape(&f.regs[i.reg])
	} else {
		iv, iu, ok = i.fn(f, m)
	}
	if !ok {
		return iv, false, false
	}
	if pu && iu {
		if n > 0 && m != 0 && (int64(iv.base) < 0 || int64(iv.base) >= n) {
			return iv, false, false // indexArray reports the fault
		}
		return affine{base: pv.base + iv.base*es, wsh: 5}, true, true
	}
	if n > 0 {
		if lo, hi, ok := iv.bounds(); !ok || lo < 0 || hi >= n {
			return iv, false, false
		}
	}
	if pu { // a uniform pointer indexed by a shape, as combine computes it
		return affine{base: pv.base + iv.base*es, sx: iv.sx * es, sy: iv.sy * es, wsh: iv.wsh}, false, true
	}
	r, ok := combine(token.Add, kPtr, es, pv, iv)
	return r, false, ok
}
