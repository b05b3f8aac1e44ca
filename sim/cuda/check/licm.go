package check

import (
	"simtlab/sim/cuda/ast"
	"simtlab/sim/cuda/token"
	"simtlab/sim/cuda/types"
)

// Loop-invariant products. In a loop that stays a loop (one not unrolled
// whole), LLVM's LICM hoists the arithmetic whose operands the loop never
// changes into the blocks before it, and a multiply-add fuses only within
// one block (tests/conformance/x_fma_loop_invariant, recorded on the H200:
// `s += x * k` in a loop is an FMUL before the loop and an FADD in it; a
// product read in the loop and again after it is one FMUL before the loop,
// rounded for both reads). An invariant product whose add or subtraction
// is invariant too moves with it into one block and fuses there
// (x_fma_store_loops' afterIf).

// loopInvariant models LICM for loop, whose body is body: the invariant
// products that an add or subtraction reads beside a value the loop
// changes are rounded (the product leaves the loop, the add stays); it
// returns every invariant product of the body, which is computed before
// the loop and so is available after it.
func (s *productScan) loopInvariant(loop, body ast.Stmt) []*ast.Binary {
	changed, stores := loopWrites(loop)
	inv := func(x ast.Expr) bool { return invariantIn(x, changed, !stores) }
	product := func(x ast.Expr) *ast.Binary {
		if m, ok := ast.Unparen(x).(*ast.Binary); ok && floatProduct(m) && inv(m) {
			return m
		}
		return nil
	}
	leaves := func(p *ast.Binary) {
		s.shared[p], s.hoist[p] = true, true
	}
	var hoisted []*ast.Binary
	ast.Inspect(body, func(n ast.Node) bool {
		switch e := n.(type) {
		case *ast.Binary:
			switch e.Op {
			case token.Add, token.Sub:
				if p := product(e.X); p != nil && !inv(e.Y) {
					leaves(p)
				}
				if p := product(e.Y); p != nil && !inv(e.X) {
					leaves(p)
				}
			case token.Mul:
				if floatProduct(e) && inv(e) {
					hoisted = append(hoisted, e)
				}
			}
		case *ast.Assign:
			// s += x*k: the sum the loop carries is not invariant
			if p := product(e.Y); p != nil && (e.Op == token.AddAssign || e.Op == token.SubAssign) {
				leaves(p)
			}
		}
		return true
	})
	return hoisted
}

// loopWrites is the keys of the variables loop assigns or declares (its
// test, step and body included), and whether it may write memory.
func loopWrites(loop ast.Stmt) (changed map[string]bool, memory bool) {
	names, memory := writesOf(loop)
	changed = map[string]bool{}
	for _, n := range names {
		changed[n] = true
	}
	ast.Inspect(loop, func(n ast.Node) bool {
		if d, ok := n.(*ast.DeclStmt); ok {
			for _, v := range d.Decls {
				if v.Obj != nil {
					changed[objKey(v.Obj)] = true
				}
			}
		}
		return true
	})
	return changed, memory
}

// invariantIn reports whether x reads only constants, parameters and
// local register variables that changed does not hold, through pure
// arithmetic (effectFree), and, where loads is true (the loop writes no
// memory: LICM hoists its loads), loads through non-volatile pointers at
// such addresses (x_fma_loop_invariant2: s += in[t] * k in a loop that
// stores nothing is an FMUL before it; with a store in the loop, the load
// stays and fuses).
func invariantIn(x ast.Expr, changed map[string]bool, loads bool) bool {
	if !effectFree(x) {
		return false
	}
	ok := true
	ast.Inspect(x, func(n ast.Node) bool {
		switch e := n.(type) {
		case *ast.Ident:
			if e.Obj != nil && e.Obj.Kind == ast.ObjBuiltinFunc {
				break // a pure built-in's name
			}
			if e.Obj == nil || e.Obj.Kind != ast.ObjVar && e.Obj.Kind != ast.ObjParam || e.Obj.Space != ast.SpaceAuto || changed[objKey(e.Obj)] {
				ok = false
			}
		case *ast.Index:
			ok = loads && loadable(e)
		case *ast.Unary:
			switch e.Op {
			case token.Mul:
				ok = loads && loadable(e)
			case token.And:
				ok = false // an address
			}
		case *ast.Member:
			if e.Arrow {
				ok = loads && loadable(e)
			}
		}
		return ok
	})
	return ok
}

// floatProduct reports whether b is a float or double product (the only
// ones that fuse).
func floatProduct(b *ast.Binary) bool {
	bt := types.BasicOf(b.T)
	return b.Op == token.Mul && bt != nil && (bt.Kind == types.Float || bt.Kind == types.Double)
}
