package engine

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/engine/le"
	"simtlab/sim/engine/mem"
	"simtlab/sim/memsys"
)

// Affine values. Index arithmetic in kernels is mostly affine in the lane:
// threadIdx.x of a 16×16 block is lane mod 16, threadIdx.y is y0 + lane div
// 16, and row*n + k or p + i*4 keep that shape. A Vec tagged affine (aff)
// describes all 32 lanes exactly in O(1):
//
//	lane i = V[0] + (i mod W)·sx + (i div W)·sy   (W = 1<<wsh, uint64 arithmetic)
//
// so add, sub, multiply by a uniform value and pointer indexing are O(1),
// and a load gets its bounds from four corners and its memory-system shape
// without a scan of the lanes.
//
// Who may trust the tag is decided at compile time (affTrusted): only the
// producers that maintain it — register variables (Vec.assign clears it,
// assignAffine copies it), threadIdx, and the affine-aware operations below,
// which set or clear it on every path. Any other Vec may carry a stale tag
// and is used by its lanes only.
//
// A lazy Vec has only V[0] written; the other lanes follow from the tag.
// An aware operation returns one only to an aware parent that asked for it
// (exprLazy); every other consumer gets the lanes materialized.

// affineTags turns the affine paths on; tests turn them off to compare.
// Without tags on threadIdx no value is ever tagged.
var affineTags = true

// affine is the shape of an affine Vec.
type affine struct {
	base, sx, sy uint64
	wsh          uint8 // log2 of the row width W: 0..5
}

// affineOf returns v's shape when it is uniform or a trusted affine value.
func (v *Vec) affineOf(trusted bool) (affine, bool) {
	if v.U {
		return affine{base: v.V[0], wsh: 5}, true
	}
	if trusted && v.aff {
		return affine{base: v.V[0], sx: v.sx, sy: v.sy, wsh: v.wsh}, true
	}
	return affine{}, false
}

// lane is the value of lane i.
func (a affine) lane(i int) uint64 {
	return a.base + uint64(i&(1<<a.wsh-1))*a.sx + uint64(i>>a.wsh)*a.sy
}

// constant reports whether every lane holds base.
func (a affine) constant() bool { return a.sx == 0 && a.sy == 0 }

// normalize gives one-dimensional shapes (rows that continue each other)
// the full warp width, so that shapes combine whatever width they came
// from.
func (a affine) normalize() affine {
	switch {
	case a.wsh == 0:
		return affine{base: a.base, sx: a.sy, wsh: 5}
	case a.wsh < 5 && a.sy == a.sx<<a.wsh:
		return affine{base: a.base, sx: a.sx, wsh: 5}
	case a.wsh == 5:
		a.sy = 0
	}
	return a
}

// corners returns the lowest and the highest of the shape's 32 lane
// addresses, or false when its base or strides are too large for the
// corners to bound every lane without wrapping.
func (a affine) corners() (lo, hi uint64, ok bool) {
	const lim = 1 << 40
	if a.base >= 1<<62 || int64(a.sx) <= -lim || int64(a.sx) >= lim || int64(a.sy) <= -lim || int64(a.sy) >= lim {
		return 0, 0, false
	}
	// The extremes are base plus the negative (positive) steps to the
	// last column and the last row; every lane lies between them.
	lo, hi = a.base, a.base
	dx, dy := uint64(1<<a.wsh-1)*a.sx, uint64(32>>a.wsh-1)*a.sy
	if int64(dx) < 0 {
		lo += dx
	} else {
		hi += dx
	}
	if int64(dy) < 0 {
		lo += dy
	} else {
		hi += dy
	}
	return lo, hi, lo < 1<<62 && hi < 1<<62
}

// common brings a and b (normalized) to one row width, or fails when both
// are two-dimensional with different widths.
func common(a, b affine) (affine, affine, bool) {
	switch {
	case a.wsh == b.wsh:
	case a.sx|a.sy == 0:
		a.wsh = b.wsh
	case b.sx|b.sy == 0:
		b.wsh = a.wsh
	case a.wsh == 5: // only a one-dimensional shape can be cut into rows
		a.wsh, a.sy = b.wsh, a.sx<<b.wsh
	case b.wsh == 5:
		b.wsh, b.sy = a.wsh, b.sx<<a.wsh
	default:
		return a, b, false
	}
	return a, b, true
}

// small bounds the parameters of a 32-bit affine value so that its lanes,
// computed exactly in int64, cannot overflow.
const small = 1 << 34

func isSmall(x uint64) bool { return x+small < 2*small } // -small <= x < small, wrapping

// fits reports whether every lane of r, computed exactly, is already in
// the stored form of k (no lane of a 32-bit result wrapped). Its common
// case is tiny: an int shape whose base and steps are below 2^25 in
// magnitude has every lane below 2^30 (a lane takes at most 31 steps).
// (fits is just over the inliner's budget: the hottest callers write
// k == kI32 && r.tiny() || r.fitsExactly(k) out.)
func (r affine) fits(k kind) bool {
	return k == kI32 && r.tiny() || r.fitsExactly(k)
}

// tiny reports whether r's base and steps are below 2^25 in magnitude:
// one test for the three, each below 2^26 (a power of two) when their OR
// is.
func (r affine) tiny() bool {
	const tiny = 1 << 25
	return (r.base+tiny)|(r.sx+tiny)|(r.sy+tiny) < 2*tiny
}

// fitsExactly is fits from r's exact bounds.
func (r affine) fitsExactly(k kind) bool {
	var lo, hi int64
	switch k {
	case kI64, kU64, kPtr:
		return true // 64-bit arithmetic wraps as the lanes do
	case kI32:
		lo, hi = -1<<31, 1<<31-1
	case kU32:
		lo, hi = 0, 1<<32-1
	default:
		return false
	}
	min, max, ok := r.bounds()
	return ok && min >= lo && max <= hi
}

