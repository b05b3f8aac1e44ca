package engine

import (
	"slices"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
	"simtlab/sim/engine/le"
	"simtlab/sim/engine/mem"
)

// Host loops in bursts. A host loop whose test, step and body statements
// are all on the scalar path (hostscalar.go) runs whole iterations in
// bursts, without the per-iteration work of the careful loop in stmt.go:
// the readiness of every part is checked once per burst rather than per
// part; a test `i < bound` on an integer register, a step `i++` or
// `i += c` and, in a loop of one statement, a store `p[i] = y` (y = r op
// c in place too) or a sum `r op= p[i]` are computed in place instead of
// through closures (hoststore.go).
//
// A burst changes nothing a program can see. It adds the same steps in
// the same order as the careful loop (the tick, then each part's recorded
// count), and it stops before any tick that would reach the machine's
// next yield point, so that the careful loop's tick runs the step budget,
// cancellation and Yield at the same step and line. Counter and bound are
// read from their registers in every iteration, so a body that changes
// either is followed. When a part's scalar form gives way, the burst runs
// it on the general path (which reports the fault) and finishes the
// iteration as the careful loop would, then hands back to it.

// hostLoops turns the bursts on; a test turns them off to compare.
var hostLoops = true

// hostLoopIterations counts the iterations run in bursts while
// countHostLoops is set (tests).
var (
	countHostLoops     bool
	hostLoopIterations int64
)

// hostLoop is a host loop whose parts all have a scalar form.
type hostLoop struct {
	cond  *hostPart   // nil: no test
	parts []*hostPart // the body's statements
	step  *hostPart   // nil: no step
	// In-place forms of the test and the step; nil: through the part.
	count *countTest
	inc   *countStep
}

// countTest is a loop test `i op bound`: i an integer register variable,
// bound a register variable or a constant of the same kind. It is
// computed as a < b or a == b, possibly swapped and negated, on values
// whose sign bits are flipped for a signed kind.
type countTest struct {
	i     int
	bound sval
	flip  uint64 // 1<<63 for a signed kind
	swap  bool   // b < a
	eq    bool   // a == b rather than a < b
	neg   bool   // the negation
}

// countStep is a loop step adding a constant to an integer register
// variable: i++, i--, i += c, i -= c. The sum is canonical for the kind
// by a shift left and back (sign-extending when signed), as canon.
type countStep struct {
	i      int
	delta  uint64
	sh     uint // 64 - the kind's bits
	signed bool
}

// hostLoopOf returns the burst form of a host loop whose body compiled
// into parts (hostLoopBody), or nil where a part has no scalar form.
func (c *compiler) hostLoopOf(condE, postE ast.Expr, cond, step *hostPart, parts []*hostPart) *hostLoop {
	if !hostLoops {
		return nil
	}
	if (condE != nil && (cond == nil || cond.fast == nil)) || (postE != nil && (step == nil || step.fast == nil)) {
		return nil
	}
	for _, p := range parts {
		if p == nil || p.fast == nil {
			return nil
		}
	}
	l := &hostLoop{cond: cond, parts: parts, step: step}
	if condE != nil {
		l.count = c.countTestOf(condE)
	}
	if postE != nil {
		l.inc = c.countStepOf(postE)
	}
	return l
}

// countKind reports whether k is an integer kind whose comparisons and
// sums on canonical register values are the plain 64-bit ones (as in
// intRegConst).
func countKind(k kind) bool { return k == kI32 || k == kU32 || k == kI64 || k == kU64 }

// countBinaryOf returns e as a binary expression with one of ops on two
// operands of one countKind k, neither a pointer, or nil.
func countBinaryOf(e ast.Expr, ops ...token.Kind) (*ast.Binary, kind) {
	b, ok := ast.Unparen(e).(*ast.Binary)
	if !ok || !slices.Contains(ops, b.Op) {
		return nil, 0
	}
	k := kindOf(b.X.Type())
	if !countKind(k) || kindOf(b.Y.Type()) != k || types.IsPointer(b.X.Type()) || types.IsPointer(b.Y.Type()) {
		return nil, 0
	}
	return b, k
}

