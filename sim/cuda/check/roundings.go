package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// Products written as __fmul_rn / __dmul_rn before the contraction passes
// decide, because the compiler reads them as more than an add's operand:
// a product by 2 in a difference (x + x for ptxas) and the products of a
// difference clamped at zero (its comparison reads them).

// roundDoublings writes the products by 2 or -2 that a difference reads
// as __fmul_rn (__dmul_rn) calls, the same exact value, which the engine
// does not fuse: ptxas, which contracts differences, computes such a
// product as x + x, and fuses the difference's other product (the third
// random batch's float_c00: fmax(d1, d0) - d0*2.0 overflows as no fused
// product would; probe sl_03's 2*p0 - 5*p1 is FADD, then FFMA with 5*p1).
// In a sum, which NVVM contracts, a product by 2 is one like any other
// (sl_03's 2*p1 + (p2 - p0)*t fuses 2*p1, the lower in rank).
func (c *checker) roundDoublings(body ast.Stmt) {
	rounded := c.productRounder()
	if rounded == nil {
		return
	}
	round := func(x ast.Expr) ast.Expr {
		if m, ok := ast.Unparen(x).(*ast.Binary); ok && (isDoubling(m.X) || isDoubling(m.Y)) {
			return rounded(x)
		}
		return x
	}
	ast.Inspect(body, func(n ast.Node) bool {
		switch e := n.(type) {
		case *ast.Binary:
			if e.Op == token.Sub {
				e.X, e.Y = round(e.X), round(e.Y)
			}
		case *ast.Assign:
			if e.Op == token.SubAssign {
				e.Y = round(e.Y)
			}
		}
		return true
	})
}

// isDoubling reports whether e is the constant 2 or -2.
func isDoubling(e ast.Expr) bool {
	v := ast.Unparen(e).Base().Const
	return v != nil && v.IsFloat && (v.Float == 2 || v.Float == -2)
}

// roundComparedDifferences rounds the products of a difference that the
// function clamps at zero through the local holding it, `if (v < 0) v =
// 0;`: the select compares the difference's operands themselves (v < 0
// with v = x - y is x < y, exactly), so the product is read by more than
// adds, one FMUL for all its reads (probe ts_05: var = sq/20 - mean*mean;
// if (var < 0) var = 0; is FMUL, FADD and FSETP of the quotient and the
// square on the H200). A difference compared to leave a loop (`if (disc <
// 0) continue;`) keeps its product fused (x_fma_search_loops).
func (c *checker) roundComparedDifferences(body ast.Stmt) {
	round := c.productRounder()
	if round == nil {
		return
	}
	ast.Inspect(body, func(n ast.Node) bool {
		if b, ok := n.(*ast.Block); ok {
			comparedDifferences(b.List, round)
		}
		return true
	})
}

// comparedDifferences applies round to the operands of each local's
// difference x - y that a later statement of list clamps at zero before
// the local is assigned again.
func comparedDifferences(list []ast.Stmt, round func(ast.Expr) ast.Expr) {
	diffs := map[*ast.Object]*ast.Binary{}
	for _, st := range list {
		if clamp, ok := st.(*ast.If); ok && len(diffs) > 0 && clampsAtZero(clamp) {
			ast.Inspect(clamp.Cond, func(n ast.Node) bool {
				b, ok := n.(*ast.Binary)
				if !ok || !isComparison(b.Op) {
					return true
				}
				for _, side := range [2][2]ast.Expr{{b.X, b.Y}, {b.Y, b.X}} {
					id, isID := ast.Unparen(side[0]).(*ast.Ident)
					if !isID || id.Obj == nil || diffs[id.Obj] == nil || !isZero(side[1]) {
						continue
					}
					d := diffs[id.Obj]
					d.X, d.Y = round(d.X), round(d.Y)
					delete(diffs, id.Obj)
				}
				return true
			})
		}
		for o := range assignedVars(st) {
			delete(diffs, o)
		}
		if ds, ok := st.(*ast.DeclStmt); ok {
			for _, v := range ds.Decls {
				if d, isBin := ast.Unparen(v.Init).(*ast.Binary); isBin && d.Op == token.Sub && types.IsFloat(d.T) && v.Obj != nil &&
					v.Obj.Space == ast.SpaceAuto && (fusableProduct(d.X) || fusableProduct(d.Y)) {
					diffs[v.Obj] = d
				}
			}
		}
	}
}

// isZero reports whether e is the constant 0 (or -0).
func isZero(e ast.Expr) bool {
	v := ast.Unparen(e).Base().Const
	return v != nil && (v.IsFloat && v.Float == 0 || !v.IsFloat && v.Int == 0)
}

// clampsAtZero reports whether st is `if (v < 0) v = 0;` (or with braces,
// another comparison with zero, -0.0): no else, one assignment of a
// constant to the variable compared.
func clampsAtZero(st *ast.If) bool {
	if st.Else != nil {
		return false
	}
	body := st.Then
	if b, ok := body.(*ast.Block); ok && len(b.List) == 1 {
		body = b.List[0]
	}
	es, ok := body.(*ast.ExprStmt)
	if !ok {
		return false
	}
	a, ok := es.X.(*ast.Assign)
	if !ok || a.Op != token.Assign || ast.Unparen(a.Y).Base().Const == nil {
		return false
	}
	target, ok := ast.Unparen(a.X).(*ast.Ident)
	cmp, isCmp := ast.Unparen(st.Cond).(*ast.Binary)
	if !ok || !isCmp || !isComparison(cmp.Op) {
		return false
	}
	for _, side := range []ast.Expr{cmp.X, cmp.Y} {
		if id, isID := ast.Unparen(side).(*ast.Ident); isID && id.Obj == target.Obj {
			return true
		}
	}
	return false
}

// productRounder returns the rewriter of an operand that is a fusable
// product into its rounded spelling (__fmul_rn or __dmul_rn, the same
// value, which the engine never fuses); other operands stay. nil without
// those built-ins.
func (c *checker) productRounder() func(ast.Expr) ast.Expr {
	fmul, dmul := c.lookup("__fmul_rn"), c.lookup("__dmul_rn")
	if fmul == nil || dmul == nil {
		return nil
	}
	return func(x ast.Expr) ast.Expr {
		m, ok := ast.Unparen(x).(*ast.Binary)
		if !ok || !fusableProduct(m) {
			return x
		}
		if types.BasicOf(m.T).Kind == types.Double {
			return roundedProduct(m, dmul)
		}
		return roundedProduct(m, fmul)
	}
}
