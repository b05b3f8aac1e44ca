package engine

import (
	"strings"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// A helper whose every return is a product,
//
//	__device__ double series(double a, double x) { ...loop...; return sum * exp(-x); }
//
// is inlined by nvcc, and its product then meets the caller's add in one
// block: `1.0 - series(a, x)` is one fused multiply-add (the product of
// each return sunk into the block where the returns meet when there are
// several, an operand of each a phi). The checker inlines only helpers
// without loops; for the others the engine compiles a variant of the
// helper whose returns leave the product's two factors in the frame, and
// the caller fuses them (probe fr_01, recorded on the H200).
//
// One exception is nvcc's own: calls of a helper that reads and writes no
// memory, made twice with the same arguments, are one call, whose product
// then has several uses and is rounded (sameCall).

// returnedProduct returns x when it is a call, in code that may run on
// the device, of a helper every return of which is a product of kind k;
// nil otherwise.
func (c *compiler) returnedProduct(x ast.Expr, k kind) *ast.Call {
	call, ok := ast.Unparen(x).(*ast.Call)
	if !ok || c.hostOnly() || call.Virtual || kindOf(call.T) != k {
		return nil
	}
	fn := call.Func
	if fn == nil || fn.Kind != ast.ObjFunc || fn.Decl == nil || fn.DeviceView != nil {
		return nil
	}
	d := fn.Decl
	if d.Body == nil || d.Attrs.Global || d.Attrs.NoInline || d.IsTemplate() || d.Virtual ||
		!productReturns(d, k) || callsItself(d) || c.calledTwiceAlike(call) {
		return nil
	}
	return call
}

// callsItself reports whether d calls itself, which nvcc does not inline.
func callsItself(d *ast.FuncDecl) bool {
	found := false
	ast.Inspect(d.Body, func(n ast.Node) bool {
		if call, ok := n.(*ast.Call); ok && call.Func != nil && call.Func.Decl == d {
			found = true
		}
		return !found
	})
	return found
}

// productReturns reports whether every return of d (one at least) is a
// product of kind k.
func productReturns(d *ast.FuncDecl, k kind) bool {
	ft, ok := d.Obj.Type.(*types.Func)
	if !ok || kindOf(ft.Result) != k {
		return false
	}
	returns, products := 0, 0
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Lambda:
			return false // its returns are its own
		case *ast.Return:
			returns++
			if _, _, ok := mulOperands(n.X, k); ok && n.X != nil {
				products++
			}
		}
		return true
	})
	return returns > 0 && returns == products
}

// calledTwiceAlike reports whether the function being compiled calls
// call's helper twice with the same arguments, a helper that touches no
// memory: nvcc makes the calls one (sameCall).
func (c *compiler) calledTwiceAlike(call *ast.Call) bool {
	if c.fn.decl == nil || !touchesNoMemory(call.Func.Decl) {
		return false
	}
	twice := false
	ast.Inspect(c.fn.decl.Body, func(n ast.Node) bool {
		if other, ok := n.(*ast.Call); ok && other != call && sameCall(call, other) {
			twice = true
		}
		return !twice
	})
	return twice
}

// sameCall reports whether a and b call one function with arguments
// spelled alike over the same variables.
func sameCall(a, b *ast.Call) bool {
	if a.Func != b.Func || len(a.Args) != len(b.Args) {
		return false
	}
	for i := range a.Args {
		x, y := a.Args[i].Base().Const, b.Args[i].Base().Const
		if x != nil && y != nil && *x == *y {
			continue
		}
		if !sameOperand(a.Args[i], b.Args[i]) {
			return false
		}
	}
	return true
}

// touchesNoMemory reports whether d takes no pointer or reference and its
// body reads and writes no memory but its own locals': no dereference,
// pointer index or arrow, no global, no call but of built-ins that only
// compute.
func touchesNoMemory(d *ast.FuncDecl) bool {
	for _, p := range d.Params {
		switch p.Type.(type) {
		case *types.Pointer, *types.Reference, *types.Array:
			return false
		}
	}
	pure := true
	ast.Inspect(d.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.Unary:
			pure = pure && n.Op != token.Mul
		case *ast.Member:
			pure = pure && !n.Arrow
		case *ast.Index:
			pure = pure && !types.IsPointer(n.X.Type())
		case *ast.Ident:
			if o := n.Obj; o != nil && o.Kind == ast.ObjVar && o.Global {
				pure = false
			}
		case *ast.Call:
			pure = pure && computesOnly(n)
		}
		return pure
	})
	return pure
}