// bounds returns the smallest and largest lane of r as signed integers,
// computed exactly; ok is false when the parameters are too large for that.
// The lanes are linear in (i mod W, i div W): their extremes are base plus
// the negative (positive) steps taken to the last column and the last row.
func (r affine) bounds() (min, max int64, ok bool) {
	if !isSmall(r.base) || !isSmall(r.sx) || !isSmall(r.sy) {
		return 0, 0, false
	}
	cols, rows := int64(1)<<r.wsh-1, int64(32>>r.wsh)-1
	dx, dy := cols*int64(r.sx), rows*int64(r.sy)
	min, max = int64(r.base), int64(r.base)
	if dx < 0 {
		min += dx
	} else {
		max += dx
	}
	if dy < 0 {
		min += dy
	} else {
		max += dy
	}
	return min, max, true
}

// combine computes a op b for normalized affine operands of kind k; es > 0
// makes it pointer indexing a + b*es.
func combine(op token.Kind, k kind, es uint64, a, b affine) (affine, bool) {
	if es > 0 {
		b = affine{base: b.base * es, sx: b.sx * es, sy: b.sy * es, wsh: b.wsh}
	}
	var r affine
	switch op {
	case token.Add, token.Sub:
		switch {
		case b.sx|b.sy == 0: // the common case: a shape plus a uniform value
			r = a
			if op == token.Add {
				r.base += b.base
			} else {
				r.base -= b.base
			}
			return r, r.fits(k)
		case a.sx|a.sy == 0 && op == token.Add:
			r = b
			r.base += a.base
			return r, r.fits(k)
		}
		var ok bool
		if a, b, ok = common(a, b); !ok {
			return r, false
		}
		if op == token.Add {
			r = affine{base: a.base + b.base, sx: a.sx + b.sx, sy: a.sy + b.sy, wsh: a.wsh}
		} else {
			r = affine{base: a.base - b.base, sx: a.sx - b.sx, sy: a.sy - b.sy, wsh: a.wsh}
		}
		r = r.normalize()
	case token.Mul:
		if b.sx|b.sy != 0 {
			a, b = b, a
		}
		if b.sx|b.sy != 0 {
			return r, false
		}
		c := b.base
		if k == kI32 || k == kU32 {
			// Keep the exact products inside int64.
			const lim = 1 << 28
			if c+lim >= 2*lim || !isSmall(a.base) || !isSmall(a.sx) || !isSmall(a.sy) {
				return r, false
			}
		}
		// Scaling keeps a normalized shape normalized.
		r = affine{base: a.base * c, sx: a.sx * c, sy: a.sy * c, wsh: a.wsh}
	default:
		return r, false
	}
	return r, r.fits(k)
}

// setAffine makes d the affine value a: all lanes written, or only V[0]
// when lazy. A constant a stays a per-lane value, as the lane loops leave
// it (uniform values take other paths in loads and stores).
func (d *Vec) setAffine(a affine, lazy bool) {
	a = a.normalize()
	d.V[0] = a.base
	d.U, d.aff, d.lazy = false, true, lazy
	d.sx, d.sy, d.wsh = a.sx, a.sy, a.wsh
	if !lazy {
		d.fillLanes()
	}
}

// fill writes the lanes of a lazy Vec. It is small enough to inline: most
// Vecs are not lazy, and the closures call it on every operand they may
// have asked to be lazy.
func (d *Vec) fill() {
	if d.lazy {
		d.fillLazy()
	}
}

func (d *Vec) fillLazy() {
	d.fillLanes()
	d.lazy = false
}

func (d *Vec) fillLanes() {
	a := affine{base: d.V[0], sx: d.sx, sy: d.sy, wsh: d.wsh}
	w := 1 << a.wsh
	for y := 0; y < 32; y += w {
		row := a.base + uint64(y>>a.wsh)*a.sy
		for x := 0; x < w; x++ {
			d.V[y+x] = row + uint64(x)*a.sx
		}
	}
}

// tagAffine sets the affine tag of a fully written Vec when its lanes have
// one of the shapes threadIdx takes (checked lane by lane).
func (d *Vec) tagAffine() {
	d.aff, d.lazy = false, false
	if d.U || !affineTags {
		return
	}
	for wsh := uint8(5); ; wsh-- {
		w := 1 << wsh
		a := affine{base: d.V[0], wsh: wsh}
		if w > 1 {
			a.sx = d.V[1] - d.V[0]
		}
		if w < 32 {
			a.sy = d.V[w] - d.V[0]
		}
		match := true
		for i := range 32 {
			if a.lane(i) != d.V[i] {
				match = false
				break
			}
		}
		if match {
			a = a.normalize()
			d.aff, d.sx, d.sy, d.wsh = true, a.sx, a.sy, a.wsh
			return
		}
		if wsh == 0 {
			return
		}
	}
}

// assignAffine is assign for a source whose tag is trusted: a whole-warp
// copy keeps the tag.
func (d *Vec) assignAffine(src *Vec, m, full uint32, n int) {
	d.assign(src, m, full, n)
	if src.aff && !src.U && n == 32 && m&full == full && d != src {
		d.aff, d.sx, d.sy, d.wsh = true, src.sx, src.sy, src.wsh
	}
}

// exprLazy compiles e for an affine-aware parent: an aware e may return a
// lazy Vec.
func (c *compiler) exprLazy(e ast.Expr) evalFn {
	c.lazyNext = true
	f := c.expr(e)
	c.lazyNext = false
	return f
}

// affineKind returns the kind an aware binary operation works in: integer
// add, sub and multiply in 32 or 64 bits, and pointer + integer (es > 0).
func affineKind(e *ast.Binary) (k kind, es uint64, ok bool) {
	switch e.Op {
	case token.Add, token.Sub, token.Mul:
	default:
		return 0, 0, false
	}
	xt, yt := e.X.Type(), e.Y.Type()
	if xt == nil || yt == nil {
		return 0, 0, false
	}
	kx, ky := kindOf(xt), kindOf(yt)
	if kx == kPtr {
		if e.Op == token.Add && ky.isInt() && ky != kBool {
			return kPtr, elemSize(xt), true
		}
		return 0, 0, false
	}
	switch kx {
	case kI32, kU32, kI64, kU64:
		return kx, 0, kx == ky
	}
	return 0, 0, false
}