// countTestOf recognises a test `i op bound`, or returns nil.
func (c *compiler) countTestOf(e ast.Expr) *countTest {
	b, k := countBinaryOf(e, token.Lss, token.Leq, token.Gtr, token.Geq, token.Neq, token.Eql)
	if b == nil {
		return nil
	}
	x, y := c.scalarPure(b.X), c.scalarPure(b.Y)
	if !x.ok() || !x.isReg() || !y.ok() || !(y.isReg() || y.isConst()) {
		return nil
	}
	t := &countTest{i: x.reg, bound: y}
	if k.signed() {
		t.flip = 1 << 63
	}
	t.setOp(b.Op)
	return t
}

// setOp writes the comparison op as a < b or a == b.
func (t *countTest) setOp(op token.Kind) {
	switch op {
	case token.Gtr: // b < a
		t.swap = true
	case token.Leq: // !(b < a)
		t.swap, t.neg = true, true
	case token.Geq: // !(a < b)
		t.neg = true
	case token.Eql:
		t.eq = true
	case token.Neq:
		t.eq, t.neg = true, true
	}
}

// holds evaluates the test on the counter a and the bound b as arith's
// lane functions do.
func (t *countTest) holds(a, b uint64) bool {
	a ^= t.flip
	b ^= t.flip
	if t.swap {
		a, b = b, a
	}
	r := a < b
	if t.eq {
		r = a == b
	}
	return r != t.neg
}

// countStepOf recognises a step adding a constant to an integer register
// variable, or returns nil.
func (c *compiler) countStepOf(e ast.Expr) *countStep {
	switch x := ast.Unparen(e).(type) {
	case *ast.IncDec:
		lv := c.scalarLvalue(x.X)
		if lv == nil || lv.reg < 0 || !lv.k.isInt() || lv.k == kBool {
			return nil
		}
		delta := uint64(1)
		if x.Op == token.Dec {
			delta = ^uint64(0)
		}
		return newCountStep(lv.reg, delta, lv.k) // incDecStep's canon(k, v+sign)
	case *ast.Assign:
		if x.Op != token.AddAssign && x.Op != token.SubAssign {
			return nil
		}
		lv := c.scalarLvalue(x.X)
		if lv == nil || lv.reg < 0 || !countKind(lv.k) || types.IsPointer(x.X.Type()) {
			return nil
		}
		if opT := x.OpType; opT != nil && kindOf(opT) != lv.k {
			return nil // converted there and back: through the part
		}
		y := c.scalarPure(x.Y)
		if !y.ok() || !y.isConst() || kindOf(x.Y.Type()) != lv.k {
			return nil
		}
		delta := y.c
		if x.Op == token.SubAssign {
			delta = -delta
		}
		return newCountStep(lv.reg, delta, lv.k) // arith's canon(k, a±b)
	}
	return nil
}

func newCountStep(i int, delta uint64, k kind) *countStep {
	return &countStep{i: i, delta: delta, sh: uint(64 - 8*k.size()), signed: k.signed()}
}

// apply runs the step on its register as scalarIncDec does.
func (s *countStep) apply(f *Frame) {
	x := &f.regs[s.i]
	x.setUniform(s.next(x.V[0]))
}

// next is the counter's value after the step from v.
func (s *countStep) next(v uint64) uint64 {
	v = (v + s.delta) << s.sh
	if s.signed {
		return uint64(int64(v) >> s.sh)
	}
	return v >> s.sh
}

// ready reports whether a burst may start: every part has recorded its
// step count and the warp may take the scalar path.
func (l *hostLoop) ready(w *Warp) bool {
	if !scalarReady(w) || w.halted() {
		return false
	}
	if (l.cond != nil && l.cond.steps < 0) || (l.step != nil && l.step.steps < 0) {
		return false
	}
	for _, p := range l.parts {
		if p.steps < 0 {
			return false
		}
	}
	return true
}

// burst runs whole iterations (the test first) while they stay on the
// scalar path and below the next yield point. ended reports that the test
// ended the loop; otherwise the careful loop runs the next iteration.
func (l *hostLoop) burst(f *Frame) (ended bool) {
	if !l.ready(f.w) {
		return false
	}
	var n int64
	if l.count != nil && l.inc != nil && len(l.parts) == 1 {
		ended, n = l.iterateCounted(f)
	} else {
		ended, n = l.iterate(f)
	}
	if countHostLoops {
		hostLoopIterations += n
	}
	return ended
}

