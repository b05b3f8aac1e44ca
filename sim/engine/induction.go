package engine

import (
	"fmt"
	"math"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
)

// Induction addresses. In
//
//	for (int k = 0; k < n; k++) sum += a[row*n + k] * b[k*n + col];
//
// each fused address (fuse.go) is a tree of shape closures evaluated anew
// in every iteration, although only k changes: the address of a moves by
// 4 bytes per iteration in every lane, that of b by 4*n. A fused address
// p[i] whose index has the form
//
//	X + T,  T + X,  X - T  or  T,  where T is k, k*Y or Y*k,
//
// with k the only variable of the address that the innermost enclosing
// loop writes (X, Y and p are loop-invariant, as loopshape.go defines
// it) and the loop steps k with ++, --, += or -= only, is computed in full
// in the first iterations of each loop entry; once k has moved by the
// same step twice, the address is updated by that step for as long as k
// keeps moving by it: its base moves by es·(±step·Y) and nothing else of
// its shape changes.
//
// Exactness. Within one entry of the loop (one generation of its cached
// shapes) the fused tree's value is a function of k alone, and with k
// uniform every node on k's path takes the same case of binaryShape's
// switch whatever k is: k*Y of two uniform values is uniformOp, X ± T
// moves X's base, and the index node adds its base to p's. In 64-bit
// arithmetic each of those is linear modulo 2^64, so the prediction is
// exact for every k. In 32-bit arithmetic (int, unsigned) uniformOp wraps
// and a shape that leaves the kind's range is declined (affine.fits), so
// the prediction is used only for the steps in which every lane of T and
// of X ± T stays in the kind's range, and, for a declared array, in its
// bounds: the values are then the exact integers, linear in k, and every
// check the closures make passes as it passed at the anchor. The number of
// such steps is worked out from the exact values at the anchor (guard).
// Anything else (k not uniform, a different step, a new loop entry, the
// steps used up, k written in between to another value) computes the
// address in full again.

// inductionAddrs turns induction addresses on; tests turn them off to
// compare.
var inductionAddrs = true

// verifyInduction makes every predicted address compare itself with the
// full computation, and count itself in inductionHits (tests only).
var (
	verifyInduction = false
	inductionHits   int
)

// inductionAddr is the induction form of a fused address.
type inductionAddr struct {
	k          int          // k's register
	kk         kind         // the kind of the index arithmetic
	x, y       shapeOperand // X and Y, where hasX and hasY
	hasX, hasY bool
	neg        bool // X - T
	loop, slot int  // the loop's generation and the address's slot in Frame.shapes
	// row: the form is the row index of a[X ± T][j] (j free of k), whose
	// row must be uniform: rowP is a's address, rowEs and rowN the row's
	// size and a's length.
	row   bool
	rowP  shapeOperand
	rowEs uint64
	rowN  int64
}