// affineCast reports whether a conversion keeps an affine value's lanes
// (to a 32- or 64-bit integer from one) and the kinds.
func affineCast(e *ast.Cast) (from, to kind, ok bool) {
	if e.Conv == ast.ConvArrayDecay || e.Conv == ast.ConvNullToPtr || e.Conv == ast.ConvFuncDecay ||
		e.Conv == ast.ConvToVoid || e.Conv == ast.ConvToVector || e.X.Type() == nil {
		return 0, 0, false
	}
	from, to = kindOf(e.X.Type()), kindOf(e.T)
	isAff := func(k kind) bool { return k == kI32 || k == kU32 || k == kI64 || k == kU64 }
	return from, to, isAff(from) && isAff(to)
}

// affTrusted reports whether the value e compiles to keeps its affine tag
// up to date.
func (c *compiler) affTrusted(e ast.Expr) bool {
	if b := e.Base(); b.Const != nil {
		return true // a uniform constant
	}
	switch e := e.(type) {
	case *ast.Paren:
		return c.affTrusted(e.X)
	case *ast.Ident:
		if e.Obj == nil {
			return false
		}
		v, ok := c.vars[e.Obj]
		return ok && !v.ref && v.reg >= 0
	case *ast.Member:
		id, ok := ast.Unparen(e.X).(*ast.Ident)
		return ok && id.Obj != nil && id.Obj.Kind == ast.ObjBuiltinVar && id.Obj.Name == "threadIdx" && !e.Arrow
	case *ast.Binary:
		_, _, ok := affineKind(e)
		return ok
	case *ast.Cast:
		if e.Conv == ast.ConvArrayDecay {
			// A row of an array of arrays (a[i] in a[i][j]): its address is
			// what indexing a keeps up to date (indexArray, indexAffine).
			_, ok := ast.Unparen(e.X).(*ast.Index)
			return ok
		}
		from, to, ok := affineCast(e)
		if ok && convert(from, to) == nil {
			return c.affTrusted(e.X)
		}
		return ok
	}
	return false
}

// affineBinary compiles an aware integer or pointer add, sub or multiply.
func (c *compiler) affineBinary(e *ast.Binary, k kind, es uint64, lazy bool) evalFn {
	line := c.line(e)
	x, y := c.operandOf(e.X, c.exprLazy(e.X)), c.operandOf(e.Y, c.exprLazy(e.Y))
	tx, ty := c.affTrusted(e.X), c.affTrusted(e.Y)
	vop := fastOp(e.Op, k)
	if es > 0 {
		vop = func(d, a, b *Vec, n int) { indexAddr(d, a, b, es, n) }
	}
	op := e.Op
	d := c.newReg()
	addSub := op == token.Add || op == token.Sub
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		a, b := x.get(f, m), y.get(f, m)
		f.w.count(line, m)
		if addSub && f.w.n == 32 {
			if r, ok := shiftedShape(op, k, es, a, b, tx, ty); ok {
				out.setAffine(r, lazy)
				return out
			}
		}
		if (a.aff || b.aff) && f.w.n == 32 {
			if av, ok := a.affineOf(tx); ok {
				if bv, ok := b.affineOf(ty); ok {
					if r, ok := combine(op, k, es, av, bv); ok {
						out.setAffine(r, lazy)
						return out
					}
				}
			}
		}
		// Only an aware child can be lazy; any other Vec's tag may be stale.
		if tx {
			a.fill()
		}
		if ty {
			b.fill()
		}
		vop(out, a, b, f.w.n)
		out.aff, out.lazy = false, false
		return out
	}
}

// shiftedShape is combine's common case for a op b (add or sub, es > 0
// for pointer indexing) without its general cases: a trusted shape plus or
// minus a uniform value, or a uniform value plus a trusted shape, where
// only the base moves. ok is false when the operands are not such a pair
// or the result does not fit k (combine then decides).
func shiftedShape(op token.Kind, k kind, es uint64, a, b *Vec, tx, ty bool) (affine, bool) {
	var r affine
	switch {
	case tx && a.aff && !a.U && b.U:
		d := b.V[0] * max(es, 1)
		r = affine{base: a.V[0] + d, sx: a.sx, sy: a.sy, wsh: a.wsh}
		if op == token.Sub {
			r.base = a.V[0] - d
		}
	case ty && b.aff && !b.U && a.U && op == token.Add && es == 0:
		r = affine{base: a.V[0] + b.V[0], sx: b.sx, sy: b.sy, wsh: b.wsh}
	default:
		return r, false
	}
	return r, r.fits(k)
}

// isComparison reports whether op is one of C's six comparisons.
func isComparison(op token.Kind) bool {
	switch op {
	case token.Lss, token.Leq, token.Gtr, token.Geq, token.Eql, token.Neq:
		return true
	}
	return false
}

// affineCompare wraps the lane loop of a 32-bit integer comparison: when
// one operand is a trusted shape and the other uniform, the shape's
// extremes often decide every lane at once (t < stride for whole warps),
// and the result is uniform.
func affineCompare(op token.Kind, lanes vecOp, tx, ty bool) vecOp {
	return func(d, a, b *Vec, n int) {
		if n == 32 {
			if v, ok := compareShape(op, a, b, tx, ty); ok {
				d.setUniform(v)
				return
			}
		}
		lanes(d, a, b, n)
	}
}

