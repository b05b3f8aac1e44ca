// Package loops answers what nvcc does with a loop that the checker and
// the engine both need to know: whether it is unrolled whole, so that its
// body runs as straight-line code in the block around it.
package loops

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// maxUnrolledSize bounds the statements of a counted loop unrolled whole
// (its trips times its body's statements). LLVM unrolls a loop whole when
// its trip count is known and the unrolled body stays under a size
// threshold, counted in IR instructions after simplification; statements
// are a rough stand-in, calibrated on the H200
// (tests/conformance/x_fma_unroll_trips: a loop of one if and its store
// is unrolled whole for 64 trips and not for 256, which shows through
// fusion; x_fma_store_loops' constantTrips, two trips).
const maxUnrolledSize = 128

// UnrolledWhole reports whether nvcc unrolls st whole, so that its body
// runs as straight-line code after what precedes the loop, trips times:
// a loop over an integer variable from a constant, by a constant step, to
// a constant bound, whose body leaves the variable alone, has no loop,
// jump or return of its own, and is small enough (maxUnrolledSize).
func UnrolledWhole(st *ast.For) (trips int, ok bool) {
	v, from, ok := counterInit(st.Init)
	if !ok || st.Cond == nil || st.Post == nil {
		return 0, false
	}
	step, ok := counterStep(st.Post, v)
	if !ok || step == 0 {
		return 0, false
	}
	test, ok := st.Cond.(*ast.Binary)
	if !ok || counterOf(test.X) != v || test.Y.Base().Const == nil || !types.IsInteger(test.Y.Type()) {
		return 0, false
	}
	stmts, ok := straightBody(st.Body, v)
	if !ok || stmts == 0 {
		return 0, false
	}
	bound := test.Y.Base().Const.Int64()
	for i := from; holds(test.Op, i, bound); i += step {
		if trips++; trips*stmts > maxUnrolledSize {
			return 0, false
		}
	}
	return trips, trips > 0
}

// counterInit returns the variable a loop's init sets to a constant.
func counterInit(init ast.Stmt) (*ast.Object, int64, bool) {
	switch s := init.(type) {
	case *ast.DeclStmt:
		if len(s.Decls) == 1 && s.Decls[0].Obj != nil && s.Decls[0].Init != nil {
			if c := s.Decls[0].Init.Base().Const; c != nil && isIntType(s.Decls[0].Obj) {
				return s.Decls[0].Obj, c.Int64(), true
			}
		}
	case *ast.ExprStmt:
		if a, ok := ast.Unparen(s.X).(*ast.Assign); ok && a.Op == token.Assign {
			if v := counterOf(a.X); v != nil && a.Y.Base().Const != nil {
				return v, a.Y.Base().Const.Int64(), true
			}
		}
	}
	return nil, 0, false
}

// counterStep returns the constant step post (i++, i--, i += c, i -= c)
// moves v by.
func counterStep(post ast.Expr, v *ast.Object) (int64, bool) {
	switch p := ast.Unparen(post).(type) {
	case *ast.IncDec:
		if counterOf(p.X) != v {
			return 0, false
		}
		if p.Op == token.Inc {
			return 1, true
		}
		return -1, true
	case *ast.Assign:
		c := p.Y.Base().Const
		if counterOf(p.X) != v || c == nil {
			return 0, false
		}
		switch p.Op {
		case token.AddAssign:
			return c.Int64(), true
		case token.SubAssign:
			return -c.Int64(), true
		}
	}
	return 0, false
}

// counterOf is the integer variable x names (through implicit
// conversions), or nil.
func counterOf(x ast.Expr) *ast.Object {
	for {
		x = ast.Unparen(x)
		c, ok := x.(*ast.Cast)
		if !ok || c.Style != ast.CastImplicit {
			break
		}
		x = c.X
	}
	if id, ok := x.(*ast.Ident); ok && id.Obj != nil && isIntType(id.Obj) {
		return id.Obj
	}
	return nil
}

func isIntType(o *ast.Object) bool { return o.Type != nil && types.IsInteger(o.Type) }

// holds evaluates the loop's test i op bound.
func holds(op token.Kind, i, bound int64) bool {
	switch op {
	case token.Lss:
		return i < bound
	case token.Leq:
		return i <= bound
	case token.Gtr:
		return i > bound
	case token.Geq:
		return i >= bound
	case token.Neq:
		return i != bound
	}
	return false
}

// straightBody counts body's statements; ok is false when one is a loop,
// a jump or a return, or writes v.
func straightBody(body ast.Stmt, v *ast.Object) (stmts int, ok bool) {
	ok = true
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.For, *ast.While, *ast.DoWhile, *ast.Break, *ast.Continue, *ast.Return, *ast.Goto, *ast.Switch:
			ok = false
		case *ast.Assign:
			if counterOf(n.X) == v {
				ok = false
			}
		case *ast.IncDec:
			if counterOf(n.X) == v {
				ok = false
			}
		case *ast.ExprStmt, *ast.DeclStmt, *ast.If:
			stmts++
		}
		return ok
	})
	return stmts, ok
}