// inductionOf returns the induction form of the fused address p[i] (e),
// or nil when it has none. The form is in the index, or in the row index
// when p is a row a[X ± T] of an array of arrays and the index is free of
// k (b[k][threadIdx.x] in a tiled matrix multiply).
func (c *compiler) inductionOf(e *ast.Index, p, i shapeOperand, n int64) *inductionAddr {
	if !inductionAddrs || !loopShapes || len(c.shapeLoops) == 0 || c.fn.labels > 0 {
		return nil
	}
	l := c.shapeLoops[len(c.shapeLoops)-1]
	w := l.writes()
	var k *ast.Object
	one := true
	ast.Inspect(e, func(nd ast.Node) bool {
		if id, ok := nd.(*ast.Ident); ok && id.Obj != nil && c.regOf(id) >= 0 && w[id.Obj] {
			one = one && (k == nil || k == id.Obj)
			k = id.Obj
		}
		return one
	})
	if k == nil || !one || !l.steadySteps(k) {
		return nil
	}
	ia := &inductionAddr{k: -1}
	ix := ast.Unparen(e.Index)
	if mentions(e.X, k) {
		decay, ok := ast.Unparen(e.X).(*ast.Cast)
		if !ok || decay.Conv != ast.ConvArrayDecay || p.row == nil || mentions(e.Index, k) {
			return nil
		}
		rx, ok := ast.Unparen(decay.X).(*ast.Index)
		if !ok || mentions(rx.X, k) {
			return nil
		}
		ia.row, ia.rowP, ia.rowEs, ia.rowN = true, p.row.p, p.row.es, p.row.n
		ix, i, n = ast.Unparen(rx.Index), p.row.i, p.row.n
	}
	// kReg is k's register when x is k, as operand o computes it, or k
	// converted between int and unsigned, as int k is in k + threadIdx.x
	// (the guard checks the index in its own kind's range, where the two
	// agree), and -1 otherwise.
	kReg := func(x ast.Expr, o shapeOperand) int {
		x = ast.Unparen(x)
		if cast, ok := x.(*ast.Cast); ok {
			from, to, ok := affineCast(cast)
			if !ok || !(from == kI32 && to == kU32 || from == kU32 && to == kI32) {
				return -1
			}
			if id, ok := ast.Unparen(cast.X).(*ast.Ident); ok && id.Obj == k {
				return c.regOf(id)
			}
			return -1
		}
		if id, ok := x.(*ast.Ident); ok && id.Obj == k && o.reg >= 0 && o.reg == c.regOf(id) {
			return o.reg
		}
		return -1
	}
	isK := func(x ast.Expr, o shapeOperand) bool { return kReg(x, o) >= 0 }
	// term matches T (k, k*Y, Y*k) against x and its operand o.
	term := func(x ast.Expr, o shapeOperand) bool {
		if r := kReg(x, o); r >= 0 {
			ia.k = r
			return true
		}
		b, ok := ast.Unparen(x).(*ast.Binary)
		if !ok || b.Op != token.Mul || o.bin == nil {
			return false
		}
		switch {
		case isK(b.X, o.bin.x) && !mentions(b.Y, k):
			ia.k, ia.y = kReg(b.X, o.bin.x), o.bin.y
		case isK(b.Y, o.bin.y) && !mentions(b.X, k):
			ia.k, ia.y = kReg(b.Y, o.bin.y), o.bin.x
		default:
			return false
		}
		ia.hasY = true
		return true
	}
	b, isBin := ix.(*ast.Binary)
	switch {
	case isK(ix, i) || isBin && b.Op == token.Mul && term(ix, i):
		if isK(ix, i) {
			ia.k = kReg(ix, i)
		}
	case isBin && i.bin != nil && (b.Op == token.Add || b.Op == token.Sub):
		switch {
		case term(b.Y, i.bin.y) && !mentions(b.X, k):
			ia.x, ia.neg = i.bin.x, b.Op == token.Sub
		case b.Op == token.Add && term(b.X, i.bin.x) && !mentions(b.Y, k):
			ia.x = i.bin.y
		default:
			return nil
		}
		ia.hasX = true
	default:
		return nil
	}
	ia.kk = kindOf(ix.Type())
	switch ia.kk {
	case kI32, kU32, kI64, kU64:
	default:
		return nil
	}
	if ia.k < 0 || (ia.kk == kI64 || ia.kk == kU64) && n > 0 {
		return nil // a declared array's bounds in 64-bit arithmetic: not worth the guard
	}
	if l.id < 0 {
		l.id = c.fn.shapeLoops
		c.fn.shapeLoops++
	}
	ia.loop, ia.slot = l.id, c.fn.shapeSlots
	c.fn.shapeSlots++
	return ia
}

// steadySteps reports whether the loop steps k, outside its init, with
// ++, --, += or -= and assigns it no other way: only such a counter may
// move by the same step again, which the prediction needs. (This is not
// needed for exactness, which the anchor's guard gives whatever writes k;
// without it, an address whose k never steps, such as s[t] in s[t] +=
// ..., which the loop's write analysis counts as writing t, or a
// reduction's s[t + stride] with stride >>= 1, would pay for anchors that
// never predict.)
func (l *shapeLoop) steadySteps(k *ast.Object) bool {
	isK := func(x ast.Expr) bool {
		id, ok := ast.Unparen(x).(*ast.Ident)
		return ok && id.Obj == k
	}
	stepped, other := false, false
	for _, p := range l.parts {
		if p == l.init {
			continue
		}
		ast.Inspect(p, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.IncDec:
				stepped = stepped || isK(n.X)
			case *ast.Assign:
				if isK(n.X) {
					if n.Op == token.AddAssign || n.Op == token.SubAssign {
						stepped = true
					} else {
						other = true
					}
				}
			}
			return true
		})
	}
	return stepped && !other
}

// mentions reports whether e reads the variable obj.
func mentions(e ast.Expr, obj *ast.Object) bool {
	found := false
	ast.Inspect(e, func(n ast.Node) bool {
		if id, ok := n.(*ast.Ident); ok && id.Obj == obj {
			found = true
		}
		return !found
	})
	return found
}

// shape is fz's address, predicted from the last one when k moved by the
// step it took last and the guard allows it, else computed in full.
func (ia *inductionAddr) shape(f *Frame, m uint32, fz *fusedAddr) (affine, bool, bool) {
	kv, s := &f.regs[ia.k], &f.shapes[ia.slot]
	if g := f.loopGen[ia.loop]; s.gen == g && s.left > 0 && kv.U && !kv.aff && kv.V[0] == s.k+s.step && g != 0 {
		s.k = kv.V[0]
		s.left--
		s.a.base += s.d
		if verifyInduction {
			ia.verify(f, m, fz, s)
		}
		return s.a, s.u, true
	}
	return ia.anchor(f, m, fz, s)
}