// compareShape returns a op b when every lane has the same result: a (or
// b) a trusted shape of a 32-bit kind, whose lanes are exact integers
// between its bounds (as stored: sign- or zero-extended, so int64
// comparisons order them as the kind does), the other uniform.
func compareShape(op token.Kind, a, b *Vec, tx, ty bool) (uint64, bool) {
	var s affine
	var u int64
	switch {
	case tx && a.aff && !a.U && b.U:
		s, u = affine{base: a.V[0], sx: a.sx, sy: a.sy, wsh: a.wsh}, int64(b.V[0])
	case ty && b.aff && !b.U && a.U:
		s, u = affine{base: b.V[0], sx: b.sx, sy: b.sy, wsh: b.wsh}, int64(a.V[0])
		switch op { // u op s is s op' u
		case token.Lss:
			op = token.Gtr
		case token.Leq:
			op = token.Geq
		case token.Gtr:
			op = token.Lss
		case token.Geq:
			op = token.Leq
		}
	default:
		return 0, false
	}
	lo, hi, ok := s.bounds()
	if !ok {
		return 0, false
	}
	var all, none bool // every lane true, every lane false
	switch op {
	case token.Lss:
		all, none = hi < u, lo >= u
	case token.Leq:
		all, none = hi <= u, lo > u
	case token.Gtr:
		all, none = lo > u, hi <= u
	case token.Geq:
		all, none = lo >= u, hi < u
	case token.Eql:
		all, none = lo == u && hi == u, u < lo || u > hi
	case token.Neq:
		all, none = u < lo || u > hi, lo == u && hi == u
	}
	switch {
	case all:
		return 1, true
	case none:
		return 0, true
	}
	return 0, false
}

// affineConvert compiles a conversion between 32- and 64-bit integers that
// keeps the tag when no lane changes.
func (c *compiler) affineConvert(e *ast.Cast, from, to kind, lazy bool) evalFn {
	line := c.line(e)
	tx := c.affTrusted(e.X)
	fn := convert(from, to)
	if fn == nil {
		// No change of bits (int to long long): the operand itself, lazy
		// only where this node may be. (Compiled lazily, it handed a
		// consumer that reads lanes a Vec whose lanes were not written.)
		c.lazyNext = lazy
		return c.expr(e.X)
	}
	x := c.exprLazy(e.X)
	d := c.newReg()
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		v := x(f, m)
		f.w.count(line, m)
		if v.aff && f.w.n == 32 {
			if av, ok := v.affineOf(tx); ok && av.fits(to) {
				out.setAffine(av, lazy)
				return out
			}
		}
		if tx {
			v.fill()
		}
		unop(out, v, f.w.n, fn)
		out.aff, out.lazy = false, false
		return out
	}
}

// indexAffine is the address closure of p[i] for an aware consumer (lazy)
// or any consumer.
func indexAffine(p, i operand, tp, ti bool, es uint64, d, line int, lazy bool) evalFn {
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		pv, iv := p.get(f, m), i.get(f, m)
		f.w.count(line, m)
		if pv.U && iv.U && !pv.aff && !iv.aff { // what indexAddr does, first (all of the host's)
			out.setUniform(pv.V[0] + iv.V[0]*es)
			return out
		}
		if ti && iv.aff && !iv.U && pv.U && f.w.n == 32 {
			// The common case, a uniform pointer indexed by a shape:
			// what combine computes, without its general cases.
			out.setAffine(affine{base: pv.V[0] + iv.V[0]*es, sx: iv.sx * es, sy: iv.sy * es, wsh: iv.wsh}, lazy)
			return out
		}
		if (pv.aff || iv.aff) && f.w.n == 32 {
			if pa, ok := pv.affineOf(tp); ok {
				if ia, ok := iv.affineOf(ti); ok {
					if r, ok := combine(token.Add, kPtr, es, pa, ia); ok {
						out.setAffine(r, lazy)
						return out
					}
				}
			}
		}
		if tp {
			pv.fill()
		}
		if ti {
			iv.fill()
		}
		indexAddr(out, pv, iv, es, f.w.n)
		out.aff, out.lazy = false, false
		return out
	}
}

// indexArray is the address closure of a[i] for a declared array a of n
// elements: an affine index whose every lane is inside the array needs no
// per-lane check; any other index is checked lane by lane.
func indexArray(p, i operand, tp, ti bool, es uint64, d, line int, n int64, name string, lazy bool) evalFn {
	return func(f *Frame, m uint32) *Vec {
		out := &f.regs[d]
		pv, iv := p.get(f, m), i.get(f, m)
		f.w.count(line, m)
		if (pv.aff || iv.aff) && f.w.n == 32 {
			if pa, ok := pv.affineOf(tp); ok {
				if ia, ok := iv.affineOf(ti); ok {
					if lo, hi, ok := ia.bounds(); ok && lo >= 0 && hi < n {
						if r, ok := combine(token.Add, kPtr, es, pa, ia); ok {
							out.setAffine(r, lazy)
							return out
						}
					}
				}
			}
		}
		if tp {
			pv.fill()
		}
		if ti {
			iv.fill()
		}
		for mm := m; mm != 0; mm &= mm - 1 {
			l := firstLane(mm)
			if l >= f.w.n {
				break
			}
			if x := int64(iv.get(l)); x < 0 || x >= n {
				f.w.indexFault(line, l, x, n, name, pv.get(l)+uint64(x)*es)
				break
			}
		}
		indexAddr(out, pv, iv, es, f.w.n)
		out.aff, out.lazy = false, false
		return out
	}
}

// loadAffine is Warp.load for an affine address a (lazy or not) when every
// lane of the warp falls inside one allocation that needs no
// initialization or race checks; it reports false, having done nothing,
// otherwise (the caller then takes the general path, which reports faults
// lane by lane).
func (w *Warp) loadAffine(d, a *Vec, m uint32, k kind, line int) bool {
	if !a.aff || a.U {
		return false
	}
	return w.loadShape(d, affine{base: a.V[0], sx: a.sx, sy: a.sy, wsh: a.wsh}, m, k, line, nil, nil)
}