// iterate is burst's loop for any host loop; n counts the iterations it
// ran. The step count lives in s meanwhile: nothing a scalar form runs
// reads it, and it is written back before anything else runs.
func (l *hostLoop) iterate(f *Frame) (ended bool, n int64) {
	mm := f.w.m
	s, next := mm.steps, mm.nextYield
	for ; ; n++ {
		if s+1 >= next {
			mm.steps = s
			return false, n // the careful loop's tick runs tickSlow
		}
		s++
		if cond := l.cond; cond != nil {
			v, ok := uint64(1), true
			if l.count != nil {
				t := l.count
				b := t.bound.c
				if t.bound.reg >= 0 {
					b = f.regs[t.bound.reg].V[0]
				}
				v = bool64(t.holds(f.regs[t.i].V[0], b))
			} else {
				v, ok = cond.fast(f)
			}
			if !ok {
				mm.steps = s
				if cond.slow(f, 1) == 0 {
					return true, n
				}
				l.finish(f, 0)
				return false, n + 1
			}
			s += cond.steps
			if v == 0 {
				mm.steps = s
				return true, n
			}
		}
		for i, p := range l.parts {
			if _, ok := p.fast(f); !ok {
				mm.steps = s
				p.slow(f, 1)
				l.finish(f, i+1)
				return false, n + 1
			}
			s += p.steps
		}
		if step := l.step; step != nil {
			if l.inc != nil {
				l.inc.apply(f)
			} else if _, ok := step.fast(f); !ok {
				mm.steps = s
				step.slow(f, 1)
				return false, n + 1
			}
			s += step.steps
		}
	}
}

// iterateCounted is iterate for the commonest host loop, a counted test
// and step around one statement, written for few values live across the
// statement's call. A store p[i] = y and a sum r op= p[i] run in place,
// the sum as regCompound and its loader compute it; the store's bytes are
// marked written (MarkInit) a run of adjacent stores at a time: nothing a
// scalar form runs reads the marks, and the run is marked before anything
// else runs.
func (l *hostLoop) iterateCounted(f *Frame) (ended bool, n int64) {
	w := f.w
	mm := w.m
	t, inc, p := l.count, l.inc, l.parts[0]
	test, each := 1+l.cond.steps, 1+l.cond.steps+p.steps+l.step.steps
	ctr, bound := &f.regs[t.i].V[0], &t.bound.c
	if t.bound.reg >= 0 {
		bound = &f.regs[t.bound.reg].V[0]
	}
	stepped := &f.regs[inc.i]
	st := p.store
	var ptr, idx, val *uint64 // the store's registers
	var op *regConst
	if st != nil {
		ptr, idx, val = &f.regs[st.rp].V[0], &f.regs[st.ri].V[0], &st.y.c
		if st.y.reg >= 0 {
			val = &f.regs[st.y.reg].V[0]
		}
		if op = st.op; op != nil {
			val = &f.regs[op.r].V[0]
		}
	}
	acc := p.accum
	var sum *Vec // the accumulating register
	if acc != nil {
		ptr, idx, sum = &f.regs[acc.rp].V[0], &f.regs[acc.ri].V[0], &f.regs[acc.r]
	}
	var marks *mem.Block
	var markLo, markHi uint64
	// p[i] = y with i < bound and i++, y a constant, a register variable or
	// one op a constant, stores in stretches (storeStretch): as many
	// iterations at once as the test, the step budget and the block the
	// last store found allow.
	stretch := st != nil && (op != nil || st.y.fn == nil) && st.ri == t.i && inc.i == t.i && st.rp != t.i &&
		inc.delta == 1 && !t.swap && !t.eq && !t.neg && st.es == st.size && t.bound.reg != t.i
	fromCounter := op != nil && op.r == t.i || op == nil && st != nil && st.y.reg == t.i
	s, last := mm.steps, mm.nextYield-1
	for ; ; n++ {
		if s >= last {
			mm.steps = s
			markRun(marks, markLo, markHi)
			return false, n // the careful loop's tick runs tickSlow
		}
		if !t.holds(*ctr, *bound) {
			mm.steps = s + test
			markRun(marks, markLo, markHi)
			return true, n
		}
		if stretch {
			c, size := *ctr, st.size
			// The test holds for k more iterations (no counter wraps: it
			// stays below the bound), and the budget for as many as start
			// below last.
			k := min((*bound^t.flip)-(c^t.flip), uint64((last-s+each-1)/each))
			a := *ptr + c*size
			if b := w.lastBlock; k >= 2 && b != nil && !b.Freed && a >= b.Base && a < b.Base+b.Size {
				if k = min(k, (b.Base+b.Size-a)/size); k >= 2 {
					off := a - b.Base
					storeStretch(b.Data[off:off+k*size], size, op, c, fromCounter, *val, k)
					w.storeSeq += uint32(k) // k increments, as uint32 wraps
					if b != marks || off != markHi {
						markRun(marks, markLo, markHi)
						marks, markLo = b, off
					}
					markHi = off + k*size
					stepped.setUniform(c + k)
					s += int64(k) * each
					n += int64(k) - 1 // and the loop's n++
					continue
				}
			}
		}
		ok := true
		if st != nil { // directStore.run written out, the store unmarked
			v := *val
			if op != nil {
				v = op.eval(v)
			} else if st.y.fn != nil {
				v, ok = st.y.fn(f)
			}
			a, size := *ptr+*idx*st.es, st.size
			b := w.lastBlock
			if ok && (b == nil || a < b.Base || a+size > b.Base+b.Size || a+size <= a || b.Freed) {
				b = w.hostBlock(a, int(size), OpStore)
				ok = b != nil
			}
			if ok {
				w.storeSeq++
				off := a - b.Base
				mem.StoreUnmarked(b, off, int(size), v)
				if b != marks || off != markHi {
					markRun(marks, markLo, markHi)
					marks, markLo = b, off
				}
				markHi = off + size
			}
		} else if acc != nil { // regCompound and the loader written out
			a, size := *ptr+*idx*acc.es, acc.size
			b := w.lastBlock
			if b == nil || a < b.Base || a+size > b.Base+b.Size || a+size <= a || b.Freed {
				b = w.hostBlock(a, int(size), OpLoad)
				ok = b != nil
			}
			if ok {
				x := mem.Load(b, a-b.Base, int(size)) << acc.loadSh
				x = uint64(int64(x) >> acc.loadSh)
				sum.setUniform(intOp(acc.op, sum.V[0], x, acc.sh, acc.signed))
			}
		} else {
			_, ok = p.fast(f)
		}
		if !ok {
			mm.steps = s + test
			markRun(marks, markLo, markHi)
			p.slow(f, 1)
			l.finish(f, 1)
			return false, n + 1
		}
		stepped.setUniform(inc.next(stepped.V[0]))
		s += each
	}
}

