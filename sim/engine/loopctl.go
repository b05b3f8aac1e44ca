package engine

import "simtlab/sim/cuda/ast"

// A phased loop's control, fused. A loop holding a barrier, like the
// reduction's `for (s = blockDim.x / 2; s > 0; s >>= 1)`, tests and steps
// one integer register variable once per warp and iteration, with one
// value for every lane: each a closure call (uniformCompare,
// uniformCompound or uniformIncDec) around a few operations, which
// WebAssembly pays for several times over. The loop runs them itself
// when it may: the same operations, counted the same, writing the same
// registers; otherwise (a variable whose lanes differ, a partial frame)
// the closures run as before.

// ctlTest is a comparison uniformCompare runs, of operands that are
// registers or constants.
type ctlTest struct {
	rel     intRelation
	x, y    operand
	d, line int
}

// ctlStep is a step uniformCompound (op) or uniformIncDec (inc) runs.
type ctlStep struct {
	op         *compoundOp
	inc        func(uint64) uint64
	r, d, line int // inc's
}

// loopCtl is a loop's fused test and step.
type loopCtl struct {
	test *ctlTest
	step *ctlStep
}

// registerOrConstant reports whether reading o calls nothing: a register
// variable or a constant.
func registerOrConstant(o operand) bool { return o.reg >= 0 || o.k != nil }

// noteTest keeps e's comparison for a loop's fused control.
func (c *compiler) noteTest(e *ast.Binary, t *ctlTest) {
	if !registerOrConstant(t.x) || !registerOrConstant(t.y) {
		return
	}
	if c.ctlTests == nil {
		c.ctlTests = map[ast.Expr]*ctlTest{}
	}
	c.ctlTests[e] = t
}

// noteStep keeps e's step (an assignment or an increment) for a loop's
// fused control.
func (c *compiler) noteStep(e ast.Expr, s *ctlStep) {
	if s.op != nil && (!registerOrConstant(s.op.y) || s.op.fnDev != nil) {
		return
	}
	if c.ctlSteps == nil {
		c.ctlSteps = map[ast.Expr]*ctlStep{}
	}
	c.ctlSteps[e] = s
}

// fusedControl returns the loop control of cond and post for the loop's
// own use, or nil when the closures compiled for them are not both ones
// it can stand in for.
func (c *compiler) fusedControl(cond, post ast.Expr) *loopCtl {
	// The closures are the notes' own: compiled last for these nodes, and
	// not wrapped in count regions (regionExpr).
	if !uniformControl || cond == nil || post == nil || c.region(cond) != nil || c.region(post) != nil {
		return nil
	}
	t, s := c.ctlTests[ast.Unparen(cond)], c.ctlSteps[ast.Unparen(post)]
	if t == nil || s == nil {
		return nil
	}
	return &loopCtl{test: t, step: s}
}

// mask is the lanes of m for which the test holds, as truthMask of
// uniformCompare's value; ok false when its operands' lanes differ (the
// closure is to run).
func (t *ctlTest) mask(f *Frame, m uint32) (uint32, bool) {
	a, b := t.x.k, t.y.k
	if a == nil {
		a = &f.regs[t.x.reg]
	}
	if b == nil {
		b = &f.regs[t.y.reg]
	}
	if !a.U || !b.U {
		return 0, false
	}
	f.w.count(t.line, m)
	out := &f.regs[t.d]
	out.V[0], out.U = t.rel.test(a.V[0], b.V[0]), true
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
	a, b := &f.regs[c.r], c.y.k
	if b == nil {
		b = &f.regs[c.y.reg]
	}
	if !a.U || !b.U {
		return false
	}
	// apply's operations on one value: its lane op (c.vop) gives what
	// arith does for two uniform operands (TestIntRelationMatchesArith),
	// and an integer compound has no device-only function.
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