// anchor computes the address in full and, when k moved in this loop
// entry by the same step twice in a row, works out how many more such
// steps the prediction may take. (A step that changes every time is not
// worth the guard's work.)
func (ia *inductionAddr) anchor(f *Frame, m uint32, fz *fusedAddr, s *shapeSlot) (affine, bool, bool) {
	r, u, ok := indexShape(f, m, &fz.p, &fz.i, fz.es, fz.n)
	g, kv := f.loopGen[ia.loop], &f.regs[ia.k]
	again := s.gen == g && g != 0
	step, last := kv.V[0]-s.k, s.step
	if !again {
		step = 0
	}
	*s = shapeSlot{gen: g, a: r, u: u, ok: ok, k: kv.V[0], step: step}
	if ok && again && step == last && kv.U && !kv.aff {
		es, n := fz.es, fz.n
		if ia.row {
			es, n = ia.rowEs, ia.rowN
		}
		if d, left, fine := ia.guard(f, m, kv.V[0], step, es, n); fine {
			s.d, s.left = d, left
		}
	}
	return r, u, ok
}

// guard returns the change of the address's base per step of k (from k0
// by step) and the number of further steps for which the change is
// exact, from the exact values of T and X ± T at k0; fine is false when
// none is.
func (ia *inductionAddr) guard(f *Frame, m uint32, k0, step, es uint64, n int64) (d, left uint64, fine bool) {
	const maxStep, maxLeft = 1 << 20, 1 << 40
	if s := int64(step); s == 0 || s < -maxStep || s > maxStep {
		return 0, 0, false
	}
	if ia.row {
		if _, u, ok := ia.rowP.get(f, m); !ok || !u {
			return 0, 0, false // a row that is not uniform: combine's strides might change
		}
	}
	y := uint64(1)
	if ia.hasY {
		yv, yu, ok := ia.y.get(f, m)
		if !ok || !yu {
			return 0, 0, false
		}
		y = yv.base
	}
	ci := step * y // T's change per step (modulo 2^64)
	var x affine
	var xu bool
	if ia.hasX {
		var ok bool
		if x, xu, ok = ia.x.get(f, m); !ok || ia.row && !xu {
			return 0, 0, false
		}
		if ia.neg {
			ci = -ci
		}
	}
	d = ci * es // the index node scales the index's base
	if ia.kk == kI64 || ia.kk == kU64 {
		return d, maxLeft, true // linear modulo 2^64 (inductionOf refuses declared arrays)
	}
	// 32-bit arithmetic: every value below is an exact int64.
	lo, hi := int64(math.MinInt32), int64(math.MaxInt32)
	if ia.kk == kU32 {
		lo, hi = 0, math.MaxUint32
	}
	const lim = 1 << 31
	sk, sy := int64(k0), int64(y)
	if sk < -lim || sk >= lim || sy < -lim || sy >= lim {
		return 0, 0, false
	}
	left = maxLeft
	within := func(v0, c, lo, hi int64) bool { // v0 + j·c stays in [lo, hi] for j <= left
		if v0 < lo || v0 > hi {
			return false
		}
		switch {
		case c > 0:
			left = min(left, uint64((hi-v0)/c))
		case c < 0:
			left = min(left, uint64((v0-lo)/-c))
		}
		return true
	}
	t0, ct := sk*sy, int64(step)*sy // T and its change: |step| <= 2^20, |k0|, |y| <= 2^31
	i0, dlo, dhi := t0, int64(0), int64(0)
	if ia.hasX {
		xb := int64(x.base)
		if xb < lo || xb > hi {
			return 0, 0, false
		}
		if !xu {
			mn, mx, ok := x.bounds()
			if !ok {
				return 0, 0, false
			}
			dlo, dhi = mn-xb, mx-xb
		}
		i0 = xb + t0
		if ia.neg {
			i0 = xb - t0
		}
	}
	ci64 := int64(ci) // exact: |ct| <= 2^51
	if !within(t0, ct, lo, hi) || !within(i0+dlo, ci64, lo, hi) || !within(i0+dhi, ci64, lo, hi) {
		return 0, 0, false
	}
	if n > 0 && (!within(i0+dlo, ci64, 0, n-1) || !within(i0+dhi, ci64, 0, n-1)) {
		return 0, 0, false
	}
	return d, left, left > 0
}

// verify panics when a predicted address differs from the full
// computation (verifyInduction, tests only).
func (ia *inductionAddr) verify(f *Frame, m uint32, fz *fusedAddr, s *shapeSlot) {
	inductionHits++
	r, u, ok := indexShape(f, m, &fz.p, &fz.i, fz.es, fz.n)
	if !ok || u != s.u || r != s.a {
		panic(fmt.Sprintf("induction address: predicted %+v %v, computed %+v %v %v", s.a, s.u, r, u, ok))
	}
}

// verifyKnown panics when the checks that a load of the address r may
// skip (loadShape's known) were made for strides other than r's
// (verifyInduction, tests only).
func verifyKnown(r affine, c *shapeCheck) {
	n := r.normalize()
	if c.size != 0 && (n.sx != c.sx || n.sy != c.sy || n.wsh != c.wsh) {
		panic(fmt.Sprintf("induction address: load checks known for %+v, address %+v", *c, n))
	}
}