// shapeCheck remembers that a shape passed loadShape's tests of its
// strides (alignment, size) for loads of kind k (size bytes), and where
// its corners lie relative to its base; size is 0 while nothing is
// known. The strides themselves are kept for verifyInduction only.
type shapeCheck struct {
	k            kind
	size, lo, hi uint64
	sx, sy       uint64
	wsh          uint8
}

// loadShape is loadAffine for the normalized shape af of the address.
// hint, when not nil, holds the block the caller's last load found (or
// nil): a block that is not freed and holds every lane is the one Resolve
// would find (allocations never overlap, and their addresses are never
// reused), so the lookup is skipped; a block found is stored back.
//
// known, when not nil, is the caller's promise that af differs from the
// shape last checked into it, if any, in its base alone (an induction
// address between anchors): the strides' tests passed then and pass
// now, and the corners are the base plus the same offsets (modulo 2^64,
// as computed in full), so only the base's alignment and range are
// tested again. Everything else (the warp's state, the mask, the block,
// its bounds and freeing, the space, initcheck) is tested every time.
func (w *Warp) loadShape(d *Vec, af affine, m uint32, k kind, line int, hint **mem.Block, known *shapeCheck) bool {
	if w.halted() || m == 0 {
		return false
	}
	var size, lo, hi uint64
	if known != nil && known.size != 0 && known.k == k {
		size = known.size
		// The corners' offsets lie within 2^46 below and above the
		// base, so corners below 2^62 put the base there too.
		lo, hi = af.base+known.lo, af.base+known.hi
		if af.base&(size-1) != 0 || (lo|hi) >= 1<<62 {
			return false
		}
	} else {
		size = uint64(k.size())
		if size != 1 && size != 2 && size != 4 && size != 8 || (af.base|af.sx|af.sy)&(size-1) != 0 {
			return false
		}
		var ok bool
		if lo, hi, ok = af.corners(); !ok {
			return false
		}
		if known != nil { // the strides passed: only the base can fail from now on
			*known = shapeCheck{k: k, size: size, lo: lo - af.base, hi: hi - af.base, sx: af.sx, sy: af.sy, wsh: af.wsh}
		}
	}
	var b *mem.Block
	if hint != nil {
		b = *hint
	}
	if b == nil || b.Freed || lo < b.Base || hi+size > b.Base+b.Size {
		var f *mem.Fault
		if b, _, f = w.m.mem.Resolve(lo, hi-lo+size); f != nil {
			return false
		}
		if hint != nil {
			*hint = b
		}
	}
	if ok, _ := w.spaceAllowed(b.Space, OpLoad); !ok && !b.Managed {
		return false
	}
	off0 := af.base - b.Base
	if check := w.device && (b.Space == mem.Shared || !b.AllInitialized()); check || size < 4 {
		// initcheck and the race detector look at every lane, in lane
		// order, as Warp.load does (checkInit, with the race shadow
		// looked up once for the warp).
		var race *raceShadow
		if check && b.Space == mem.Shared {
			race = w.blk.launch.shadowFor(b)
		}
		if race != nil && size == 4 && hi+size-b.Base <= uint64(len(race.cells)) && b.Initialized(lo-b.Base, hi+size-lo) {
			w.loadSharedWords(d, race, b, off0, af, m, k, line)
			d.U, d.aff, d.lazy = false, false, false
			w.observeAffine(af, m, int(size), OpLoad, line)
			return true
		}
		check = check && (b.Space == mem.Global || b.Space == mem.Shared) // what initcheck covers
		wd := 1 << af.wsh
		for mm := m; mm != 0; mm &= mm - 1 {
			i := firstLane(mm)
			off := off0 + uint64(i&(wd-1))*af.sx + uint64(i>>af.wsh)*af.sy
			switch {
			case !check:
			case !b.Initialized(off, size):
				w.reportUninit(b, int(size), b.Base+off, i, line)
			case race != nil:
				if c := race.wordCell(off, int(size)); c != nil && off+size <= uint64(len(race.cells)) {
					if t := int32(w.warpIdx*32 + i); !c.quietRead(race.epoch, t, line, w.syncs) {
						w.raceReadCell(race, c, b, off, t, i, line)
					}
				} else {
					w.raceReadCells(race, b, off, int(size), i, line)
				}
			}
			d.V[i] = extend(k, mem.Load(b, off, int(size)))
		}
		d.U, d.aff, d.lazy = false, false, false
		w.observeAffine(af, m, int(size), OpLoad, line)
		return true
	}
	if m != ^uint32(0) || size != 4 || !loadWarp4(&d.V, b.Data, off0, af, k == kI32) {
		loadRows(d, b.Data, off0, af, m, size, k == kI32)
	}
	d.U, d.aff, d.lazy = false, false, false
	w.observeAffine(af, m, int(size), OpLoad, line)
	return true
}