// computesOnly reports whether call is of a built-in that computes its
// result from arithmetic arguments alone (sqrt, lgamma, __fmul_rn), not
// one that talks to other lanes, reads clocks or draws numbers.
func computesOnly(call *ast.Call) bool {
	if call.Func == nil || call.Func.Kind != ast.ObjBuiltinFunc || !types.IsArithmetic(call.T) {
		return false
	}
	for _, a := range call.Args {
		if !types.IsArithmetic(a.Type()) {
			return false
		}
	}
	for _, p := range []string{"atomic", "__shfl", "__ballot", "__any", "__all", "__activemask", "__reduce", "__match",
		"__sync", "clock", "__globaltimer", "curand", "rand", "__nanosleep", "printf"} {
		if strings.HasPrefix(call.Func.Name, p) {
			return false
		}
	}
	return true
}

// productReturn compiles a return of a function with product returns: the
// product's factors, unrounded, in retVal and retVal2.
func (c *compiler) productReturn(s *ast.Return) stmtFn {
	a, b, _ := mulOperands(s.X, c.fn.resultKind)
	va, vb := c.expr(a), c.expr(b)
	return func(f *Frame, m uint32) uint32 {
		x := va(f, m)
		f.retVal.assign(x, m, f.full|f.ret, f.w.n)
		y := vb(f, m)
		f.retVal2.assign(y, m, f.full|f.ret, f.w.n)
		f.ret |= m
		f.full &^= m
		return 0
	}
}

// factorsOfCall compiles call, which returnedProduct accepted, as the two
// factors of its result: the first operand runs the call, the second
// reads the register the call leaves its other factor in.
func (c *compiler) factorsOfCall(call *ast.Call) (operand, operand, bool) {
	decl := call.Func.Decl
	ft, _ := call.Func.Type.(*types.Func)
	args, ok := c.callArgs(call.Args, ft)
	if !ok {
		return operand{}, operand{}, false
	}
	line := c.line(call)
	d, d2 := c.newReg(), c.newReg()
	m := c.m
	var callee *function
	run := func(f *Frame, mask uint32) *Vec {
		out, out2 := &f.regs[d], &f.regs[d2]
		var buf [8]*Vec
		argv := evalArgs(f, mask, args, buf[:0])
		if callee == nil {
			if callee = m.compiled(m.productFuncs, decl, true); callee == nil {
				out.setUniform(0)
				out2.setUniform(0)
				return out
			}
		}
		f.w.count(line, mask)
		x, y := f.w.callFactors(callee, argv, mask)
		out.U, out2.U = false, false
		out.assign(x, mask, mask, f.w.n)
		out2.assign(y, mask, mask, f.w.n)
		return out
	}
	return operand{fn: run, reg: -1}, operand{reg: d2}, true
}

// factors compiles x as the two factors of a product the device fuses
// into an add of kind k: a*b, a call of a plain product function
// (productCall), or one of indirectFactors' forms.
func (c *compiler) factors(x ast.Expr, k kind) (a, b operand, ok bool) {
	if ma, mb, ok := c.productOperands(x, k); ok {
		return c.operandOf(ma, c.expr(ma)), c.operandOf(mb, c.expr(mb)), true
	}
	return c.indirectFactors(x, k)
}

// indirectFactors compiles x as the factors of a product it computes
// last: a comma chain ending in a product (an inlined helper), or a call
// of a helper whose every return is a product.
func (c *compiler) indirectFactors(x ast.Expr, k kind) (a, b operand, ok bool) {
	if fa, fb, pre, ok := c.commaProduct(x, k); ok {
		return fa.after(pre), fb, true
	}
	if call := c.returnedProduct(x, k); call != nil {
		return c.factorsOfCall(call)
	}
	return operand{}, operand{}, false
}

// commaProduct compiles x when it is a comma chain ending in a product of
// kind k, (t = x + h, 0.5f * t * g(t)), the form the checker gives an
// inlined helper: pre runs the chain's prefix, fa and fb are the product's
// factors.
func (c *compiler) commaProduct(x ast.Expr, k kind) (fa, fb operand, pre evalFn, ok bool) {
	var prefix []ast.Expr
	for {
		b, isComma := ast.Unparen(x).(*ast.Binary)
		if !isComma || b.Op != token.Comma {
			break
		}
		prefix = append(prefix, b.X)
		x = b.Y
	}
	if len(prefix) == 0 {
		return operand{}, operand{}, nil, false
	}
	ma, mb, isProduct := c.productOperands(x, k)
	if !isProduct {
		return operand{}, operand{}, nil, false
	}
	pres := c.exprs(prefix)
	pre = func(f *Frame, m uint32) *Vec {
		var v *Vec
		for _, p := range pres {
			v = p(f, m)
		}
		return v
	}
	return c.operandOf(ma, c.expr(ma)), c.operandOf(mb, c.expr(mb)), pre, true
}

// after is o evaluated once pre has run (a comma chain's prefix first).
func (o operand) after(pre evalFn) operand {
	get := o.fn
	reg := o.reg
	return operand{reg: -1, fn: func(f *Frame, m uint32) *Vec {
		pre(f, m)
		if reg >= 0 {
			return &f.regs[reg]
		}
		return get(f, m)
	}}
}
