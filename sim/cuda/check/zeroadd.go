package check

import (
	"math"

	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// foldZeroAddends replaces x - 0.0 and x + -0.0 (either order for the
// sum) in float or double device code by x, as LLVM's InstSimplify does
// before anything else: they are x for every x, a signed zero and a NaN
// included. The product x may become then fuses with the add or
// subtraction around it (random programs float_h06 and float_h12:
// (f0*f1 - 0.0f) - tanhf(f3) is one FFMA), and a NaN x keeps its bits
// where an FADD would have made it the canonical NaN. x + 0.0 is x too
// when x cannot be -0.0 (LLVM's known floating-point classes): a square,
// a fabs, an integer converted (random program float_h10: f2*f2 + 0.0f is
// f2*f2 read as a value, which rounds the product for its other reads).
//
// In the same walk, a division of a float or double by a constant whose
// reciprocal is exact (a power of two, x / 4.0f) becomes the product by
// that reciprocal (x * 0.25f), as InstCombine makes it before
// contraction: the same value, but a product that fuses into an add and
// ranks as one (recorded on the H200: (c - d) / 4.0f + a * b fuses the
// quotient's product and rounds a * b).
func foldZeroAddends(body ast.Stmt) {
	rewriteExprs(body, func(x ast.Expr) ast.Expr {
		for {
			y, ok := zeroAddendOf(x)
			if !ok {
				y, ok = identityOperandOf(x)
			}
			if !ok {
				y, ok = exactReciprocalOf(x)
			}
			if !ok {
				y, ok = constantBranchOf(x)
			}
			if !ok {
				return x
			}
			x = y
		}
	})
}

func exactReciprocalOf(e ast.Expr) (ast.Expr, bool) {
	b, ok := e.(*ast.Binary)
	if !ok || b.Op != token.Quo || b.Const != nil || !types.Identical(b.X.Type(), b.T) || !types.Identical(b.Y.Type(), b.T) {
		return nil, false
	}
	k := types.BasicOf(b.T)
	c := ast.Unparen(b.Y).Base().Const
	if k == nil || (k.Kind != types.Float && k.Kind != types.Double) || c == nil {
		return nil, false
	}
	v := c.Float
	if !c.IsFloat {
		v = float64(int64(c.Int))
	}
	frac, exp := math.Frexp(v) // v = ±2^(exp-1) when frac is ±0.5
	lo, hi := -1022, 1023      // the exponents of the type's normal numbers: 1/v must be one
	if k.Kind == types.Float {
		lo, hi = -126, 127
	}
	if math.Abs(frac) != 0.5 || 1-exp < lo || 1-exp > hi {
		return nil, false
	}
	r := 1 / v
	if r == 1 || r == -1 {
		return nil, false // x / 1 folds to x before (foldZeroAddends); x / -1 is -x
	}
	var y ast.Expr = &ast.FloatLit{ExprBase: ast.ExprBase{P: b.Y.Pos(), T: b.T, Const: &ast.Value{Float: r, IsFloat: true}}, Value: r}
	if r == 2 {
		// x / 0.5f becomes x * 2.0f in the DAG, after the IR folds a
		// written x * 2.0f to x + x: this product fuses (x_fma_exact_reciprocal's
		// variant 6), which the engine learns from the factor's not being
		// a constant of its own
		y = &ast.Cast{ExprBase: ast.ExprBase{P: b.Y.Pos(), T: b.T}, Style: ast.CastImplicit, Conv: ast.ConvFloatToFloat, X: y}
	}
	return &ast.Binary{ExprBase: ast.ExprBase{P: b.P, T: b.T}, Op: token.Mul, X: b.X, Y: y}, true
}

// identityOperandOf returns x when e is x * 1.0, 1.0 * x, x / 1.0, or
// fmaxf(x, x) / fminf(x, x) (and the double versions) of one variable x,
// which InstSimplify folds to x as it folds x - 0.0: a NaN x keeps its
// bits (0x7fa00001 * 1.0f is 0x7fa00001 on the H200, where an FMUL would
// give the canonical NaN).
func identityOperandOf(e ast.Expr) (ast.Expr, bool) {
	switch e := e.(type) {
	case *ast.Binary:
		if e.Const != nil || (e.Op != token.Mul && e.Op != token.Quo) {
			return nil, false
		}
		if k := types.BasicOf(e.T); k == nil || (k.Kind != types.Float && k.Kind != types.Double) {
			return nil, false
		}
		switch {
		case isOne(e.Y) && types.Identical(e.X.Type(), e.T):
			return e.X, true
		case e.Op == token.Mul && isOne(e.X) && types.Identical(e.Y.Type(), e.T):
			return e.Y, true
		}
	case *ast.Call:
		if e.Func == nil || e.Func.Kind != ast.ObjBuiltinFunc || len(e.Args) != 2 {
			return nil, false
		}
		switch e.Func.Name {
		case "fmaxf", "fminf", "fmax", "fmin":
			a, okA := ast.Unparen(e.Args[0]).(*ast.Ident)
			b, okB := ast.Unparen(e.Args[1]).(*ast.Ident)
			if okA && okB && a.Obj != nil && a.Obj == b.Obj && types.Identical(a.Type(), e.T) {
				return e.Args[0], true
			}
		}
	}
	return nil, false
}

// isOne reports whether x is the constant 1 (1.0, 1.0f, or 1 converted).
func isOne(x ast.Expr) bool {
	v := ast.Unparen(x).Base().Const
	if v == nil {
		return false
	}
	if !v.IsFloat {
		return v.Int == 1
	}
	return v.Float == 1
}

// rewriteExprs replaces every operand x of the expressions and
// statements of body by f(x), outermost first: where a value is read (an
// operand, an argument, an initial value, a returned value, a condition...)
// and where one is written (the left side of an assignment), which
// scalarizeStructLocals renames. (A reference parameter takes an lvalue,
// which no rewrite of foldZeroAddends makes or unmakes; a const reference
// to a scalar is checked as a value.)
func rewriteExprs(body ast.Stmt, f func(ast.Expr) ast.Expr) {
	ast.Inspect(body, func(n ast.Node) bool {
		switch e := n.(type) {
		case *ast.Paren:
			e.X = f(e.X)
		case *ast.Binary:
			e.X, e.Y = f(e.X), f(e.Y)
		case *ast.Unary:
			e.X = f(e.X)
		case *ast.IncDec:
			e.X = f(e.X)
		case *ast.Assign:
			e.X, e.Y = f(e.X), f(e.Y)
		case *ast.Cond:
			e.Cond, e.Then, e.Else = f(e.Cond), f(e.Then), f(e.Else)
		case *ast.Cast:
			e.X = f(e.X)
		case *ast.Index:
			e.X, e.Index = f(e.X), f(e.Index)
		case *ast.Member:
			e.X = f(e.X)
		case *ast.Call:
			for i, a := range e.Args {
				e.Args[i] = f(a)
			}
		case *ast.Construct:
			for i, a := range e.Args {
				e.Args[i] = f(a)
			}
		case *ast.InitList:
			for i, a := range e.Elems {
				e.Elems[i] = f(a)
			}
		case *ast.Return:
			if e.X != nil {
				e.X = f(e.X)
			}
		case *ast.ExprStmt:
			e.X = f(e.X)
		case *ast.DeclStmt:
			for _, v := range e.Decls {
				if v.Init != nil {
					v.Init = f(v.Init)
				}
			}
		case *ast.If:
			e.Cond = f(e.Cond)
		case *ast.While:
			e.Cond = f(e.Cond)
		case *ast.DoWhile:
			e.Cond = f(e.Cond)
		case *ast.For:
			e.Cond, e.Post = f(e.Cond), f(e.Post)
		case *ast.Switch:
			e.Tag = f(e.Tag)
		}
		return true
	})
}

// zeroAddendOf returns x when e is x - 0.0, x + -0.0 or -0.0 + x of a
// floating type, x of e's type.
func zeroAddendOf(e ast.Expr) (ast.Expr, bool) {
	b, ok := e.(*ast.Binary)
	if !ok || b.Const != nil || (b.Op != token.Add && b.Op != token.Sub) {
		return nil, false
	}
	if k := types.BasicOf(b.T); k == nil || (k.Kind != types.Float && k.Kind != types.Double) {
		return nil, false
	}
	zero := func(x ast.Expr, negative bool) bool {
		v := ast.Unparen(x).Base().Const
		if v == nil {
			return false
		}
		if !v.IsFloat {
			return v.Int == 0 && !negative
		}
		return v.Float == 0 && math.Signbit(v.Float) == negative
	}
	switch {
	case b.Op == token.Sub && zero(b.Y, false), b.Op == token.Add && zero(b.Y, true),
		b.Op == token.Add && zero(b.Y, false) && notNegativeZero(b.X):
		if types.Identical(b.X.Type(), b.T) {
			return b.X, true
		}
	case b.Op == token.Add && (zero(b.X, true) || zero(b.X, false) && notNegativeZero(b.Y)):
		if types.Identical(b.Y.Type(), b.T) {
			return b.Y, true
		}
	}
	return nil, false
}

// notNegativeZero reports whether x is never -0.0 whatever its operands:
// x*x of one variable, fabs, or an integer converted.
func notNegativeZero(x ast.Expr) bool {
	switch e := ast.Unparen(x).(type) {
	case *ast.Binary:
		a, okA := ast.Unparen(e.X).(*ast.Ident)
		b, okB := ast.Unparen(e.Y).(*ast.Ident)
		return e.Op == token.Mul && okA && okB && a.Obj != nil && a.Obj == b.Obj
	case *ast.Call:
		return e.Func != nil && e.Func.Kind == ast.ObjBuiltinFunc && (e.Func.Name == "fabsf" || e.Func.Name == "fabs")
	case *ast.Cast:
		return types.IsInteger(e.X.Type())
	}
	return false
}

// constantBranchOf returns the arm a conditional expression with a
// constant condition evaluates (KIND == CALL ? fmax(st - k, 0) : ...
// in a template instance): the other is never computed, and the product
// locals the taken one reads fuse as in straight-line code (probe cu_02,
// S0*exp(...) - K one DFMA on the H200).
func constantBranchOf(e ast.Expr) (ast.Expr, bool) {
	c, ok := e.(*ast.Cond)
	if !ok || c.LV || c.Const != nil {
		return nil, false
	}
	v := ast.Unparen(c.Cond).Base().Const
	if v == nil || v.IsFloat {
		return nil, false
	}
	arm := c.Else
	if v.Int != 0 {
		arm = c.Then
	}
	if !types.Identical(arm.Type(), c.T) {
		return nil, false
	}
	return arm, true
}