// loadSharedWords is loadShape's lane loop for 4-byte words of shared
// block b, race its race shadow, when every byte the lanes could read is
// initialized and shadowed: each lane's read goes to the race detector, in
// lane order, and then its word is loaded, without the general loop's
// per-lane tests. (A function of its own so that its loop keeps its
// variables in registers; not inlined, which profile-guided inlining
// would do, into loadShape, where WebAssembly's sixteen registers hold
// few of them: the loop reloaded them from the stack every lane.)
//
//go:noinline
func (w *Warp) loadSharedWords(d *Vec, race *raceShadow, b *mem.Block, off0 uint64, af affine, m uint32, k kind, line int) {
	t0, epoch, syncs := int32(w.warpIdx*32), race.epoch, w.syncs
	if af.sx == 4 && af.wsh == 5 { // consecutive words, the commonest load
		if cells, split := race.wordRun(off0); cells != nil {
			src := (*[128]byte)(b.Data[off0 : off0+128])
			if m == 0xffffffff {
				loadWholeWarpWords(w, d, race, b, cells, split, src, off0, k == kI32, line)
				return
			}
			for mm := m; mm != 0; mm &= mm - 1 {
				i := firstLane(mm) & 31
				if t := t0 + int32(i); split[i] {
					w.raceReadCells(race, b, off0+uint64(i)*4, 4, i, line)
				} else if c := &cells[i]; !c.quietRead(epoch, t, line, syncs) {
					w.raceReadCell(race, c, b, off0+uint64(i)*4, t, i, line)
				}
				d.V[i] = extend(k, uint64(le.Uint32(src[4*i:])))
			}
			return
		}
	}
	if m == 0xffffffff && (af.sx == 0 || af.sy == 0 && af.wsh < 5) {
		loadRepeatedWords(w, d, race, b, off0, af, k == kI32, line)
		return
	}
	wd := 1 << af.wsh
	for mm := m; mm != 0; mm &= mm - 1 {
		i := firstLane(mm)
		off := off0 + uint64(i&(wd-1))*af.sx + uint64(i>>af.wsh)*af.sy
		if c := race.wordCell(off, 4); c != nil {
			if t := t0 + int32(i); !c.quietRead(epoch, t, line, syncs) {
				w.raceReadCell(race, c, b, off, t, i, line)
			}
		} else {
			w.raceReadCells(race, b, off, 4, i, line)
		}
		d.V[i] = extend(k, uint64(le.Uint32(b.Data[off:])))
	}
}

// loadWholeWarpWords is loadSharedWords for a whole warp's 32
// consecutive words at off0 (src), whose race cells are cells: the same
// lane loop, counted rather than over a mask, with the kind's extension
// (signed: int) decided once. Branches cost WebAssembly more than they
// cost natively (docs/performance.md).
func loadWholeWarpWords(w *Warp, d *Vec, race *raceShadow, b *mem.Block, cells *[32]raceCell, split *[32]bool, src *[128]byte, off0 uint64, signed bool, line int) {
	t0, epoch, syncs := int32(w.warpIdx*32), race.epoch, w.syncs
	for i := range 32 {
		if t := t0 + int32(i); split[i] {
			w.raceReadCells(race, b, off0+uint64(i)*4, 4, i, line)
		} else if c := &cells[i]; !c.quietRead(epoch, t, line, syncs) {
			w.raceReadCell(race, c, b, off0+uint64(i)*4, t, i, line)
		}
		x := uint64(le.Uint32(src[4*i:]))
		if signed {
			x = uint64(int64(int32(x)))
		}
		d.V[i] = x
	}
}

// loadRepeatedWords is loadSharedWords for a whole warp whose lanes read
// words that earlier lanes of the same load read: a broadcast within each
// row (sx 0: a[threadIdx.y][k]) or rows that repeat the first (sy 0:
// b[k][threadIdx.x] with 16 threads a row), the tiled matrix multiply's
// two loads. A lane that repeats an earlier lane's word takes its value,
// and its read meets a cell that this load already read in this interval:
// raceReadCell would find a write only if the cell was written in this
// interval, and quietRead would otherwise note a second reader. So only
// that test and that note are made; the race
// detector's state and reports are the same as lane by lane.
func loadRepeatedWords(w *Warp, d *Vec, race *raceShadow, b *mem.Block, off0 uint64, af affine, signed bool, line int) {
	t0, epoch, syncs := int32(w.warpIdx*32), race.epoch, w.syncs
	wd := 1 << af.wsh
	var cells [32]*raceCell
	for i := range 32 {
		col, row := i&(wd-1), i>>af.wsh
		src := -1
		switch {
		case af.sx == 0 && col > 0:
			src = i - 1
		case af.sy == 0 && row > 0:
			src = col
		}
		off := off0 + uint64(col)*af.sx + uint64(row)*af.sy
		t := t0 + int32(i)
		if src >= 0 && cells[src] != nil {
			c := cells[src]
			cells[i] = c
			if c.wEpoch == epoch {
				w.raceReadCell(race, c, b, off, t, i, line)
			} else {
				c.anotherRead(t, syncs)
			}
			d.V[i] = d.V[src]
			continue
		}
		if c := race.wordCell(off, 4); c != nil {
			cells[i] = c
			if !c.quietRead(epoch, t, line, syncs) {
				w.raceReadCell(race, c, b, off, t, i, line)
			}
		} else {
			w.raceReadCells(race, b, off, 4, i, line)
		}
		x := uint64(le.Uint32(b.Data[off:]))
		if signed {
			x = uint64(int64(int32(x)))
		}
		d.V[i] = x
	}
}

// storeShape is store for 4-byte words at the affine addresses af (lanes
// of m) of one block the warp may write, without the address vector: it
// reports false, having done nothing, for any other access, which store
// then makes. A shared block's race detector sees each lane's write, in
// lane order, as raceWriteLanes does.
func (w *Warp) storeShape(v *Vec, af affine, m uint32, k kind, line int, hint **mem.Block) bool {
	const size = 4
	if w.halted() || m == 0 || k.size() != size || (af.base|af.sx|af.sy)&(size-1) != 0 || w.dotEvents != nil {
		return false
	}
	lo, hi, ok := af.corners()
	if !ok {
		return false
	}
	b := *hint
	if b == nil || b.Freed || lo < b.Base || hi+size > b.Base+b.Size {
		var f *mem.Fault
		if b, _, f = w.m.mem.Resolve(lo, hi-lo+size); f != nil {
			return false
		}
		*hint = b
	}
	if ok, _ := w.spaceAllowed(b.Space, OpStore); !ok && !b.Managed {
		return false
	}
	var race *raceShadow
	if w.device && b.Space == mem.Shared {
		// Lanes past the shadow, which raceWriteLanes skips, are store's.
		if race = w.blk.launch.shadowFor(b); race != nil && hi+size-b.Base > uint64(len(race.cells)) {
			return false
		}
	}
	w.storeSeq++
	off0 := af.base - b.Base
	if race != nil {
		w.raceWriteWords(race, b.Base, off0, af, m, line)
	}
	storeWords(b, v, off0, af, m)
	w.observeAffine(af, m, size, OpStore, line)
	return true
}