// storeStretch stores k iterations of p[i] = x op c (x alone when op is
// nil) into dst, from the counter value c0 on: x is the counter when
// fromCounter, else r (a constant, or a register's value, which a store to
// memory cannot change).
func storeStretch(dst []byte, size uint64, op *regConst, c0 uint64, fromCounter bool, r, k uint64) {
	dst = dst[:k*size]
	if !fromCounter { // the same value every iteration
		v := r
		if op != nil {
			v = op.eval(r)
		}
		fillWords(dst, size, v)
		return
	}
	// 4-byte words (int, float) without the tests of width and operation
	// in each iteration: WebAssembly pays for every branch taken
	// (docs/performance.md).
	if size == 4 {
		if op == nil {
			for j := 0; j+4 <= len(dst); j += 4 {
				le.PutUint32(dst[j:j+4], uint32(c0))
				c0++
			}
			return
		}
		o, c, sh, signed := op.op, op.c, op.sh, op.signed
		for j := 0; j+4 <= len(dst); j += 4 {
			le.PutUint32(dst[j:j+4], uint32(intOp(o, c0, c, sh, signed)))
			c0++
		}
		return
	}
	for j := range k {
		v := c0 + j
		if op != nil {
			v = op.eval(v)
		}
		le.PutUint(dst[j*size:], int(size), v)
	}
}

// fillWords stores v into every size-byte word of dst.
func fillWords(dst []byte, size uint64, v uint64) {
	if len(dst) < int(size) {
		return
	}
	le.PutUint(dst, int(size), v)
	for n := int(size); n < len(dst); n *= 2 { // doubling copies
		copy(dst[n:], dst[:n])
	}
}

// markRun marks the bytes [lo, hi) of b written, if b is set.
func markRun(b *mem.Block, lo, hi uint64) {
	if b != nil {
		b.MarkInit(lo, hi-lo)
	}
}

// finish runs the rest of an iteration from part i as the careful loop
// does, after a part gave way to the general path.
func (l *hostLoop) finish(f *Frame, i int) {
	for _, p := range l.parts[i:] {
		p.eval(f, 1)
	}
	if l.step != nil {
		l.step.eval(f, 1)
	}
}
