package engine

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
)

// Tests and steps run by their statements. A loop holding a barrier,
// like the reduction's `for (s = blockDim.x / 2; s > 0; s >>= 1)`, tests
// and steps one integer register variable once per warp and iteration,
// with one value for every lane, and the `if (t < s)` in its body gives
// a whole warp one answer: each a closure call (uniformCompare,
// uniformCompound or uniformIncDec) around a few operations, which
// WebAssembly pays for several times over. Loops and if statements in
// device code run them themselves when they may: the same operations,
// counted the same, writing the same registers; otherwise (operands
// whose lanes differ, a partial frame, the host) the closures run as
// before.

// ctlTest is a comparison uniformCompare runs, of operands that are
// registers or constants.
type ctlTest struct {
	rel     intRelation
	x, y    operand
	d, line int
	// shaped: a trusted shape (tx, ty) compared with a uniform value
	// gives one result for a whole warp when its bounds say so.
	shaped, tx, ty bool
	op             token.Kind
}

// ctlStep is a step uniformCompound (op) or uniformIncDec (inc) runs.
type ctlStep struct {
	op         *compoundOp
	inc        func(uint64) uint64
	r, d, line int // inc's
}

// registerOrConstant reports whether reading o calls nothing: a register
// variable or a constant.
func registerOrConstant(o operand) bool { return o.reg >= 0 || o.k != nil }

// noteTest keeps e's comparison for the statement that tests it.
func (c *compiler) noteTest(e *ast.Binary, t *ctlTest) {
	if !registerOrConstant(t.x) || !registerOrConstant(t.y) {
		return
	}
	if c.ctlTests == nil {
		c.ctlTests = map[ast.Expr]*ctlTest{}
	}
	c.ctlTests[e] = t
}

// noteStep keeps e's step (an assignment or an increment) for the loop
// that steps with it.
func (c *compiler) noteStep(e ast.Expr, s *ctlStep) {
	if s.op != nil && (!registerOrConstant(s.op.y) || s.op.fnDev != nil) {
		return
	}
	if c.ctlSteps == nil {
		c.ctlSteps = map[ast.Expr]*ctlStep{}
	}
	c.ctlSteps[e] = s
}

// fusedStep returns the step compiled for post, a loop's, for the loop's
// own use, or nil.
func (c *compiler) fusedStep(post ast.Expr) *ctlStep {
	if !uniformControl || post == nil || c.hostOnly() || c.region(post) != nil {
		return nil
	}
	return c.ctlSteps[ast.Unparen(post)]
}

// fusedTest returns the comparison compiled for cond, an if's or a
// loop's, for the statement's own use, or nil.
func (c *compiler) fusedTest(cond ast.Expr) *ctlTest {
	if !uniformControl || cond == nil || c.hostOnly() || c.region(cond) != nil {
		return nil // the host's tests have their own fast paths (hostscalar.go)
	}
	return c.ctlTests[ast.Unparen(cond)]
}

// truth is truthMask(cond(f, m), m), the test run by the statement itself
// when it may: t is nil or cond's (fusedTest).
func (t *ctlTest) truth(f *Frame, m uint32, cond evalFn) uint32 {
	if t != nil {
		if v, ok := t.mask(f, m); ok {
			return v
		}
	}
	return truthMask(cond(f, m), m)
}

// mask is the lanes of m for which the test holds, as truthMask of
// uniformCompare's value; ok false when that takes the lanes one by one
// (the closure is to run).
func (t *ctlTest) mask(f *Frame, m uint32) (uint32, bool) {
	a, b := t.x.k, t.y.k
	if a == nil {
		a = &f.regs[t.x.reg]
	}
	if b == nil {
		b = &f.regs[t.y.reg]
	}
	out := &f.regs[t.d]
	switch {
	case a.U && b.U:
		f.w.count(t.line, m)
		out.V[0], out.U = t.rel.test(a.V[0], b.V[0]), true
	case t.shaped && f.w.n == 32:
		v, ok := compareShape(t.op, a, b, t.tx, t.ty)
		if !ok {
			return 0, false
		}
		f.w.count(t.line, m)
		out.setUniform(v)
	default:
		return 0, false
	}
	if out.V[0] != 0 {
		return m, true
	}
	return 0, true
}

// run steps the variable of every lane of the frame, as the closure does
// for one value in all of them; false when that is not the case (the
// closure is to run).
func (s *ctlStep) run(f *Frame, m uint32) bool {
	if m&f.full != f.full {
		return false
	}
	if s.op == nil {
		a := &f.regs[s.r]
		if !uniformIncDecs || !a.U {
			return false
		}
		f.w.count(s.line, m)
		v := s.inc(a.V[0])
		f.regs[s.d].setUniform(v)
		a.setUniform(v)
		return true
	}
	c := s.op
	if !f.w.device {
		return false // uniformCompound runs the general path on the host
	}
	a, b := &f.regs[c.r], c.y.k
	if b == nil {
		b = &f.regs[c.y.reg]
	}
	if !a.U || !b.U {
		return false
	}
	// uniformCompound's operations on one value: its lane op (c.vop)
	// gives what arith does for two uniform operands
	// (TestIntRelationMatchesArith), and an integer compound has no
	// device-only function.
	v := a.V[0]
	if c.to != nil {
		v = c.to(v)
	}
	f.w.count(c.line, m)
	if v = c.fn(v, b.V[0]); c.back != nil {
		v = c.back(v)
	}
	f.regs[c.d].setUniform(v)
	a.setUniform(v)
	return true
}