// raceWriteWords is raceWriteLanes for 4-byte words at the affine offsets
// of af from off0 of a block at base, all inside the shadow r. (A function
// of its own so that its loop keeps its variables in registers: not
// inlined, as loadSharedWords.)
//
//go:noinline
func (w *Warp) raceWriteWords(r *raceShadow, base, off0 uint64, af affine, m uint32, line int) {
	epoch, syncs, seq, t0 := r.epoch, w.syncs, w.storeSeq, int32(w.warpIdx*32)
	if af.sx == 4 && af.wsh == 5 { // consecutive words, the commonest store
		if cells, split := r.wordRun(off0); cells != nil {
			if m == 0xffffffff { // the same loop, counted
				for i := range 32 {
					if split[i] {
						off := off0 + uint64(i)*4
						w.raceWriteCells(r, off, 4, base+off, i, line)
						continue
					}
					c, t := &cells[i], t0+int32(i)
					if c.touchedByOthers(epoch, t) {
						w.raceWriteCheck(c, epoch, t, base+off0+uint64(i)*4, i, line)
					}
					c.wrote(epoch, t, line, syncs, seq)
				}
				return
			}
			for mm := m; mm != 0; mm &= mm - 1 {
				i := firstLane(mm) & 31
				if split[i] {
					off := off0 + uint64(i)*4
					w.raceWriteCells(r, off, 4, base+off, i, line)
					continue
				}
				c, t := &cells[i], t0+int32(i)
				if c.touchedByOthers(epoch, t) {
					w.raceWriteCheck(c, epoch, t, base+off0+uint64(i)*4, i, line)
				}
				c.wrote(epoch, t, line, syncs, seq)
			}
			return
		}
	}
	wd := 1 << af.wsh
	for mm := m; mm != 0; mm &= mm - 1 {
		i := firstLane(mm)
		off := off0 + uint64(i&(wd-1))*af.sx + uint64(i>>af.wsh)*af.sy
		c := r.wordCell(off, 4)
		if c == nil {
			w.raceWriteCells(r, off, 4, base+off, i, line)
			continue
		}
		t := t0 + int32(i)
		if c.touchedByOthers(epoch, t) {
			w.raceWriteCheck(c, epoch, t, base+off, i, line)
		}
		c.wrote(epoch, t, line, syncs, seq)
	}
}

// storeWords writes the 4-byte lanes of m at the affine offsets of af from
// off0 of b, in lane order (the highest lane wins a word several write),
// and marks the bytes written once per run of lanes whose words follow
// each other, as storeLanes does.
func storeWords(b *mem.Block, v *Vec, off0 uint64, af affine, m uint32) {
	wd := 1 << af.wsh
	data := b.Data
	if m == 0xffffffff && af.sx == 4 && wd == 32 { // 32 consecutive words: one run
		dst := (*[128]byte)(data[off0 : off0+128])
		if v.U {
			x := uint32(v.V[0])
			for i := 0; i < 128; i += 4 {
				le.PutUint32(dst[i:], x)
			}
		} else {
			for i := range 32 {
				le.PutUint32(dst[4*i:], uint32(v.V[i]))
			}
		}
		b.MarkInit(off0, 128)
		return
	}
	var start, end uint64 // the run being marked: [start, end)
	for mm := m; mm != 0; mm &= mm - 1 {
		i := firstLane(mm)
		off := off0 + uint64(i&(wd-1))*af.sx + uint64(i>>af.wsh)*af.sy
		le.PutUint32(data[off:], uint32(v.get(i)))
		if off == end && end > start {
			end += 4
			continue
		}
		if end > start {
			b.MarkInit(start, end-start)
		}
		start, end = off, off+4
	}
	if end > start {
		b.MarkInit(start, end-start)
	}
}

// loadRows loads the lanes of m, 4- or 8-byte words at the affine offsets
// off0 + (lane mod W)·sx + (lane div W)·sy of data, row by row: a row that
// reads one word loads it once, a row of consecutive words is one
// sequential read. (A function of its own so that its loops keep their
// variables in registers.)
func loadRows(d *Vec, data []byte, off0 uint64, af affine, m uint32, size uint64, signed bool) {
	wd := 1 << af.wsh
	rowLanes := uint32(1)<<wd - 1
	if wd == 32 {
		rowLanes = ^uint32(0)
	}
	for y := 0; y < 32; y += wd {
		rm := m >> y & rowLanes
		if rm == 0 {
			continue
		}
		row := off0 + uint64(y>>af.wsh)*af.sy
		lanes := d.V[y : y+wd]
		if rm == rowLanes {
			if af.sy == 0 && y > 0 && m&rowLanes == rowLanes {
				copy(lanes, d.V[:wd]) // every row reads what the full first row read
				continue
			}
			switch af.sx {
			case 0: // the row reads one word: load it once
				broadcast(lanes, loadWord(data, row, size, signed))
				continue
			case size: // consecutive words
				loadRow(lanes, data[row:row+size*uint64(wd)], size, signed)
				continue
			}
		}
		for x := range lanes {
			if rm>>x&1 != 0 {
				lanes[x] = loadWord(data, row+uint64(x)*af.sx, size, signed)
			}
		}
	}
}

