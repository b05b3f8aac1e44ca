package engine

import "simtlab/sim/cuda/ast"

// Most operands of a kernel's arithmetic are register variables (loop
// counters, indices, accumulators), whose evalFn only returns the
// register. The closures of the hottest operations read such an operand
// straight from the frame instead of calling that evalFn: a predictable
// branch instead of an indirect call per operand per warp instruction.

// operand is a compiled operand: reg >= 0 names the register that holds
// it, k is its value when it is a constant, fn computes it otherwise.
type operand struct {
	fn  evalFn
	reg int
	k   *Vec
}

// get is the operand's value for the lanes in m.
func (o *operand) get(f *Frame, m uint32) *Vec {
	if o.reg >= 0 {
		return &f.regs[o.reg]
	}
	return o.fn(f, m) // a constant's fn returns k (reading k here, get would not inline)
}

// operandOf wraps a compiled e (fn, from expr or exprLazy) with the
// register e reads, when it is a register variable, or its value, when it
// is a constant.
func (c *compiler) operandOf(e ast.Expr, fn evalFn) operand {
	return operand{fn: fn, reg: c.regOf(e), k: literalVec(e)}
}

// regOf returns the register of a register variable read by e, or -1. It
// follows what expr compiles an identifier to (constants first, then the
// variable's home): only a non-reference local or parameter kept in a
// register qualifies.
func (c *compiler) regOf(e ast.Expr) int {
	id, ok := e.(*ast.Ident)
	if !ok || id.Obj == nil || id.Const != nil {
		return -1
	}
	if id.Obj.Kind != ast.ObjVar && id.Obj.Kind != ast.ObjParam {
		return -1
	}
	v, ok := c.vars[id.Obj]
	if !ok || v.ref || v.reg < 0 {
		return -1
	}
	return v.reg
}