// loadWarp4 is loadRows for a whole warp's 4-byte words in the shapes that
// 16×16 and one-dimensional blocks make most (a matrix row read by each
// half-warp, a row of 16 words read by both, 32 consecutive words), written
// out without the row loop; it reports false for any other shape.
func loadWarp4(v *[32]uint64, data []byte, off0 uint64, af affine, signed bool) bool {
	_ = v[0] // one nil check here, none in the loops
	switch {
	case af.wsh == 4 && af.sx == 0: // each half-warp reads one word
		x := loadWord(data, off0, 4, signed)
		y := loadWord(data, off0+af.sy, 4, signed)
		// Four lanes of each half a step (i <= 12: no bounds checks).
		for i := 0; i < 13; i += 4 {
			v[i], v[i+1], v[i+2], v[i+3] = x, x, x, x
			v[16+i], v[17+i], v[18+i], v[19+i] = y, y, y, y
		}
	case af.wsh == 4 && af.sx == 4 && af.sy == 0: // both half-warps read the same 16 words
		src := (*[64]byte)(data[off0 : off0+64])
		// Two words a step, read as one 8-byte little-endian load.
		for i := 0; i < 15; i += 2 {
			w := le.Uint64(src[4*i:])
			x, y := w&0xffffffff, w>>32
			if signed {
				x, y = uint64(int64(int32(x))), uint64(int64(int32(y)))
			}
			v[i], v[i+1], v[16+i], v[17+i] = x, y, x, y
		}
	case af.wsh == 5 && af.sx == 4: // 32 consecutive words
		loadRow(v[:], data[off0:off0+128], 4, signed)
	default:
		return false
	}
	return true
}

// broadcast sets every lane to v, four at a time (one bounds check and
// one loop step per four lanes).
func broadcast(lanes []uint64, v uint64) {
	for len(lanes) >= 4 {
		lanes[0], lanes[1], lanes[2], lanes[3] = v, v, v, v
		lanes = lanes[4:]
	}
	for x := range lanes {
		lanes[x] = v
	}
}

// loadWord reads a 4- or 8-byte little-endian word in its stored form.
func loadWord(data []byte, off, size uint64, signed bool) uint64 {
	if size == 8 {
		return le.Uint64(data[off : off+8])
	}
	u := le.Uint32(data[off : off+4])
	if signed {
		return uint64(int64(int32(u)))
	}
	return uint64(u)
}

// loadRow reads len(lanes) consecutive words from src (written so that
// the compiler drops the bounds checks inside the loops).
func loadRow(lanes []uint64, src []byte, size uint64, signed bool) {
	switch {
	case size == 8:
		src = src[:8*len(lanes)]
		for x := range lanes {
			lanes[x] = le.Uint64(src[8*x : 8*x+8])
		}
	case signed:
		src = src[:4*len(lanes)]
		for x := range lanes {
			lanes[x] = uint64(int64(int32(le.Uint32(src[4*x : 4*x+4]))))
		}
	default:
		src = src[:4*len(lanes)]
		for x := range lanes {
			lanes[x] = uint64(le.Uint32(src[4*x : 4*x+4]))
		}
	}
}

// observeAffine is Warp.observe for the lanes of an affine address: the
// same access, written from the shape, with the shape as the memory
// system's hint when it is one stride across the warp.
func (w *Warp) observeAffine(af affine, m uint32, size int, op Op, line int) {
	if !w.device {
		return
	}
	l := w.blk.launch
	space := mem.SpaceOf(af.lane(firstLane(m)))
	if space == mem.Local {
		return // see observe
	}
	l.countMem(space, op, line)
	if w.dotEvents != nil {
		*w.dotEvents = append(*w.dotEvents, dotObserve)
	}
	if l.obs == nil {
		return
	}
	if t := l.timing; t != nil && t.queue != nil && !w.tr.on {
		// The queue's commonest accesses, queued without l.acc (addStrided):
		// one stride across the warp, its lanes all running or some.
		if n := w.relativeShape(af, space).normalize(); n.wsh == 5 {
			if l.acc.Block != w.blk.linear {
				l.acc.Block, l.acc.SM = w.blk.linear, w.blk.linear%max(1, w.m.cfg.GPU.SMs)
			}
			t.queue.addStrided(&l.acc, memsysSpace[space], op, uint8(size), m, n.base, int64(n.sx), line, l.acc.SM, l.acc.Block, w.warpIdx)
			return
		}
	}
	l.observeAccess(w, w.affineAccess(af, m, size, op, line, space))
	l.acc.RowLanes, l.acc.RowStarts = 0, false // the other observers of l.acc leave them unset
}

// relativeShape is af with its base as the memory system sees addresses
// in space: shared and constant addresses from their window's start.
func (w *Warp) relativeShape(af affine, space mem.Space) affine {
	switch space {
	case mem.Shared:
		af.base -= w.blk.sharedBase
	case mem.Constant:
		af.base -= mem.ConstantBase
	}
	return af
}

// affineAccess fills the launch's access (l.acc) for the warp access of
// af's lanes in m, in space, as the memory system is to see it.
func (w *Warp) affineAccess(af affine, m uint32, size int, op Op, line int, space mem.Space) *memsys.Access {
	l := w.blk.launch
	acc := &l.acc
	acc.Space, acc.Op, acc.Width, acc.Mask, acc.Line = memsysSpace[space], op, uint8(size), m, line
	acc.Warp = w.warpIdx
	if acc.Block != w.blk.linear { // acc.SM is already the block's: spare the division
		acc.Block, acc.SM = w.blk.linear, w.blk.linear%max(1, w.m.cfg.GPU.SMs)
	}
	af = w.relativeShape(af, space)
	n := af.normalize()
	acc.Affine, acc.Stride = n.wsh == 5 && m == 0xffffffff, int64(n.sx)
	if n.wsh < 5 && m == 0xffffffff { // rows of a 2D block: the memory system's RowLanes hint
		acc.RowLanes = 1 << n.wsh
	}
	if m == 0xffffffff { // hinted: the row starts say it all (memsys.Access.RowStarts)
		acc.RowStarts = true
		for y := 0; y < 32; y += 1 << n.wsh {
			acc.Addr[y] = n.lane(y)
		}
	} else {
		wd := 1 << af.wsh
		for y := 0; y < 32; y += wd {
			row := af.base + uint64(y>>af.wsh)*af.sy
			for x := 0; x < wd; x++ {
				acc.Addr[y+x] = row + uint64(x)*af.sx
			}
		}
	}
	return acc
}
